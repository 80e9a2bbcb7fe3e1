import { Button, Dialog } from 'shared/ui-kit';
import { AppstoreOutline, ClockCircleOutline, FlagOutline } from 'antd-mobile-icons';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PATHS } from 'shared/paths';
import { api, isRequestError } from 'shared/request';
import { ActionBar, AreaPage, AsyncView, useAsyncData, Watermark } from 'shared/standalone';
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
import {
  useAttemptAnswers,
  type RefusalAction,
  type SaveState,
} from '../components/use-attempt-answers';
import { useCountdown } from '../components/use-countdown';
import { clearStoredLeave, useLeaveTracking } from '../components/use-leave-tracking';
import { LinkButton } from '../components/link-button';
import styles from './answer-page.module.css';

/** The last minutes are shown in red. */
const HURRY_SECONDS = 300;

const SAVE_TEXT = {
  saved: 'exam.answer.saved',
  saving: 'exam.answer.saving',
  offline: 'exam.answer.offline',
} as const satisfies Record<SaveState, string>;

/** The last seconds of a question in sequential mode are shown in red. */
const QUESTION_HURRY_SECONDS = 10;

/** Sequential mode: the current question's own countdown, from the server's clock. */
function QuestionTimer({ seconds, onTimeUp }: { seconds: number; onTimeUp: () => void }) {
  const { t } = useTranslation();
  const left = useCountdown(seconds);
  const timeUp = useRef(onTimeUp);
  timeUp.current = onTimeUp;
  useEffect(() => {
    if (left === 0) timeUp.current();
  }, [left]);
  return (
    <span
      role="timer"
      aria-label={t('exam.answer.questionTimeLeft', { time: clockText(left) })}
      className={
        left <= QUESTION_HURRY_SECONDS
          ? `${styles.questionTimer} ${styles.hurry}`
          : styles.questionTimer
      }
    >
      <ClockCircleOutline aria-hidden />
      {clockText(left)}
    </span>
  );
}

