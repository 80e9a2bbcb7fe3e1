import { List, Tabs } from 'shared/ui-kit';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { api } from 'shared/request';
import { AreaPage, PagedView, usePagedData } from 'shared/standalone';
import { formatDateTime } from '../components/format';
import { cardStyle, mutedStyle } from '../components/card-style';

const FILTERS = ['all', 'earned', 'spent'] as const;
type Filter = (typeof FILTERS)[number];
const isFilter = (value: string | null): value is Filter =>
  FILTERS.some((filter) => filter === value);

/** Points: my balance, what I earned and spent, and every entry with the balance after it. */
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
    <AreaPage title="page.user.integral" about="user.integral.about">
      <div style={{ ...cardStyle, textAlign: 'center' }}>
        <div style={{ fontSize: 32, fontWeight: 600, color: '#ff801a' }} data-testid="points">
          {totals ? totals.balance : '--'}
        </div>
        <div style={mutedStyle}>{t('user.points')}</div>
        <div style={{ display: 'flex', justifyContent: 'space-around', marginTop: 12 }}>
          <span style={mutedStyle}>
            {t('user.integral.earnedTotal')}: {totals ? totals.earned_total : '--'}
          </span>
          <span style={mutedStyle}>
            {t('user.integral.spentTotal')}: {totals ? totals.spent_total : '--'}
          </span>
        </div>
      </div>
      <Tabs activeKey={type} onChange={(key) => setParams({ type: key }, { replace: true })}>
        {FILTERS.map((key) => (
          <Tabs.Tab key={key} title={t(`user.integral.filter.${key}`)} />
        ))}
      </Tabs>
      <PagedView paged={ledger}>
        {(items) => (
          <List aria-label={t('user.integral.ledger')}>
            {items.map((entry) => (
              <List.Item
                key={entry.id}
                description={formatDateTime(entry.created_at)}
                extra={
                  <div style={{ textAlign: 'right' }}>
                    <div
                      style={{
                        fontSize: 16,
                        fontWeight: 600,
                        color: entry.delta > 0 ? '#ff801a' : '#333333',
                      }}
                    >
                      {entry.delta > 0 ? `+${entry.delta}` : entry.delta}
                    </div>
                    <div style={mutedStyle}>
                      {t('user.integral.balanceAfter', { balance: entry.balance_after })}
                    </div>
                  </div>
                }
              >
                {entry.reason_text}
              </List.Item>
            ))}
          </List>
        )}
      </PagedView>
    </AreaPage>
  );
}
