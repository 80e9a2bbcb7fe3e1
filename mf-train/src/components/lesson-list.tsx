import { List, ProgressBar, Tag } from 'shared/ui-kit';
import { LockOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CROSS_AREA_LINKS } from 'shared/paths';
import type { ContractData } from 'shared/request';
import { formatDuration } from './formats';
import styles from './lesson-list.module.css';

export type LessonItem = ContractData<
  'get',
  '/api/courses/{id}'
>['chapters'][number]['lessons'][number];
export type Chapter = { id: number; title: string; lessons: LessonItem[] };

export const playerPath = (courseId: number, lessonId: number): string =>
  CROSS_AREA_LINKS.coursePlayer(courseId, lessonId);

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
      className={current ? styles.current : undefined}
      arrowIcon={lesson.can_play}
      extra={!lesson.can_play ? <LockOutline aria-hidden className={styles.lock} /> : undefined}
      description={
        <span className={styles.meta}>
          {/* Kind and length as one fact, with the separator the playlist and course rows use. */}
          <span>{`${t(`train.media.${lesson.kind}`)} · ${formatDuration(lesson.duration_seconds)}`}</span>
          {lesson.is_free_preview ? (
            <Tag color="primary" fill="outline">
              {t('train.lesson.preview')}
            </Tag>
          ) : null}
          {!lesson.can_play ? <span>{t('train.lesson.locked')}</span> : null}
          {lesson.progress?.completed ? (
            <span className={styles.done}>{t('train.lesson.completed')}</span>
          ) : percent > 0 ? (
            <span>{t('train.lesson.watched', { percent })}</span>
          ) : null}
        </span>
      }
    >
      <span className={styles.title}>{lesson.title}</span>
      {percent > 0 && !lesson.progress?.completed ? (
        <ProgressBar className={styles.progress} percent={percent} />
      ) : null}
    </List.Item>
  );
  return lesson.can_play ? (
    <Link
      to={pathFor(courseId, lesson.id)}
      className={styles.link}
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
  currentLessonId?: number | undefined;
  pathFor?: PathFor;
}) {
  return (
    <div className={styles.chapters}>
      {chapters.map((chapter) => (
        <List key={chapter.id} header={chapter.title} className={styles.chapter}>
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
