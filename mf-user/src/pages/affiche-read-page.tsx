import { List, Tabs } from 'shared/ui-kit';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { api } from 'shared/request';
import { AreaPage, PagedView, TimeAgo, useIdParam, usePagedData } from 'shared/standalone';
import { EmptyState } from 'shared/ui';
import { CardList } from '../components/card-list';
import { MissingId } from '../components/missing-id';
import { Panel } from '../components/panel';
import { UserAvatar } from '../components/user-avatar';
import pageTabs from '../components/page-tabs.module.css';
import styles from './affiche-read-page.module.css';

type Status = 'read' | 'unread';

function Readers({ id, status }: { id: number; status: Status }) {
  const { t } = useTranslation();
  const [, setParams] = useSearchParams();
  const readers = usePagedData(
    (page, signal) =>
      api.get('/api/affiches/{id}/reads', {
        path: { id },
        query: { status, page, pageSize: 20 },
        loading: false,
        toast: false,
        signal,
      }),
    [id, status],
  );
  const counts = readers.firstPage;
  return (
    <>
      <Tabs
        className={`${pageTabs.tabs} ${styles.tabs}`}
        activeKey={status}
        onChange={(key) => setParams({ id: String(id), status: key }, { replace: true })}
      >
        <Tabs.Tab
          key="read"
          title={t('user.affiche.readTab', { count: counts?.read_count ?? 0 })}
        />
        <Tabs.Tab
          key="unread"
          title={t('user.affiche.unreadTab', { count: counts?.unread_count ?? 0 })}
        />
      </Tabs>
      <PagedView
        paged={readers}
        empty={
          <EmptyState
            title={t(status === 'unread' ? 'user.affiche.emptyUnread' : 'user.affiche.emptyRead')}
          />
        }
      >
        {(items) => (
          <Panel padded={false}>
            <CardList>
              {items.map((person) => (
                <List.Item
                  key={person.id}
                  prefix={<UserAvatar src={person.avatar} size="s" />}
                  description={person.shop}
                  extra={
                    <span className={styles.when}>
                      {person.read_at !== null ? (
                        <TimeAgo seconds={person.read_at} />
                      ) : (
                        t('user.affiche.notYet')
                      )}
                    </span>
                  }
                >
                  {person.name}
                </List.Item>
              ))}
            </CardList>
          </Panel>
        )}
      </PagedView>
    </>
  );
}

/** Who of the people I manage has read an announcement (?id=), and who has not (managers). */
export default function AfficheReadPage() {
  const id = useIdParam();
  const [params] = useSearchParams();
  const status: Status = params.get('status') === 'unread' ? 'unread' : 'read';
  return (
    <AreaPage title="page.user.afficheRead" about="user.afficheRead.about">
      {id === undefined ? <MissingId /> : <Readers id={id} status={status} />}
    </AreaPage>
  );
}
