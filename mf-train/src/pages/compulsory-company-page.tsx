import { useCurrentUser, useIsLoggedIn } from 'shared/session';
import { AreaPage } from 'shared/standalone';
import { CompulsoryKindPage } from '../components/compulsory-kind-page';
import { CourseList } from '../components/course-list';

/**
 * Public: the company courses every employee takes. Visitors see the catalogue; joined users
 * their own progress and deadlines.
 */
export default function CompulsoryCompanyPage() {
  const loggedIn = useIsLoggedIn();
  const user = useCurrentUser();
  if (loggedIn && user.is_check === 2)
    return (
      <CompulsoryKindPage
        title="page.train.compulsoryCompany"
        about="train.compulsoryCompany.about"
        kind="company"
      />
    );
  return (
    <AreaPage title="page.train.compulsoryCompany" about="train.compulsoryCompany.about">
      <CourseList filter={{ is_compulsory: 1, compulsory_kind: 'company' }} />
    </AreaPage>
  );
}
