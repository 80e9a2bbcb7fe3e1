import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PATHS } from 'shared/paths';
import { api } from 'shared/request';
import { AreaPage, AsyncView, Section, useAsyncData } from 'shared/standalone';
import { EmptyState } from 'shared/ui';
import { AttemptList } from '../components/attempt-list';
import { gradePath } from '../components/exam-paths';
import { percentText } from '../components/format';
import { LinkButton } from '../components/link-button';
import { nothingToLoad, positiveInt } from '../components/search-params';
import { StatGrid } from '../components/stat-grid';
import { TrendChart } from '../components/trend-chart';
import styles from './report-page.module.css';

/** One paper's scores (`?paperId=`): mine beside every candidate's, my rank, each attempt. */
export default function ReportPage() {
  const { t } = useTranslation();
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
  if (paperId === undefined) {
    return (
      <AreaPage title="page.exam.report">
        <EmptyState title={t('exam.report.missing')}>
          <LinkButton to={PATHS.exam.reportAll} color="primary" size="small">
            {t('page.exam.reportAll')}
          </LinkButton>
        </EmptyState>
      </AreaPage>
    );
  }
  return (
    <AreaPage title="page.exam.report">
      <AsyncView state={report} onRetry={report.reload}>
        {(data) => (
          <>
            <div className={styles.hero}>
              <h2 className={styles.title}>{data.paper.title}</h2>
              <StatGrid
                card={false}
                pairs
                label={t('exam.report.summary')}
                items={[
                  { value: data.paper.best_score ?? '--', label: t('exam.report.best') },
                  {
                    value: data.my_rank ?? '--',
                    label: t('exam.report.rank', { candidates: data.candidates }),
                  },
                  { value: data.average_score, label: t('exam.report.averageAll') },
                  { value: percentText(data.pass_rate), label: t('exam.report.passRate') },
                ]}
              />
            </div>
            {data.attempts.length === 0 ? (
              <EmptyState title={t('exam.report.empty')} />
            ) : (
              <>
                <Section
                  title={t(data.attempts.length > 1 ? 'exam.report.trend' : 'exam.report.latest')}
                >
                  <TrendChart
                    passPercent={(data.paper.pass_score * 100) / data.paper.total_score}
                    points={[...data.attempts].reverse().map((a, i) => ({
                      id: a.id,
                      label: `${i + 1}`,
                      percent: (a.score * 100) / a.total_score,
                      passed: a.is_passed,
                    }))}
                  />
                </Section>
                <Section title={t('exam.report.attempts')}>
                  <AttemptList attempts={data.attempts} to={(a) => gradePath(a.id)} />
                </Section>
              </>
            )}
          </>
        )}
      </AsyncView>
    </AreaPage>
  );
}
