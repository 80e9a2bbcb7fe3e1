import { List, ProgressBar, Tabs, Tag } from 'shared/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PATHS } from 'shared/paths';
import { api } from 'shared/request';
import { AreaPage, AsyncView, LinkList, useAsyncData } from 'shared/standalone';
import { formatDate } from 'shared/time-ago';
import { cardStyle, mutedStyle } from '../components/card-style';
import { DayBars } from '../components/day-bars';
import { splitDuration } from '../components/format';

function Figure({ value, label }: { value: string | number; label: string }) {
  return (
    <div style={{ textAlign: 'center' }}>
      <strong style={{ fontSize: 18, color: '#ff801a' }}>{value}</strong>
      <div style={mutedStyle}>{label}</div>
    </div>
  );
}

/** Learning statistics: time per day (7 or 30 days), course completion, exam scores. */
export default function LearnInfoPage() {
  const { t } = useTranslation();
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
    <AreaPage title="page.user.learnInfo" about="user.learnInfo.about">
      <AsyncView state={stats} onRetry={stats.reload}>
        {(data) => {
          const completion = data.courses.enrolled
            ? Math.round((100 * data.courses.completed) / data.courses.enrolled)
            : 0;
          return (
            <>
              <div style={{ ...cardStyle, display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)' }}>
                <Figure
                  value={t('user.learn.duration', splitDuration(data.total_seconds))}
                  label={t('user.learn.totalTime')}
                />
                <Figure
                  value={t('user.learn.duration', splitDuration(data.today_seconds))}
                  label={t('user.learn.today')}
                />
                <Figure value={data.study_days} label={t('user.learn.studyDays')} />
              </div>
              <section style={cardStyle} aria-label={t('user.learn.timePerDay')}>
                <h2 style={{ fontSize: 15, margin: '0 0 8px' }}>{t('user.learn.timePerDay')}</h2>
                <Tabs activeKey={String(days)} onChange={(key) => setDays(key === '30' ? 30 : 7)}>
                  <Tabs.Tab key="7" title={t('user.learn.days', { count: 7 })} />
                  <Tabs.Tab key="30" title={t('user.learn.days', { count: 30 })} />
                </Tabs>
                <DayBars days={data.per_day} />
              </section>
              <section style={cardStyle} aria-label={t('user.learn.completion')}>
                <h2 style={{ fontSize: 15, margin: '0 0 8px' }}>{t('user.learn.completion')}</h2>
                <ProgressBar percent={completion} text />
                <div style={{ ...mutedStyle, marginTop: 8 }}>
                  {t('user.learn.coursesSummary', data.courses)}
                </div>
              </section>
              <List header={t('user.learn.scores', { average: data.exams.average_score })}>
                {data.exams.recent.map((exam) => (
                  <List.Item
                    key={exam.id}
                    description={formatDate(new Date(exam.submitted_at * 1000))}
                    extra={
                      <span>
                        {exam.score}/{exam.total_score}{' '}
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
              </List>
              <LinkList
                links={[
                  { to: PATHS.user.learnList, title: 'page.user.learnList' },
                  { to: PATHS.user.course, title: 'page.user.course' },
                ]}
              />
            </>
          );
        }}
      </AsyncView>
    </AreaPage>
  );
}
