import type { DataRouter } from 'react-router';
import { checkAccess, isPublicPath } from 'shared/access';
import { currentAccessSession, useSessionStore } from 'shared/session';

/**
 * A session that has ended while a members' page is shown: the page is being left (a forced
 * logout navigates to the login page; `guardWhenSessionEnds` runs the guard otherwise). The
 * layout stops rendering it at once: kept for the visitor, its data would load again without a
 * token, and the reply's "Please log in first" would replace the toast that said why the
 * session ended ("Your login has expired").
 */
export function useSessionEndedOn(pathname: string): boolean {
  const ended = useSessionStore((state) => state.token === null);
  return ended && !isPublicPath(pathname);
}

/** What of the router the watch below reads and calls. */
export type GuardedRouter = Pick<DataRouter, 'state' | 'revalidate'>;

/**
 * The guard runs on navigations. A session that ends without one (a logout in another tab) runs
 * it again, so a reader left on a members' page goes to the login page with the guard's toast,
 * not to a blank page. Returns the function that stops watching.
 */
export function guardWhenSessionEnds(router: GuardedRouter): () => void {
  return useSessionStore.subscribe((state, previous) => {
    if (state.token !== null || previous.token === null) return;
    // After the code that ended the session has run: a forced logout navigates right after
    // resetting the store, and that navigation runs the guard itself.
    queueMicrotask(() => {
      if (router.state.navigation.state !== 'idle') return;
      const { pathname } = router.state.location;
      if (checkAccess(pathname, currentAccessSession()).kind !== 'allow') void router.revalidate();
    });
  });
}
