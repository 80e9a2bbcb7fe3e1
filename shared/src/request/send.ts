import { AxiosError, CanceledError, isAxiosError, isCancel, type AxiosRequestConfig } from 'axios';
import { classifyResponse, type ResponseBody } from '../errors';
import { translateEnglish } from '../i18n/translate';
import { toastText } from '../toast-message';
import { axiosInstance, clientHeaders } from './axios-instance';
import { isReplyWaiting, keepPrefetched, takeEarlyReply } from './early-replies';
import { reportRequestFailure } from './failure-events';
import { beginLoading, endLoading } from './loading-counter';
import { requestConfig } from './request-config';
import { RequestError } from './request-error';
import type { Envelope, RequestOptions } from './request-options';
import { ORIGIN_REFUSED_CODE, originRefusalToast } from './origin-refusal';
import { readBody, type ReplyBody } from './read-body';

export type SendConfig = AxiosRequestConfig & RequestOptions;

type Reply = { kind: 'reply'; status: number; data: unknown } | { kind: 'failure'; error: unknown };

const TIMEOUT_CODES: readonly (string | undefined)[] = ['ECONNABORTED', 'ETIMEDOUT'];

function withoutOptions(config: SendConfig): AxiosRequestConfig {
  const { loading: _loading, toast: _toast, timeoutMs, headers, ...axiosConfig } = config;
  const { adapter, baseURL } = requestConfig();
  return {
    ...axiosConfig,
    baseURL,
    ...(timeoutMs !== undefined ? { timeout: timeoutMs } : {}),
    ...(headers ? { headers: { ...headers } } : {}),
    ...(adapter ? { adapter } : {}),
  };
}

const isGet = (config: AxiosRequestConfig): boolean =>
  (config.method ?? 'get').toLowerCase() === 'get';

async function fromNetwork(config: AxiosRequestConfig): Promise<Reply> {
  try {
    const response = await axiosInstance.request<unknown>(config);
    return { kind: 'reply', status: response.status, data: response.data };
  } catch (error) {
    return { kind: 'failure', error };
  }
}

/**
 * The call's reply: the one already on its way for it (early-replies.ts: the shell page's, or a
 * route loader's prefetch), else from the network. A call cancelled while it waited for such a
 * reply fails as cancelled.
 */
async function transmit(config: AxiosRequestConfig): Promise<Reply> {
  const early = isGet(config)
    ? takeEarlyReply(axiosInstance.getUri(config), clientHeaders())
    : undefined;
  const reply = early ? await withinTimeout(early, config) : null;
  if (reply === TIMED_OUT) {
    return { kind: 'failure', error: new AxiosError('timeout', AxiosError.ECONNABORTED) };
  }
  if (!reply) return fromNetwork(config);
  if (config.signal?.aborted) return { kind: 'failure', error: new CanceledError() };
  return { kind: 'reply', ...reply };
}

const TIMED_OUT = Symbol('timed out');

/**
 * A reply already on its way is waited for no longer than the call's own timeout: one that
 * hangs ends as the call would have, timed out (the page's timeout view), not in a wait forever.
 */
function withinTimeout<T>(
  reply: Promise<T>,
  config: AxiosRequestConfig,
): Promise<T | typeof TIMED_OUT> {
  const timeout = config.timeout ?? axiosInstance.defaults.timeout ?? 0;
  if (!(timeout > 0)) return reply;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), timeout);
  });
  return Promise.race([reply, timedOut]).finally(() => clearTimeout(timer));
}

/**
 * Starts a GET whose reply the page's own identical call takes (a route's loader, as the
 * navigation begins, so the data downloads beside the page's code). Nothing shows and nothing
 * throws here: the page's call reads the reply through the error catalogue as usual, and asks
 * again if this one failed.
 */
export function prefetch(config: SendConfig): void {
  const axiosConfig = withoutOptions({ ...config, method: 'GET' });
  const url = axiosInstance.getUri(axiosConfig);
  if (isReplyWaiting(url)) return;
  keepPrefetched(
    url,
    clientHeaders(),
    fromNetwork(axiosConfig).then((reply) =>
      reply.kind === 'reply' ? { status: reply.status, data: reply.data } : null,
    ),
  );
}

/** The browser knows it has no network (navigator.onLine is false only when that is certain). */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

