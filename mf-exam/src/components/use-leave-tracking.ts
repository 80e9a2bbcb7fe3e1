import { useEffect, useRef } from 'react';
import { randomHexId } from 'shared/platform';
import { api, type ContractData } from 'shared/request';

export type LeaveReply = ContractData<'post', '/api/exam/attempts/{id}/leaves'>;
type LeaveReason = 'hidden' | 'blur' | 'pagehide';
type AnswerToSave = { question_id: number; answer: string[] };

/**
 * A blur is a leave only when it lasts: WeChat's and the system's own sheets (share, keyboard
 * pickers) blur the window for a moment.
 */
export const BLUR_LEAVE_MS = 1000;

const key = (attemptId: number) => `mf-exam.leave.${attemptId}`;

function readLeaveId(attemptId: number): string | null {
  try {
    return localStorage.getItem(key(attemptId));
  } catch {
    return null;
  }
}

function writeLeaveId(attemptId: number, leaveId: string | null): void {
  try {
    if (leaveId === null) localStorage.removeItem(key(attemptId));
    else localStorage.setItem(key(attemptId), leaveId);
  } catch {
    // Storage disabled: the server still counts the start, and closes the leave on the next read.
  }
}

export type LeaveTrackingOptions = {
  attemptId: number;
  /** The answers the server has not confirmed yet: sent with the start, in case this is the end. */
  unsyncedAnswers: () => AnswerToSave[];
  /** Every reply (start and end): the count, and whether the leave submitted the attempt. */
  onReply: (reply: LeaveReply, event: 'start' | 'end') => void;
};

/**
 * Tells the server when the candidate leaves the exam page (the page hidden, the app switched,
 * the page unloaded, the window blurred for over a second) and when they come back. The leave's
 * id is kept on the device, so a return after a killed browser still ends (and counts) it. The
 * server does the counting and the submitting; this only reports. Runs in effects only.
 */
export function useLeaveTracking({ attemptId, unsyncedAnswers, onReply }: LeaveTrackingOptions) {
  const latest = useRef({ unsyncedAnswers, onReply });
  latest.current = { unsyncedAnswers, onReply };
  // Apart from the listeners' effect: React's strict mode runs that one twice, and the reply to
  // the end sent by the first run still belongs to this page.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    let blurTimer: ReturnType<typeof setTimeout> | null = null;

    const send = (leaveId: string, event: 'start' | 'end', reason?: LeaveReason) => {
      const answers = event === 'start' ? latest.current.unsyncedAnswers() : [];
      api
        .post('/api/exam/attempts/{id}/leaves', {
          path: { id: attemptId },
          body: {
            leave_id: leaveId,
            event,
            ...(reason ? { reason } : {}),
            ...(answers.length ? { answers } : {}),
          },
          loading: false,
          toast: false,
        })
        .then(
          (reply) => {
            if (mounted.current) latest.current.onReply(reply, event);
          },
          // A start that never arrives is counted by its end; an end that fails is closed by the
          // server on the next read of the attempt.
          () => undefined,
        );
    };

    const leave = (reason: LeaveReason) => {
      // One leave at a time: a blur and then hidden are the same leave.
      if (readLeaveId(attemptId) !== null) return;
      const leaveId = randomHexId();
      writeLeaveId(attemptId, leaveId);
      send(leaveId, 'start', reason);
    };

    const back = () => {
      if (blurTimer) {
        clearTimeout(blurTimer);
        blurTimer = null;
      }
      const leaveId = readLeaveId(attemptId);
      if (leaveId === null) return;
      writeLeaveId(attemptId, null);
      send(leaveId, 'end');
    };

    const handleVisibility = () => {
      if (document.visibilityState === 'hidden') leave('hidden');
      else back();
    };
    const handlePageHide = () => leave('pagehide');
    const handleBlur = () => {
      if (blurTimer) clearTimeout(blurTimer);
      blurTimer = setTimeout(() => {
        blurTimer = null;
        leave('blur');
      }, BLUR_LEAVE_MS);
    };
    const handleFocus = () => back();

    // A leave the device started before a reload or a killed browser ends now.
    if (document.visibilityState !== 'hidden') back();

    document.addEventListener('visibilitychange', handleVisibility);
    window.addEventListener('pagehide', handlePageHide);
    window.addEventListener('blur', handleBlur);
    window.addEventListener('focus', handleFocus);
    return () => {
      if (blurTimer) clearTimeout(blurTimer);
      document.removeEventListener('visibilitychange', handleVisibility);
      window.removeEventListener('pagehide', handlePageHide);
      window.removeEventListener('blur', handleBlur);
      window.removeEventListener('focus', handleFocus);
    };
  }, [attemptId]);
}

/** Forgets a leave the device holds for an attempt that is closed. */
export function clearStoredLeave(attemptId: number): void {
  writeLeaveId(attemptId, null);
}
