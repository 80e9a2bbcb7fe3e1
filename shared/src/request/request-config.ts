import type { AxiosAdapter } from 'axios';
import type { ToastMessage } from '../toast-message';

/**
 * What the request client needs from the rest of the app. The session store, the UI layer and
 * the shell each fill in their part (`configureRequest`), so the client imports none of them.
 */
export type RequestConfig = {
  /** The API origin (the shell passes it from its configuration); '' means same origin. */
  baseURL: string;
  /** The session token, or null for a visitor (the header then reads `visitor`). */
  getToken: () => string | null;
  /** Picks between the catalogue's logged-in and visitor rows. */
  isLoggedIn: () => boolean;
  /** Spec 8, HTTP 500: the session ends (the session store resets and goes to login). */
  onForcedLogout: () => void;
  /** Shows a catalogue toast (the UI layer translates and draws it). */
  notify: (toast: ToastMessage) => void;
  showLoading: () => void;
  hideLoading: () => void;
  /**
   * The language the reader sees, sent as Accept-Language so texts the server writes (order titles,
   * ledger reasons, refusals) come back in it; undefined leaves the browser's own header.
   */
  getLanguage?: () => string;
  /** Overrides the browser's user agent for the channel header (tests, embedded web views). */
  userAgent?: string;
  /** Replaces the HTTP transport (tests, end-to-end fakes). */
  adapter?: AxiosAdapter;
};

const noop = (): void => {};

export const DEFAULT_REQUEST_CONFIG: RequestConfig = {
  baseURL: '',
  getToken: () => null,
  isLoggedIn: () => false,
  onForcedLogout: noop,
  notify: noop,
  showLoading: noop,
  hideLoading: noop,
};

let current: RequestConfig = { ...DEFAULT_REQUEST_CONFIG };

/** Merge part of the configuration over what is set; later calls win, field by field. */
export function configureRequest(patch: Partial<RequestConfig>): void {
  current = { ...current, ...patch };
}

export function requestConfig(): Readonly<RequestConfig> {
  return current;
}

/** Back to the defaults: for tests only (the session and UI wiring is lost too). */
export function resetRequestConfig(): void {
  current = { ...DEFAULT_REQUEST_CONFIG };
}
