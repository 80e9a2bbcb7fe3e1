import { Button, List, Tabs } from 'shared/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { api, type ContractData } from 'shared/request';
import { AreaPage, PagedView, TimeAgo, usePagedData } from 'shared/standalone';
import { EmptyState } from 'shared/ui';
import { CardList } from '../components/card-list';
import { Panel } from '../components/panel';
import pageTabs from '../components/page-tabs.module.css';
import styles from './notice-page.module.css';

type Notice = ContractData<'get', '/api/user/notices'>['list'][number];

/**
 * System notices, newest first, unread ones marked; opening one marks it read (and follows its
 * link when it has one); "mark all read" clears every mark.
 */
export default function NoticePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const unreadOnly = params.get('tab') === 'unread';
  const [version, setVersion] = useState(0);
  // Marks cleared on this page, before the list is loaded again.
  const [readNow, setReadNow] = useState<ReadonlySet<number>>(new Set());
  const [unreadCount, setUnreadCount] = useState<number | null>(null);
  const notices = usePagedData(
    (page, signal) =>
      api.get('/api/user/notices', {
        query: { page, pageSize: 20, ...(unreadOnly ? { unread: true } : {}) },
        loading: false,
        toast: false,
        signal,
      }),
    [unreadOnly, version],
  );
  const unread = unreadCount ?? notices.firstPage?.unread_count ?? 0;

  const open = async (notice: Notice) => {
    if (notice.read_at === null && !readNow.has(notice.id)) {
      try {
        const { unread_count } = await api.post('/api/user/notices/{id}/read', {
          path: { id: notice.id },
          loading: false,
        });
        setReadNow((set) => new Set([...set, notice.id]));
        setUnreadCount(unread_count);
      } catch {
        return;
      }
    }
    if (notice.link) navigate(notice.link);
  };

  const readAll = async () => {
    try {
      await api.post('/api/user/notices/read-all');
      setReadNow(new Set());
      setUnreadCount(0);
      setVersion((n) => n + 1);
    } catch {
      // Toasted by the request client.
    }
  };

  return (
    <AreaPage title="page.user.notice" about="user.notice.about">
      <div className={styles.bar}>
        <span data-testid="unread-count" className={styles.count}>
          {t('user.notice.unread', { count: unread })}
        </span>
        {/* Nothing unread: no action to offer (a greyed button is noise, and unreadable). */}
        {unread > 0 ? (
          <Button size="small" fill="outline" color="primary" onClick={() => void readAll()}>
            {t('user.notice.readAll')}
          </Button>
        ) : null}
      </div>
      <Tabs
        className={pageTabs.tabs}
        activeKey={unreadOnly ? 'unread' : 'all'}
        onChange={(key) => setParams(key === 'unread' ? { tab: 'unread' } : {}, { replace: true })}
      >
        <Tabs.Tab key="all" title={t('user.notice.all')} />
        <Tabs.Tab key="unread" title={t('user.notice.unreadTab')} />
      </Tabs>
      <PagedView
        paged={notices}
        empty={
          <EmptyState title={t(unreadOnly ? 'user.notice.emptyUnread' : 'user.notice.empty')} />
        }
      >
        {(items) => (
          <Panel padded={false}>
            <CardList>
              {items.map((notice) => {
                const isUnread = notice.read_at === null && !readNow.has(notice.id);
                return (
                  <List.Item
                    key={notice.id}
                    clickable
                    onClick={() => void open(notice)}
                    description={
                      <>
                        <span className={styles.body}>{notice.body}</span>
                        <TimeAgo seconds={notice.created_at} />
                      </>
                    }
                  >
                    <span className={isUnread ? `${styles.title} ${styles.unread}` : styles.title}>
                      {notice.title}
                      {isUnread ? (
                        <span
                          className={styles.dot}
                          role="img"
                          aria-label={t('user.notice.unreadMark')}
                          data-testid="unread-dot"
                        />
                      ) : null}
                    </span>
                  </List.Item>
                );
              })}
            </CardList>
          </Panel>
        )}
      </PagedView>
    </AreaPage>
  );
}
