import { Button, Dialog } from 'shared/ui-kit';
import { AppstoreOutline, ClockCircleOutline, FlagOutline } from 'antd-mobile-icons';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PATHS } from 'shared/paths';
import { api } from 'shared/request';
import { ActionBar, AreaPage, AsyncView, useAsyncData } from 'shared/standalone';
import { EmptyState } from 'shared/ui';
import { isAnswered } from '../components/answer-text';
import { AnswerSheetGrid } from '../components/answer-sheet-grid';
import { clearStoredAttempt } from '../components/attempt-storage';
import { BottomSheet } from '../components/bottom-sheet';
import { gradePath } from '../components/exam-paths';
import type { Attempt } from '../components/exam-types';
import { clockText } from '../components/format';
import { QuestionCard } from '../components/question-card';
import { nothingToLoad, positiveInt } from '../components/search-params';
import { useAttemptAnswers, type SaveState } from '../components/use-attempt-answers';
import { useCountdown } from '../components/use-countdown';
import { LinkButton } from '../components/link-button';
import styles from './answer-page.module.css';

/** The last minutes are shown in red. */
const HURRY_SECONDS = 300;

const SAVE_TEXT = {
  saved: 'exam.answer.saved',
  saving: 'exam.answer.saving',
  offline: 'exam.answer.offline',
} as const satisfies Record<SaveState, string>;

