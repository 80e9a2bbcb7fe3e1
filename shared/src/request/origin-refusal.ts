import { TOAST_DURATION_MS } from '../constants';
import type { ToastMessage } from '../toast-message';
import type { ReplyBody } from './read-body';

/**
 * The `code` of the HTTP 403 the API answers a page whose origin it does not allow (not in
 * API_CORS_ORIGINS; in development any localhost port is allowed). Before the API answered it
 * readably, the browser saw only a failed request and the page said the network was lost.
 */
export const ORIGIN_REFUSED_CODE = 'origin_refused';

/**
 * The refusal's toast, or undefined for any other reply: the catalogue text says what happened,
 * in the reader's language; the server's sentence below it names the origin and the setting
 * to change ("Origin http://localhost:3011 is not allowed to call this API: add it to
 * API_CORS_ORIGINS"). Shown as long as a failed call's URL: it is read, then acted on.
 */
export function originRefusalToast(status: number, body: ReplyBody): ToastMessage | undefined {
  if (status !== 403 || typeof body !== 'object' || body === null) return undefined;
  if (body.code !== ORIGIN_REFUSED_CODE) return undefined;
  const detail = typeof body.message === 'string' ? body.message.trim() : '';
  return {
    key: 'error.originRefused',
    ...(detail ? { detail } : {}),
    durationMs: TOAST_DURATION_MS.failedUrl,
  };
}
