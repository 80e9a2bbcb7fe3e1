import { AreaPage, useIdParam } from 'shared/standalone';
import { MissingId } from '../components/missing-id';
import { LessonLoader, ResumeCourse } from '../player/lesson-loader';

/**
 * /pagesTrain/course/player?id=&lessonId=: a lesson playing (public: visitors may open free
 * previews). Resumes at the last position and reports progress while it plays.
 */
export default function CoursePlayerPage() {
  const courseId = useIdParam();
  const lessonId = useIdParam('lessonId');
  let content;
  if (lessonId !== undefined)
    content = <LessonLoader key={lessonId} lessonId={lessonId} courseId={courseId} />;
  else if (courseId !== undefined) content = <ResumeCourse courseId={courseId} />;
  else content = <MissingId />;
  return <AreaPage title="page.train.coursePlayer">{content}</AreaPage>;
}
