import { Tabs, Tag } from 'shared/ui-kit';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PATHS } from 'shared/paths';
import { api } from 'shared/request';
import { AreaPage, PagedView, usePagedData } from 'shared/standalone';
import { EmptyState } from 'shared/ui';
import { formatCalendarSeconds } from 'shared/time-ago';
import { CardList } from '../components/card-list';
import { CoverLinkItem } from '../components/cover-link-item';
import { Panel } from '../components/panel';
import pageTabs from '../components/page-tabs.module.css';
import styles from './user-train-page.module.css';

/**
 * My in-person trainings: upcoming ones first (one going on now is marked so), or those that have
 * ended. Times are China time, as the sessions are set.
 */
export default function UserTrainPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const when = params.get('when') === 'ended' ? 'ended' : 'upcoming';
  const trainings = usePagedData(
    (page, signal) =>
      api.get('/api/user/trainings', {
        query: { when, page, pageSize: 20 },
        loading: false,
        toast: false,
        signal,
      }),
    [when],
  );
  return (
    <AreaPage title="page.user.train">
      <Tabs
        className={pageTabs.tabs}
        activeKey={when}
        onChange={(key) => setParams({ when: key }, { replace: true })}
      >
        <Tabs.Tab key="upcoming" title={t('user.train.upcoming')} />
        <Tabs.Tab key="ended" title={t('user.train.ended')} />
      </Tabs>
      <PagedView
        paged={trainings}
        empty={
          <EmptyState
            title={t(when === 'ended' ? 'user.train.emptyEnded' : 'user.train.emptyUpcoming')}
          />
        }
      >
        {(items) => (
          <Panel padded={false}>
            <CardList>
              {items.map((session) => (
                <CoverLinkItem
                  key={session.id}
                  to={`${PATHS.train.trainingInfo}?id=${session.id}`}
                  cover={session.cover}
                  description={
                    <span className={styles.details}>
                      <span>{formatCalendarSeconds(session.starts_at, 'dayTime')}</span>
                      <span>{session.location}</span>
                      {session.lecturer ? (
                        <span>{t('user.train.lecturer', { name: session.lecturer })}</span>
                      ) : null}
                      {/* The tab already says upcoming or ended; only "going on now" is news. */}
                      {session.state === 'ongoing' ? (
                        <span className={styles.state}>
                          <Tag color="primary">{t('user.train.state.ongoing')}</Tag>
                        </span>
                      ) : null}
                    </span>
                  }
                >
                  {session.title}
                </CoverLinkItem>
              ))}
            </CardList>
          </Panel>
        )}
      </PagedView>
    </AreaPage>
  );
}
