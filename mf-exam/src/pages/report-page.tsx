import { List } from 'shared/ui-kit';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PATHS } from 'shared/paths';
import { api } from 'shared/request';
import { AreaPage, AsyncView, useAsyncData } from 'shared/standalone';
import { EmptyState } from 'shared/ui';
import { gradePath } from '../components/exam-paths';
import { dateTimeText, percentText } from '../components/format';
import { nothingToLoad, positiveInt } from '../components/search-params';
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

/** One paper's scores (`?paperId=`): mine beside every candidate's, my rank, each attempt. */
export default function ReportPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const paperId = positiveInt(params.get('paperId'));
  const report = useAsyncData(
    (signal) =>
      paperId === undefined
        ? nothingToLoad<never>()
        : api.get('/api/exam/papers/{id}/report', {
            path: { id: paperId },
            loading: false,
            toast: false,
            signal,
          }),
    [paperId],
  );
  const stat = (value: string | number, label: string) => (
    <div>
      <div style={{ fontSize: 22, fontWeight: 600, color: '#ff801a' }}>{value}</div>
      <div style={{ fontSize: 12, color: '#999999' }}>{label}</div>
    </div>
  );
  if (paperId === undefined) {
    return (
      <AreaPage title="page.exam.report">
        <EmptyState description={t('exam.report.missing')}>
          <Link to={PATHS.exam.reportAll}>{t('page.exam.reportAll')}</Link>
        </EmptyState>
      </AreaPage>
    );
  }
  return (
    <AreaPage title="page.exam.report">
      <AsyncView state={report} onRetry={report.reload}>
        {(data) => (
          <>
            <h2 style={{ fontSize: 17, margin: '0 16px 8px' }}>{data.paper.title}</h2>
            <section style={statsStyle} aria-label={t('exam.report.summary')}>
              {stat(data.paper.best_score ?? '--', t('exam.report.best'))}
              {stat(data.my_rank ?? '--', t('exam.report.rank', { candidates: data.candidates }))}
              {stat(data.average_score, t('exam.report.averageAll'))}
              {stat(percentText(data.pass_rate), t('exam.report.passRate'))}
            </section>
            {data.attempts.length === 0 ? (
              <EmptyState description={t('exam.report.empty')} />
            ) : (
              <>
                <TrendChart
                  passPercent={(data.paper.pass_score * 100) / data.paper.total_score}
                  points={[...data.attempts].reverse().map((a, i) => ({
                    id: a.id,
                    label: `${i + 1}`,
                    percent: (a.score * 100) / a.total_score,
                    passed: a.is_passed,
                  }))}
                />
                <List header={t('exam.report.attempts')}>
                  {data.attempts.map((a) => (
                    <List.Item
                      key={a.id}
                      arrowIcon
                      description={
                        a.submitted_at ? dateTimeText(a.submitted_at, i18n.language) : ''
                      }
                      extra={`${a.score}/${a.total_score}`}
                      onClick={() => navigate(gradePath(a.id))}
                    >
                      {a.is_passed ? t('exam.paper.mine.passed') : t('exam.paper.mine.failed')}
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
