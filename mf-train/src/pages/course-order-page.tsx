import { PATHS } from 'shared/paths';
import { InfoPage } from 'shared/standalone';

/** /pagesTrain/course/order: buy a paid course: its price, the payment method and the order. */
export default function CourseOrderPage() {
  return (
    <InfoPage
      title="page.train.courseOrder"
      about="train.courseOrder.about"
      links={[{ to: PATHS.train.payment, title: 'page.train.payment' }]}
    />
  );
}
