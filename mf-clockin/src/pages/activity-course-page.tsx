import { PATHS } from 'shared/paths';
import { InfoPage } from 'shared/standalone';

/** /pagesClockin/course/index: the courses that belong to a clock-in activity. */
export default function ActivityCoursePage() {
  return (
    <InfoPage
      title="page.clockin.course"
      about="clockin.course.about"
      links={[{ to: PATHS.train.courseIndex, title: 'page.train.courseIndex' }]}
    />
  );
}
