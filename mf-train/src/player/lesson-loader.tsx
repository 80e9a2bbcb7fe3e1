import { Button } from 'shared/ui-kit';
import { ExclamationCircleOutline, LockOutline } from 'antd-mobile-icons';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PATHS } from 'shared/paths';
import { api, isRequestError } from 'shared/request';
import { useCurrentUser, useIsLoggedIn } from 'shared/session';
import { AsyncView, errorText, useAsyncData } from 'shared/standalone';
import { playerPath } from '../components/lesson-list';
import { Notice } from '../components/notice';
import { firstLessonToPlay } from './first-lesson';
import { LessonStage } from './lesson-stage';

/**
 * A lesson (or a course's lessons) the reader cannot open here: why, and the way on. A visitor
 * is asked to log in (and comes back here after), a reader who has not joined a team is sent
 * where joining goes on, anyone else to the course's page, where it can be bought or started.
 */
export function OutOfReach({
  title,
  description,
  courseId,
  refused = false,
}: {
  /** What the reader sees when logged in and joined (no lesson, a locked lesson). */
  title: string;
  description?: string | undefined;
  courseId: number | undefined;
  /** The server refused the lesson (an alert); otherwise the course just has none to open. */
  refused?: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const loggedIn = useIsLoggedIn();
  const isCheck = useCurrentUser().is_check;
  if (!loggedIn) {
    const back = `${location.pathname}${location.search}`;
    return (
      <Notice
        Picture={LockOutline}
        title={t('train.player.loginTitle')}
        description={t('train.player.loginHint')}
      >
        <Button
          color="primary"
          onClick={() => navigate(`${PATHS.shell.login}?redirect=${encodeURIComponent(back)}`)}
        >
          {t('login.submit')}
        </Button>
      </Notice>
    );
  }
  if (isCheck !== 2) {
    return (
      <Notice Picture={LockOutline} title={t('train.course.joinToStudy')}>
        <Button
          color="primary"
          onClick={() => navigate(isCheck === 1 ? PATHS.user.bindState : PATHS.user.bind)}
        >
          {t(isCheck === 1 ? 'page.user.bindState' : 'page.user.bind')}
        </Button>
      </Notice>
    );
  }
  return (
    <Notice
      Picture={refused ? LockOutline : ExclamationCircleOutline}
      title={title}
      description={description}
      alert={refused}
    >
      {courseId !== undefined ? (
        <Button
          color="primary"
          fill="outline"
          onClick={() => navigate(`${PATHS.train.courseCourse}?id=${courseId}`)}
        >
          {t('train.player.toCourse')}
        </Button>
      ) : null}
    </Notice>
  );
}

export function LessonLoader({
  lessonId,
  courseId,
  pathFor = playerPath,
  hidePlaylist = false,
  autoNext = false,
  note,
}: {
  lessonId: number;
  courseId: number | undefined;
  pathFor?: (courseId: number, lessonId: number) => string;
  hidePlaylist?: boolean;
  autoNext?: boolean;
  /** A line about how this player plays, under the lesson's state. */
  note?: string;
}) {
  const { t } = useTranslation();
  const lesson = useAsyncData(
    (signal) =>
      api
        .get('/api/lessons/{id}', {
          path: { id: lessonId },
          loading: false,
          toast: false,
          signal,
        })
        // The moment of arrival, not of the first render: a slow phone's render time is not a
        // difference between the clocks.
        .then((data) => ({ data, receivedAt: Date.now() })),
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
      {({ data, receivedAt }) => (
        <LessonStage
          key={data.id}
          lesson={data}
          receivedAt={receivedAt}
          pathFor={pathFor}
          hidePlaylist={hidePlaylist}
          autoNext={autoNext}
          note={note}
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
