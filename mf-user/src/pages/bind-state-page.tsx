import { List, Result } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { PATHS } from 'shared/paths';
import { api } from 'shared/request';
import { AreaPage, AsyncView, LinkList, TimeAgo, useAsyncData } from 'shared/standalone';
import { REQUEST_STATUS_LABELS, joinStateLabel } from '../components/user-labels';

const RESULT_STATUS = { pending: 'waiting', approved: 'success', rejected: 'error' } as const;

/** Review status: my join state and my latest request to join a team (/api/join/state). */
export default function BindStatePage() {
  const { t } = useTranslation();
  const state = useAsyncData(
    (signal) => api.get('/api/join/state', { loading: false, toast: false, signal }),
    [],
  );
  return (
    <AreaPage title="page.user.bindState" about="user.bindState.about">
      <AsyncView state={state} onRetry={state.reload}>
        {({ is_check, request }) => (
          <>
            <Result
              status={request ? RESULT_STATUS[request.status] : 'info'}
              title={t(request ? REQUEST_STATUS_LABELS[request.status] : joinStateLabel(is_check))}
              description={
                request
                  ? `${t('user.profile.joinState')}: ${t(joinStateLabel(is_check))}`
                  : t('user.bindState.noRequest')
              }
            />
            {request ? (
              <List>
                <List.Item extra={request.team.name}>{t('user.profile.team')}</List.Item>
                <List.Item extra={request.shop.name}>{t('user.profile.shop')}</List.Item>
                <List.Item extra={request.area.name}>{t('user.profile.area')}</List.Item>
                <List.Item extra={<TimeAgo seconds={request.created_at} />}>
                  {t('user.bindState.submitted')}
                </List.Item>
                {request.reviewed_at !== null ? (
                  <List.Item extra={<TimeAgo seconds={request.reviewed_at} />}>
                    {t('user.bindState.reviewed')}
                  </List.Item>
                ) : null}
                {request.status === 'rejected' && request.reason ? (
                  <List.Item description={request.reason}>{t('user.bindState.reason')}</List.Item>
                ) : null}
              </List>
            ) : (
              <LinkList
                links={[
                  { to: PATHS.user.bind, title: 'page.user.bind' },
                  { to: PATHS.user.bindInvite, title: 'page.user.bindInvite' },
                ]}
              />
            )}
          </>
        )}
      </AsyncView>
    </AreaPage>
  );
}
