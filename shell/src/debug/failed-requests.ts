import { onRequestFailure, type RequestFailure } from 'shared/request';

/** How many failures the panel keeps, newest first. */
export const KEPT_FAILURES = 20;

let failures: readonly RequestFailure[] = [];
const listeners = new Set<() => void>();
let stopWatching: (() => void) | undefined;

/** Starts recording the request client's failures (from start-up, so none is missed). */
export function watchFailedRequests(): void {
  stopWatching ??= onRequestFailure((failure) => {
    failures = [failure, ...failures].slice(0, KEPT_FAILURES);
    for (const listener of listeners) listener();
  });
}

export const failedRequests = (): readonly RequestFailure[] => failures;

export function subscribeFailedRequests(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** For tests. */
export function resetFailedRequests(): void {
  stopWatching?.();
  stopWatching = undefined;
  failures = [];
}
