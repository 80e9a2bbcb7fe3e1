import { InfoPage } from 'shared/standalone';

/** /pagesTrain/payment/result: whether your payment went through, and what to do next. */
export default function PaymentResultPage() {
  return <InfoPage title="page.train.paymentResult" about="train.paymentResult.about" />;
}
