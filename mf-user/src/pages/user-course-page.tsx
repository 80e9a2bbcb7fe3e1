import { PATHS } from 'shared/paths';
import { InfoPage } from 'shared/standalone';

/** /pagesUser/user/course: the courses you have bought or started. */
export default function UserCoursePage() {
  return (
    <InfoPage
      title="page.user.course"
      about="user.course.about"
      links={[{ to: PATHS.user.learnList, title: 'page.user.learnList' }]}
    />
  );
}
