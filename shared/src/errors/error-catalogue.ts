// Spec section 8 as one table: every way a call can fail, what the user is told, for how long,
// and whether the session ends. classifyResponse only decides which row applies.
import { TOAST_DURATION_MS } from '../constants';
import type { PlainMessageKey } from '../i18n/translate';

export type ErrorCase =
  | 'code-401-logged-in'
  | 'code-401-visitor'
  | 'code-1'
  | 'code-other'
  | 'http-401'
  | 'http-422'
  | 'http-500-logged-in'
  | 'http-500-visitor'
  | 'http-other'
  | 'network';

/** Where the toast's words come from. */
export type ErrorText =
  | { key: PlainMessageKey; withUrl?: true }
  | { from: 'server-message' }
  | { from: 'status-code-and-message' };

export type ErrorRow = {
  text: ErrorText;
  durationMs: number;
  /** Spec 4: only the HTTP 500 rows end the session. */
  logout: boolean;
};

export const ERROR_CATALOGUE = {
  // HTTP 2xx whose envelope code is not a success.
  'code-401-logged-in': {
    text: { key: 'session.expired' },
    durationMs: TOAST_DURATION_MS.default,
    logout: false,
  },
  'code-401-visitor': {
    text: { key: 'session.loginFirst' },
    durationMs: TOAST_DURATION_MS.default,
    logout: false,
  },
  'code-1': {
    text: { from: 'server-message' },
    durationMs: TOAST_DURATION_MS.codeOne,
    logout: false,
  },
  'code-other': {
    text: { from: 'server-message' },
    durationMs: TOAST_DURATION_MS.default,
    logout: false,
  },
  // Any other HTTP status.
  'http-401': {
    text: { key: 'session.loginAgain' },
    durationMs: TOAST_DURATION_MS.default,
    logout: false,
  },
  'http-422': {
    text: { from: 'status-code-and-message' },
    durationMs: TOAST_DURATION_MS.default,
    logout: false,
  },
  'http-500-logged-in': {
    text: { key: 'session.expired' },
    durationMs: TOAST_DURATION_MS.default,
    logout: true,
  },
  'http-500-visitor': {
    text: { key: 'session.loginFirstStrict' },
    durationMs: TOAST_DURATION_MS.default,
    logout: true,
  },
  'http-other': {
    text: { from: 'server-message' },
    durationMs: TOAST_DURATION_MS.default,
    logout: false,
  },
  // No reply at all.
  network: {
    text: { key: 'error.requestFailed', withUrl: true },
    durationMs: TOAST_DURATION_MS.failedUrl,
    logout: false,
  },
} as const satisfies Record<ErrorCase, ErrorRow>;

/** Envelope codes that mean success (spec 8: 0 or -1; the server may send them as strings). */
export const SUCCESS_CODES: readonly number[] = [0, -1];

/** Said instead of a server message when an error reply carries none. */
export const FALLBACK_ERROR_KEY: PlainMessageKey = 'error.unknown';
