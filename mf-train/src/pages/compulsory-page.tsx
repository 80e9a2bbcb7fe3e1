import { PATHS } from 'shared/paths';
import { AreaPage, LinkList } from 'shared/standalone';
import { CourseList } from '../components/course-list';

/** The manager's required courses, with the lists by what they are required for. */
export default function CompulsoryPage() {
  return (
    <AreaPage title="page.train.compulsory" about="train.compulsory.about">
      <LinkList
        links={[
          {
            to: PATHS.train.compulsoryProductTraining,
            title: 'page.train.compulsoryProductTraining',
          },
          { to: PATHS.train.compulsoryActivity, title: 'page.train.compulsoryActivity' },
          { to: PATHS.train.compulsoryCompany, title: 'page.train.compulsoryCompany' },
          { to: PATHS.train.compulsoryTeam, title: 'page.train.compulsoryTeam' },
        ]}
      />
      <CourseList filter={{ is_compulsory: 1 }} />
    </AreaPage>
  );
}
