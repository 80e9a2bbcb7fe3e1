import { AreaPage } from 'shared/standalone';
import { CourseList } from '../components/course-list';

/** Public: the required courses every employee takes. */
export default function CompulsoryCompanyPage() {
  return (
    <AreaPage title="page.train.compulsoryCompany" about="train.compulsoryCompany.about">
      <CourseList filter={{ is_compulsory: 1, compulsory_kind: 'company' }} />
    </AreaPage>
  );
}
