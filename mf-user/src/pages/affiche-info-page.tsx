import { Button, Tag } from 'shared/ui-kit';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from 'shared/paths';
import { api } from 'shared/request';
import { AreaPage, AsyncView, useAsyncData, useIdParam } from 'shared/standalone';
import { EmptyState } from 'shared/ui';
import { cardStyle, mutedStyle } from '../components/card-style';
import { formatDateTime } from '../components/format';
import { sanitizeHtml } from '../components/sanitize-html';
import { SCOPE_LABELS } from '../components/user-labels';

function Affiche({ id }: { id: number }) {
  const { t } = useTranslation();
  const affiche = useAsyncData(
    (signal) =>
      api.get('/api/affiches/{id}', { path: { id }, loading: false, toast: false, signal }),
    [id],
  );
  return (
    <AsyncView state={affiche} onRetry={affiche.reload}>
      {(item) => (
        <article style={cardStyle}>
          <h2 style={{ margin: '0 0 8px', fontSize: 18 }}>{item.title}</h2>
          <div style={{ ...mutedStyle, marginBottom: 12 }}>
            <Tag color="primary" fill="outline" style={{ marginRight: 6 }}>
              {t(SCOPE_LABELS[item.scope])}
            </Tag>
            {item.author} · {formatDateTime(item.published_at)}
          </div>
          <div
            style={{ fontSize: 15, lineHeight: 1.8, overflowWrap: 'anywhere' }}
            dangerouslySetInnerHTML={{ __html: sanitizeHtml(item.body_html) }}
          />
          <div style={{ ...mutedStyle, marginTop: 16 }}>
            {t('user.affiche.readCount', { read: item.read_count, total: item.audience_count })}
          </div>
          {item.can_see_reads ? (
            <Link to={`${PATHS.user.afficheRead}?id=${item.id}`}>
              <Button block fill="outline" color="primary" style={{ marginTop: 12 }}>
                {t('page.user.afficheRead')}
              </Button>
            </Link>
          ) : null}
        </article>
      )}
    </AsyncView>
  );
}

/** One announcement in full (?id=); opening it counts as reading it. */
export default function AfficheInfoPage() {
  const { t } = useTranslation();
  const id = useIdParam();
  return (
    <AreaPage title="page.user.afficheInfo">
      {id === undefined ? (
        <EmptyState description={t('user.common.missingId')} />
      ) : (
        <Affiche id={id} />
      )}
    </AreaPage>
  );
}
