import type { ToastMessage } from '../toast-message';
import {
  ERROR_CATALOGUE,
  FALLBACK_ERROR_KEY,
  SUCCESS_CODES,
  type ErrorCase,
  type ErrorText,
} from './error-catalogue';

/** Spec 3: the envelope `{code, message, data}`; error replies may carry `status_code`. */
export type ResponseBody<T> = {
  code?: number | string;
  message?: string;
  status_code?: number | string;
  data?: T;
};

export type ResponseInput<T> =
  | {
      kind: 'http';
      status: number;
      /** A string when the reply was not JSON (a proxy's error page). */
      body?: ResponseBody<T> | string | null;
      loggedIn: boolean;
    }
  | { kind: 'network'; url: string };

export type ResponseFailure =
  | { kind: 'business'; status: number; code: number | string | undefined; message?: string }
  | { kind: 'http'; status: number; statusCode?: number | string; message?: string }
  | { kind: 'network'; url: string };

export type ClassifiedResponse<T> =
  | { ok: true; data: T; message?: string }
  | {
      ok: false;
      /** The catalogue row that applied. */
      case: ErrorCase;
      toast: ToastMessage;
      logout: boolean;
      error: ResponseFailure;
    };

// `'0'` and `0` are the same code to the server; anything non-numeric stays as sent.
function normalizeCode(code: number | string | undefined): number | string | undefined {
  if (typeof code === 'string' && /^-?\d+$/.test(code.trim())) return Number(code);
  return code;
}

// Even a JSON reply may lack any field, or carry a non-string message: read defensively.
function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function caseOfEnvelope(code: number | string | undefined, loggedIn: boolean): ErrorCase {
  if (code === 401) return loggedIn ? 'code-401-logged-in' : 'code-401-visitor';
  if (code === 1) return 'code-1';
  return 'code-other';
}

function caseOfStatus(status: number, loggedIn: boolean): ErrorCase {
  if (status === 401) return 'http-401';
  if (status === 422) return 'http-422';
  if (status === 500) return loggedIn ? 'http-500-logged-in' : 'http-500-visitor';
  return 'http-other';
}

function toastFor(
  text: ErrorText,
  durationMs: number,
  details: { message?: string; statusCode?: number | string; url?: string },
): ToastMessage {
  if ('key' in text) {
    return text.withUrl && details.url
      ? { key: text.key, detail: details.url, durationMs }
      : { key: text.key, durationMs };
  }
  if (text.from === 'status-code-and-message') {
    // Spec 8: "status_code joined with message", e.g. "422 mobile is required".
    const joined = [details.statusCode, details.message].filter(Boolean).join(' ');
    return joined ? { text: joined, durationMs } : { key: FALLBACK_ERROR_KEY, durationMs };
  }
  return details.message
    ? { text: details.message, durationMs }
    : { key: FALLBACK_ERROR_KEY, durationMs };
}

function failure<T>(
  errorCase: ErrorCase,
  error: ResponseFailure,
  details: { message?: string; statusCode?: number | string; url?: string },
): ClassifiedResponse<T> {
  const row = ERROR_CATALOGUE[errorCase];
  return {
    ok: false,
    case: errorCase,
    toast: toastFor(row.text, row.durationMs, details),
    logout: row.logout,
    error,
  };
}

/**
 * Spec 8: turn one reply (or its absence) into data or a failure with its toast. Pure: the
 * request client shows the toast, logs out when told, and rejects with `error`.
 */
export function classifyResponse<T>(input: ResponseInput<T>): ClassifiedResponse<T> {
  if (input.kind === 'network') {
    return failure('network', { kind: 'network', url: input.url }, { url: input.url });
  }

  const { status, loggedIn } = input;
  const body = typeof input.body === 'object' && input.body !== null ? input.body : undefined;
  const message = nonEmptyString(body?.message);

  if (status >= 200 && status < 300) {
    const code = normalizeCode(body?.code);
    if (typeof code === 'number' && SUCCESS_CODES.includes(code)) {
      return { ok: true, data: body?.data as T, ...(message ? { message } : {}) };
    }
    return failure(
      caseOfEnvelope(code, loggedIn),
      { kind: 'business', status, code, ...(message ? { message } : {}) },
      { message },
    );
  }

  const statusCode = body?.status_code ?? (status === 422 ? status : undefined);
  return failure(
    caseOfStatus(status, loggedIn),
    {
      kind: 'http',
      status,
      ...(statusCode !== undefined ? { statusCode } : {}),
      ...(message ? { message } : {}),
    },
    { message, statusCode },
  );
}
