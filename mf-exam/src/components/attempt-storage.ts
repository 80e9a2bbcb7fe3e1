/**
 * The device's copy of an attempt's answers (localStorage, keyed by attempt): written before the
 * server is asked, so an answer survives a failed save, a reload or a killed browser. `unsynced`
 * lists the questions whose latest answer the server has not confirmed yet.
 */
export type StoredAttempt = { answers: Record<string, string[]>; unsynced: number[] };

const key = (attemptId: number) => `mf-exam.attempt.${attemptId}`;
const EMPTY: StoredAttempt = { answers: {}, unsynced: [] };

function isStoredAttempt(value: unknown): value is StoredAttempt {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<StoredAttempt>;
  return typeof v.answers === 'object' && v.answers !== null && Array.isArray(v.unsynced);
}

export function readStoredAttempt(attemptId: number): StoredAttempt {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key(attemptId)) ?? 'null');
    return isStoredAttempt(parsed) ? parsed : EMPTY;
  } catch {
    return EMPTY;
  }
}

export function writeStoredAttempt(attemptId: number, stored: StoredAttempt): void {
  try {
    localStorage.setItem(key(attemptId), JSON.stringify(stored));
  } catch {
    // Storage full or disabled (private mode): the server copy still holds every saved answer.
  }
}

export function clearStoredAttempt(attemptId: number): void {
  try {
    localStorage.removeItem(key(attemptId));
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}

/**
 * The answers to show after a reload: the server's, overridden by answers the device kept but the
 * server never confirmed (they are newer).
 */
export function mergeAnswers(
  server: readonly { question_id: number; answer: string[] }[],
  stored: StoredAttempt,
): Record<number, string[]> {
  const merged: Record<number, string[]> = {};
  for (const saved of server) merged[saved.question_id] = saved.answer;
  for (const id of stored.unsynced) {
    const local = stored.answers[String(id)];
    if (local) merged[id] = local;
  }
  return merged;
}
