import { useStore, type UseBoundStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { currentServerRender } from 'shared/server-render';
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

/** The store itself (zustand's vanilla store); components read it through `useSessionStore`. */
const sessionStore = createStore<SessionStore>()(
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

// Set on the store object itself, which React's reads go through (`useStore`), before the hook
// below copies its methods.
if (typeof window === 'undefined') {
  // On the shell's server, every read is of the session of the reader being rendered.
  const createdState = sessionStore.getInitialState;
  const rendered = (): SessionState =>
    (currentServerRender()?.session as SessionState | undefined) ?? createdState();
  sessionStore.getState = rendered;
  sessionStore.getInitialState = rendered;
} else {
  // React reads a store's "server snapshot" while it hydrates a page rendered on the server: the
  // page was rendered with this reader's session (the shell puts the server's user in the store
  // first), not with the empty state the store was created with.
  const current = sessionStore.getState;
  sessionStore.getInitialState = current;
}

/** The session store as a hook (`useSessionStore((s) => s.token)`), with the store's methods. */
export const useSessionStore: UseBoundStore<typeof sessionStore> = Object.assign(
  <T>(selector: (state: SessionStore) => T) => useStore(sessionStore, selector),
  sessionStore,
) as UseBoundStore<typeof sessionStore>;
