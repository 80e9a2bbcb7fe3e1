import { List, Tabs, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { api } from 'shared/request';
import { AreaPage, PagedView, usePagedData } from 'shared/standalone';
import { formatDate } from 'shared/time-ago';

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

const STATUS_COLORS = {
  pending: 'warning',
  paid: 'success',
  cancelled: 'default',
  refunded: 'primary',
} as const;

const KIND_LABELS = {
  course: 'user.order.kind.course',
  recharge: 'user.order.kind.recharge',
} as const;

/** My orders, by status (`?status=`): course and recharge orders, newest first. */
export default function OrderPage() {
  const { t } = useTranslation();
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
    [status],
  );
  return (
    <AreaPage title="page.user.order">
      <Tabs
        activeKey={status ?? ALL}
        onChange={(key) => setParams(key === ALL ? {} : { status: key }, { replace: true })}
      >
        <Tabs.Tab key={ALL} title={t('user.order.all')} />
        {STATUSES.map((key) => (
          <Tabs.Tab key={key} title={t(STATUS_LABELS[key])} />
        ))}
      </Tabs>
      <PagedView paged={orders}>
        {(items) => (
          <List>
            {items.map((order) => (
              <List.Item
                key={order.id}
                description={`${t(KIND_LABELS[order.kind])} · ${order.order_no} · ${formatDate(new Date(order.created_at * 1000))}`}
                extra={
                  <div style={{ textAlign: 'right' }}>
                    <div style={{ color: '#333333', fontSize: 15 }}>¥{order.amount}</div>
                    <Tag color={STATUS_COLORS[order.status]} fill="outline">
                      {t(STATUS_LABELS[order.status])}
                    </Tag>
                  </div>
                }
              >
                {order.title}
              </List.Item>
            ))}
          </List>
        )}
      </PagedView>
    </AreaPage>
  );
}
