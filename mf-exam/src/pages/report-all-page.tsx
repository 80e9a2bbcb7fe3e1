import { useTranslation } from 'react-i18next';
import { api } from 'shared/request';
import { AreaPage, AsyncView, Section, useAsyncData } from 'shared/standalone';
import { EmptyState } from 'shared/ui';
import { AttemptList } from '../components/attempt-list';
import { gradePath, reportPath } from '../components/exam-paths';
import { percentText } from '../components/format';
import { StatGrid } from '../components/stat-grid';
import { commonPassPercent, TrendChart } from '../components/trend-chart';

const percentOf = (score: number, total: number) => (total ? (score * 100) / total : 0);

/** Every exam taken: counts, average, practice accuracy, the score trend, each attempt. */
export default function ReportAllPage() {
  const { t } = useTranslation();
  const report = useAsyncData(
    (signal) => api.get('/api/exam/report', { loading: false, toast: false, signal }),
    [],
  );
  return (
    <AreaPage title="page.exam.reportAll">
      <AsyncView state={report} onRetry={report.reload}>
        {(data) => (
          <>
            <StatGrid
              pairs
              label={t('exam.report.summary')}
              items={[
                { value: data.exam_count, label: t('exam.report.examCount') },
                { value: data.passed_count, label: t('exam.report.passedCount') },
                { value: `${data.average_percent}%`, label: t('exam.report.average') },
                {
                  value: percentText(data.practice_accuracy),
                  label: t('exam.report.practiceAccuracy'),
                },
              ]}
            />
            {data.trend.length === 0 ? (
              <EmptyState title={t('exam.report.empty')} />
            ) : (
              <>
                <Section title={t('exam.report.trend')}>
                  <TrendChart
                    passPercent={commonPassPercent(data.trend)}
                    points={data.trend.map((a, i) => ({
                      id: a.id,
                      label: `${i + 1}`,
                      percent: percentOf(a.score, a.total_score),
                      passed: a.is_passed,
                    }))}
                  />
                </Section>
                <Section title={t('exam.report.attempts')}>
                  <AttemptList
                    attempts={[...data.trend].reverse()}
                    showPaper
                    to={(a) => (a.paper.kind === 'exam' ? reportPath(a.paper.id) : gradePath(a.id))}
                  />
                </Section>
              </>
            )}
          </>
        )}
      </AsyncView>
    </AreaPage>
  );
}