function TimedExam({ attempt, startAt }: { attempt: Attempt; startAt: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [index, setIndex] = useState(Math.min(startAt, attempt.questions.length - 1));
  const [flagged, setFlagged] = useState<number[]>(attempt.flagged);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const submitted = useRef(false);
  const left = useCountdown(attempt.remaining_seconds);

  const finish = useCallback(
    (answers: { question_id: number; answer: string[] }[]) => {
      if (submitted.current) return;
      submitted.current = true;
      setSubmitting(true);
      api
        .post('/api/exam/attempts/{id}/submit', {
          path: { id: attempt.id },
          body: { answers },
        })
        .then(
          () => {
            clearStoredAttempt(attempt.id);
            navigate(gradePath(attempt.id), { replace: true });
          },
          () => {
            // Nothing was lost: the answers stay on the device and the submit can be retried.
            submitted.current = false;
            setSubmitting(false);
          },
        );
    },
    [attempt.id, navigate],
  );

  const handleClosed = useCallback(() => finish([]), [finish]);
  const { answers, saveState, setAnswer, allAnswers } = useAttemptAnswers(attempt, handleClosed);

  useEffect(() => {
    if (left === 0) finish(allAnswers());
  }, [left, finish, allAnswers]);

  const questions = attempt.questions;
  const question = questions[index];
  if (!question) return <EmptyState />;
  const unanswered = questions.filter((q) => !isAnswered(answers[q.id])).length;
  const isFlagged = flagged.includes(question.id);

  const handleFlag = () => {
    const next = !isFlagged;
    setFlagged((current) =>
      next ? [...current, question.id] : current.filter((id) => id !== question.id),
    );
    api
      .post('/api/exam/attempts/{id}/flags', {
        path: { id: attempt.id },
        body: { question_id: question.id, flagged: next },
        loading: false,
        toast: false,
      })
      .then(
        (reply) => setFlagged(reply.flagged),
        () => undefined,
      );
  };

  const handleSubmit = () => {
    void Dialog.confirm({
      title: t('exam.answer.submitTitle'),
      content:
        unanswered > 0
          ? t('exam.answer.submitUnanswered', { count: unanswered })
          : t('exam.answer.submitAll'),
      confirmText: t('exam.answer.submit'),
      cancelText: t('exam.answer.keepAnswering'),
      onConfirm: () => finish(allAnswers()),
    });
  };

  const last = index === questions.length - 1;
  const submitButton = (size: 'small' | 'middle') => (
    <Button color="primary" size={size} loading={submitting} onClick={handleSubmit}>
      {t('exam.answer.submit')}
    </Button>
  );

  return (
    <>
      <div className={styles.bar}>
        <div className={styles.clock}>
          <span
            role="timer"
            aria-label={t('exam.answer.timeLeft', { time: clockText(left) })}
            className={left <= HURRY_SECONDS ? `${styles.timer} ${styles.hurry}` : styles.timer}
          >
            <ClockCircleOutline aria-hidden />
            {clockText(left)}
          </span>
          {saveState === 'offline' ? null : (
            <span className={styles.save}>{t(SAVE_TEXT[saveState])}</span>
          )}
        </div>
        <div className={styles.tools}>
          <Button size="small" onClick={() => setSheetOpen(true)}>
            <span className={styles.sheetLabel}>
              <AppstoreOutline aria-hidden />
              {t('exam.answer.sheet', {
                answered: questions.length - unanswered,
                total: questions.length,
              })}
            </span>
          </Button>
          {/* Handing in early stays one tap away; on the last question it is the main action. */}
          {last ? null : submitButton('small')}
        </div>
        {/* Answers kept only on the device matter: said in full, on a line of its own. */}
        {saveState === 'offline' ? <p className={styles.offline}>{t(SAVE_TEXT.offline)}</p> : null}
      </div>
      <p className={styles.paperTitle}>{attempt.paper.title}</p>
      <QuestionCard
        key={question.id}
        question={question}
        position={`${index + 1} / ${questions.length}`}
        value={answers[question.id] ?? []}
        onChange={(next) => setAnswer(question.id, next)}
        disabled={submitting || left === 0}
        extra={
          <>
            <span className={styles.points}>
              {t('exam.answer.points', { count: question.score })}
            </span>
            {/* Amber like the flag's dot on the answer sheet: a reminder, not an error, and
                orange already means answered. */}
            <Button
              size="mini"
              fill={isFlagged ? 'outline' : 'solid'}
              color={isFlagged ? 'warning' : 'default'}
              aria-pressed={isFlagged}
              onClick={handleFlag}
            >
              <span className={styles.sheetLabel}>
                <FlagOutline aria-hidden />
                {isFlagged ? t('exam.answer.unflag') : t('exam.answer.flag')}
              </span>
            </Button>
          </>
        }
      />
      <ActionBar>
        <Button className={styles.step} onClick={() => setIndex(index - 1)} disabled={index === 0}>
          {t('exam.nav.previous')}
        </Button>
        {last ? (
          submitButton('middle')
        ) : (
          <Button color="primary" onClick={() => setIndex(index + 1)}>
            {t('exam.nav.next')}
          </Button>
        )}
      </ActionBar>
      <BottomSheet
        visible={sheetOpen}
        onClose={() => setSheetOpen(false)}
        title={t('page.exam.answerSheet')}
      >
        <AnswerSheetGrid
          questionIds={questions.map((q) => q.id)}
          answers={answers}
          flagged={flagged}
          current={index}
          onPick={(to) => {
            setIndex(to);
            setSheetOpen(false);
          }}
        />
      </BottomSheet>
    </>
  );
}

/**
 * A timed exam (`?paperId=`): starts the attempt or resumes the one under way (`&attemptId=`
 * after the first load, so a reload never starts another), then answers are saved as given.
 */
export default function AnswerPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const paperId = positiveInt(params.get('paperId'));
  const attemptId = positiveInt(params.get('attemptId'));
  const startAt = Math.max(0, (positiveInt(params.get('q')) ?? 1) - 1);

  const attempt = useAsyncData(
    (signal) =>
      attemptId !== undefined
        ? api.get('/api/exam/attempts/{id}', {
            path: { id: attemptId },
            loading: false,
            toast: false,
            signal,
          })
        : paperId === undefined
          ? nothingToLoad<Attempt>()
          : api.post('/api/exam/papers/{id}/attempts', {
              path: { id: paperId },
              loading: false,
              toast: false,
              signal,
            }),
    [paperId, attemptId],
  );

  const loaded = attempt.status === 'success' ? attempt.data : null;
  useEffect(() => {
    if (!loaded) return;
    if (loaded.status !== 'in_progress') {
      clearStoredAttempt(loaded.id);
      navigate(gradePath(loaded.id), { replace: true });
    } else if (attemptId === undefined) {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('attemptId', String(loaded.id));
          return next;
        },
        { replace: true },
      );
    }
  }, [loaded, attemptId, navigate, setParams]);

  if (paperId === undefined && attemptId === undefined) {
    return (
      <AreaPage title="page.exam.answer">
        <EmptyState title={t('exam.answer.missingPaper')}>
          <LinkButton to={PATHS.exam.paper} color="primary" size="small">
            {t('page.exam.paper')}
          </LinkButton>
        </EmptyState>
      </AreaPage>
    );
  }
  return (
    <AreaPage title="page.exam.answer">
      <AsyncView state={attempt} onRetry={attempt.reload}>
        {(data) =>
          data.status === 'in_progress' ? (
            <TimedExam key={data.id} attempt={data} startAt={startAt} />
          ) : null
        }
      </AsyncView>
    </AreaPage>
  );
}
