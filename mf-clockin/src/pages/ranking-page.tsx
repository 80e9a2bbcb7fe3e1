import { useTranslation } from 'react-i18next';
import { api } from 'shared/request';
import { AreaPage, PagedView, useIdParam, usePagedData } from 'shared/standalone';
import { EmptyState } from 'shared/ui';
import { RankRow } from '../components/rank-row';
import { Refreshable } from '../components/refreshable';

const pinnedStyle = {
  position: 'sticky',
  bottom: 0,
  zIndex: 1,
  boxShadow: '0 -2px 8px rgba(0, 0, 0, 0.08)',
} as const;

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
  const me = ranking.firstPage?.me;
  return (
    <>
      <Refreshable onRefresh={ranking.reload}>
        <PagedView paged={ranking}>
          {(items) => (
            <div role="list">
              {items.map((entry) => (
                <div role="listitem" key={entry.user.id}>
                  <RankRow entry={entry} mine={entry.user.id === me?.user.id} />
                </div>
              ))}
            </div>
          )}
        </PagedView>
      </Refreshable>
      {ranking.firstPage ? (
        <section style={pinnedStyle} aria-label={t('clockin.ranking.me')}>
          {me ? (
            <>
              <div
                style={{
                  padding: '6px 16px',
                  fontSize: 12,
                  color: '#666666',
                  background: '#fff5ec',
                }}
              >
                {t('clockin.ranking.myRank', { rank: me.rank })}
              </div>
              <RankRow entry={me} mine />
            </>
          ) : (
            <div style={{ padding: 12, fontSize: 13, color: '#999999', background: '#ffffff' }}>
              {t('clockin.ranking.notJoined')}
            </div>
          )}
        </section>
      ) : null}
    </>
  );
}

/** An activity's ranking (`?activityId=`) by streak then points, my own place pinned below. */
export default function RankingPage() {
  const { t } = useTranslation();
  const activityId = useIdParam('activityId');
  return (
    <AreaPage title="page.clockin.ranking">
      {activityId ? (
        <Ranking activityId={activityId} />
      ) : (
        <EmptyState description={t('clockin.missingActivity')} />
      )}
    </AreaPage>
  );
}
