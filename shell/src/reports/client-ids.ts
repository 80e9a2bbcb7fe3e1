/** The device's random id (localStorage): the canary choice of visitors and the reports' device. */
export const DEVICE_ID_KEY = 'shell.deviceId';
/** The browser session's random id (sessionStorage): what the reports count sessions by. */
export const SESSION_ID_KEY = 'shell.sessionId';

const ID_FORMAT = /^[A-Za-z0-9_-]{8,64}$/;

/** 32 hex digits from the platform's random source (also outside secure contexts). */
export function randomId(): string {
  const bytes = new Uint8Array(16);
  if (globalThis.crypto?.getRandomValues) globalThis.crypto.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Ids of this page when storage is blocked (some in-app browsers): kept for the page only. */
const inMemory = new Map<string, string>();

function keptId(storage: () => Storage, key: string): string {
  try {
    const kept = storage().getItem(key);
    if (kept !== null && ID_FORMAT.test(kept)) return kept;
  } catch {
    // Storage blocked: the id below is this page's.
  }
  const id = inMemory.get(key) ?? randomId();
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
