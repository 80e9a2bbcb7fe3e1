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

/**
 * Every exam taken: the counts and average of the assigned exams (as the API counts them), their
 * score trend and each attempt; mock papers are practice, listed apart under their own heading,
 * so the figures on top are the rows under them.
 */
export default function ReportAllPage() {
  const { t } = useTranslation();
  const report = useAsyncData(
    (signal) => api.get('/api/exam/report', { loading: false, toast: false, signal }),
    [],
  );
  return (
    <AreaPage title="page.exam.reportAll">
      <AsyncView state={report} onRetry={report.reload}>
        {(data) => {
          const exams = data.trend.filter((a) => a.paper.kind === 'exam');
          const mocks = data.trend.filter((a) => a.paper.kind !== 'exam');
          return (
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
              {exams.length === 0 ? (
                <EmptyState title={t('exam.report.empty')} />
              ) : (
                <>
                  <Section title={t(exams.length > 1 ? 'exam.report.trend' : 'exam.report.latest')}>
                    <TrendChart
                      passPercent={commonPassPercent(exams)}
                      points={exams.map((a, i) => ({
                        id: a.id,
                        label: `${i + 1}`,
                        percent: percentOf(a.score, a.total_score),
                        passed: a.is_passed,
                      }))}
                    />
                  </Section>
                  <Section title={t('exam.report.attempts')}>
                    <AttemptList
                      attempts={[...exams].reverse()}
                      showPaper
                      to={(a) => reportPath(a.paper.id)}
                    />
                  </Section>
                </>
              )}
              {mocks.length > 0 ? (
                <Section title={t('exam.report.mockAttempts')}>
                  <AttemptList
                    attempts={[...mocks].reverse()}
                    showPaper
                    to={(a) => gradePath(a.id)}
                  />
                </Section>
              ) : null}
            </>
          );
        }}
      </AsyncView>
    </AreaPage>
  );
}
