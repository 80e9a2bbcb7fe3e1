import { AreaPage } from 'shared/standalone';
import { CourseList } from '../components/course-list';

/** Required courses for the current sales campaigns. */
export default function CompulsoryActivityPage() {
  return (
    <AreaPage title="page.train.compulsoryActivity" about="train.compulsoryActivity.about">
      <CourseList filter={{ is_compulsory: 1, compulsory_kind: 'activity' }} />
    </AreaPage>
  );
}
