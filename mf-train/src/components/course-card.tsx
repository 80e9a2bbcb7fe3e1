import { useTranslation } from 'react-i18next';
import { PATHS } from 'shared/paths';
import type { ContractData } from 'shared/request';
import { PriceText, RequiredTag } from './course-tags';
import { MediaRow, joinMeta } from 'shared/standalone';

export type CourseSummary = ContractData<'get', '/api/courses'>['list'][number];

export const MEDIA_LABELS = {
  video: 'train.media.video',
  audio: 'train.media.audio',
  document: 'train.media.document',
  mixed: 'train.media.mixed',
} as const;

export const coursePath = (id: number): string => `${PATHS.train.courseCourse}?id=${id}`;

/**
 * One course in a list: cover, title, kind, lecturer, lessons, learners, Required and price. In
 * a list of required courses only, the Required badge would be on every row: it is left out.
 */
export function CourseCard({
  course,
  to,
  hideRequired = false,
}: {
  course: CourseSummary;
  to?: string | undefined;
  hideRequired?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <MediaRow
      to={to ?? coursePath(course.id)}
      cover={course.cover}
      title={course.title}
      meta={joinMeta([
        t(MEDIA_LABELS[course.media_kind]),
        course.lecturer?.name,
        t('train.course.lessons', { count: course.lesson_count }),
      ])}
    >
      {course.is_compulsory && !hideRequired ? <RequiredTag /> : null}
      <span>{t('train.course.learners', { count: course.learner_count })}</span>
      <PriceText isFree={course.is_free} price={course.price} />
    </MediaRow>
  );
}
