import { isLoggedIn, type AccessSession } from '../access';
import { useSessionStore, type SessionState } from './session-store';
import { isKnownUser, type SessionUser } from './session-user';

type TokenFields = Pick<SessionState, 'token' | 'exp'>;

function tokenState({ token, exp }: TokenFields) {
  return exp === null ? { token } : { token, exp };
}

/** Spec 4: logged in = a token exists and its `exp` is in the future; otherwise a visitor. */
export function isSessionLoggedIn(now: number = Date.now()): boolean {
  return isLoggedIn(tokenState(useSessionStore.getState()), now);
}

/** What the route guard (`checkAccess`) needs, from a session state and the time. */
export function accessSessionOf(state: SessionState, now: number): AccessSession {
  return {
    ...tokenState(state),
    isCheck: isKnownUser(state.user) ? state.user.is_check : undefined,
    now,
  };
}

export function currentAccessSession(now: number = Date.now()): AccessSession {
  return accessSessionOf(useSessionStore.getState(), now);
}

/** The token to send, or null for a visitor: an expired token is not sent. */
export function activeToken(now: number = Date.now()): string | null {
  return isSessionLoggedIn(now) ? useSessionStore.getState().token : null;
}

export function useCurrentUser(): SessionUser {
  return useSessionStore((state) => state.user);
}

export function useIsLoggedIn(): boolean {
  return useSessionStore((state) => isLoggedIn(tokenState(state), Date.now()));
}
