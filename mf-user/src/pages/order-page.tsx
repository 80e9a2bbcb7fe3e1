import { Button, Dialog, List, Space, Tabs, Tag, Toast } from 'shared/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { api } from 'shared/request';
import { AreaPage, PagedView, usePagedData } from 'shared/standalone';
import { formatDate } from 'shared/time-ago';
import { cashierPath } from '../components/cashier-link';

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

/**
 * My orders, by status (`?status=`): course and recharge orders, newest first; a pending one can
 * be paid (at the cashier) or cancelled.
 */
export default function OrderPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [version, setVersion] = useState(0);
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
  const cancel = async (id: number, title: string) => {
    const confirmed = await Dialog.confirm({
      content: t('user.order.cancelConfirm', { title }),
      confirmText: t('user.order.cancel'),
      cancelText: t('user.order.keep'),
    });
    if (!confirmed) return;
    try {
      await api.post('/api/orders/{id}/cancel', { path: { id } });
      Toast.show({ content: t('user.order.cancelled') });
      setVersion((n) => n + 1);
    } catch {
      // Toasted by the request client (already paid or cancelled).
    }
  };
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
                {order.status === 'pending' ? (
                  <Space style={{ marginTop: 8, display: 'flex' }}>
                    <Button
                      size="mini"
                      color="primary"
                      onClick={() => navigate(cashierPath(order.id))}
                    >
                      {t('user.order.pay')}
                    </Button>
                    <Button size="mini" onClick={() => void cancel(order.id, order.title)}>
                      {t('user.order.cancel')}
                    </Button>
                  </Space>
                ) : null}
              </List.Item>
            ))}
          </List>
        )}
      </PagedView>
    </AreaPage>
  );
}
