import { List, Tabs, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { api } from 'shared/request';
import { AreaPage, PagedView, TimeAgo, usePagedData } from 'shared/standalone';
import { REQUEST_STATUS_LABELS, maskMobile } from '../components/user-labels';

const STATUSES = ['pending', 'approved', 'rejected'] as const;
type Status = (typeof STATUSES)[number];
const isStatus = (value: string | null): value is Status =>
  STATUSES.some((status) => status === value);

const TAG_COLORS = { pending: 'warning', approved: 'success', rejected: 'danger' } as const;

/** Area management: the requests to join the teams of my area (area managers review them). */
export default function TeamListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const param = params.get('status');
  const status: Status = isStatus(param) ? param : 'pending';
  const requests = usePagedData(
    (page, signal) =>
      api.get('/api/join/requests', {
        query: { status, page, pageSize: 20 },
        loading: false,
        toast: false,
        signal,
      }),
    [status],
  );
  return (
    <AreaPage title="page.user.teamList" about="user.teamList.about">
      <Tabs activeKey={status} onChange={(key) => setParams({ status: key }, { replace: true })}>
        {STATUSES.map((key) => (
          <Tabs.Tab key={key} title={t(REQUEST_STATUS_LABELS[key])} />
        ))}
      </Tabs>
      <PagedView paged={requests}>
        {(items) => (
          <List>
            {items.map((request) => (
              <List.Item
                key={request.id}
                description={`${request.team.name} · ${request.shop.name} · ${maskMobile(request.user.mobile)}`}
                extra={
                  <Tag color={TAG_COLORS[request.status]} fill="outline">
                    {t(REQUEST_STATUS_LABELS[request.status])}
                  </Tag>
                }
              >
                <span>{request.user.username || request.user.nickname}</span>{' '}
                <small style={{ color: '#999999' }}>
                  <TimeAgo seconds={request.created_at} />
                </small>
              </List.Item>
            ))}
          </List>
        )}
      </PagedView>
    </AreaPage>
  );
}
