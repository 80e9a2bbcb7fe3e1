import { RequestError, configureRequest } from 'shared/request';
import { envelope, headerOf, type FakeReply } from '../request/testing/fake-adapter';
import { get } from '../request/helpers';
import { loginWithToken, logout, refreshUser, resetSession } from './session-actions';
import { activeToken, isSessionLoggedIn } from './session-queries';
import { useSessionStore } from './session-store';
import { DEFAULT_USER } from './session-user';
import {
  EXPIRED_TOKEN,
  NOW,
  SERVER_USER,
  VALID_TOKEN,
  endSessionTest,
  seedSession,
  startSessionTest,
} from './testing/session-test-kit';

afterEach(() => endSessionTest());

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

const meReply = (code: number | string = '0', user: unknown = SERVER_USER) => envelope(code, user);

describe('loginWithToken (spec 4 and 7)', () => {
  it('sets the token, exp and flag, then fetches /api/me with the new token', async () => {
    const { adapter } = startSessionTest(() => meReply());
    const user = await loginWithToken(VALID_TOKEN);

    const state = useSessionStore.getState();
    expect(state).toMatchObject({ token: VALID_TOKEN, exp: NOW / 1000 + 3600, isLoggedIn: true });
    expect(state.user).toEqual(SERVER_USER);
    expect(user).toEqual(SERVER_USER);
    expect(adapter.calls).toHaveLength(1);
    expect(adapter.calls[0]).toMatchObject({ method: 'get', url: '/api/me' });
    expect(headerOf(adapter.calls[0]!, 'Authorization')).toBe(VALID_TOKEN);
    expect(isSessionLoggedIn()).toBe(true);
  });

  it("forgets the previous user's profile at once", async () => {
    const reply = deferred<FakeReply>();
    startSessionTest(() => reply.promise);
    seedSession('old', NOW / 1000 + 60, 2);
    const login = loginWithToken(VALID_TOKEN);
    expect(useSessionStore.getState().user).toEqual(DEFAULT_USER);
    reply.resolve(meReply());
    await login;
  });

  it('keeps the token but rejects when the profile fetch fails', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    startSessionTest(() => ({ fail: 'network' }));
    await expect(loginWithToken(VALID_TOKEN)).rejects.toBeInstanceOf(RequestError);
    expect(useSessionStore.getState().token).toBe(VALID_TOKEN);
    expect(logged).toHaveBeenCalled();
  });

  it('is not logged in with a token whose exp cannot be read', async () => {
    startSessionTest(() => meReply());
    await loginWithToken('opaque-token');
    expect(useSessionStore.getState()).toMatchObject({ token: 'opaque-token', exp: null });
    expect(isSessionLoggedIn()).toBe(false);
  });
});

describe('refreshUser: throttle (spec 4: skipped within 10000 ms)', () => {
  it.each([
    [0, false, 'throttled', 1],
    [9_999, false, 'throttled', 1],
    [10_000, false, 'updated', 2],
    [60_000, false, 'updated', 2],
    [1, true, 'updated', 2],
  ] as const)('%i ms after a refresh, force %s → %s', async (elapsed, force, outcome, calls) => {
    const { adapter, clock } = startSessionTest(() => meReply());
    seedSession(VALID_TOKEN, NOW / 1000 + 3600);
    await expect(refreshUser()).resolves.toBe('updated');
    clock.now += elapsed;
    await expect(refreshUser({ force })).resolves.toBe(outcome);
    expect(adapter.calls).toHaveLength(calls);
  });

  it('shares one request between concurrent refreshes', async () => {
    const { adapter } = startSessionTest(() => meReply());
    seedSession(VALID_TOKEN, NOW / 1000 + 3600);
    const outcomes = await Promise.all([refreshUser(), refreshUser(), refreshUser()]);
    expect(outcomes).toEqual(['updated', 'updated', 'updated']);
    expect(adapter.calls).toHaveLength(1);
  });

  it('does not show the loading indicator (a background refresh)', async () => {
    startSessionTest(() => meReply());
    seedSession(VALID_TOKEN, NOW / 1000 + 3600);
    const showLoading = jest.fn();
    configureRequest({ showLoading });
    await refreshUser();
    expect(showLoading).not.toHaveBeenCalled();
  });
});

