import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { SHARED_VERSION, SINGLETON_NAMES, registerSingleton } from '../singletons';
import { SESSION_STORAGE_KEY } from './session-storage-key';
import { DEFAULT_USER, type SessionUser } from './session-user';

registerSingleton(SINGLETON_NAMES.sessionStore, SHARED_VERSION);

export { SESSION_STORAGE_KEY };

export type SessionState = {
  /** Spec 3: the login token (a JWT), persisted. */
  token: string | null;
  /** The token's `exp` claim, in seconds. */
  exp: number | null;
  user: SessionUser;
  /** Spec 4: the flag login sets and logout/reset clears. Expiry is checked separately. */
  isLoggedIn: boolean;
  /** When the profile was last fetched (ms since the epoch); kept in memory only. */
  lastRefreshAt: number | null;
};

/**
 * State only: the actions are module functions (session-actions.ts), so the request client,
 * the guard and the shell call them outside React.
 */
export type SessionStore = SessionState;

export function initialSessionState(): SessionState {
  return {
    token: null,
    exp: null,
    user: { ...DEFAULT_USER },
    isLoggedIn: false,
    lastRefreshAt: null,
  };
}

type PersistedSession = Pick<SessionState, 'token' | 'exp' | 'user' | 'isLoggedIn'>;

export const useSessionStore = create<SessionStore>()(
  persist(() => initialSessionState(), {
    name: SESSION_STORAGE_KEY,
    version: 1,
    storage: createJSONStorage(() => localStorage),
    // The refresh throttle is per page: a new tab or a reload fetches the profile again.
    partialize: ({ token, exp, user, isLoggedIn }): PersistedSession => ({
      token,
      exp,
      user,
      isLoggedIn,
    }),
  }),
);
