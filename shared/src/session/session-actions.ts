import { API_PATHS, USER_REFRESH_THROTTLE_MS } from '../constants';
import { PATHS } from '../paths';
import type { User } from '../api/schema.gen';
// By package name, not by relative path: under Module Federation that resolves to the one shared
// request client instead of bundling a second copy into this module's chunk.
import { requestEnvelope } from 'shared/request';
import { decodeJwtExp } from './jwt';
import { navigateTo } from './navigator';
import { isSessionLoggedIn } from './session-queries';
import { initialSessionState, useSessionStore } from './session-store';
import type { SessionUser } from './session-user';

/** What a refresh did: fetched the profile, got a reply not coded "0", or did not call. */
export type RefreshOutcome = 'updated' | 'ignored' | 'throttled' | 'visitor';

export type RefreshOptions = {
  /** Fetch even within 10 s of the last refresh (login does). */
  force?: boolean;
};

let inFlight: Promise<RefreshOutcome> | null = null;

async function fetchProfile(
  token: string | null,
  previous: number | null,
): Promise<RefreshOutcome> {
  try {
    const envelope = await requestEnvelope<User>({
      method: 'GET',
      url: API_PATHS.me,
      loading: false,
    });
    // Spec 8: a profile reply whose code is not "0" (e.g. -1, which the client accepts) is ignored.
    if (String(envelope.code) !== '0') return 'ignored';
    // The session changed during the call (logout, another login): this profile is not its.
    if (useSessionStore.getState().token !== token) return 'ignored';
    useSessionStore.setState({ user: envelope.data });
    return 'updated';
  } catch (error) {
    // A failed refresh does not count, so the next one (a retry) is not throttled.
    useSessionStore.setState({ lastRefreshAt: previous });
    console.error('Refreshing the current user failed', error);
    throw error;
  }
}

/**
 * Spec 4: fetch /api/me into the store, at most once per 10 s unless forced. A visitor is not
 * fetched (the server would only answer "please log in"). Concurrent calls share one request.
 */
export function refreshUser(options: RefreshOptions = {}): Promise<RefreshOutcome> {
  if (!isSessionLoggedIn()) return Promise.resolve('visitor');
  if (!options.force && inFlight) return inFlight;
  const { token, lastRefreshAt } = useSessionStore.getState();
  const now = Date.now();
  if (!options.force && lastRefreshAt !== null && now - lastRefreshAt < USER_REFRESH_THROTTLE_MS) {
    return Promise.resolve('throttled');
  }
  useSessionStore.setState({ lastRefreshAt: now });
  const run = fetchProfile(token, lastRefreshAt).finally(() => {
    if (inFlight === run) inFlight = null;
  });
  inFlight = run;
  return run;
}

/**
 * Spec 4 and 7: login sets the token and the logged-in flag, then fetches /api/me. Resolves
 * with the user; rejects (after the catalogue's toast) when the profile cannot be fetched.
 */
export async function loginWithToken(token: string): Promise<SessionUser> {
  inFlight = null;
  useSessionStore.setState({
    token,
    exp: decodeJwtExp(token),
    isLoggedIn: true,
    user: initialSessionState().user,
    lastRefreshAt: null,
  });
  await refreshUser({ force: true });
  return useSessionStore.getState().user;
}

export type ResetOptions = {
  /** Go to the login page afterwards (default true). */
  redirect?: boolean;
};

/** Spec 4: clear the token and the user data, then go to the login page. */
export function resetSession(options: ResetOptions = {}): void {
  inFlight = null;
  useSessionStore.setState(initialSessionState());
  if (options.redirect !== false) navigateTo(PATHS.shell.login);
}

/**
 * Spec 7: POST /api/logout; on code '0' the local state is reset (and the user goes to login).
 * Resolves true when the session ended. A session that already expired is reset without a
 * call: the server would refuse the visitor's logout.
 */
export async function logout(): Promise<boolean> {
  if (!isSessionLoggedIn()) {
    resetSession();
    return true;
  }
  const envelope = await requestEnvelope<null>({ method: 'POST', url: API_PATHS.logout });
  if (String(envelope.code) !== '0') return false;
  resetSession();
  return true;
}
