import { Avatar, List, Tabs } from 'shared/ui-kit';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { api } from 'shared/request';
import {
  AreaPage,
  PagedView,
  TimeAgo,
  mediaUrl,
  useIdParam,
  usePagedData,
} from 'shared/standalone';
import { EmptyState } from 'shared/ui';

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
      <PagedView paged={readers}>
        {(items) => (
          <List>
            {items.map((person) => (
              <List.Item
                key={person.id}
                prefix={
                  <Avatar
                    src={mediaUrl(person.avatar)}
                    alt=""
                    style={{ '--size': '36px', '--border-radius': '50%' } as CSSProperties}
                  />
                }
                description={person.shop}
                extra={
                  person.read_at !== null ? (
                    <TimeAgo seconds={person.read_at} />
                  ) : (
                    t('user.affiche.notYet')
                  )
                }
              >
                {person.name}
              </List.Item>
            ))}
          </List>
        )}
      </PagedView>
    </>
  );
}

/** Who of the people I manage has read an announcement (?id=), and who has not (managers). */
export default function AfficheReadPage() {
  const { t } = useTranslation();
  const id = useIdParam();
  const [params] = useSearchParams();
  const status: Status = params.get('status') === 'unread' ? 'unread' : 'read';
  return (
    <AreaPage title="page.user.afficheRead" about="user.afficheRead.about">
      {id === undefined ? (
        <EmptyState description={t('user.common.missingId')} />
      ) : (
        <Readers id={id} status={status} />
      )}
    </AreaPage>
  );
}
