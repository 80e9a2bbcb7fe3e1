import { useTranslation } from 'react-i18next';
import { PATHS } from 'shared/paths';
import { api, type ContractData } from 'shared/request';
import { AreaPage, AsyncView, Section, useAsyncData, useIdParam } from 'shared/standalone';
import { CourseList } from '../components/course-list';
import { LessonList } from '../components/lesson-list';
import { firstLessonToPlay } from '../player/first-lesson';
import { LessonLoader, OutOfReach } from '../player/lesson-loader';

type Course = ContractData<'get', '/api/courses/{id}'>;

const audioPath = (courseId: number, lessonId?: number): string =>
  `${PATHS.train.trainingAudio}?id=${courseId}${lessonId ? `&lessonId=${lessonId}` : ''}`;

/** Only the audio lessons of a course (a mixed course has video and documents too). */
function audioOnly(course: Course): Course {
  return {
    ...course,
    chapters: course.chapters
      .map((c) => ({ ...c, lessons: c.lessons.filter((l) => l.kind === 'audio') }))
      .filter((c) => c.lessons.length > 0),
  };
}

function AudioCourse({ course, lessonId }: { course: Course; lessonId: number | undefined }) {
  const { t } = useTranslation();
  const audio = audioOnly(course);
  const current = lessonId ?? firstLessonToPlay(audio);
  return (
    <>
      {current !== undefined ? (
        <LessonLoader
          key={current}
          lessonId={current}
          courseId={course.id}
          pathFor={audioPath}
          hidePlaylist
          autoNext
          note={t('train.audio.hint')}
        />
      ) : (
        <OutOfReach title={t('train.player.noLesson')} courseId={course.id} />
      )}
      <Section title={course.title}>
        <LessonList
          courseId={course.id}
          chapters={audio.chapters}
          currentLessonId={current}
          pathFor={audioPath}
        />
      </Section>
    </>
  );
}

function AudioLoader({ id, lessonId }: { id: number; lessonId: number | undefined }) {
  const course = useAsyncData(
    (signal) =>
      api.get('/api/courses/{id}', { path: { id }, loading: false, toast: false, signal }),
    // Not on lessonId: the next lesson starts without the list reloading around it.
    [id],
  );
  return (
    <AsyncView state={course} onRetry={course.reload}>
      {(data) => <AudioCourse course={data} lessonId={lessonId} />}
    </AsyncView>
  );
}

/**
 * /pagesTrain/trainingAudio/trainingAudio?id=: audio training. Without `id`: the audio courses;
 * with it: the course's audio lessons, playing on with the screen off, at the chosen speed,
 * resuming where I stopped and going on to the next lesson.
 */
export default function TrainingAudioPage() {
  const id = useIdParam();
  const lessonId = useIdParam('lessonId');
  return (
    <AreaPage title="page.train.trainingAudio">
      {id !== undefined ? (
        <AudioLoader key={id} id={id} lessonId={lessonId} />
      ) : (
        <CourseList filter={{ media_kind: 'audio' }} linkTo={(c) => audioPath(c.id)} />
      )}
    </AreaPage>
  );
}
