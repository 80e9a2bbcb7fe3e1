import { Badge, List, Tag } from 'shared/ui-kit';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from 'shared/paths';
import { api } from 'shared/request';
import { AreaPage, PagedView, TimeAgo, usePagedData } from 'shared/standalone';
import { SCOPE_LABELS } from '../components/user-labels';

const linkStyle = { color: 'inherit', textDecoration: 'none', display: 'block' } as const;

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
    <AreaPage title="page.user.afficheList" about="user.afficheList.about">
      {affiches.firstPage ? (
        <p style={{ margin: '0 16px 8px', fontSize: 13 }} data-testid="affiche-unread">
          {t('user.notice.unread', { count: affiches.firstPage.unread_count })}
        </p>
      ) : null}
      <PagedView paged={affiches}>
        {(items) => (
          <List>
            {items.map((item) => (
              <Link key={item.id} to={`${PATHS.user.afficheInfo}?id=${item.id}`} style={linkStyle}>
                <List.Item
                  arrowIcon
                  prefix={
                    <Badge
                      content={item.read ? null : Badge.dot}
                      aria-label={item.read ? undefined : t('user.notice.unreadMark')}
                    >
                      <span style={{ display: 'inline-block', width: 8 }} />
                    </Badge>
                  }
                  description={
                    <>
                      <div>{item.summary}</div>
                      <span>
                        {item.author} · <TimeAgo seconds={item.published_at} />
                      </span>
                    </>
                  }
                >
                  {item.is_top ? (
                    <Tag color="danger" style={{ marginRight: 4 }}>
                      {t('user.affiche.pinned')}
                    </Tag>
                  ) : null}
                  <Tag color="primary" fill="outline" style={{ marginRight: 4 }}>
                    {t(SCOPE_LABELS[item.scope])}
                  </Tag>
                  <span style={{ fontWeight: item.read ? 400 : 600 }}>{item.title}</span>
                </List.Item>
              </Link>
            ))}
          </List>
        )}
      </PagedView>
    </AreaPage>
  );
}
