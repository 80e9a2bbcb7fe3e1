import { useEffect } from 'react';
import { refreshUser, useCurrentUser, useIsLoggedIn, type SessionUser } from 'shared/session';

/**
 * The current user, refreshed from /api/me when a page shows it (at most every 10 s, spec 4).
 * A failed refresh keeps what the store has; the request client has already said why.
 */
export function useFreshUser(): { user: SessionUser; loggedIn: boolean } {
  const user = useCurrentUser();
  const loggedIn = useIsLoggedIn();
  useEffect(() => {
    if (loggedIn) refreshUser().catch(() => undefined);
  }, [loggedIn]);
  return { user, loggedIn };
}
