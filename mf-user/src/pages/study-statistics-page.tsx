import { List, ProgressBar } from 'shared/ui-kit';
import { StarOutline, TeamOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { PATHS } from 'shared/paths';
import { api } from 'shared/request';
import { AreaPage, AsyncView, Section, useAsyncData } from 'shared/standalone';
import { CardLinks } from '../components/card-links';
import { CardList } from '../components/card-list';
import { Panel } from '../components/panel';
import { RowIcon } from '../components/row-icon';
import styles from './study-statistics-page.module.css';

/** How my team (area managers: my area) is doing on each learning path. */
export default function StudyStatisticsPage() {
  const { t } = useTranslation();
  const stats = useAsyncData(
    (signal) => api.get('/api/study-statistics', { loading: false, toast: false, signal }),
    [],
  );
  return (
    <AreaPage title="page.user.studyStatistics" about="user.studyStatistics.about">
      <AsyncView state={stats} onRetry={stats.reload} isEmpty={(d) => d.list.length === 0}>
        {({ scope, list }) => (
          <>
            <Panel>
              <div className={styles.scope}>
                <span className={styles.icon} aria-hidden>
                  <TeamOutline />
                </span>
                <div>
                  <strong className={styles.name}>{scope.name}</strong>
                  <div className={styles.people}>
                    {t('user.teamList.staffCount', { count: scope.people })}
                  </div>
                </div>
              </div>
            </Panel>
            <Section title={t('page.user.studyRoute')}>
              <CardList>
                {list.map((route) => (
                  <List.Item
                    key={route.id}
                    description={
                      <div className={styles.progress}>
                        <ProgressBar percent={route.average_progress} text />
                        <span>
                          {t('user.studyStatistics.started', { count: route.started })} ·{' '}
                          {t('user.studyStatistics.finished', { count: route.finished })}
                        </span>
                      </div>
                    }
                  >
                    {route.title}
                  </List.Item>
                ))}
              </CardList>
            </Section>
            <Panel padded={false}>
              <CardLinks
                links={[
                  {
                    to: PATHS.user.studyStatisticsBands,
                    title: 'page.user.studyStatisticsBands',
                    icon: (
                      <RowIcon>
                        <StarOutline />
                      </RowIcon>
                    ),
                  },
                ]}
              />
            </Panel>
          </>
        )}
      </AsyncView>
    </AreaPage>
  );
}
