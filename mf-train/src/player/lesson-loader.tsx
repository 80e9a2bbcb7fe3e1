import { Button } from 'shared/ui-kit';
import { ExclamationCircleOutline } from 'antd-mobile-icons';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PATHS } from 'shared/paths';
import { api, isRequestError } from 'shared/request';
import { useIsLoggedIn } from 'shared/session';
import { StatusBlock } from 'shared/ui';
import { AsyncView, errorText, useAsyncData } from 'shared/standalone';
import { playerPath } from '../components/lesson-list';
import { firstLessonToPlay } from './first-lesson';
import { LessonStage } from './lesson-stage';
import styles from './lesson-loader.module.css';

/**
 * A lesson (or a course's lessons) the caller may not open: why, and the way forward (log in, or
 * the course's page, where it can be bought or started).
 */
function OutOfReach({
  title,
  description,
  courseId,
  refused = false,
}: {
  title: string;
  description?: string;
  courseId: number | undefined;
  /** The server refused the lesson (an alert); otherwise the course just has none to open. */
  refused?: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();
  return (
    <div role={refused ? 'alert' : 'status'} className={styles.outOfReach}>
      {/* No description: not antd's own "come back later", which would mislead here. */}
      <StatusBlock Picture={ExclamationCircleOutline} title={title} description={description}>
        {!loggedIn ? (
          <Button color="primary" onClick={() => navigate(PATHS.shell.login)}>
            {t('train.course.loginToStudy')}
          </Button>
        ) : courseId !== undefined ? (
          <Link to={`${PATHS.train.courseCourse}?id=${courseId}`} className={styles.toCourse}>
            {t('train.player.toCourse')}
          </Link>
        ) : null}
      </StatusBlock>
    </div>
  );
}

export function LessonLoader({
  lessonId,
  courseId,
  pathFor = playerPath,
  hidePlaylist = false,
  autoNext = false,
}: {
  lessonId: number;
  courseId: number | undefined;
  pathFor?: (courseId: number, lessonId: number) => string;
  hidePlaylist?: boolean;
  autoNext?: boolean;
}) {
  const { t } = useTranslation();
  const lesson = useAsyncData(
    (signal) =>
      api.get('/api/lessons/{id}', {
        path: { id: lessonId },
        loading: false,
        toast: false,
        signal,
      }),
    [lessonId],
  );
  if (lesson.status === 'error' && isRequestError(lesson.error) && lesson.error.kind === 'business')
    return (
      <OutOfReach
        title={t('train.player.locked')}
        description={errorText(lesson.error, (key, options) => t(key, options))}
        courseId={courseId}
        refused
      />
    );
  return (
    <AsyncView state={lesson} onRetry={lesson.reload}>
      {(data) => (
        <LessonStage
          key={data.id}
          lesson={data}
          pathFor={pathFor}
          hidePlaylist={hidePlaylist}
          autoNext={autoNext}
        />
      )}
    </AsyncView>
  );
}

/** Without `lessonId`: the course's lesson to continue with, then the player opens it. */
export function ResumeCourse({
  courseId,
  pathFor = playerPath,
}: {
  courseId: number;
  pathFor?: (courseId: number, lessonId: number) => string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const course = useAsyncData(
    (signal) =>
      api.get('/api/courses/{id}', {
        path: { id: courseId },
        loading: false,
        toast: false,
        signal,
      }),
    [courseId],
  );
  const target = course.status === 'success' ? firstLessonToPlay(course.data) : undefined;
  useEffect(() => {
    if (target !== undefined) navigate(pathFor(courseId, target), { replace: true });
  }, [courseId, navigate, pathFor, target]);
  // Nothing to open (a visitor on a course without free previews, say): why, and the way on.
  return (
    <AsyncView state={course} onRetry={course.reload}>
      {() =>
        target === undefined ? (
          <OutOfReach title={t('train.player.noLesson')} courseId={courseId} />
        ) : null
      }
    </AsyncView>
  );
}
