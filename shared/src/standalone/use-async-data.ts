import { useCallback, useEffect, useState, type DependencyList } from 'react';
import { isRequestError } from 'shared/request';
import { useSessionStore } from 'shared/session';

export type AsyncState<T> =
  { status: 'loading' } | { status: 'success'; data: T } | { status: 'error'; error: unknown };

export type AsyncData<T> = AsyncState<T> & {
  /** Load again (after an error, or to refresh). */
  reload: () => void;
};

/**
 * What a page or widget calls to load its data: the state of the call, and a reload. The call
 * runs again when `deps` change and when the session's token changes (log in, log out, another
 * tab), and when the network comes back after it failed for want of one; it is abandoned when the
 * component unmounts, and a stale reply never overwrites a newer one.
 * Pass `signal` on to the request client so an abandoned call is cancelled silently.
 */
export function useAsyncData<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: DependencyList,
): AsyncData<T> {
  const token = useSessionStore((state) => state.token);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<AsyncState<T>>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'success', data });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (isRequestError(error) && error.kind === 'canceled') return;
        setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
    // `load` is a new function on every render; what it reads is listed in `deps`.
  }, [...deps, token, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  // A load lost with the network comes back with it, without waiting for a tap on Retry.
  const lostToNetwork =
    state.status === 'error' && isRequestError(state.error) && state.error.kind === 'network';
  useEffect(() => {
    if (!lostToNetwork) return undefined;
    window.addEventListener('online', reload);
    return () => window.removeEventListener('online', reload);
  }, [lostToNetwork, reload]);

  return { ...state, reload };
}
