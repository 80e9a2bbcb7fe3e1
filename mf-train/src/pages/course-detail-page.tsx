import { PATHS } from 'shared/paths';
import { InfoPage } from 'shared/standalone';

/** /pagesTrain/course/course: A course's introduction, lessons and lecturer. */
export default function CourseDetailPage() {
  return (
    <InfoPage
      title="page.train.courseCourse"
      about="train.courseCourse.about"
      links={[
        { to: PATHS.train.coursePlayer, title: 'page.train.coursePlayer' },
        { to: PATHS.train.courseOrder, title: 'page.train.courseOrder' },
      ]}
    />
  );
}
