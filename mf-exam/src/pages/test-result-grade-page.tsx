import { Button } from 'shared/ui-kit';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PATHS } from 'shared/paths';
import { api } from 'shared/request';
import { AreaPage, AsyncView, useAsyncData } from 'shared/standalone';
import { EmptyState } from 'shared/ui';
import { exercisePath, paperDetailPath } from '../components/exam-paths';
import type { AttemptResult } from '../components/exam-types';
import { clockText } from '../components/format';
import { QuestionCard } from '../components/question-card';
import { RevealPanel } from '../components/reveal-panel';
import { nothingToLoad, positiveInt } from '../components/search-params';

const scoreStyle: CSSProperties = {
  background: '#ffffff',
  padding: '24px 16px',
  textAlign: 'center',
  margin: '0 0 12px',
};

function Grade({ result }: { result: AttemptResult }) {
  const { t } = useTranslation();
  return (
    <>
      <section style={scoreStyle} aria-label={t('exam.grade.summary')}>
        <p style={{ margin: 0, color: '#666666' }}>{result.paper.title}</p>
        <p style={{ margin: '12px 0 4px', fontSize: 44, fontWeight: 700, color: '#ff801a' }}>
          {t('exam.grade.score', { score: result.score, total: result.total_score })}
        </p>
        <p
          role="status"
          style={{
            margin: 0,
            fontSize: 18,
            fontWeight: 600,
            color: result.is_passed ? '#00b578' : '#ff3141',
          }}
        >
          {result.is_passed ? t('exam.grade.passed') : t('exam.grade.failed')}
        </p>
        <p style={{ margin: '8px 0 0', color: '#999999', fontSize: 13 }}>
          {t('exam.grade.passMark', { score: result.pass_score })} ·{' '}
          {t('exam.grade.rank', { rank: result.rank, candidates: result.candidates })}
        </p>
        <p style={{ margin: '4px 0 0', color: '#999999', fontSize: 13 }}>
          {t('exam.grade.counts', {
            correct: result.correct_count,
            answered: result.answered_count,
            total: result.question_count,
          })}{' '}
          · {t('exam.grade.time', { time: clockText(result.duration_seconds) })}
          {result.status === 'expired' ? ` · ${t('exam.grade.autoSubmitted')}` : ''}
        </p>
        <div style={{ display: 'flex', gap: 8, justifyContent: 'center', marginTop: 16 }}>
          <Link to={paperDetailPath(result.paper.id)}>
            <Button size="small">{t('page.exam.paperDetail')}</Button>
          </Link>
          <Link to={exercisePath({ mode: 'mistakes' })}>
            <Button size="small" color="primary" fill="outline">
              {t('exam.grade.redoMistakes')}
            </Button>
          </Link>
        </div>
      </section>
      {result.review === null ? (
        <p style={{ textAlign: 'center', color: '#999999', padding: '0 16px' }}>
          {t('exam.grade.noReview')}
        </p>
      ) : (
        <section aria-label={t('exam.grade.review')}>
          <h2 style={{ fontSize: 16, margin: '0 16px 8px' }}>{t('exam.grade.review')}</h2>
          {result.review.map((item, i) => (
            <QuestionCard
              key={item.id}
              question={item}
              position={`${i + 1} / ${result.review?.length ?? 0}`}
              value={item.answer ?? []}
              disabled
              solution={item.correct_answer}
              extra={
                <span style={{ marginLeft: 'auto', fontSize: 13, color: '#999999' }}>
                  {t('exam.grade.earned', { earned: item.earned, score: item.score })}
                </span>
              }
              footer={
                <RevealPanel
                  question={item}
                  isCorrect={item.is_correct}
                  answer={item.answer}
                  correctAnswer={item.correct_answer}
                  explanation={item.explanation}
                />
              }
            />
          ))}
        </section>
      )}
    </>
  );
}

/** An exam's grade (`?attemptId=`): score, pass or fail, rank, and the review if the paper allows. */
export default function TestResultGradePage() {
  const { t } = useTranslation();
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
      {attemptId === undefined ? (
        <EmptyState description={t('exam.grade.missing')}>
          <Link to={PATHS.exam.problemRecord}>{t('page.exam.problemRecord')}</Link>
        </EmptyState>
      ) : (
        <AsyncView state={result} onRetry={result.reload}>
          {(data) => <Grade result={data} />}
        </AsyncView>
      )}
    </AreaPage>
  );
}
