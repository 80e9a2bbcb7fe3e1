import { act, renderHook } from '@testing-library/react';
import { envelope } from '../request/testing/fake-adapter';
import { handleSessionStorageEvent, syncSessionAcrossTabs } from './cross-tab-sync';
import { loginWithToken, resetSession } from './session-actions';
import {
  accessSessionOf,
  currentAccessSession,
  useCurrentUser,
  useIsLoggedIn,
} from './session-queries';
import {
  SESSION_STORAGE_KEY,
  initialSessionState,
  useSessionStore,
  type SessionState,
} from './session-store';
import { DEFAULT_USER } from './session-user';
import {
  NOW,
  SERVER_USER,
  VALID_TOKEN,
  endSessionTest,
  seedSession,
  startSessionTest,
} from './testing/session-test-kit';

afterEach(() => endSessionTest());

function stored(): unknown {
  const raw = localStorage.getItem(SESSION_STORAGE_KEY);
  return raw === null ? null : JSON.parse(raw);
}

/** What another tab leaves in localStorage, and the event this tab then receives. */
function otherTabWrites(state: Partial<SessionState> | null): StorageEvent {
  const oldValue = localStorage.getItem(SESSION_STORAGE_KEY);
  const newValue =
    state === null
      ? null
      : JSON.stringify({ state: { ...initialSessionState(), ...state }, version: 1 });
  if (newValue === null) localStorage.removeItem(SESSION_STORAGE_KEY);
  else localStorage.setItem(SESSION_STORAGE_KEY, newValue);
  return new StorageEvent('storage', {
    key: SESSION_STORAGE_KEY,
    oldValue,
    newValue,
    storageArea: localStorage,
  });
}

describe('persistence (spec 3: the token is stored persistently)', () => {
  it('stores token, exp, flag and user, but not the refresh time', async () => {
    startSessionTest(() => envelope('0', SERVER_USER));
    await loginWithToken(VALID_TOKEN);
    expect(stored()).toEqual({
      state: { token: VALID_TOKEN, exp: NOW / 1000 + 3600, isLoggedIn: true, user: SERVER_USER },
      version: 1,
    });
  });

  it('restores the stored session (a reload)', async () => {
    startSessionTest(() => envelope(0));
    otherTabWrites({
      token: VALID_TOKEN,
      exp: NOW / 1000 + 3600,
      isLoggedIn: true,
      user: SERVER_USER,
    });
    await useSessionStore.persist.rehydrate();
    expect(useSessionStore.getState()).toMatchObject({ token: VALID_TOKEN, user: SERVER_USER });
    expect(useSessionStore.getState().lastRefreshAt).toBeNull();
  });

  it('stores the reset', () => {
    startSessionTest(() => envelope(0));
    seedSession(VALID_TOKEN, NOW / 1000 + 3600);
    resetSession();
    expect(stored()).toEqual({
      state: { token: null, exp: null, isLoggedIn: false, user: DEFAULT_USER },
      version: 1,
    });
  });
});

