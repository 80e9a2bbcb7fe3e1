import { REMOTE_OF_AREA, isRemoteArea } from 'shared/federation';
import { areaOfPath } from 'shared/paths';
import type { FallbackReason } from '../server/render-reasons';
import {
  flushReports,
  reportRenderFallback as queueRenderFallback,
  reportStats,
  reportUnhandled,
} from './client-reports';
import { commitLcp, watchLcp } from './page-lcp';

declare global {
  // Augmenting Window merges declarations, which only an interface can do.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface Window {
    /** The browser suite sends the queued reports with `flush()` (as hiding the page would). */
    __clientReports?: { flush(): void; stats(): ReturnType<typeof reportStats> };
  }
}

const stackOf = (value: unknown): string =>
  value instanceof Error && typeof value.stack === 'string' ? value.stack : '';

/** The page goes away or out of sight: its LCP is final, and what is queued goes now. */
function sendNow(): void {
  commitLcp();
  flushReports();
}

function onError(event: ErrorEvent): void {
  const error: unknown = event.error ?? event.message;
  reportUnhandled(error, `${event.filename ?? ''}\n${stackOf(event.error)}`);
}

function onRejection(event: PromiseRejectionEvent): void {
  const reason: unknown = event.reason;
  reportUnhandled(reason, stackOf(reason));
}

function onVisibility(): void {
  if (document.visibilityState === 'hidden') sendNow();
}

/**
 * Starts the client reports: listeners only (uncaught errors and rejections, the page hiding),
 * nothing that costs the first frame. The error boundaries and remote loads report on their own.
 * Answers a function that stops them (tests).
 */
export function startClientReports(): () => void {
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', sendNow);
  window.__clientReports = { flush: sendNow, stats: reportStats };
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pagehide', sendNow);
    delete window.__clientReports;
  };
}

/** After the first frame: loads web-vitals and watches the page load's LCP. */
export function startPageTimings(): void {
  const watch = () =>
    void watchLcp().catch((error: unknown) => console.warn('Page timings unavailable', error));
  requestAnimationFrame(() => setTimeout(watch, 0));
}

/** Reports that the shell's server sent this page to be rendered here, and why. */
export function reportRenderFallback(reason: FallbackReason): void {
  const area = areaOfPath(window.location.pathname);
  queueRenderFallback(isRemoteArea(area) ? REMOTE_OF_AREA[area] : null, reason);
}
