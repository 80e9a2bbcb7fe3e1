import { Button, DotLoading } from 'shared/ui-kit';
import { CheckCircleOutline, ClockCircleOutline, CloseCircleOutline } from 'antd-mobile-icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PATHS } from 'shared/paths';
import { api, type ContractData } from 'shared/request';
import { refreshUser } from 'shared/session';
import { AreaPage, AsyncView, useAsyncData, useIdParam } from 'shared/standalone';
import { MissingId } from '../components/missing-id';
import { Notice } from '../components/notice';
import styles from './payment-result-page.module.css';
import { paymentPath } from './course-order-page';

type Order = ContractData<'get', '/api/orders/{id}'>;

/** While the provider has not called back, the result page asks again this often. */
const POLL_MS = 2000;
const POLL_LIMIT = 30;

function OrderResult({ order }: { order: Order }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    if (order.status === 'paid') void refreshUser({ force: true }).catch(() => undefined);
  }, [order.status]);
  const toCourse =
    order.kind === 'course' && order.ref_id !== null
      ? () => navigate(`${PATHS.train.courseCourse}?id=${order.ref_id}`)
      : undefined;
  if (order.status === 'paid')
    return (
      <Notice
        Picture={CheckCircleOutline}
        tone="success"
        title={t('train.result.paid')}
        description={
          <>
            <span className={styles.line}>{order.title}</span>
            <span className={styles.line}>
              {t('train.result.amount', { amount: order.amount })}
            </span>
            {order.kind === 'course' ? (
              <span className={styles.line}>{t('train.result.unlocked')}</span>
            ) : null}
          </>
        }
      >
        {toCourse ? (
          <Button color="primary" onClick={toCourse}>
            {t('train.result.startLearning')}
          </Button>
        ) : null}
      </Notice>
    );
  if (order.status === 'pending')
    return (
      <Notice
        Picture={ClockCircleOutline}
        tone="warning"
        title={t('train.result.pending')}
        description={t('train.result.pendingHint')}
      >
        <Button color="primary" onClick={() => navigate(paymentPath(order.id))}>
          {t('train.result.payAgain')}
        </Button>
      </Notice>
    );
  return (
    // Cancelled or refunded: over, not failed.
    <Notice
      Picture={CloseCircleOutline}
      tone="neutral"
      title={t(`train.payment.status.${order.status}`)}
    >
      {toCourse ? (
        <Button color="primary" fill="outline" onClick={toCourse}>
          {t('train.order.toCourse')}
        </Button>
      ) : null}
    </Notice>
  );
}

/** Back from the provider: waits for its callback (the payment stops being pending). */
function AwaitPayment({ orderId, paymentNo }: { orderId: number; paymentNo: string }) {
  const { t } = useTranslation();
  const [polls, setPolls] = useState(0);
  const payment = useAsyncData(
    (signal) =>
      api.get('/api/payments/{payment_no}', {
        path: { payment_no: paymentNo },
        loading: false,
        toast: false,
        signal,
      }),
    [paymentNo, polls],
  );
  const stillPending = payment.status === 'success' && payment.data.status === 'pending';
  useEffect(() => {
    if (!stillPending || polls >= POLL_LIMIT) return undefined;
    const timer = setTimeout(() => setPolls((n) => n + 1), POLL_MS);
    return () => clearTimeout(timer);
  }, [stillPending, polls]);
  if (payment.status === 'loading' || (stillPending && polls < POLL_LIMIT))
    return (
      <div role="status" className={styles.waiting}>
        <DotLoading color="primary" /> {t('train.result.confirming')}
      </div>
    );
  if (payment.status === 'success') return <OrderResult order={payment.data.order} />;
  return <OrderLoader id={orderId} />;
}

function OrderLoader({ id }: { id: number }) {
  const order = useAsyncData(
    (signal) => api.get('/api/orders/{id}', { path: { id }, loading: false, toast: false, signal }),
    [id],
  );
  return (
    <AsyncView state={order} onRetry={order.reload}>
      {(data) => <OrderResult order={data} />}
    </AsyncView>
  );
}

/** /pagesTrain/payment/result?id=&payment_no=: whether the payment went through, and next steps. */
export default function PaymentResultPage() {
  const id = useIdParam();
  const [params] = useSearchParams();
  const paymentNo = params.get('payment_no');
  let content;
  if (id === undefined) content = <MissingId />;
  else if (paymentNo && /^P[0-9A-Z]{10,40}$/.test(paymentNo))
    content = <AwaitPayment orderId={id} paymentNo={paymentNo} />;
  else content = <OrderLoader id={id} />;
  return <AreaPage title="page.train.paymentResult">{content}</AreaPage>;
}
