import { Badge, Button, Dialog, List, Tabs, Toast } from 'shared/ui-kit';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { api } from 'shared/request';
import {
  AreaPage,
  AsyncView,
  PagedView,
  TimeAgo,
  useAsyncData,
  usePagedData,
  type AsyncState,
} from 'shared/standalone';
import { EmptyState } from 'shared/ui';
import { AreaOverview, type Areas } from '../components/area-overview';
import { CardList } from '../components/card-list';
import { Panel } from '../components/panel';
import { RejectDialog } from '../components/reject-dialog';
import { UserAvatar } from '../components/user-avatar';
import { REQUEST_STATUS_LABELS, maskMobile } from '../components/user-labels';
import pageTabs from '../components/page-tabs.module.css';
import styles from './team-list-page.module.css';

const TABS = ['area', 'pending', 'approved', 'rejected'] as const;
type Tab = (typeof TABS)[number];
type Status = Exclude<Tab, 'area'>;
const isTab = (value: string | null): value is Tab => TABS.some((tab) => tab === value);

/** Short tab titles, so four tabs and the count badge fit a phone's width in both languages. */
const TAB_LABELS = {
  pending: 'user.teamList.pending',
  approved: REQUEST_STATUS_LABELS.approved,
  rejected: REQUEST_STATUS_LABELS.rejected,
} as const;

/** What an empty tab says. */
const EMPTY_LABELS = {
  pending: 'user.teamList.emptyPending',
  approved: 'user.teamList.emptyApproved',
  rejected: 'user.teamList.emptyRejected',
} as const;

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
      <PagedView paged={requests} empty={<EmptyState title={t(EMPTY_LABELS[status])} />}>
        {(items) => (
          <Panel padded={false}>
            <CardList>
              {items.map((request) => {
                const name = request.user.username || request.user.nickname;
                const when =
                  request.status === 'pending'
                    ? request.created_at
                    : (request.reviewed_at ?? request.created_at);
                return (
                  <List.Item
                    key={request.id}
                    className={styles.request}
                    prefix={<UserAvatar src={request.user.avatar} size="s" />}
                    description={
                      <>
                        <div>
                          {request.shop.name} · {maskMobile(request.user.mobile)}
                        </div>
                        {request.status === 'rejected' && request.reason ? (
                          <div>{t('user.teamList.reasonLine', { reason: request.reason })}</div>
                        ) : null}
                        {request.status === 'pending' ? (
                          <div className={styles.actions}>
                            <Button
                              size="mini"
                              color="danger"
                              fill="outline"
                              onClick={() => setRejecting({ id: request.id, name })}
                            >
                              {t('user.teamList.reject')}
                            </Button>
                            <Button
                              size="mini"
                              color="primary"
                              onClick={() => void approve({ id: request.id, name })}
                            >
                              {t('user.teamList.approve')}
                            </Button>
                          </div>
                        ) : null}
                      </>
                    }
                  >
                    <span className={styles.head}>
                      <span className={styles.name}>{name}</span>
                      <span className={styles.time}>
                        <TimeAgo seconds={when} />
                      </span>
                    </span>
                  </List.Item>
                );
              })}
            </CardList>
          </Panel>
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

/** The area overview, kept on screen while it loads again after a review. */
function useAreas(version: number): AsyncState<Areas> & { reload: () => void } {
  const overview = useAsyncData(
    (signal) => api.get('/api/team/areas', { loading: false, toast: false, signal }),
    [version],
  );
  const last = useRef<Areas | null>(null);
  if (overview.status === 'success') last.current = overview.data.list;
  if (overview.status === 'loading' && last.current)
    return { status: 'success', data: last.current, reload: overview.reload };
  if (overview.status === 'success')
    return { status: 'success', data: overview.data.list, reload: overview.reload };
  return overview;
}

/**
 * Area management (area managers): my area's shops and staff, and the requests to join its
 * teams to review. Anyone else gets the server's refusal with the way back, and nothing more.
 */
export default function TeamListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const param = params.get('tab');
  const tab: Tab = isTab(param) ? param : 'pending';
  const [version, setVersion] = useState(0);
  const areas = useAreas(version);
  return (
    <AreaPage title="page.user.teamList">
      <AsyncView state={areas} onRetry={areas.reload}>
        {(list) => {
          const pending = list.reduce((sum, area) => sum + area.pending_count, 0);
          return (
            <>
              <Tabs
                className={pageTabs.tabs}
                activeKey={tab}
                onChange={(key) => setParams({ tab: key }, { replace: true })}
              >
                {TABS.map((key) => (
                  <Tabs.Tab
                    key={key}
                    title={
                      key === 'area' ? (
                        t('user.teamList.overview')
                      ) : key === 'pending' && pending > 0 ? (
                        <span className={styles.tabTitle}>
                          {t(TAB_LABELS[key])}
                          <Badge content={pending} />
                        </span>
                      ) : (
                        t(TAB_LABELS[key])
                      )
                    }
                  />
                ))}
              </Tabs>
              {tab === 'area' ? (
                <AreaOverview areas={list} />
              ) : (
                <JoinRequests status={tab} onReviewed={() => setVersion((n) => n + 1)} />
              )}
            </>
          );
        }}
      </AsyncView>
    </AreaPage>
  );
}
