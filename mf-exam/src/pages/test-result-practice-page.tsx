import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PATHS } from 'shared/paths';
import { api } from 'shared/request';
import { ActionBar, AreaPage, AsyncView, useAsyncData } from 'shared/standalone';
import { EmptyState } from 'shared/ui';
import { exercisePath } from '../components/exam-paths';
import type { PracticeSession } from '../components/exam-types';
import { clockText, percentText } from '../components/format';
import { LinkButton } from '../components/link-button';
import { ResultReview, type ReviewEntry } from '../components/result-review';
import { nothingToLoad, positiveInt } from '../components/search-params';
import { StatGrid } from '../components/stat-grid';
import styles from './test-result-practice-page.module.css';

function Summary({ session }: { session: PracticeSession }) {
  const { t } = useTranslation();
  const accuracy = session.answered_count ? session.correct_count / session.answered_count : 0;
  // The questions answered in this run, numbered as they were asked.
  const reviewed = session.questions.flatMap((q, i): ReviewEntry[] =>
    q.result
      ? [
          {
            question: q,
            number: i + 1,
            answer: q.result.answer,
            isCorrect: q.result.is_correct,
            correctAnswer: q.result.correct_answer,
            explanation: q.result.explanation,
          },
        ]
      : [],
  );
  return (
    <>
      <div className={styles.hero}>
        <h2 className={styles.title}>{session.chapter?.name ?? t(`exam.mode.${session.mode}`)}</h2>
        <StatGrid
          card={false}
          label={t('exam.practiceResult.summary')}
          items={[
            { value: percentText(accuracy), label: t('exam.practiceResult.accuracy') },
            {
              value: `${session.correct_count}/${session.answered_count}`,
              label: t('exam.practiceResult.correct'),
            },
            { value: clockText(session.duration_seconds), label: t('exam.practiceResult.time') },
          ]}
        />
      </div>
      {reviewed.length === 0 ? (
        <EmptyState />
      ) : (
        <ResultReview title={t('exam.practiceResult.review')} entries={reviewed} />
      )}
      <ActionBar>
        <LinkButton to={PATHS.exam.mistakes} fit>
          {t('page.exam.mistakes')}
        </LinkButton>
        {/* Another run of the same kind: a mistakes or random run is not a chapter practice. */}
        <LinkButton
          to={exercisePath({ mode: session.mode, chapterId: session.chapter?.id })}
          color="primary"
        >
          {t('exam.practiceResult.again')}
        </LinkButton>
      </ActionBar>
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
          <LinkButton to={PATHS.exam.problemRecord} color="primary" size="small">
            {t('page.exam.problemRecord')}
          </LinkButton>
        </EmptyState>
      ) : (
        <AsyncView state={session} onRetry={session.reload}>
          {(data) => <Summary session={data} />}
        </AsyncView>
      )}
    </AreaPage>
  );
}
