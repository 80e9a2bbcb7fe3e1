import { Button } from 'shared/ui-kit';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PATHS } from 'shared/paths';
import { api } from 'shared/request';
import { AreaPage, AsyncView, useAsyncData } from 'shared/standalone';
import { EmptyState } from 'shared/ui';
import { exercisePath } from '../components/exam-paths';
import type { PracticeSession } from '../components/exam-types';
import { clockText, percentText } from '../components/format';
import { QuestionCard } from '../components/question-card';
import { RevealPanel } from '../components/reveal-panel';
import { nothingToLoad, positiveInt } from '../components/search-params';

const summaryStyle: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  textAlign: 'center',
  background: '#ffffff',
  padding: '20px 8px',
  margin: '0 0 12px',
};

function Summary({ session }: { session: PracticeSession }) {
  const { t } = useTranslation();
  const accuracy = session.answered_count ? session.correct_count / session.answered_count : 0;
  const cell = (value: string, label: string) => (
    <div>
      <div style={{ fontSize: 22, fontWeight: 600, color: '#ff801a' }}>{value}</div>
      <div style={{ fontSize: 12, color: '#999999' }}>{label}</div>
    </div>
  );
  const answered = session.questions.filter((q) => q.result !== null);
  return (
    <>
      <p style={{ margin: '0 16px 8px', color: '#666666' }}>
        {session.chapter?.name ?? t(`exam.mode.${session.mode}`)}
      </p>
      <section style={summaryStyle} aria-label={t('exam.practiceResult.summary')}>
        {cell(percentText(accuracy), t('exam.practiceResult.accuracy'))}
        {cell(
          `${session.correct_count}/${session.answered_count}`,
          t('exam.practiceResult.correct'),
        )}
        {cell(clockText(session.duration_seconds), t('exam.practiceResult.time'))}
      </section>
      <div style={{ display: 'flex', gap: 8, padding: '0 16px 12px' }}>
        {session.chapter ? (
          <Link to={exercisePath({ chapterId: session.chapter.id })} style={{ flex: 1 }}>
            <Button block color="primary">
              {t('exam.practiceResult.again')}
            </Button>
          </Link>
        ) : null}
        <Link to={PATHS.exam.mistakes} style={{ flex: 1 }}>
          <Button block>{t('page.exam.mistakes')}</Button>
        </Link>
      </div>
      <h2 style={{ fontSize: 16, margin: '0 16px 8px' }}>{t('exam.practiceResult.review')}</h2>
      {answered.length === 0 ? <EmptyState /> : null}
      {answered.map((q, i) =>
        q.result ? (
          <QuestionCard
            key={q.id}
            question={q}
            position={`${i + 1} / ${answered.length}`}
            value={q.result.answer}
            disabled
            solution={q.result.correct_answer}
            footer={
              <RevealPanel
                question={q}
                isCorrect={q.result.is_correct}
                answer={q.result.answer}
                correctAnswer={q.result.correct_answer}
                explanation={q.result.explanation}
              />
            }
          />
        ) : null,
      )}
    </>
  );
}

/** A practice run's result (`?sessionId=`): accuracy, time, and each answered question reviewed. */
export default function TestResultPracticePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const sessionId = positiveInt(params.get('sessionId'));
  const session = useAsyncData(
    (signal) =>
      sessionId === undefined
        ? nothingToLoad<never>()
        : api.get('/api/exam/practice/{id}', {
            path: { id: sessionId },
            loading: false,
            toast: false,
            signal,
          }),
    [sessionId],
  );
  return (
    <AreaPage title="page.exam.testResultPractice">
      {sessionId === undefined ? (
        <EmptyState description={t('exam.practiceResult.missing')}>
          <Link to={PATHS.exam.problemRecord}>{t('page.exam.problemRecord')}</Link>
        </EmptyState>
      ) : (
        <AsyncView state={session} onRetry={session.reload}>
          {(data) => <Summary session={data} />}
        </AsyncView>
      )}
    </AreaPage>
  );
}
