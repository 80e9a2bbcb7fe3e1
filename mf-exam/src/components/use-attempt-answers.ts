import { useCallback, useEffect, useRef, useState } from 'react';
import { api, isRequestError } from 'shared/request';
import { isAnswered } from './answer-text';
import { mergeAnswers, readStoredAttempt, writeStoredAttempt } from './attempt-storage';
import type { Attempt } from './exam-types';

/** Typing in a blank is saved once the typing pauses; a tapped option almost at once. */
const SAVE_DELAY_MS = 300;
/** A save that failed (no network) is tried again this often, and when the browser is back online. */
const RETRY_MS = 5000;

export type SaveState = 'saved' | 'saving' | 'offline';

export type AttemptAnswers = {
  answers: Record<number, string[]>;
  saveState: SaveState;
  setAnswer: (questionId: number, answer: string[]) => void;
  /** Every answer the device holds, for the submit call. */
  allAnswers: () => { question_id: number; answer: string[] }[];
  /** The answers the server has not confirmed yet (sent with a leave's start). */
  unsyncedAnswers: () => { question_id: number; answer: string[] }[];
  /** Sends what is waiting now and resolves once the queue is empty or stuck. */
  flush: () => Promise<void>;
};

/**
 * What to do when the server refuses a saved answer (code 1): `stop` when the attempt is closed
 * (time up, submitted); `skip` when only that question is closed (sequential mode): the answer
 * is dropped and the queue goes on.
 */
export type RefusalAction = 'stop' | 'skip';

const same = (a: readonly string[] | undefined, b: readonly string[] | undefined) =>
  JSON.stringify(a ?? []) === JSON.stringify(b ?? []);

/**
 * An attempt's answers: each one written to the device first, then saved on the server in the
 * order given; what the server has not confirmed is retried, and restored after a reload.
 * `onRefused` runs when the server refuses an answer (code 1) and says what happens next.
 */
export function useAttemptAnswers(
  attempt: Attempt,
  onRefused: (questionId: number) => RefusalAction,
): AttemptAnswers {
  const attemptId = attempt.id;
  const [answers, setAnswers] = useState<Record<number, string[]>>(() =>
    mergeAnswers(attempt.answers, readStoredAttempt(attemptId)),
  );
  const [saveState, setSaveState] = useState<SaveState>('saved');
  const syncing = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const refused = useRef(onRefused);
  refused.current = onRefused;

  const sync = useCallback(async () => {
    if (syncing.current) return;
    syncing.current = true;
    try {
      for (;;) {
        const stored = readStoredAttempt(attemptId);
        const next = stored.unsynced[0];
        if (next === undefined) {
          setSaveState('saved');
          return;
        }
        setSaveState('saving');
        const sent = stored.answers[String(next)] ?? [];
        try {
          await api.post('/api/exam/attempts/{id}/answers', {
            path: { id: attemptId },
            body: { question_id: next, answer: isAnswered(sent) ? sent : [] },
            loading: false,
            toast: false,
          });
        } catch (error) {
          // Code 1: the attempt is closed (submitted, time up), or in sequential mode that question.
          if (isRequestError(error) && error.kind === 'business' && error.code === 1) {
            if (refused.current(next) === 'stop') return;
            const now = readStoredAttempt(attemptId);
            writeStoredAttempt(attemptId, {
              ...now,
              unsynced: now.unsynced.filter((id) => id !== next),
            });
            continue;
          }
          setSaveState('offline');
          return;
        }
        const now = readStoredAttempt(attemptId);
        // Confirmed unless the person changed that answer again while it was on its way.
        const unsynced = same(now.answers[String(next)], sent)
          ? now.unsynced.filter((id) => id !== next)
          : now.unsynced;
        writeStoredAttempt(attemptId, { ...now, unsynced });
      }
    } finally {
      syncing.current = false;
    }
  }, [attemptId]);

  useEffect(() => {
    // Answers a previous visit kept but never saved go to the server first.
    void sync();
    const retry = setInterval(() => void sync(), RETRY_MS);
    const handleOnline = () => void sync();
    window.addEventListener('online', handleOnline);
    return () => {
      clearInterval(retry);
      window.removeEventListener('online', handleOnline);
      if (timer.current) clearTimeout(timer.current);
    };
  }, [sync]);

  const setAnswer = useCallback(
    (questionId: number, answer: string[]) => {
      setAnswers((current) => ({ ...current, [questionId]: answer }));
      const stored = readStoredAttempt(attemptId);
      writeStoredAttempt(attemptId, {
        answers: { ...stored.answers, [String(questionId)]: answer },
        unsynced: stored.unsynced.includes(questionId)
          ? stored.unsynced
          : [...stored.unsynced, questionId],
      });
      setSaveState('saving');
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void sync(), SAVE_DELAY_MS);
    },
    [attemptId, sync],
  );

  const allAnswers = useCallback(
    () =>
      Object.entries(answers)
        .filter(([, answer]) => isAnswered(answer))
        .map(([id, answer]) => ({ question_id: Number(id), answer })),
    [answers],
  );

  const unsyncedAnswers = useCallback(() => {
    const stored = readStoredAttempt(attemptId);
    return stored.unsynced.flatMap((id) => {
      const answer = stored.answers[String(id)];
      return answer && isAnswered(answer) ? [{ question_id: id, answer }] : [];
    });
  }, [attemptId]);

  const flush = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    // A save already on its way finishes first; then whatever is left goes.
    while (syncing.current) await new Promise((resolve) => setTimeout(resolve, 50));
    await sync();
  }, [sync]);

  return { answers, saveState, setAnswer, allAnswers, unsyncedAnswers, flush };
}
