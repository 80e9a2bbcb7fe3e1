import { List, ProgressBar, Tag } from 'shared/ui-kit';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CROSS_AREA_LINKS } from 'shared/paths';
import type { ContractData } from 'shared/request';
import { formatDuration } from './formats';

export type LessonItem = ContractData<
  'get',
  '/api/courses/{id}'
>['chapters'][number]['lessons'][number];
export type Chapter = { id: number; title: string; lessons: LessonItem[] };

export const playerPath = (courseId: number, lessonId: number): string =>
  CROSS_AREA_LINKS.coursePlayer(courseId, lessonId);

const linkStyle: CSSProperties = { color: 'inherit', textDecoration: 'none', display: 'block' };

function percentOf(lesson: LessonItem): number {
  if (!lesson.progress) return 0;
  if (lesson.progress.completed) return 100;
  return lesson.duration_seconds === 0
    ? 0
    : Math.min(99, Math.floor((lesson.progress.furthest_seconds * 100) / lesson.duration_seconds));
}

type PathFor = (courseId: number, lessonId: number) => string;

function LessonRow({
  courseId,
  lesson,
  current,
  pathFor,
}: {
  courseId: number;
  lesson: LessonItem;
  current: boolean;
  pathFor: PathFor;
}) {
  const { t } = useTranslation();
  const percent = percentOf(lesson);
  const body = (
    <List.Item
      arrowIcon={lesson.can_play}
      description={
        <span style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
          <span>{t(`train.media.${lesson.kind}`)}</span>
          <span>{formatDuration(lesson.duration_seconds)}</span>
          {lesson.is_free_preview ? (
            <Tag color="success" fill="outline">
              {t('train.lesson.preview')}
            </Tag>
          ) : null}
          {!lesson.can_play ? <span>{t('train.lesson.locked')}</span> : null}
          {lesson.progress?.completed ? (
            <span style={{ color: '#52c41a' }}>{t('train.lesson.completed')}</span>
          ) : percent > 0 ? (
            <span>{t('train.lesson.watched', { percent })}</span>
          ) : null}
        </span>
      }
      style={current ? { background: '#fff7f0' } : undefined}
    >
      <span style={{ color: current ? '#ff801a' : undefined }}>{lesson.title}</span>
      {percent > 0 && !lesson.progress?.completed ? (
        <ProgressBar percent={percent} style={{ '--track-width': '2px' } as CSSProperties} />
      ) : null}
    </List.Item>
  );
  return lesson.can_play ? (
    <Link
      to={pathFor(courseId, lesson.id)}
      style={linkStyle}
      aria-current={current ? 'true' : undefined}
    >
      {body}
    </Link>
  ) : (
    <div aria-disabled="true">{body}</div>
  );
}

/** A course's chapters and their lessons with my progress; open lessons lead to the player. */
export function LessonList({
  courseId,
  chapters,
  currentLessonId,
  pathFor = playerPath,
}: {
  courseId: number;
  chapters: readonly Chapter[];
  currentLessonId?: number;
  pathFor?: PathFor;
}) {
  return (
    <div>
      {chapters.map((chapter) => (
        <List key={chapter.id} header={chapter.title}>
          {chapter.lessons.map((lesson) => (
            <LessonRow
              key={lesson.id}
              courseId={courseId}
              lesson={lesson}
              current={lesson.id === currentLessonId}
              pathFor={pathFor}
            />
          ))}
        </List>
      ))}
    </div>
  );
}
