import { Button, ErrorBlock } from 'shared/ui-kit';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PATHS } from 'shared/paths';
import { api, isRequestError } from 'shared/request';
import { useIsLoggedIn } from 'shared/session';
import { AsyncView, errorText, useAsyncData } from 'shared/standalone';
import { playerPath } from '../components/lesson-list';
import { firstLessonToPlay } from './first-lesson';
import { LessonStage } from './lesson-stage';

/** A lesson the caller may not open: why, and the way forward (log in, or the course to buy). */
function LockedLesson({ error, courseId }: { error: unknown; courseId: number | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();
  return (
    <div role="alert">
      <ErrorBlock
        status="default"
        title={t('train.player.locked')}
        description={errorText(error, (key, options) => t(key, options))}
      >
        {!loggedIn ? (
          <Button color="primary" onClick={() => navigate(PATHS.shell.login)}>
            {t('train.course.loginToStudy')}
          </Button>
        ) : courseId !== undefined ? (
          <Link to={`${PATHS.train.courseCourse}?id=${courseId}`}>
            {t('train.player.toCourse')}
          </Link>
        ) : null}
      </ErrorBlock>
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
    return <LockedLesson error={lesson.error} courseId={courseId} />;
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
  return (
    <AsyncView state={course} onRetry={course.reload} isEmpty={() => target === undefined}>
      {() => null}
    </AsyncView>
  );
}
