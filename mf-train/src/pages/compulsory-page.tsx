import { Grid, List, ProgressBar } from 'shared/ui-kit';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from 'shared/paths';
import { api } from 'shared/request';
import { AreaPage, AsyncView, ItemList, useAsyncData } from 'shared/standalone';
import { CompulsoryCard } from '../components/compulsory-card';
import { CompletionBox, type Overview } from '../components/compulsory-summary';

const KIND_PAGES = {
  product: {
    to: PATHS.train.compulsoryProductTraining,
    title: 'page.train.compulsoryProductTraining',
  },
  activity: { to: PATHS.train.compulsoryActivity, title: 'page.train.compulsoryActivity' },
  company: { to: PATHS.train.compulsoryCompany, title: 'page.train.compulsoryCompany' },
} as const;

const sectionTitle: CSSProperties = { fontSize: 16, margin: '16px 16px 8px' };
const linkStyle: CSSProperties = { color: 'inherit', textDecoration: 'none', display: 'block' };

function OverviewView({ overview }: { overview: Overview }) {
  const { t } = useTranslation();
  return (
    <>
      <CompletionBox overview={overview} link={false} />
      <div style={{ margin: '12px' }}>
        <Grid columns={3} gap={8}>
          {overview.kinds.map((kind) => (
            <Grid.Item key={kind.kind}>
              <Link
                to={KIND_PAGES[kind.kind].to}
                style={{ ...linkStyle, background: '#ffffff', borderRadius: 8, padding: 12 }}
              >
                <div style={{ fontSize: 13 }}>{t(KIND_PAGES[kind.kind].title)}</div>
                <div style={{ fontSize: 18, color: '#ff801a', margin: '4px 0' }}>
                  {kind.completed}/{kind.total}
                </div>
                <ProgressBar percent={kind.percent} />
                {kind.overdue > 0 ? (
                  <div style={{ fontSize: 11, color: '#ff3141', marginTop: 4 }}>
                    {t('train.compulsory.overdueCount', { count: kind.overdue })}
                  </div>
                ) : null}
              </Link>
            </Grid.Item>
          ))}
        </Grid>
      </div>
      <List>
        <Link to={PATHS.train.compulsoryTwoList} style={linkStyle}>
          <List.Item arrowIcon>{t('page.train.compulsoryTwoList')}</List.Item>
        </Link>
        {overview.is_manager ? (
          <Link to={PATHS.train.compulsoryTeam} style={linkStyle}>
            <List.Item arrowIcon description={t('train.compulsory.teamHint')}>
              {t('page.train.compulsoryTeam')}
            </List.Item>
          </Link>
        ) : null}
      </List>
      <h2 style={sectionTitle}>{t('train.compulsory.upcoming')}</h2>
      {overview.upcoming.length > 0 ? (
        <ItemList items={overview.upcoming.map((item) => ({ id: item.course.id, item }))}>
          {({ item }) => <CompulsoryCard item={item} />}
        </ItemList>
      ) : (
        <p style={{ padding: '0 16px', color: '#52c41a', fontSize: 14 }}>
          {t('train.compulsory.allDone')}
        </p>
      )}
    </>
  );
}

/** Required courses: my completion overall and by kind, the next deadlines, my team (managers). */
export default function CompulsoryPage() {
  const overview = useAsyncData(
    (signal) => api.get('/api/compulsory/overview', { loading: false, toast: false, signal }),
    [],
  );
  return (
    <AreaPage title="page.train.compulsory" about="train.compulsory.about">
      <AsyncView
        state={overview}
        onRetry={overview.reload}
        isEmpty={(data) => data.overall.total === 0}
      >
        {(data) => <OverviewView overview={data} />}
      </AsyncView>
    </AreaPage>
  );
}
