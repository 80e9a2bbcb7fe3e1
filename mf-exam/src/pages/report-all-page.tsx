import { List } from 'shared/ui-kit';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from 'shared/request';
import { AreaPage, AsyncView, useAsyncData } from 'shared/standalone';
import { EmptyState } from 'shared/ui';
import { gradePath, reportPath } from '../components/exam-paths';
import { dateTimeText, percentText } from '../components/format';
import { TrendChart } from '../components/trend-chart';

const statsStyle: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(2, 1fr)',
  gap: 12,
  background: '#ffffff',
  padding: 16,
  margin: '0 0 12px',
  textAlign: 'center',
};

/** Every exam taken: counts, average, practice accuracy, the score trend, each attempt. */
export default function ReportAllPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const report = useAsyncData(
    (signal) => api.get('/api/exam/report', { loading: false, toast: false, signal }),
    [],
  );
  const stat = (value: string | number, label: string) => (
    <div>
      <div style={{ fontSize: 22, fontWeight: 600, color: '#ff801a' }}>{value}</div>
      <div style={{ fontSize: 12, color: '#999999' }}>{label}</div>
    </div>
  );
  return (
    <AreaPage title="page.exam.reportAll">
      <AsyncView state={report} onRetry={report.reload}>
        {(data) => (
          <>
            <section style={statsStyle} aria-label={t('exam.report.summary')}>
              {stat(data.exam_count, t('exam.report.examCount'))}
              {stat(data.passed_count, t('exam.report.passedCount'))}
              {stat(`${data.average_percent}%`, t('exam.report.average'))}
              {stat(percentText(data.practice_accuracy), t('exam.report.practiceAccuracy'))}
            </section>
            {data.trend.length === 0 ? (
              <EmptyState description={t('exam.report.empty')} />
            ) : (
              <>
                <TrendChart
                  points={data.trend.map((a, i) => ({
                    id: a.id,
                    label: `${i + 1}`,
                    percent: (a.score * 100) / a.total_score,
                    passed: a.is_passed,
                  }))}
                />
                <List header={t('exam.report.attempts')}>
                  {[...data.trend].reverse().map((a) => (
                    <List.Item
                      key={a.id}
                      arrowIcon
                      description={
                        a.submitted_at ? dateTimeText(a.submitted_at, i18n.language) : ''
                      }
                      extra={`${a.score}/${a.total_score}`}
                      onClick={() =>
                        navigate(a.paper.kind === 'exam' ? reportPath(a.paper.id) : gradePath(a.id))
                      }
                    >
                      {a.paper.title}
                    </List.Item>
                  ))}
                </List>
              </>
            )}
          </>
        )}
      </AsyncView>
    </AreaPage>
  );
}
