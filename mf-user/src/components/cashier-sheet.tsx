import { Button, Dialog, List, Popup, Toast } from 'shared/ui-kit';
import { Radio } from 'shared/ui-kit-forms';
import { CollectMoneyOutline, GiftOutline, PayCircleOutline } from 'antd-mobile-icons';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { api, type ContractData } from 'shared/request';
import { refreshUser } from 'shared/session';
import { AsyncView, errorText, useAsyncData } from 'shared/standalone';
import { CardList } from './card-list';
import { payableMethods, paymentResultPath, type PayMethod } from './cashier-link';
import { leaveAppFor } from './leave-app';
import styles from './cashier-sheet.module.css';
import { RowIcon } from './row-icon';

type Cashier = ContractData<'get', '/api/orders/{id}/cashier'>;

const ICONS: Record<PayMethod, ReactNode> = {
  wechat: <PayCircleOutline />,
  balance: <CollectMoneyOutline />,
  points: <GiftOutline />,
};

/** The provider's cashier, told to bring the payer back to the result page when done. */
function providerUrl(payUrl: string, orderId: number, paymentNo: string): string {
  const back = new URL(paymentResultPath(orderId, paymentNo), window.location.href).href;
  return `${payUrl}${payUrl.includes('?') ? '&' : '?'}return_url=${encodeURIComponent(back)}`;
}

function CashierBody({ cashier, onPaid }: { cashier: Cashier; onPaid: () => void }) {
  const { t } = useTranslation();
  const { order } = cashier;
  const methods = payableMethods(order.kind, cashier.methods);
  const [method, setMethod] = useState<PayMethod | undefined>(methods[0]);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const label = (m: PayMethod): string => {
    if (m === 'balance') return t('user.cashier.method.balance', { amount: cashier.balance });
    if (m === 'points')
      return t('user.cashier.method.points', { need: cashier.points_needed, have: cashier.points });
    return t('user.cashier.method.wechat');
  };

  const pay = async () => {
    if (!method) return;
    // The balance and points are taken at once: the payer says yes to the amount first.
    if (method === 'balance' || method === 'points') {
      const confirmed = await Dialog.confirm({
        content:
          method === 'balance'
            ? t('user.cashier.confirmBalance', { amount: order.amount })
            : t('user.cashier.confirmPoints', { points: cashier.points_needed }),
        confirmText: t('user.common.confirm'),
        cancelText: t('user.common.cancel'),
      });
      if (!confirmed) return;
    }
    setBusy(true);
    setRefusal(null);
    try {
      const { payment } = await api.post('/api/orders/{id}/pay', {
        path: { id: order.id },
        body: { method },
        loading: false,
        toast: false,
      });
      if (payment && payment.status === 'pending') {
        leaveAppFor(providerUrl(payment.pay_url, order.id, payment.payment_no));
        return;
      }
      void refreshUser({ force: true }).catch(() => undefined);
      Toast.show({ icon: 'success', content: t('user.cashier.paid') });
      onPaid();
    } catch (error) {
      setRefusal(errorText(error, (key, options) => t(key, options)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <div className={styles.summary}>
        <div className={styles.amount} data-testid="cashier-amount">
          ¥{order.amount}
        </div>
        <div className={styles.order}>{order.title}</div>
        <div className={styles.orderNo}>{t('user.cashier.orderNo', { no: order.order_no })}</div>
      </div>
      {methods.length ? (
        <div className={styles.methods}>
          <Radio.Group value={method ?? null} onChange={(value) => setMethod(value as PayMethod)}>
            <CardList label={t('user.cashier.title')}>
              {methods.map((m) => (
                <List.Item
                  key={m}
                  prefix={<RowIcon>{ICONS[m]}</RowIcon>}
                  arrowIcon={false}
                  onClick={() => setMethod(m)}
                  extra={<Radio value={m} aria-label={label(m)} />}
                >
                  {label(m)}
                </List.Item>
              ))}
            </CardList>
          </Radio.Group>
        </div>
      ) : (
        <p className={styles.note}>{t('user.cashier.noMethod')}</p>
      )}
      {refusal ? (
        <p role="alert" className={styles.refusal}>
          {refusal}
        </p>
      ) : null}
      <div className={styles.action}>
        <Button
          block
          color="primary"
          size="large"
          disabled={!method}
          loading={busy}
          onClick={() => void pay()}
        >
          {t('user.cashier.pay', { amount: order.amount })}
        </Button>
      </div>
    </>
  );
}

function CashierLoader({ orderId, onPaid }: { orderId: number; onPaid: () => void }) {
  const cashier = useAsyncData(
    (signal) =>
      api.get('/api/orders/{id}/cashier', {
        path: { id: orderId },
        loading: false,
        toast: false,
        signal,
      }),
    [orderId],
  );
  return (
    <AsyncView state={cashier} onRetry={cashier.reload}>
      {(data) => <CashierBody cashier={data} onPaid={onPaid} />}
    </AsyncView>
  );
}

/**
 * The cashier as a sheet over the page, for one pending order (`orderId`, null: closed): its
 * amount and the ways to pay it that apply (a recharge: WeChat Pay only), with the balance and
 * points confirmed before they are taken. WeChat Pay continues at the provider, which brings the
 * payer back to the payment result page.
 */
export function CashierSheet({
  orderId,
  onClose,
  onPaid,
}: {
  orderId: number | null;
  onClose: () => void;
  onPaid: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Popup
      visible={orderId !== null}
      onMaskClick={onClose}
      onClose={onClose}
      showCloseButton
      destroyOnClose
      bodyClassName={styles.sheet}
    >
      <section aria-label={t('user.cashier.title')}>
        <h2 className={styles.title}>{t('user.cashier.title')}</h2>
        {orderId !== null ? (
          <CashierLoader key={orderId} orderId={orderId} onPaid={onPaid} />
        ) : null}
      </section>
    </Popup>
  );
}
