import type { ErrorCase } from '../errors';
import type { ToastMessage } from '../toast-message';

/**
 * How a call failed: refused by the server in the envelope (`business`), an HTTP error status
 * (`http`), no reply (`network`), no reply in time (`timeout`: pages offer "tap the screen to
 * retry"), or abandoned by the caller through its AbortSignal (`canceled`: nothing is shown).
 */
export type RequestErrorKind = 'business' | 'http' | 'network' | 'timeout' | 'canceled';

export type RequestErrorInit = {
  kind: RequestErrorKind;
  message: string;
  url: string;
  code?: number | string;
  status?: number;
  statusCode?: number | string;
  case?: ErrorCase;
  toast?: ToastMessage;
};

export class RequestError extends Error {
  override readonly name = 'RequestError';
  readonly kind: RequestErrorKind;
  readonly url: string;
  /** The envelope's code (business errors); 'origin_refused' when the API refuses the page. */
  readonly code?: number | string;
  /** The HTTP status, when there was a reply. */
  readonly status?: number;
  /** `status_code` of a 422 reply. */
  readonly statusCode?: number | string;
  /** The error catalogue row that applied (none for a cancellation). */
  readonly case?: ErrorCase;
  /** What the user is (or, with `toast: false`, would have been) told: render it inline. */
  readonly toast?: ToastMessage;

  constructor(init: RequestErrorInit) {
    super(init.message);
    this.kind = init.kind;
    this.url = init.url;
    if (init.code !== undefined) this.code = init.code;
    if (init.status !== undefined) this.status = init.status;
    if (init.statusCode !== undefined) this.statusCode = init.statusCode;
    if (init.case !== undefined) this.case = init.case;
    if (init.toast !== undefined) this.toast = init.toast;
  }
}

// Checked by name too: a page might hold an error thrown by another copy of this module.
export function isRequestError(value: unknown): value is RequestError {
  return (
    value instanceof RequestError ||
    (value instanceof Error && value.name === 'RequestError' && 'kind' in value)
  );
}
