import { List, ProgressBar } from 'shared/ui-kit';
import { TeamOutline, UnorderedListOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from 'shared/paths';
import { api } from 'shared/request';
import { AreaPage, AsyncView, GridRows, ItemList, Section, useAsyncData } from 'shared/standalone';
import { CompulsoryCard } from '../components/compulsory-card';
import { CompletionBox, type Overview } from '../components/compulsory-summary';
import styles from './compulsory-page.module.css';

const KIND_PAGES = {
  product: PATHS.train.compulsoryProductTraining,
  activity: PATHS.train.compulsoryActivity,
  company: PATHS.train.compulsoryCompany,
} as const;

function OverviewView({ overview }: { overview: Overview }) {
  const { t } = useTranslation();
  return (
    <>
      <div className={styles.card}>
        <CompletionBox overview={overview} link={false} />
      </div>
      <div className={styles.kinds}>
        {overview.kinds.map((kind) => (
          <Link key={kind.kind} to={KIND_PAGES[kind.kind]} className={styles.kind}>
            {/* The kind's short name: three tiles share the width, a title would wrap. */}
            <div className={styles.kindTitle}>{t(`train.compulsory.kind.${kind.kind}`)}</div>
            <div className={styles.kindCount}>
              {kind.completed}/{kind.total}
            </div>
            <ProgressBar className={styles.kindBar} percent={kind.percent} />
            {kind.overdue > 0 ? (
              <div className={styles.kindOverdue}>
                {t('train.compulsory.overdueCount', { count: kind.overdue })}
              </div>
            ) : null}
          </Link>
        ))}
      </div>
      <List className={styles.links}>
        <Link to={PATHS.train.compulsoryTwoList} className={styles.link}>
          <List.Item
            arrowIcon
            prefix={
              <span className={styles.linkIcon} aria-hidden>
                <UnorderedListOutline />
              </span>
            }
          >
            {t('page.train.compulsoryTwoList')}
          </List.Item>
        </Link>
        {overview.is_manager ? (
          <Link to={PATHS.train.compulsoryTeam} className={styles.link}>
            <List.Item
              arrowIcon
              prefix={
                <span className={styles.linkIcon} aria-hidden>
                  <TeamOutline />
                </span>
              }
              description={t('train.compulsory.teamHint')}
            >
              {t('page.train.compulsoryTeam')}
            </List.Item>
          </Link>
        ) : null}
      </List>
      <Section title={t('train.compulsory.upcoming')}>
        {overview.upcoming.length > 0 ? (
          <GridRows>
            <ItemList items={overview.upcoming.map((item) => ({ id: item.course.id, item }))}>
              {({ item }) => <CompulsoryCard item={item} />}
            </ItemList>
          </GridRows>
        ) : (
          <p className={styles.allDone}>{t('train.compulsory.allDone')}</p>
        )}
      </Section>
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
