import { Button, Dialog, List, Space, Tabs, Tag, Toast } from 'shared/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { api } from 'shared/request';
import { AreaPage, PagedView, TimeAgo, usePagedData } from 'shared/standalone';
import { AreaOverview } from '../components/area-overview';
import { RejectDialog } from '../components/reject-dialog';
import { REQUEST_STATUS_LABELS, maskMobile } from '../components/user-labels';

const TABS = ['area', 'pending', 'approved', 'rejected'] as const;
type Tab = (typeof TABS)[number];
type Status = Exclude<Tab, 'area'>;
const isTab = (value: string | null): value is Tab => TABS.some((tab) => tab === value);

const TAG_COLORS = { pending: 'warning', approved: 'success', rejected: 'danger' } as const;

type Reviewing = { id: number; name: string };

function JoinRequests({ status, onReviewed }: { status: Status; onReviewed: () => void }) {
  const { t } = useTranslation();
  const [version, setVersion] = useState(0);
  const [rejecting, setRejecting] = useState<Reviewing | null>(null);
  const requests = usePagedData(
    (page, signal) =>
      api.get('/api/join/requests', {
        query: { status, page, pageSize: 20 },
        loading: false,
        toast: false,
        signal,
      }),
    [status, version],
  );
  const reviewed = (message: string) => {
    Toast.show({ content: message });
    setVersion((n) => n + 1);
    onReviewed();
  };
  const approve = async ({ id, name }: Reviewing) => {
    const confirmed = await Dialog.confirm({
      content: t('user.teamList.approveConfirm', { name }),
      confirmText: t('user.teamList.approve'),
      cancelText: t('user.common.cancel'),
    });
    if (!confirmed) return;
    await api
      .post('/api/join/requests/{id}/approve', { path: { id } })
      .then(() => reviewed(t('user.teamList.approved', { name })))
      .catch(() => undefined);
  };
  const reject = async (reason: string) => {
    if (!rejecting) return;
    const { id, name } = rejecting;
    await api
      .post('/api/join/requests/{id}/reject', { path: { id }, body: { reason } })
      .then(() => {
        setRejecting(null);
        reviewed(t('user.teamList.rejected', { name }));
      })
      .catch(() => undefined);
  };
  return (
    <>
      <PagedView paged={requests}>
        {(items) => (
          <List>
            {items.map((request) => {
              const name = request.user.username || request.user.nickname;
              return (
                <List.Item
                  key={request.id}
                  description={
                    <>
                      <div>
                        {request.shop.name} · {maskMobile(request.user.mobile)} ·{' '}
                        <TimeAgo seconds={request.created_at} />
                      </div>
                      {request.status === 'rejected' && request.reason ? (
                        <div>
                          {t('user.bindState.reason')}: {request.reason}
                        </div>
                      ) : null}
                    </>
                  }
                  extra={
                    request.status === 'pending' ? (
                      <Space>
                        <Button
                          size="mini"
                          color="primary"
                          onClick={() => void approve({ id: request.id, name })}
                        >
                          {t('user.teamList.approve')}
                        </Button>
                        <Button
                          size="mini"
                          color="danger"
                          fill="outline"
                          onClick={() => setRejecting({ id: request.id, name })}
                        >
                          {t('user.teamList.reject')}
                        </Button>
                      </Space>
                    ) : (
                      <Tag color={TAG_COLORS[request.status]} fill="outline">
                        {t(REQUEST_STATUS_LABELS[request.status])}
                      </Tag>
                    )
                  }
                >
                  {name}
                </List.Item>
              );
            })}
          </List>
        )}
      </PagedView>
      <RejectDialog
        name={rejecting?.name ?? null}
        onCancel={() => setRejecting(null)}
        onReject={reject}
      />
    </>
  );
}

/** Area management: my area's shops and staff, and the requests to join its teams to review. */
export default function TeamListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const param = params.get('tab');
  const tab: Tab = isTab(param) ? param : 'pending';
  const [version, setVersion] = useState(0);
  return (
    <AreaPage title="page.user.teamList" about="user.teamList.about">
      <Tabs activeKey={tab} onChange={(key) => setParams({ tab: key }, { replace: true })}>
        {TABS.map((key) => (
          <Tabs.Tab
            key={key}
            title={key === 'area' ? t('user.teamList.overview') : t(REQUEST_STATUS_LABELS[key])}
          />
        ))}
      </Tabs>
      {tab === 'area' ? (
        <AreaOverview version={version} />
      ) : (
        <JoinRequests status={tab} onReviewed={() => setVersion((n) => n + 1)} />
      )}
    </AreaPage>
  );
}
