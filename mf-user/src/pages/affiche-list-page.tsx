import { Tag } from 'shared/ui-kit';
import { useTranslation } from 'react-i18next';
import { PATHS } from 'shared/paths';
import { api } from 'shared/request';
import { AreaPage, PagedView, TimeAgo, usePagedData } from 'shared/standalone';
import { CardList } from '../components/card-list';
import { LinkItem } from '../components/link-item';
import { Panel } from '../components/panel';
import { SCOPE_LABELS } from '../components/user-labels';
import styles from './affiche-list-page.module.css';

/** Announcements for me (company, area, team), pinned first, unread ones marked. */
export default function AfficheListPage() {
  const { t } = useTranslation();
  const affiches = usePagedData(
    (page, signal) =>
      api.get('/api/affiches', {
        query: { page, pageSize: 20 },
        loading: false,
        toast: false,
        signal,
      }),
    [],
  );
  return (
    <AreaPage title="page.user.afficheList">
      {affiches.firstPage ? (
        <p className={styles.unread} data-testid="affiche-unread">
          {t('user.notice.unread', { count: affiches.firstPage.unread_count })}
        </p>
      ) : null}
      <PagedView paged={affiches}>
        {(items) => (
          <Panel padded={false}>
            <CardList>
              {items.map((item) => (
                <LinkItem
                  key={item.id}
                  to={`${PATHS.user.afficheInfo}?id=${item.id}`}
                  description={
                    <>
                      <span className={styles.summary}>{item.summary}</span>
                      <span className={styles.meta}>
                        {item.author} · <TimeAgo seconds={item.published_at} />
                      </span>
                    </>
                  }
                >
                  <span className={styles.titleLine}>
                    {item.is_top ? <Tag color="primary">{t('user.affiche.pinned')}</Tag> : null}
                    <Tag color="primary" fill="outline">
                      {t(SCOPE_LABELS[item.scope])}
                    </Tag>
                    <span
                      className={item.read ? styles.title : `${styles.title} ${styles.unreadTitle}`}
                    >
                      {item.title}
                      {item.read ? null : (
                        <span
                          className={styles.dot}
                          role="img"
                          aria-label={t('user.notice.unreadMark')}
                        />
                      )}
                    </span>
                  </span>
                </LinkItem>
              ))}
            </CardList>
          </Panel>
        )}
      </PagedView>
    </AreaPage>
  );
}
