import { Tag } from 'shared/ui-kit';
import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from 'shared/paths';
import { api } from 'shared/request';
import { useCurrentUser } from 'shared/session';
import { AreaPage, AsyncView, useAsyncData, useIdParam } from 'shared/standalone';
import { formatCalendarSeconds } from 'shared/time-ago';
import { MissingId } from '../components/missing-id';
import { Panel } from '../components/panel';
import { RichText } from 'shared/standalone/rich-text';
import { SCOPE_LABELS } from '../components/user-labels';
import styles from './affiche-info-page.module.css';

function Affiche({ id }: { id: number }) {
  const { t } = useTranslation();
  const role = useCurrentUser().role;
  const affiche = useAsyncData(
    (signal) =>
      api.get('/api/affiches/{id}', { path: { id }, loading: false, toast: false, signal }),
    [id],
  );
  return (
    <AsyncView state={affiche} onRetry={affiche.reload}>
      {(item) => {
        const counts = { read: item.read_count, total: item.audience_count };
        // A manager's figures are their own people's, the same ones the read-status page lists.
        const readLine = !item.can_see_reads
          ? t('user.affiche.readCount', counts)
          : role === 'area_manager'
            ? t('user.affiche.readCountArea', counts)
            : t('user.affiche.readCountTeam', counts);
        return (
          <Panel as="article">
            <h2 className={styles.title}>{item.title}</h2>
            <div className={styles.meta}>
              <Tag color="primary" fill="outline">
                {t(SCOPE_LABELS[item.scope])}
              </Tag>
              <span>
                {item.author} · {formatCalendarSeconds(item.published_at, 'dayTime')}
              </span>
            </div>
            <div className={styles.body}>
              <RichText html={item.body_html} size="article" />
            </div>
            <div className={styles.reads}>
              <span data-testid="read-count">{readLine}</span>
              {item.can_see_reads ? (
                <Link to={`${PATHS.user.afficheRead}?id=${item.id}`} className={styles.readsLink}>
                  {t('page.user.afficheRead')}
                  <RightOutline aria-hidden />
                </Link>
              ) : null}
            </div>
          </Panel>
        );
      }}
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