function TimedExam({ attempt: loaded, startAt }: { attempt: Attempt; startAt: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [attempt, setAttempt] = useState(loaded);
  const sequential = attempt.question_seconds !== null;
  const [browsed, setBrowsed] = useState(Math.min(startAt, attempt.questions.length - 1));
  const [flagged, setFlagged] = useState<number[]>(attempt.flagged);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [advancing, setAdvancing] = useState(false);
  const [leaveCount, setLeaveCount] = useState(attempt.leave_count);
  const submitted = useRef(false);
  const left = useCountdown(attempt.remaining_seconds);

  const toGrade = useCallback(() => {
    submitted.current = true;
    clearStoredAttempt(attempt.id);
    clearStoredLeave(attempt.id);
    navigate(gradePath(attempt.id), { replace: true });
  }, [attempt.id, navigate]);

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
        .then(toGrade, () => {
          // Nothing was lost: the answers stay on the device and the submit can be retried.
          submitted.current = false;
          setSubmitting(false);
        });
    },
    [attempt.id, toGrade],
  );

  /** A new state of the attempt from the server (an advance, a re-read). */
  const showAttempt = useCallback(
    (next: Attempt) => {
      if (next.status !== 'in_progress') toGrade();
      else setAttempt(next);
    },
    [toGrade],
  );

  const reread = useCallback(() => {
    api
      .get('/api/exam/attempts/{id}', {
        path: { id: attempt.id },
        loading: false,
        toast: false,
      })
      .then(showAttempt, () => undefined);
  }, [attempt.id, showAttempt]);

  const handleRefused = useCallback((): RefusalAction => {
    if (!sequential) {
      finish([]);
      return 'stop';
    }
    // The question (or the attempt) closed: the server's attempt says which.
    reread();
    return 'skip';
  }, [sequential, finish, reread]);
  const { answers, saveState, setAnswer, allAnswers, unsyncedAnswers, flush } = useAttemptAnswers(
    attempt,
    handleRefused,
  );

  useLeaveTracking({
    attemptId: attempt.id,
    unsyncedAnswers,
    onReply: (reply, event) => {
      setLeaveCount(reply.leave_count);
      if (reply.status !== 'in_progress') {
        toGrade();
        return;
      }
      if (event === 'end' && reply.leave_limit !== null) {
        void Dialog.alert({
          title: t('exam.leave.title'),
          content:
            reply.leaves_left === 0
              ? t('exam.leave.last', { n: reply.leave_count, limit: reply.leave_limit })
              : t('exam.leave.more', {
                  n: reply.leave_count,
                  limit: reply.leave_limit,
                  count: reply.leaves_left ?? 0,
                }),
          confirmText: t('exam.leave.back'),
        });
      }
    },
  });

  // Time is up, or in sequential mode the last question has closed: nothing more can be answered.
  const allClosed = sequential && attempt.current_question_id === null;
  useEffect(() => {
    if (left === 0 || allClosed) finish(allAnswers());
  }, [left, allClosed, finish, allAnswers]);

  const questions = attempt.questions;
  const currentIndex = questions.findIndex((q) => q.id === attempt.current_question_id);
  // Sequential mode: always the open question (the last one once every question has closed).
  const index = sequential ? (currentIndex < 0 ? questions.length - 1 : currentIndex) : browsed;
  const question = questions[index];
  const total = sequential ? attempt.question_count : questions.length;

  const advance = useCallback(
    async (questionId: number) => {
      if (advancing) return;
      setAdvancing(true);
      await flush();
      try {
        const next = await api.post('/api/exam/attempts/{id}/advance', {
          path: { id: attempt.id },
          body: { question_id: questionId },
          loading: false,
        });
        showAttempt(next);
      } catch (error) {
        // Closed meanwhile (time up, submitted): the grade says how it ended.
        if (isRequestError(error) && error.kind === 'business' && error.code === 1) toGrade();
      } finally {
        setAdvancing(false);
      }
    },
    [advancing, attempt.id, flush, showAttempt, toGrade],
  );

  if (!question) return <EmptyState />;
  const answeredCount = Object.entries(answers).filter(([, a]) => isAnswered(a)).length;
  const unanswered = total - answeredCount;
  const isFlagged = flagged.includes(question.id);
  // Sequential mode: the last question is open and the rest closed (or every question closed).
  const last = index === total - 1 || (sequential && currentIndex < 0);
  const questionOpen = !sequential || (currentIndex >= 0 && !question.locked);

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

  const handleNext = () => {
    if (sequential) void advance(question.id);
    else setBrowsed(index + 1);
  };

  const submitButton = (size: 'small' | 'middle') => (
    <Button color="primary" size={size} loading={submitting} onClick={handleSubmit}>
      {t('exam.answer.submit')}
    </Button>
  );
  const leaves =
    attempt.leave_limit !== null
      ? t('exam.answer.leaves', { count: leaveCount, limit: attempt.leave_limit })
      : leaveCount > 0
        ? t('exam.answer.leavesUnlimited', { count: leaveCount })
        : null;

  return (
    <>
      <Watermark text={attempt.watermark} />
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
          <span className={styles.meta}>
            {saveState === 'offline' ? null : (
              <span className={styles.save}>{t(SAVE_TEXT[saveState])}</span>
            )}
            {leaves !== null ? (
              <span
                className={
                  leaveCount > 0 && attempt.leave_limit !== null
                    ? `${styles.leaves} ${styles.leavesUsed}`
                    : styles.leaves
                }
              >
                {leaves}
              </span>
            ) : null}
          </span>
        </div>
        <div className={styles.tools}>
          <Button size="small" onClick={() => setSheetOpen(true)}>
            <span className={styles.sheetLabel}>
              <AppstoreOutline aria-hidden />
              {t('exam.answer.sheet', { answered: answeredCount, total })}
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
        position={`${index + 1} / ${total}`}
        value={answers[question.id] ?? []}
        onChange={(next) => setAnswer(question.id, next)}
        disabled={submitting || left === 0 || !questionOpen || advancing}
        extra={
          <>
            <span className={styles.points}>
              {t('exam.answer.points', { count: question.score })}
            </span>
            {sequential && question.closes_at !== null && questionOpen ? (
              <QuestionTimer
                key={`${question.id}-${attempt.server_now}`}
                seconds={Math.max(0, question.closes_at - attempt.server_now)}
                onTimeUp={() => void advance(question.id)}
              />
            ) : null}
            {/* No coming back in sequential mode, so nothing to flag. Amber like the flag's dot
                on the answer sheet: a reminder, not an error, and orange already means answered. */}
            {sequential ? null : (
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
            )}
          </>
        }
      />
      <ActionBar>
        {sequential ? null : (
          <Button
            className={styles.step}
            onClick={() => setBrowsed(index - 1)}
            disabled={index === 0}
          >
            {t('exam.nav.previous')}
          </Button>
        )}
        {last ? (
          submitButton('middle')
        ) : (
          <Button color="primary" loading={advancing} onClick={handleNext}>
            {t('exam.nav.next')}
          </Button>
        )}
      </ActionBar>
      <BottomSheet
        visible={sheetOpen}
        onClose={() => setSheetOpen(false)}
        title={t('page.exam.answerSheet')}
      >
        {sequential ? <p className={styles.sheetNote}>{t('exam.sheet.sequential')}</p> : null}
        <AnswerSheetGrid
          questionIds={questions.map((q) => q.id)}
          answers={answers}
          flagged={flagged}
          current={index}
          total={total}
          onPick={
            sequential
              ? undefined
              : (to) => {
                  setBrowsed(to);
                  setSheetOpen(false);
                }
          }
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
