import { List, ProgressBar, Tabs, Tag } from 'shared/ui-kit';
import { PlayOutline, UnorderedListOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PATHS } from 'shared/paths';
import { api } from 'shared/request';
import { AreaPage, AsyncView, Section, useAsyncData, useTranslate } from 'shared/standalone';
import { formatCalendarSeconds } from 'shared/time-ago';
import { CardLinks } from '../components/card-links';
import { CardList } from '../components/card-list';
import { DayBars } from '../components/day-bars';
import { formatDuration } from '../components/format';
import { Panel } from '../components/panel';
import { RowIcon } from '../components/row-icon';
import { StatRow } from '../components/stat-row';
import pageTabs from '../components/page-tabs.module.css';
import styles from './learn-info-page.module.css';

/** Learning statistics: time per day (7 or 30 days), course completion, exam scores. */
export default function LearnInfoPage() {
  const { t } = useTranslation();
  const translate = useTranslate();
  const [days, setDays] = useState<7 | 30>(7);
  const stats = useAsyncData(
    (signal) =>
      api.get('/api/user/learning/stats', {
        query: { days },
        loading: false,
        toast: false,
        signal,
      }),
    [days],
  );
  return (
    <AreaPage title="page.user.learnInfo">
      <AsyncView state={stats} onRetry={stats.reload}>
        {(data) => {
          const completion = data.courses.enrolled
            ? Math.round((100 * data.courses.completed) / data.courses.enrolled)
            : 0;
          return (
            <>
              <Panel>
                <StatRow
                  stats={[
                    {
                      value: formatDuration(data.total_seconds, translate),
                      label: t('user.learn.totalTime'),
                      accent: true,
                    },
                    {
                      value: formatDuration(data.today_seconds, translate),
                      label: t('user.learn.today'),
                    },
                    { value: data.study_days, label: t('user.learn.studyDays') },
                  ]}
                />
              </Panel>
              <Section title={t('user.learn.timePerDay')}>
                <Tabs
                  className={pageTabs.tabs}
                  activeKey={String(days)}
                  onChange={(key) => setDays(key === '30' ? 30 : 7)}
                >
                  <Tabs.Tab key="7" title={t('user.learn.days', { count: 7 })} />
                  <Tabs.Tab key="30" title={t('user.learn.days', { count: 30 })} />
                </Tabs>
                <div className={styles.chart}>
                  <DayBars days={data.per_day} />
                </div>
              </Section>
              <Section title={t('user.learn.completion')}>
                <div className={styles.padded}>
                  <ProgressBar percent={completion} text />
                  <p className={styles.note}>{t('user.learn.coursesSummary', data.courses)}</p>
                </div>
              </Section>
              <Section title={t('user.learn.scores', { average: data.exams.average_score })}>
                <CardList>
                  {data.exams.recent.map((exam) => (
                    <List.Item
                      key={exam.id}
                      description={formatCalendarSeconds(exam.submitted_at, 'day')}
                      extra={
                        <span className={styles.score}>
                          <span className={styles.points}>
                            {exam.score}/{exam.total_score}
                          </span>
                          <Tag color={exam.passed ? 'success' : 'danger'} fill="outline">
                            {t(exam.passed ? 'user.learn.passed' : 'user.learn.failed')}
                          </Tag>
                        </span>
                      }
                    >
                      {exam.title}
                    </List.Item>
                  ))}
                  {data.exams.recent.length === 0 ? (
                    <List.Item>{t('user.learn.noExams')}</List.Item>
                  ) : null}
                </CardList>
              </Section>
              <Panel padded={false}>
                <CardLinks
                  links={[
                    {
                      to: PATHS.user.learnList,
                      title: 'page.user.learnList',
                      icon: (
                        <RowIcon>
                          <UnorderedListOutline />
                        </RowIcon>
                      ),
                    },
                    {
                      to: PATHS.user.course,
                      title: 'page.user.course',
                      icon: (
                        <RowIcon>
                          <PlayOutline />
                        </RowIcon>
                      ),
                    },
                  ]}
                />
              </Panel>
            </>
          );
        }}
      </AsyncView>
    </AreaPage>
  );
}
