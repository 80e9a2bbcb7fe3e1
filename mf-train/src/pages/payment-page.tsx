import { Button, List } from 'shared/ui-kit';
import { Radio } from 'shared/ui-kit-forms';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PATHS } from 'shared/paths';
import { api, type ContractData } from 'shared/request';
import { refreshUser } from 'shared/session';
import { AreaPage, AsyncView, errorText, useAsyncData, useIdParam } from 'shared/standalone';
import { EmptyState } from 'shared/ui';
import { ActionBar, MainAction } from '../components/action-bar';
import { leaveAppFor } from '../components/external-navigation';
import { MissingId } from '../components/missing-id';

type Cashier = ContractData<'get', '/api/orders/{id}/cashier'>;
type Method = Cashier['methods'][number]['method'];

export const resultPath = (orderId: number, paymentNo?: string): string =>
  `${PATHS.train.paymentResult}?id=${orderId}${paymentNo ? `&payment_no=${paymentNo}` : ''}`;

/** The provider's cashier, told to come back to the result page when done. */
function providerUrl(payUrl: string, orderId: number, paymentNo: string): string {
  const back = new URL(resultPath(orderId, paymentNo), window.location.href).href;
  return `${payUrl}&return_url=${encodeURIComponent(back)}`;
}

function CashierView({ cashier }: { cashier: Cashier }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { order } = cashier;
  const firstAvailable = cashier.methods.find((m) => m.available)?.method ?? 'wechat';
  const [method, setMethod] = useState<Method>(firstAvailable);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  if (order.status !== 'pending')
    return (
      <EmptyState description={t(`train.payment.status.${order.status}`)}>
        <Link to={resultPath(order.id)}>{t('page.train.paymentResult')}</Link>
      </EmptyState>
    );

  const pay = () => {
    setBusy(true);
    setRefusal(null);
    api
      .post('/api/orders/{id}/pay', {
        path: { id: order.id },
        body: { method },
        loading: false,
        toast: false,
      })
      .then(
        ({ payment }) => {
          if (payment && payment.status === 'pending') {
            leaveAppFor(providerUrl(payment.pay_url, order.id, payment.payment_no));
            return;
          }
          void refreshUser({ force: true }).catch(() => undefined);
          navigate(resultPath(order.id), { replace: true });
        },
        (error: unknown) => {
          setBusy(false);
          setRefusal(errorText(error, (key, options) => t(key, options)));
        },
      );
  };

  const label = (m: Method): string => {
    if (m === 'balance') return t('train.payment.balance', { amount: cashier.balance });
    if (m === 'points')
      return t('train.payment.points', { need: cashier.points_needed, have: cashier.points });
    return t('train.payment.wechat');
  };

  return (
    <>
      <div style={{ background: '#ffffff', padding: 20, textAlign: 'center' }}>
        <div style={{ fontSize: 13, color: '#666666' }}>{order.title}</div>
        <div style={{ fontSize: 28, color: '#ff801a', margin: '8px 0' }}>¥{order.amount}</div>
        <div style={{ fontSize: 12, color: '#999999' }}>
          {t('train.payment.orderNo', { no: order.order_no })}
        </div>
      </div>
      <Radio.Group value={method} onChange={(value) => setMethod(value as Method)}>
        <List header={t('train.payment.method')}>
          {cashier.methods.map((m) => (
            <List.Item
              key={m.method}
              description={m.reason ?? undefined}
              disabled={!m.available}
              onClick={m.available ? () => setMethod(m.method) : undefined}
              arrowIcon={false}
              extra={
                <Radio value={m.method} disabled={!m.available} aria-label={label(m.method)} />
              }
            >
              {label(m.method)}
            </List.Item>
          ))}
        </List>
      </Radio.Group>
      {!cashier.methods.find((m) => m.method === 'balance')?.available ? (
        <p style={{ fontSize: 12, padding: '0 16px' }}>
          <Link to={PATHS.user.recharge}>{t('train.payment.recharge')}</Link>
        </p>
      ) : null}
      <ActionBar>
        <MainAction refusal={refusal}>
          <Button block color="primary" loading={busy} onClick={pay}>
            {t('train.payment.pay', { amount: order.amount })}
          </Button>
        </MainAction>
      </ActionBar>
    </>
  );
}

function CashierLoader({ id }: { id: number }) {
  const cashier = useAsyncData(
    (signal) =>
      api.get('/api/orders/{id}/cashier', { path: { id }, loading: false, toast: false, signal }),
    [id],
  );
  return (
    <AsyncView state={cashier} onRetry={cashier.reload}>
      {(data) => <CashierView cashier={data} />}
    </AsyncView>
  );
}

/** /pagesTrain/payment/payment?id=: the cashier of an order (balance, points, WeChat Pay). */
export default function PaymentPage() {
  const id = useIdParam();
  return (
    <AreaPage title="page.train.payment">
      {id !== undefined ? <CashierLoader key={id} id={id} /> : <MissingId />}
    </AreaPage>
  );
}
