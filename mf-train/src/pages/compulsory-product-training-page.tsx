import { AreaPage } from 'shared/standalone';
import { CourseList } from '../components/course-list';

/** Required courses on the products shops sell. */
export default function CompulsoryProductTrainingPage() {
  return (
    <AreaPage
      title="page.train.compulsoryProductTraining"
      about="train.compulsoryProductTraining.about"
    >
      <CourseList filter={{ is_compulsory: 1, compulsory_kind: 'product' }} />
    </AreaPage>
  );
}
