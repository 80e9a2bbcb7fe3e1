import { useTranslation } from 'react-i18next';
import { api } from 'shared/request';
import { AreaPage, PageNote, PagedView, useIdParam, usePagedData } from 'shared/standalone';
import { EmptyState } from 'shared/ui';
import { markTies, RankRow, type RankEntry } from '../components/rank-row';
import { Refreshable } from '../components/refreshable';
import styles from './ranking-page.module.css';

function Ranking({ activityId }: { activityId: number }) {
  const { t } = useTranslation();
  const ranking = usePagedData(
    (page, signal) =>
      api.get('/api/clockin/activities/{id}/ranking', {
        path: { id: activityId },
        query: { page, pageSize: 20 },
        loading: false,
        toast: false,
        signal,
      }),
    [activityId],
  );
  const me: RankEntry | null | undefined = ranking.firstPage?.me;
  const mine = me ? markTies([me], [me, ...ranking.items])[0]! : null;
  return (
    <>
      {/* Equal points, different places (1, 2, 3 at 48 points) would read as a mistake without
          the rule. */}
      {ranking.firstPage ? <PageNote>{t('clockin.ranking.rule')}</PageNote> : null}
      <Refreshable onRefresh={ranking.reload}>
        <PagedView paged={ranking}>
          {(items) => (
            <div role="list" className={styles.list}>
              {markTies(items).map((entry) => (
                <div role="listitem" key={entry.user.id}>
                  <RankRow entry={entry} mine={entry.user.id === me?.user.id} />
                </div>
              ))}
            </div>
          )}
        </PagedView>
      </Refreshable>
      {ranking.firstPage ? (
        <section className={styles.pinned} aria-label={t('clockin.ranking.me')}>
          {mine ? (
            <>
              <div className={styles.myRank}>
                {t(mine.tied ? 'clockin.ranking.myRankTied' : 'clockin.ranking.myRank', {
                  rank: mine.rank,
                })}
              </div>
              <RankRow entry={mine} mine />
            </>
          ) : (
            <p className={styles.notJoined}>{t('clockin.ranking.notJoined')}</p>
          )}
        </section>
      ) : null}
    </>
  );
}

/**
 * An activity's ranking (`?activityId=`) in the order and with the ranks the API gives (ties
 * share a place), medals for the first three, my own place pinned below.
 */
export default function RankingPage() {
  const { t } = useTranslation();
  const activityId = useIdParam('activityId');
  return (
    <AreaPage title="page.clockin.ranking">
      {activityId ? (
        <Ranking activityId={activityId} />
      ) : (
        <div className={styles.missing}>
          <EmptyState title={t('clockin.missingActivity')} />
        </div>
      )}
    </AreaPage>
  );
}
