import { CheckCircleOutline, CloseCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PATHS } from 'shared/paths';
import { api } from 'shared/request';
import { ActionBar, AreaPage, AsyncView, useAsyncData, Watermark } from 'shared/standalone';
import { EmptyState } from 'shared/ui';
import { exercisePath, paperDetailPath } from '../components/exam-paths';
import type { AttemptResult } from '../components/exam-types';
import { clockText } from '../components/format';
import { LinkButton } from '../components/link-button';
import { ResultReview } from '../components/result-review';
import { nothingToLoad, positiveInt } from '../components/search-params';
import { useOwnWatermark } from '../components/use-own-watermark';
import styles from './test-result-grade-page.module.css';

function Grade({ result }: { result: AttemptResult }) {
  const { t } = useTranslation();
  const Verdict = result.is_passed ? CheckCircleOutline : CloseCircleOutline;
  return (
    <>
      <section className={styles.hero} aria-label={t('exam.grade.summary')}>
        <p className={styles.paper}>{result.paper.title}</p>
        <p className={styles.score}>
          {t('exam.grade.score', { score: result.score, total: result.total_score })}
        </p>
        <p
          role="status"
          className={result.is_passed ? `${styles.verdict} ${styles.passed}` : styles.verdict}
        >
          <Verdict aria-hidden />
          {result.is_passed ? t('exam.grade.passed') : t('exam.grade.failed')}
        </p>
        <div className={styles.facts}>
          <p className={styles.fact}>
            {t('exam.grade.passMark', { score: result.pass_score })} ·{' '}
            {t('exam.grade.rank', { rank: result.rank, candidates: result.candidates })}
          </p>
          <p className={styles.fact}>
            {t('exam.grade.counts', {
              correct: result.correct_count,
              answered: result.answered_count,
              total: result.question_count,
            })}{' '}
            · {t('exam.grade.time', { time: clockText(result.duration_seconds) })}
          </p>
          {/* A line of its own: after the time it would wrap with a dot opening the line. */}
          {result.leave_count > 0 ? (
            <p className={styles.fact}>{t('exam.leaveCount', { count: result.leave_count })}</p>
          ) : null}
          {result.closed_by === 'leaves' ? (
            <p className={`${styles.fact} ${styles.closedBy}`}>{t('exam.grade.leftSubmitted')}</p>
          ) : result.status === 'expired' ? (
            <p className={styles.fact}>{t('exam.grade.autoSubmitted')}</p>
          ) : null}
        </div>
      </section>
      {result.review === null ? (
        <p className={styles.noReview}>{t('exam.grade.noReview')}</p>
      ) : (
        <ResultReview
          title={t('exam.grade.review')}
          entries={result.review.map((item, i) => ({
            question: item,
            number: i + 1,
            answer: item.answer,
            isCorrect: item.is_correct,
            correctAnswer: item.correct_answer,
            explanation: item.explanation,
            earned: t('exam.grade.earned', { earned: item.earned, score: item.score }),
          }))}
        />
      )}
      <ActionBar>
        <LinkButton to={paperDetailPath(result.paper.id)} fit>
          {t('page.exam.paperDetail')}
        </LinkButton>
        <LinkButton to={exercisePath({ mode: 'mistakes' })} color="primary">
          {t('exam.grade.redoMistakes')}
        </LinkButton>
      </ActionBar>
    </>
  );
}

/** An exam's grade (`?attemptId=`): score, pass or fail, rank, and the review if the paper allows. */
export default function TestResultGradePage() {
  const { t } = useTranslation();
  const watermark = useOwnWatermark();
  const [params] = useSearchParams();
  const attemptId = positiveInt(params.get('attemptId'));
  const result = useAsyncData(
    (signal) =>
      attemptId === undefined
        ? nothingToLoad<never>()
        : api.get('/api/exam/attempts/{id}/result', {
            path: { id: attemptId },
            loading: false,
            toast: false,
            signal,
          }),
    [attemptId],
  );
  return (
    <AreaPage title="page.exam.testResultGrade">
      {/* The review shows the answers: a screenshot of it names whose it is. */}
      {watermark !== null && attemptId !== undefined ? <Watermark text={watermark} /> : null}
      {attemptId === undefined ? (
        <EmptyState description={t('exam.grade.missing')}>
          <LinkButton to={PATHS.exam.problemRecord} color="primary" size="small">
            {t('page.exam.problemRecord')}
          </LinkButton>
        </EmptyState>
      ) : (
        <AsyncView state={result} onRetry={result.reload}>
          {(data) => <Grade result={data} />}
        </AsyncView>
      )}
    </AreaPage>
  );
}
