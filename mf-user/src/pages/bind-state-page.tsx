import { Button, List, Result } from 'shared/ui-kit';
import { ClockCircleFill, KeyOutline, UserContactOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PATHS } from 'shared/paths';
import { api, type ContractData } from 'shared/request';
import { refreshUser } from 'shared/session';
import { AreaPage, AsyncView, TimeAgo, useAsyncData } from 'shared/standalone';
import { CardLinks } from '../components/card-links';
import { CardList } from '../components/card-list';
import { Panel } from '../components/panel';
import { RowIcon } from '../components/row-icon';
import { REQUEST_STATUS_LABELS, joinStateLabel } from '../components/user-labels';
import { useInterval } from '../components/use-interval';
import styles from './bind-state-page.module.css';

type JoinState = ContractData<'get', '/api/join/state'>;

// Waiting for a review is a warning (the clock in the warning colour), never a success green.
const RESULT_STATUS = { pending: 'warning', approved: 'success', rejected: 'error' } as const;

/** While a request waits for review the state is asked again this often. */
export const REVIEW_POLL_MS = 5000;

/**
 * Review status: my join state and my latest request to join a team (/api/join/state), asked
 * again every few seconds while it is pending; once reviewed, the session's user is refreshed so
 * the whole app opens up (or the rejection reason shows).
 */
export default function BindStatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const state = useAsyncData(
    (signal) => api.get('/api/join/state', { loading: false, toast: false, signal }),
    [],
  );
  const [latest, setLatest] = useState<JoinState | null>(null);
  const shown = latest ?? (state.status === 'success' ? state.data : null);
  const pending = shown?.request?.status === 'pending';

  useInterval(
    () => {
      api
        .get('/api/join/state', { loading: false, toast: false })
        .then((next) => {
          setLatest(next);
          if (next.request?.status !== 'pending') void refreshUser({ force: true });
        })
        .catch(() => undefined);
    },
    REVIEW_POLL_MS,
    pending,
  );

  return (
    <AreaPage title="page.user.bindState" about="user.bindState.about">
      <AsyncView state={state} onRetry={state.reload}>
        {() => {
          const { is_check, request } = shown!;
          return (
            <>
              <Panel padded={false}>
                <Result
                  status={request ? RESULT_STATUS[request.status] : 'info'}
                  {...(request?.status === 'pending' ? { icon: <ClockCircleFill /> } : {})}
                  title={t(
                    request ? REQUEST_STATUS_LABELS[request.status] : joinStateLabel(is_check),
                  )}
                  description={
                    request
                      ? t(`user.bindState.explain.${request.status}`)
                      : t('user.bindState.noRequest')
                  }
                />
              </Panel>
              {request ? (
                <Panel padded={false}>
                  <CardList>
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
                      <List.Item description={request.reason}>
                        {t('user.bindState.reason')}
                      </List.Item>
                    ) : null}
                  </CardList>
                </Panel>
              ) : (
                <Panel padded={false}>
                  <CardLinks
                    links={[
                      {
                        to: PATHS.user.bind,
                        title: 'page.user.bind',
                        icon: (
                          <RowIcon>
                            <UserContactOutline />
                          </RowIcon>
                        ),
                      },
                      {
                        to: PATHS.user.bindInvite,
                        title: 'page.user.bindInvite',
                        icon: (
                          <RowIcon>
                            <KeyOutline />
                          </RowIcon>
                        ),
                      },
                    ]}
                  />
                </Panel>
              )}
              <div className={styles.actions}>
                {request?.status === 'approved' ? (
                  <Button
                    block
                    color="primary"
                    size="large"
                    onClick={() => void navigate(PATHS.shell.home)}
                  >
                    {t('user.bindState.start')}
                  </Button>
                ) : null}
                {request?.status === 'rejected' ? (
                  <Button
                    block
                    color="primary"
                    size="large"
                    onClick={() => void navigate(PATHS.user.bindInvite)}
                  >
                    {t('user.bindState.again')}
                  </Button>
                ) : null}
                {pending ? (
                  <p className={styles.refreshing}>{t('user.bindState.refreshing')}</p>
                ) : null}
              </div>
            </>
          );
        }}
      </AsyncView>
    </AreaPage>
  );
}
