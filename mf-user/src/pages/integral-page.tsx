import { List, Tabs } from 'shared/ui-kit';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { api } from 'shared/request';
import { AreaPage, PagedView, usePagedData } from 'shared/standalone';
import { EmptyState } from 'shared/ui';
import { formatCalendarSeconds } from 'shared/time-ago';
import { CardList } from '../components/card-list';
import { Panel } from '../components/panel';
import { StatRow } from '../components/stat-row';
import pageTabs from '../components/page-tabs.module.css';
import styles from './integral-page.module.css';

const FILTERS = ['all', 'earned', 'spent'] as const;
type Filter = (typeof FILTERS)[number];
const isFilter = (value: string | null): value is Filter =>
  FILTERS.some((filter) => filter === value);

/**
 * Points: what I have now (and, once some were spent, what I earned and spent in all), and every
 * entry with its change. The reasons are the API's, in the reader's language.
 */
export default function IntegralPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const param = params.get('type');
  const type: Filter = isFilter(param) ? param : 'all';
  const ledger = usePagedData(
    (page, signal) =>
      api.get('/api/user/points', {
        query: { type, page, pageSize: 20 },
        loading: false,
        toast: false,
        signal,
      }),
    [type],
  );
  const totals = ledger.firstPage;
  return (
    <AreaPage title="page.user.integral">
      <Panel centred>
        <div className={styles.balance} data-testid="points">
          {totals ? totals.balance : '--'}
        </div>
        <div className={styles.balanceLabel}>{t('user.integral.current')}</div>
        {/* Before anything is spent the earned total is the figure above: not said twice. */}
        {totals && totals.spent_total > 0 ? (
          <div className={styles.totals}>
            <StatRow
              stats={[
                { value: totals.earned_total, label: t('user.integral.earnedTotal') },
                { value: totals.spent_total, label: t('user.integral.spentTotal') },
              ]}
            />
          </div>
        ) : null}
      </Panel>
      <div className={styles.filters}>
        <Tabs
          className={pageTabs.tabs}
          activeKey={type}
          onChange={(key) => setParams({ type: key }, { replace: true })}
        >
          {FILTERS.map((key) => (
            <Tabs.Tab key={key} title={t(`user.integral.filter.${key}`)} />
          ))}
        </Tabs>
      </div>
      <PagedView paged={ledger} empty={<EmptyState title={t('user.integral.empty')} />}>
        {(items) => (
          <Panel padded={false}>
            <CardList label={t('user.integral.ledger')}>
              {items.map((entry) => (
                <List.Item
                  key={entry.id}
                  description={formatCalendarSeconds(entry.created_at, 'dayTime')}
                  extra={
                    <span
                      className={
                        entry.delta > 0 ? `${styles.delta} ${styles.earned}` : styles.delta
                      }
                    >
                      {entry.delta > 0 ? `+${entry.delta}` : entry.delta}
                    </span>
                  }
                >
                  {entry.reason_text}
                </List.Item>
              ))}
            </CardList>
          </Panel>
        )}
      </PagedView>
    </AreaPage>
  );
}