describe('refreshUser: replies', () => {
  it.each([
    ['"0"', '0', 'updated'],
    ['0', 0, 'updated'],
    ['-1 (accepted by the client, not "0")', -1, 'ignored'],
    ['"-1"', '-1', 'ignored'],
  ] as const)('code %s → %s', async (_name, code, outcome) => {
    startSessionTest(() => meReply(code, { ...SERVER_USER, nickname: 'New' }));
    seedSession(VALID_TOKEN, NOW / 1000 + 3600);
    const before = useSessionStore.getState().user;
    await expect(refreshUser()).resolves.toBe(outcome);
    const after = useSessionStore.getState().user;
    if (outcome === 'ignored') expect(after).toBe(before);
    else expect(after.nickname).toBe('New');
  });

  it.each([
    ['code 401', envelope(401, null, 'expired')],
    ['code 1', envelope(1, null, 'no')],
    ['HTTP 422', { status: 422, data: { status_code: 422, message: 'bad' } }],
    ['a network failure', { fail: 'network' } as const],
    ['a timeout', { fail: 'timeout' } as const],
  ])('%s: logged and rethrown, profile kept, next call not throttled', async (_name, reply) => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { adapter } = startSessionTest(() => reply);
    seedSession(VALID_TOKEN, NOW / 1000 + 3600);
    const before = useSessionStore.getState().user;

    const error: unknown = await refreshUser().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RequestError);
    expect(logged).toHaveBeenCalledWith('Refreshing the current user failed', error);
    expect(useSessionStore.getState().user).toBe(before);

    await refreshUser().catch(() => undefined);
    expect(adapter.calls).toHaveLength(2);
  });

  it('ignores a profile that arrives after the session ended', async () => {
    const reply = deferred<FakeReply>();
    startSessionTest(() => reply.promise);
    seedSession(VALID_TOKEN, NOW / 1000 + 3600);
    const refresh = refreshUser({ force: true });
    resetSession();
    reply.resolve(meReply());
    await expect(refresh).resolves.toBe('ignored');
    expect(useSessionStore.getState().user).toEqual(DEFAULT_USER);
  });

  it.each([
    ['no token', null, null],
    ['an expired token', EXPIRED_TOKEN, NOW / 1000 - 1],
  ])('a visitor (%s) is not fetched', async (_name, token, exp) => {
    const { adapter } = startSessionTest(() => meReply());
    if (token) seedSession(token, exp);
    await expect(refreshUser({ force: true })).resolves.toBe('visitor');
    expect(adapter.calls).toHaveLength(0);
  });
});

describe('expired token = visitor', () => {
  it('sends "visitor", not the expired token', async () => {
    const { adapter } = startSessionTest(() => envelope(0));
    seedSession(EXPIRED_TOKEN, NOW / 1000 - 1);
    expect(isSessionLoggedIn()).toBe(false);
    expect(activeToken()).toBeNull();
    await get('/api/news');
    expect(headerOf(adapter.calls[0]!, 'Authorization')).toBe('visitor');
  });

  it('becomes a visitor the moment exp passes', () => {
    const { clock } = startSessionTest(() => envelope(0));
    seedSession(VALID_TOKEN, NOW / 1000 + 3600);
    clock.now = NOW + 3_599_999;
    expect(isSessionLoggedIn()).toBe(true);
    clock.now = NOW + 3_600_000;
    expect(isSessionLoggedIn()).toBe(false);
  });
});

describe('logout (spec 7: on code "0" the local state is reset)', () => {
  it('POSTs /api/logout with the token, resets and goes to login', async () => {
    const { adapter, navigate } = startSessionTest(() => envelope(0));
    seedSession(VALID_TOKEN, NOW / 1000 + 3600);
    await expect(logout()).resolves.toBe(true);
    expect(adapter.calls[0]).toMatchObject({ method: 'post', url: '/api/logout' });
    expect(headerOf(adapter.calls[0]!, 'Authorization')).toBe(VALID_TOKEN);
    expect(useSessionStore.getState()).toMatchObject({
      token: null,
      exp: null,
      isLoggedIn: false,
      user: DEFAULT_USER,
    });
    expect(navigate).toHaveBeenCalledWith('/pages/login/index');
  });

  it.each([
    ['code -1', envelope(-1), 'resolves'],
    ['code 1', envelope(1, null, 'Not now'), 'rejects'],
    ['a network failure', { fail: 'network' } as const, 'rejects'],
  ] as const)('keeps the session on %s', async (_name, reply, settles) => {
    const { navigate } = startSessionTest(() => reply);
    seedSession(VALID_TOKEN, NOW / 1000 + 3600);
    if (settles === 'resolves') await expect(logout()).resolves.toBe(false);
    else await expect(logout()).rejects.toBeInstanceOf(RequestError);
    expect(useSessionStore.getState().token).toBe(VALID_TOKEN);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('resets an expired session without calling the server', async () => {
    const { adapter, navigate } = startSessionTest(() => envelope(0));
    seedSession(EXPIRED_TOKEN, NOW / 1000 - 1);
    await expect(logout()).resolves.toBe(true);
    expect(adapter.calls).toHaveLength(0);
    expect(useSessionStore.getState().token).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/pages/login/index');
  });
});

describe('resetSession (spec 4)', () => {
  it('clears token and user data and goes to the login page', () => {
    const { navigate } = startSessionTest(() => envelope(0));
    seedSession(VALID_TOKEN, NOW / 1000 + 3600);
    resetSession();
    expect(useSessionStore.getState()).toEqual({
      token: null,
      exp: null,
      user: DEFAULT_USER,
      isLoggedIn: false,
      lastRefreshAt: null,
    });
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/pages/login/index');
  });

  it('can stay where it is', () => {
    const { navigate } = startSessionTest(() => envelope(0));
    resetSession({ redirect: false });
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each([
    ['logged in', VALID_TOKEN, NOW / 1000 + 3600, 'session.expired'],
    ['not logged in', null, null, 'session.loginFirstStrict'],
  ])('is what an HTTP 500 does (%s)', async (_name, token, exp, key) => {
    const { navigate, notify } = startSessionTest(() => ({ status: 500, data: {} }));
    if (token) seedSession(token, exp);
    await expect(get('/api/anything')).rejects.toMatchObject({ status: 500 });
    expect(notify).toHaveBeenCalledWith({ key, durationMs: 2000 });
    expect(useSessionStore.getState().token).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/pages/login/index');
  });
});
