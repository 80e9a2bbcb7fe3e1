import {
  use,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type DependencyList,
} from 'react';
import { isRequestError } from 'shared/request';
import { useSessionStore } from 'shared/session';
import { HydratedCalls, RenderDataContext, ServerCalls } from './render-data';

export type AsyncState<T> =
  { status: 'loading' } | { status: 'success'; data: T } | { status: 'error'; error: unknown };

export type AsyncData<T> = AsyncState<T> & {
  /** Load again (after an error, or to refresh). */
  reload: () => void;
};

/** A signal that never aborts: a call on the server runs for its render. */
const RENDER_SIGNAL = new AbortController().signal;

const sameList = (a: readonly unknown[], b: readonly unknown[]): boolean =>
  a.length === b.length && a.every((value, i) => Object.is(value, b[i]));

/**
 * What a page or widget calls to load its data: the state of the call, and a reload. The call
 * runs again when `deps` change and when the session's token changes (log in, log out, another
 * tab), and when the network comes back after it failed for want of one; it is abandoned when the
 * component unmounts, and a stale reply never overwrites a newer one.
 * Pass `signal` on to the request client so an abandoned call is cancelled silently.
 *
 * On the shell's server the render waits for the call (the HTML holds the data); the browser
 * hydrating that page starts from the same data and does not ask again (render-data.tsx).
 */
export function useAsyncData<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: DependencyList,
): AsyncData<T> {
  const id = useId();
  const rendered = useContext(RenderDataContext);
  const token = useSessionStore((state) => state.token);
  const [attempt, setAttempt] = useState(0);
  const onServer =
    rendered instanceof ServerCalls ? use(rendered.call(id, () => load(RENDER_SIGNAL))) : null;
  const [state, setState] = useState<AsyncState<T>>(() => {
    const known = onServer?.ok
      ? { data: onServer.data }
      : rendered instanceof HydratedCalls
        ? rendered.read(id)
        : undefined;
    return known ? { status: 'success', data: known.data as T } : { status: 'loading' };
  });
  // The inputs the server's data was loaded with: the first load with the same ones is not needed.
  const hydratedWith = useRef<readonly unknown[] | null>(
    state.status === 'success' ? [...deps, token, attempt] : null,
  );

  useEffect(() => {
    const inputs = [...deps, token, attempt];
    if (hydratedWith.current && sameList(hydratedWith.current, inputs)) return undefined;
    hydratedWith.current = null;
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
