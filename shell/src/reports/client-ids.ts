import { randomHexId } from 'shared/platform';

/** The device's random id (localStorage): the canary choice of visitors and the reports' device. */
export const DEVICE_ID_KEY = 'shell.deviceId';
/** The browser session's random id (sessionStorage): what the reports count sessions by. */
export const SESSION_ID_KEY = 'shell.sessionId';

const ID_FORMAT = /^[A-Za-z0-9_-]{8,64}$/;

/** Ids of this page when storage is blocked (some in-app browsers): kept for the page only. */
const inMemory = new Map<string, string>();

function keptId(storage: () => Storage, key: string): string {
  try {
    const kept = storage().getItem(key);
    if (kept !== null && ID_FORMAT.test(kept)) return kept;
  } catch {
    // Storage blocked: the id below is this page's.
  }
  const id = inMemory.get(key) ?? randomHexId();
  inMemory.set(key, id);
  try {
    storage().setItem(key, id);
  } catch {
    // Kept in memory only.
  }
  return id;
}

export const deviceId = (): string => keptId(() => window.localStorage, DEVICE_ID_KEY);

export const sessionId = (): string => keptId(() => window.sessionStorage, SESSION_ID_KEY);
