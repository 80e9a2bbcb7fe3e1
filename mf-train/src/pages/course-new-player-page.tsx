import { ProgressBar } from 'shared/ui-kit';
import { useTranslation } from 'react-i18next';
import { PATHS } from 'shared/paths';
import { api, type ContractData } from 'shared/request';
import { AreaPage, AsyncView, Section, useAsyncData, useIdParam } from 'shared/standalone';
import { LessonList } from '../components/lesson-list';
import { MissingId } from '../components/missing-id';
import { firstLessonToPlay } from '../player/first-lesson';
import { LessonLoader, OutOfReach } from '../player/lesson-loader';
import styles from './course-new-player-page.module.css';

type Course = ContractData<'get', '/api/courses/{id}'>;

export const seriesPath = (courseId: number, lessonId: number): string =>
  `${PATHS.train.courseNewPlayer}?id=${courseId}&lessonId=${lessonId}`;

function Series({ course, lessonId }: { course: Course; lessonId: number | undefined }) {
  const { t } = useTranslation();
  const current = lessonId ?? firstLessonToPlay(course);
  return (
    <>
      {current !== undefined ? (
        <LessonLoader
          key={current}
          lessonId={current}
          courseId={course.id}
          pathFor={seriesPath}
          hidePlaylist
        />
      ) : (
        <OutOfReach title={t('train.player.noLesson')} courseId={course.id} />
      )}
      <Section
        title={course.title}
        extra={
          course.enrolment
            ? t('train.course.percentDone', { percent: course.enrolment.progress_percent })
            : undefined
        }
      >
        {course.enrolment ? (
          <ProgressBar className={styles.progress} percent={course.enrolment.progress_percent} />
        ) : null}
        <LessonList
          courseId={course.id}
          chapters={course.chapters}
          currentLessonId={current}
          pathFor={seriesPath}
        />
      </Section>
    </>
  );
}

function SeriesLoader({ id, lessonId }: { id: number; lessonId: number | undefined }) {
  const course = useAsyncData(
    (signal) =>
      api.get('/api/courses/{id}', { path: { id }, loading: false, toast: false, signal }),
    [id, lessonId],
  );
  return (
    <AsyncView state={course} onRetry={course.reload}>
      {(data) => <Series course={data} lessonId={lessonId} />}
    </AsyncView>
  );
}

/**
 * /pagesTrain/course/newPlayer?id=&lessonId=: a course as a series in one screen: the lesson
 * playing (video, audio or document) above the course's chapters and lessons with my progress.
 */
export default function CourseNewPlayerPage() {
  const id = useIdParam();
  const lessonId = useIdParam('lessonId');
  return (
    <AreaPage title="page.train.courseNewPlayer">
      {id !== undefined ? <SeriesLoader key={id} id={id} lessonId={lessonId} /> : <MissingId />}
    </AreaPage>
  );
}