function fail(
  error: RequestError,
  options: SendConfig,
  logout = false,
  toastAnyway = false,
): never {
  const { notify, onForcedLogout } = requestConfig();
  reportRequestFailure(error, options.method);
  // A page that opted out to show its errors inline is about to be left by the forced logout, so
  // the catalogue's toast is the only place the reason can show (spec 8, HTTP 500). An ended
  // session (code 401) concerns the whole app, not the page: its toast shows however the call
  // was made; so does a call the server never answered while the phone is online (below).
  if (error.toast && (options.toast !== false || logout || toastAnyway)) notify(error.toast);
  // Toast first: the forced logout navigates away, the message must already be on screen.
  if (logout) onForcedLogout();
  throw error;
}

function transportFailure(error: unknown, url: string, options: SendConfig): never {
  if (isCancel(error)) {
    throw new RequestError({ kind: 'canceled', message: 'The request was canceled', url });
  }
  // Not a transport failure but a bug (in an interceptor, an adapter): let it surface as is.
  if (!isAxiosError(error)) throw error;
  const { code } = error;
  const classified = classifyResponse({ kind: 'network', url });
  if (classified.ok) throw new Error('a missing reply cannot be a success');
  const kind = TIMEOUT_CODES.includes(code) ? 'timeout' : 'network';
  return fail(
    new RequestError({
      kind,
      message: toastText(classified.toast, translateEnglish),
      url,
      case: classified.case,
      toast: classified.toast,
    }),
    options,
    false,
    // Online and still no reply: the server or the way to it failed, which the page's own error
    // view cannot tell; the spec's toast names the call. Offline, the page's network-lost view
    // says it all.
    kind === 'network' && !isOffline(),
  );
}

const SESSION_CASES: readonly string[] = [
  'code-401-logged-in',
  'code-401-visitor',
  'http-401',
  'http-500-logged-in',
  'http-500-visitor',
];
const isSessionCase = (errorCase: string): boolean => SESSION_CASES.includes(errorCase);

function isEnvelope(body: ReplyBody): body is ResponseBody<unknown> {
  return typeof body === 'object' && body !== null && 'code' in body;
}

/**
 * One call through the error catalogue (spec 8). Resolves with the accepted envelope; rejects
 * with a RequestError after the catalogue's toast and, on HTTP 500, the forced logout.
 * A Blob reply (download) is accepted as the data unless it carries a refusing envelope.
 */
export async function send<T>(config: SendConfig): Promise<Envelope<T>> {
  const axiosConfig = withoutOptions(config);
  const url = axiosInstance.getUri(axiosConfig);
  // The session this call was made in: a session reply that comes back after it has ended (a
  // forced logout by an earlier call) must not toast or log out again.
  const sentWithToken = requestConfig().getToken();
  const showLoading = config.loading !== false;
  if (showLoading) beginLoading();
  let reply: Reply;
  try {
    reply = await transmit(axiosConfig);
  } finally {
    if (showLoading) endLoading();
  }
  if (reply.kind === 'failure') return transportFailure(reply.error, url, config);

  const { status } = reply;
  const body = await readBody(reply.data, status);
  const isBlob = config.responseType === 'blob';
  if (isBlob && status >= 200 && status < 300 && !isEnvelope(body)) {
    return { code: 0, data: reply.data as T };
  }

  // The contract's types vouch for `data`; the catalogue only checks the envelope.
  const classified = classifyResponse<unknown>({
    kind: 'http',
    status,
    body,
    loggedIn: requestConfig().isLoggedIn(),
  });
  if (classified.ok) {
    const code = isEnvelope(body) && body.code !== undefined ? body.code : 0;
    const data = (isBlob ? reply.data : classified.data) as T;
    return { code, data, ...(classified.message ? { message: classified.message } : {}) };
  }

  const { error } = classified;
  // A page on an origin the API does not allow: say so, not just "403" or the server's words.
  const originRefusal = originRefusalToast(status, body);
  const toast = originRefusal ?? classified.toast;
  const staleSessionReply =
    isSessionCase(classified.case) && requestConfig().getToken() !== sentWithToken;
  return fail(
    new RequestError({
      kind: error.kind,
      message: toastText(toast, translateEnglish),
      url,
      ...('status' in error ? { status: error.status } : {}),
      ...(error.kind === 'business' && error.code !== undefined ? { code: error.code } : {}),
      ...(originRefusal ? { code: ORIGIN_REFUSED_CODE } : {}),
      ...(error.kind === 'http' && error.statusCode !== undefined
        ? { statusCode: error.statusCode }
        : {}),
      case: classified.case,
      toast,
    }),
    staleSessionReply ? { ...config, toast: false } : config,
    classified.logout && !staleSessionReply,
    isSessionCase(classified.case) && !staleSessionReply,
  );
}
