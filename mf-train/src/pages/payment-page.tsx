import { PATHS } from 'shared/paths';
import { InfoPage } from 'shared/standalone';

/** /pagesTrain/payment/payment: pay for a course order with your balance, points or WeChat Pay. */
export default function PaymentPage() {
  return (
    <InfoPage
      title="page.train.payment"
      about="train.payment.about"
      links={[{ to: PATHS.train.paymentResult, title: 'page.train.paymentResult' }]}
    />
  );
}
