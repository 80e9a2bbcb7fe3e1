import { Button, Dialog, List } from 'shared/ui-kit';
import { Radio } from 'shared/ui-kit-forms';
import {
  CheckCircleOutline,
  CollectMoneyOutline,
  CouponOutline,
  InformationCircleOutline,
  PayCircleOutline,
} from 'antd-mobile-icons';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PATHS } from 'shared/paths';
import { api, type ContractData } from 'shared/request';
import { refreshUser } from 'shared/session';
import {
  AreaPage,
  AsyncView,
  Section,
  errorText,
  useAsyncData,
  useIdParam,
} from 'shared/standalone';
import { ActionBar, MainAction } from '../components/action-bar';
import { leaveAppFor } from '../components/external-navigation';
import { MissingId } from '../components/missing-id';
import { Notice } from '../components/notice';
import styles from './payment-page.module.css';

type Cashier = ContractData<'get', '/api/orders/{id}/cashier'>;
type Method = Cashier['methods'][number]['method'];

export const resultPath = (orderId: number, paymentNo?: string): string =>
  `${PATHS.train.paymentResult}?id=${orderId}${paymentNo ? `&payment_no=${paymentNo}` : ''}`;

/** The provider's cashier, told to come back to the result page when done. */
function providerUrl(payUrl: string, orderId: number, paymentNo: string): string {
  const back = new URL(resultPath(orderId, paymentNo), window.location.href).href;
  return `${payUrl}&return_url=${encodeURIComponent(back)}`;
}

/** "121.00" → 12100: money is compared and subtracted in cents. */
const centsOf = (amount: string): number => Math.round(Number(amount) * 100);
const yuanOf = (cents: number): string => (Math.max(0, cents) / 100).toFixed(2);

const METHOD_ICONS: Record<Method, ReactNode> = {
  balance: <CollectMoneyOutline />,
  points: <CouponOutline />,
  wechat: <PayCircleOutline />,
};

/**
 * Why a method cannot pay this order, in the reader's language, with the numbers that matter
 * (how much is missing); the server's reason only for a case this page does not know.
 */
export function unavailableReason(
  cashier: Cashier,
  method: Cashier['methods'][number],
  t: (key: string, options?: Record<string, unknown>) => string,
): string {
  const recharge = cashier.order.kind === 'recharge';
  if (method.method === 'balance') {
    if (recharge) return t('train.payment.balanceNotForRecharge');
    const short = centsOf(cashier.order.amount) - centsOf(cashier.balance);
    if (short > 0) return t('train.payment.balanceShort', { short: yuanOf(short) });
  }
  if (method.method === 'points') {
    if (recharge) return t('train.payment.pointsNotForRecharge');
    const short = cashier.points_needed - cashier.points;
    if (short > 0) return t('train.payment.pointsShort', { count: short });
  }
  return method.reason ?? t('train.payment.unavailable');
}

function CashierView({ cashier }: { cashier: Cashier }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { order } = cashier;
  const firstAvailable = cashier.methods.find((m) => m.available)?.method ?? 'wechat';
  const [method, setMethod] = useState<Method>(firstAvailable);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const radioId = useId();

  if (order.status !== 'pending')
    return (
      <Notice
        Picture={order.status === 'paid' ? CheckCircleOutline : InformationCircleOutline}
        title={t(`train.payment.status.${order.status}`)}
      >
        <Button color="primary" onClick={() => navigate(resultPath(order.id))}>
          {t('page.train.paymentResult')}
        </Button>
      </Notice>
    );

  /** Balance and points are taken at once, so the reader confirms the amount first. */
  const confirmed = (): Promise<boolean> => {
    if (method === 'wechat') return Promise.resolve(true);
    const content =
      method === 'balance'
        ? t('train.payment.confirmBalance', {
            amount: order.amount,
            left: yuanOf(centsOf(cashier.balance) - centsOf(order.amount)),
          })
        : t('train.payment.confirmPoints', {
            count: cashier.points_needed,
            amount: order.amount,
            left: cashier.points - cashier.points_needed,
          });
    return Dialog.confirm({
      title:
        method === 'balance'
          ? t('train.payment.confirmBalanceTitle')
          : t('train.payment.confirmPointsTitle'),
      content,
      confirmText: t('train.payment.confirm'),
      cancelText: t('train.common.cancel'),
    });
  };

  const pay = async () => {
    if (!(await confirmed())) return;
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
      <div className={styles.amountCard}>
        <div className={styles.amountLabel}>{t('train.payment.amount')}</div>
        <div className={styles.amount}>
          <span className={styles.currency}>¥</span>
          {order.amount}
        </div>
        <div className={styles.orderTitle}>{order.title}</div>
        <div className={styles.orderNo}>{t('train.payment.orderNo', { no: order.order_no })}</div>
      </div>
      <Section title={t('train.payment.method')}>
        <Radio.Group value={method} onChange={(value) => setMethod(value as Method)}>
          <List className={styles.methods}>
            {cashier.methods.map((m) => {
              const reason = m.available ? null : unavailableReason(cashier, m, t);
              const canRecharge =
                m.method === 'balance' && !m.available && order.kind !== 'recharge';
              return (
                <List.Item
                  key={m.method}
                  prefix={
                    <span
                      className={m.available ? styles.icon : `${styles.icon} ${styles.iconOff}`}
                      aria-hidden
                    >
                      {METHOD_ICONS[m.method]}
                    </span>
                  }
                  description={
                    reason ? (
                      <span className={styles.reason}>
                        {reason}
                        {canRecharge ? (
                          <>
                            {' '}
                            <Link to={PATHS.user.recharge} className={styles.recharge}>
                              {t('train.payment.recharge')}
                            </Link>
                          </>
                        ) : null}
                      </span>
                    ) : undefined
                  }
                  onClick={m.available ? () => setMethod(m.method) : undefined}
                  arrowIcon={false}
                  extra={
                    <Radio id={`${radioId}-${m.method}`} value={m.method} disabled={!m.available} />
                  }
                >
                  {/* The radio's name is this visible text (antd's Radio is itself a <label>,
                      which may not carry an aria-label). */}
                  <label
                    htmlFor={`${radioId}-${m.method}`}
                    className={m.available ? styles.label : `${styles.label} ${styles.labelOff}`}
                  >
                    {label(m.method)}
                  </label>
                </List.Item>
              );
            })}
          </List>
        </Radio.Group>
      </Section>
      <ActionBar>
        <MainAction refusal={refusal}>
          <Button block color="primary" loading={busy} onClick={() => void pay()}>
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
