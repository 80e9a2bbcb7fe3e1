import { Button, Tag } from 'shared/ui-kit';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from 'shared/paths';
import { api } from 'shared/request';
import { AreaPage, AsyncView, useAsyncData, useIdParam } from 'shared/standalone';
import { formatDateTime } from '../components/format';
import { MissingId } from '../components/missing-id';
import { Panel } from '../components/panel';
import { sanitizeHtml } from '../components/sanitize-html';
import { SCOPE_LABELS } from '../components/user-labels';
import styles from './affiche-info-page.module.css';

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
        <Panel as="article">
          <h2 className={styles.title}>{item.title}</h2>
          <div className={styles.meta}>
            <Tag color="primary" fill="outline">
              {t(SCOPE_LABELS[item.scope])}
            </Tag>
            <span>
              {item.author} · {formatDateTime(item.published_at)}
            </span>
          </div>
          <div
            className={styles.body}
            dangerouslySetInnerHTML={{ __html: sanitizeHtml(item.body_html) }}
          />
          <p className={styles.reads}>
            {t('user.affiche.readCount', { read: item.read_count, total: item.audience_count })}
          </p>
          {item.can_see_reads ? (
            <Link to={`${PATHS.user.afficheRead}?id=${item.id}`} className={styles.readsLink}>
              <Button block fill="outline" color="primary" shape="rounded">
                {t('page.user.afficheRead')}
              </Button>
            </Link>
          ) : null}
        </Panel>
      )}
    </AsyncView>
  );
}

/** One announcement in full (?id=); opening it counts as reading it. */
export default function AfficheInfoPage() {
  const id = useIdParam();
  return (
    <AreaPage title="page.user.afficheInfo">
      {id === undefined ? <MissingId /> : <Affiche id={id} />}
    </AreaPage>
  );
}