describe('cross-tab sync (storage events)', () => {
  let stop: () => void = () => {};
  beforeEach(() => {
    stop = syncSessionAcrossTabs();
  });
  afterEach(() => stop());

  it('takes a login made in another tab', async () => {
    startSessionTest(() => envelope(0));
    const event = otherTabWrites({
      token: VALID_TOKEN,
      exp: NOW / 1000 + 3600,
      isLoggedIn: true,
      user: SERVER_USER,
    });
    await act(async () => {
      window.dispatchEvent(event);
    });
    expect(useSessionStore.getState()).toMatchObject({ token: VALID_TOKEN, user: SERVER_USER });
  });

  it('takes a logout made in another tab', async () => {
    startSessionTest(() => envelope(0));
    seedSession(VALID_TOKEN, NOW / 1000 + 3600);
    const event = otherTabWrites({});
    await act(async () => {
      window.dispatchEvent(event);
    });
    expect(useSessionStore.getState()).toMatchObject({
      token: null,
      user: DEFAULT_USER,
      isLoggedIn: false,
    });
  });

  it.each([
    ['the key removed', () => otherTabWrites(null)],
    [
      'the storage cleared',
      () => {
        localStorage.clear();
        return new StorageEvent('storage', { key: null, storageArea: localStorage });
      },
    ],
  ])('resets when another tab leaves no session (%s)', async (_name, makeEvent) => {
    const { navigate } = startSessionTest(() => envelope(0));
    seedSession(VALID_TOKEN, NOW / 1000 + 3600);
    const event = makeEvent();
    await act(async () => {
      window.dispatchEvent(event);
    });
    expect(useSessionStore.getState().token).toBeNull();
    // The shell's guard reacts to the store; the session itself does not navigate here.
    expect(navigate).not.toHaveBeenCalled();
  });

  it('ignores other keys and sessionStorage', async () => {
    startSessionTest(() => envelope(0));
    seedSession(VALID_TOKEN, NOW / 1000 + 3600);
    const rehydrate = jest.spyOn(useSessionStore.persist, 'rehydrate');
    handleSessionStorageEvent(
      new StorageEvent('storage', { key: 'shared.language', storageArea: localStorage }),
    );
    handleSessionStorageEvent(
      new StorageEvent('storage', { key: SESSION_STORAGE_KEY, storageArea: sessionStorage }),
    );
    expect(rehydrate).not.toHaveBeenCalled();
    expect(useSessionStore.getState().token).toBe(VALID_TOKEN);
  });

  it('stops following when asked', async () => {
    startSessionTest(() => envelope(0));
    stop();
    const event = otherTabWrites({ token: VALID_TOKEN, exp: NOW / 1000 + 3600, isLoggedIn: true });
    await act(async () => {
      window.dispatchEvent(event);
    });
    expect(useSessionStore.getState().token).toBeNull();
  });
});

describe('accessSessionOf (what the guard reads)', () => {
  const base = initialSessionState();
  it.each([
    ['a visitor', base, { token: null, isCheck: undefined, now: NOW }],
    [
      'a token whose profile is not known yet',
      { ...base, token: 't', exp: 99, isLoggedIn: true },
      { token: 't', exp: 99, isCheck: undefined, now: NOW },
    ],
    [
      'a pending user',
      {
        ...base,
        token: 't',
        exp: 99,
        isLoggedIn: true,
        user: { ...SERVER_USER, is_check: 1 as const },
      },
      { token: 't', exp: 99, isCheck: 1, now: NOW },
    ],
    [
      'a joined user',
      { ...base, token: 't', exp: 99, isLoggedIn: true, user: SERVER_USER },
      { token: 't', exp: 99, isCheck: 2, now: NOW },
    ],
  ])('%s', (_name, state: SessionState, access) => {
    expect(accessSessionOf(state, NOW)).toEqual(access);
  });

  it('reads the store and the clock by default', () => {
    startSessionTest(() => envelope(0));
    seedSession(VALID_TOKEN, NOW / 1000 + 3600, 1);
    expect(currentAccessSession()).toEqual({
      token: VALID_TOKEN,
      exp: NOW / 1000 + 3600,
      isCheck: 1,
      now: NOW,
    });
  });
});

describe('hooks', () => {
  it('follow the store', () => {
    startSessionTest(() => envelope(0));
    const { result } = renderHook(() => ({ user: useCurrentUser(), loggedIn: useIsLoggedIn() }));
    expect(result.current).toEqual({ user: DEFAULT_USER, loggedIn: false });
    act(() => seedSession(VALID_TOKEN, NOW / 1000 + 3600));
    expect(result.current.user).toMatchObject({ id: 1, nickname: 'San' });
    expect(result.current.loggedIn).toBe(true);
    act(() => resetSession({ redirect: false }));
    expect(result.current).toEqual({ user: DEFAULT_USER, loggedIn: false });
  });
});
