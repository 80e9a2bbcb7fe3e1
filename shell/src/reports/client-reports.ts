import { requestConfig } from 'shared/request';
import { isKnownUser, isSessionLoggedIn, useSessionStore } from 'shared/session';
import { deviceId, sessionId } from './client-ids';
import { errorMessage, reportPage } from './report-payload';
import { createReportQueue, type ReportQueue } from './report-queue';
import { releaseOf, remoteOfSource } from './report-tags';

// The shell's client reports (issue 17): what went wrong in which remote and release, and how
// fast each page loaded, batched and sent to `POST /api/client-reports` (report-queue.ts).

/** The logged-in user's id, or null for a visitor: the only personal data a report carries. */
function userId(): number | null {
  const { user } = useSessionStore.getState();
  return isSessionLoggedIn() && isKnownUser(user) ? user.id : null;
}

/** The same API base the request client uses ('' is the page's own origin). */
const reportsUrl = (): string =>
  `${requestConfig().baseURL.replace(/\/+$/, '')}/api/client-reports`;

const newQueue = (): ReportQueue =>
  createReportQueue({
    url: reportsUrl,
    identity: () => ({ session: sessionId(), device: deviceId(), user_id: userId() }),
  });

let queue = newQueue();
/** Errors reported already (a load failure the boundary catches again is one report). */
let reported = new WeakSet<object>();

/** False when this error object was reported (or set aside) before; marks it otherwise. */
function firstTime(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return true;
  if (reported.has(error)) return false;
  reported.add(error);
  return true;
}

const currentPage = (): string => reportPage(window.location.pathname);

/** An error that is no failure worth reporting (an old release's load refused during a switch). */
export function dontReport(error: unknown): void {
  firstTime(error);
}

/** Offline, every load fails: that says nothing about the release (and could not be sent). */
const offline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

/** A remote's code (its manifest, entry, a module or a page's chunk) failed to load. */
export function reportLoadFailure(remote: string, error: unknown): void {
  // On the shell's server: the page is then rendered in the browser, which reports what it
  // meets itself (the server counts its own fallbacks).
  if (typeof window === 'undefined') return;
  if (!firstTime(error) || offline()) return;
  queue.add({
    kind: 'remote-load',
    remote,
    release: releaseOf(remote),
    page: currentPage(),
    message: errorMessage(error),
  });
}

const LOAD_ERRORS = new Set(['RemoteUnavailableError', 'ChunkLoadError']);

/**
 * An error an area page's or a home widget's error boundary caught (`remote`: whose part it is;
 * null: the shell's own; `page`: the route, else the current location): a load failure counts
 * as one, anything else as a boundary error.
 */
export function reportCaught(remote: string | null, error: unknown, page?: string): void {
  if (!firstTime(error)) return;
  const isLoad = error instanceof Error && LOAD_ERRORS.has(error.name);
  if (isLoad && offline()) return;
  queue.add({
    kind: isLoad && remote !== null ? 'remote-load' : 'boundary',
    remote,
    release: releaseOf(remote),
    page: page ?? currentPage(),
    message: errorMessage(error),
  });
}

/**
 * The shell's server sent this page to be rendered here instead of with its HTML (`reason`:
 * over its time budget, an error, a canary, an unreadable session), tagged with the page's remote.
 */
export function reportRenderFallback(remote: string | null, reason: string): void {
  queue.add({
    kind: 'render-fallback',
    remote,
    release: releaseOf(remote),
    page: currentPage(),
    message: reason,
  });
}

/**
 * An error nobody caught, or a rejection nobody handled: tagged with the remote whose code its
 * stack or script names, else the shell's (null).
 */
export function reportUnhandled(error: unknown, source: string): void {
  if (!firstTime(error)) return;
  const remote = remoteOfSource(source);
  queue.add({
    kind: 'unhandled',
    remote,
    release: releaseOf(remote),
    page: currentPage(),
    message: errorMessage(error),
  });
}

/** A page load's largest contentful paint, tagged with the remote of the page's area (or null). */
export function reportLcp(remote: string | null, page: string, value: number, at: number): void {
  queue.add({ kind: 'lcp', remote, release: releaseOf(remote), page, value, at });
}

/** Sends what is queued now. */
export const flushReports = (): void => queue.flush();

export const reportStats = (): ReturnType<ReportQueue['stats']> => queue.stats();

/** For tests: an empty queue, a fresh rate budget, nothing reported yet. */
export function resetClientReports(): void {
  queue = newQueue();
  reported = new WeakSet();
}
