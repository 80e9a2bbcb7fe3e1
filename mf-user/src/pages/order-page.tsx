import { Button, Dialog, Tabs, Tag, Toast } from 'shared/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { api, type ContractData } from 'shared/request';
import { AreaPage, ItemList, PagedView, usePagedData } from 'shared/standalone';
import { EmptyState } from 'shared/ui';
import { cashierPath } from '../components/cashier-link';
import { CashierSheet } from '../components/cashier-sheet';
import { formatCalendarSeconds } from 'shared/time-ago';
import pageTabs from '../components/page-tabs.module.css';
import styles from './order-page.module.css';

type Order = ContractData<'get', '/api/orders'>['list'][number];

const STATUSES = ['pending', 'paid', 'cancelled', 'refunded'] as const;
type Status = (typeof STATUSES)[number];
const ALL = 'all';
const isStatus = (value: string | null): value is Status =>
  STATUSES.some((status) => status === value);

const STATUS_LABELS = {
  pending: 'user.order.status.pending',
  paid: 'user.order.status.paid',
  cancelled: 'user.order.status.cancelled',
  refunded: 'user.order.status.refunded',
} as const;

const KIND_LABELS = {
  course: 'user.order.kind.course',
  recharge: 'user.order.kind.recharge',
} as const;

/** One order as a card: what it is, its details under the title, its actions at the bottom. */
function OrderCard({
  order,
  onPay,
  onCancel,
}: {
  order: Order;
  onPay: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <article className={styles.card} aria-label={order.title}>
      <header className={styles.head}>
        <Tag color="primary" fill="outline">
          {t(KIND_LABELS[order.kind])}
        </Tag>
        <span className={`${styles.status} ${styles[order.status] ?? ''}`}>
          {t(STATUS_LABELS[order.status])}
        </span>
      </header>
      <div className={styles.main}>
        <div className={styles.info}>
          <h2 className={styles.title}>{order.title}</h2>
          <p className={styles.detail}>{t('user.order.no', { no: order.order_no })}</p>
          <p className={styles.detail}>
            {t('user.order.placedAt', { time: formatCalendarSeconds(order.created_at, 'dayTime') })}
          </p>
        </div>
        <div className={styles.amount}>¥{order.amount}</div>
      </div>
      {order.status === 'pending' ? (
        <footer className={styles.actions}>
          <Button size="small" onClick={onCancel}>
            {t('user.order.cancel')}
          </Button>
          <Button size="small" color="primary" onClick={onPay}>
            {t('user.order.pay')}
          </Button>
        </footer>
      ) : null}
    </article>
  );
}

/**
 * My orders, by status (`?status=`): course and recharge orders, newest first; a pending one can
 * be paid (a recharge in the cashier sheet, a course at the training area's cashier) or
 * cancelled. Titles are the API's, in the reader's language.
 */
export default function OrderPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [version, setVersion] = useState(0);
  const [paying, setPaying] = useState<number | null>(null);
  const [params, setParams] = useSearchParams();
  const param = params.get('status');
  const status = isStatus(param) ? param : null;
  const orders = usePagedData(
    (page, signal) =>
      api.get('/api/orders', {
        query: { page, pageSize: 20, ...(status ? { status } : {}) },
        loading: false,
        toast: false,
        signal,
      }),
    [status, version],
  );
  const pay = (order: Order) => {
    if (order.kind === 'recharge') setPaying(order.id);
    else navigate(cashierPath(order.id));
  };
  const cancel = async (order: Order) => {
    const confirmed = await Dialog.confirm({
      content: t('user.order.cancelConfirm', { title: order.title }),
      confirmText: t('user.order.cancel'),
      cancelText: t('user.order.keep'),
    });
    if (!confirmed) return;
    try {
      await api.post('/api/orders/{id}/cancel', { path: { id: order.id } });
      Toast.show({ content: t('user.order.cancelled') });
      setVersion((n) => n + 1);
    } catch {
      // Toasted by the request client (already paid or cancelled).
    }
  };
  return (
    <AreaPage title="page.user.order">
      <Tabs
        className={pageTabs.tabs}
        activeKey={status ?? ALL}
        onChange={(key) => setParams(key === ALL ? {} : { status: key }, { replace: true })}
      >
        <Tabs.Tab key={ALL} title={t('user.order.all')} />
        {STATUSES.map((key) => (
          <Tabs.Tab key={key} title={t(STATUS_LABELS[key])} />
        ))}
      </Tabs>
      <PagedView paged={orders} empty={<EmptyState title={t('user.order.empty')} />}>
        {(items) => (
          <ItemList items={items}>
            {(order) => (
              <OrderCard
                order={order}
                onPay={() => pay(order)}
                onCancel={() => void cancel(order)}
              />
            )}
          </ItemList>
        )}
      </PagedView>
      <CashierSheet
        orderId={paying}
        onClose={() => setPaying(null)}
        onPaid={() => {
          setPaying(null);
          setVersion((n) => n + 1);
        }}
      />
    </AreaPage>
  );
}
