import { translateEnglish } from '../i18n/translate';
import { toastText, type ToastMessage } from '../toast-message';
import { configureRequest, resetRequestConfig } from './request-config';
import { RequestError, isRequestError, type RequestErrorKind } from './request-error';
import { get, post, requestEnvelope } from './helpers';
import { envelope, fakeAdapter, type FakeReply } from './testing/fake-adapter';

const BASE = 'https://api.example.com';
const notify = jest.fn<void, [ToastMessage]>();
const onForcedLogout = jest.fn<void, []>();

function setup(reply: FakeReply, loggedIn: boolean) {
  const adapter = fakeAdapter(() => reply);
  configureRequest({
    baseURL: BASE,
    adapter,
    notify,
    onForcedLogout,
    isLoggedIn: () => loggedIn,
    getToken: () => (loggedIn ? 'tok' : null),
  });
  return adapter;
}

afterEach(() => resetRequestConfig());

type Expected =
  | { resolves: unknown }
  | {
      kind: RequestErrorKind;
      text: string;
      durationMs: number;
      logout: boolean;
      code?: number | string;
      status?: number;
    };

// Spec 8, one row per line of the catalogue (plus the success variants and the timeout).
const rows: Array<[name: string, reply: FakeReply, loggedIn: boolean, expected: Expected]> = [
  ['200, code 0 → data', envelope(0, { id: 1 }), true, { resolves: { id: 1 } }],
  ["200, code '0' → data", envelope('0', { id: 2 }), false, { resolves: { id: 2 } }],
  ['200, code -1 → data', envelope(-1, [3]), true, { resolves: [3] }],
  [
    'code 401, logged in',
    envelope(401, null, 'token expired'),
    true,
    {
      kind: 'business',
      code: 401,
      status: 200,
      text: 'Your login has expired',
      durationMs: 2000,
      logout: false,
    },
  ],
  [
    'code 401, not logged in',
    envelope(401, null, 'unauthenticated'),
    false,
    {
      kind: 'business',
      code: 401,
      status: 200,
      text: 'Please log in first',
      durationMs: 2000,
      logout: false,
    },
  ],
  [
    'code 1 → server message for 1 s',
    envelope(1, null, 'Wrong password'),
    false,
    {
      kind: 'business',
      code: 1,
      status: 200,
      text: 'Wrong password',
      durationMs: 1000,
      logout: false,
    },
  ],
  [
    'any other code → server message',
    envelope(40001, null, 'Points too low'),
    true,
    {
      kind: 'business',
      code: 40001,
      status: 200,
      text: 'Points too low',
      durationMs: 2000,
      logout: false,
    },
  ],
  [
    'HTTP 401',
    { status: 401, data: { message: 'Unauthenticated' } },
    true,
    { kind: 'http', status: 401, text: 'Please log in again', durationMs: 2000, logout: false },
  ],
  [
    'HTTP 422 → status_code joined with message',
    { status: 422, data: { status_code: 422, message: 'mobile is required' } },
    false,
    { kind: 'http', status: 422, text: '422 mobile is required', durationMs: 2000, logout: false },
  ],
  [
    'HTTP 500, logged in → expired, then logout',
    { status: 500, data: { message: 'Token Signature could not be verified.' } },
    true,
    { kind: 'http', status: 500, text: 'Your login has expired', durationMs: 2000, logout: true },
  ],
  [
    'HTTP 500, not logged in → log in first!, then logout',
    { status: 500, data: { message: 'boom' } },
    false,
    { kind: 'http', status: 500, text: 'Please log in first!', durationMs: 2000, logout: true },
  ],
  [
    'other status → server message',
    { status: 404, data: { message: 'No such course' } },
    true,
    { kind: 'http', status: 404, text: 'No such course', durationMs: 2000, logout: false },
  ],
  [
    'network failure → failed + URL for 5 s',
    { fail: 'network' },
    true,
    {
      kind: 'network',
      text: `Request to interface failed\n${BASE}/api/thing?page=2`,
      durationMs: 5000,
      logout: false,
    },
  ],
  [
    'timeout (ECONNABORTED)',
    { fail: 'timeout-aborted' },
    false,
    {
      kind: 'timeout',
      text: `Request to interface failed\n${BASE}/api/thing?page=2`,
      durationMs: 5000,
      logout: false,
    },
  ],
  [
    'timeout (ETIMEDOUT)',
    { fail: 'timeout' },
    true,
    {
      kind: 'timeout',
      text: `Request to interface failed\n${BASE}/api/thing?page=2`,
      durationMs: 5000,
      logout: false,
    },
  ],
];

describe('the request client follows the error catalogue (spec 8)', () => {
  it.each(rows)('%s', async (_name, reply, loggedIn, expected) => {
    setup(reply, loggedIn);
    const call = get<unknown>('/api/thing', { page: 2 });

    if ('resolves' in expected) {
      await expect(call).resolves.toEqual(expected.resolves);
      expect(notify).not.toHaveBeenCalled();
      expect(onForcedLogout).not.toHaveBeenCalled();
      return;
    }

    const error: unknown = await call.catch((caught: unknown) => caught);
    expect(isRequestError(error)).toBe(true);
    const requestError = error as RequestError;
    expect(requestError).toBeInstanceOf(RequestError);
    expect(requestError.kind).toBe(expected.kind);
    expect(requestError.url).toBe(`${BASE}/api/thing?page=2`);
    expect(requestError.code).toBe(expected.code);
    expect(requestError.status).toBe(expected.status);
    expect(requestError.message).toBe(expected.text);

    expect(notify).toHaveBeenCalledTimes(1);
    const toast = notify.mock.calls[0]?.[0];
    if (!toast) throw new Error('no toast');
    expect(toastText(toast, translateEnglish)).toBe(expected.text);
    expect(toast.durationMs).toBe(expected.durationMs);
    expect(requestError.toast).toEqual(toast);

    expect(onForcedLogout).toHaveBeenCalledTimes(expected.logout ? 1 : 0);
  });

  it('shows the toast before logging out', async () => {
    const order: string[] = [];
    setup({ status: 500, data: {} }, true);
    configureRequest({
      notify: () => order.push('toast'),
      onForcedLogout: () => order.push('logout'),
    });
    await expect(post('/api/x')).rejects.toBeInstanceOf(RequestError);
    expect(order).toEqual(['toast', 'logout']);
  });
});

describe('session replies that arrive after the session ended', () => {
  it('a second HTTP 500 from calls made before a forced logout neither toasts nor logs out again', async () => {
    let token: string | null = 'tok';
    const release: Array<() => void> = [];
    configureRequest({
      baseURL: BASE,
      notify,
      onForcedLogout: () => {
        onForcedLogout();
        token = null;
      },
      isLoggedIn: () => token !== null,
      getToken: () => token,
      // Both calls are on their way before either answers, as a page's parallel loads are.
      adapter: fakeAdapter(
        () =>
          new Promise<FakeReply>((resolve) =>
            release.push(() => resolve({ status: 500, data: {} })),
          ),
      ),
    });
    const first = get('/api/me').catch((e: unknown) => e);
    const second = get('/api/questionnaires').catch((e: unknown) => e);
    await new Promise((resolve) => setTimeout(resolve, 0));
    release[0]!();
    expect(await first).toMatchObject({ status: 500 });
    release[1]!();
    expect(await second).toMatchObject({ status: 500 });
    expect(notify).toHaveBeenCalledTimes(1);
    expect(toastText(notify.mock.calls[0]![0], translateEnglish)).toBe('Your login has expired');
    expect(onForcedLogout).toHaveBeenCalledTimes(1);
  });

  it('a code 401 for a call made with an older token is not toasted', async () => {
    let token: string | null = 'old';
    let answer: (() => void) | undefined;
    configureRequest({
      baseURL: BASE,
      notify,
      isLoggedIn: () => token !== null,
      getToken: () => token,
      adapter: fakeAdapter(
        () =>
          new Promise<FakeReply>(
            (resolve) => (answer = () => resolve(envelope(401, null, 'expired'))),
          ),
      ),
    });
    const call = get('/api/me').catch((e: unknown) => e);
    await new Promise((resolve) => setTimeout(resolve, 0));
    token = 'new';
    answer!();
    expect(await call).toMatchObject({ kind: 'business', code: 401 });
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('opting out of the toast (pages that show errors inline)', () => {
  it('rejects with the toast it would have shown, without showing it', async () => {
    setup(envelope(1, null, 'Wrong password'), false);
    const error = await post('/api/login', {}, { toast: false }).catch((caught: unknown) => caught);
    expect(notify).not.toHaveBeenCalled();
    expect((error as RequestError).toast).toEqual({ text: 'Wrong password', durationMs: 1000 });
  });

  it('still toasts and logs out on HTTP 500: the page that would show the error is left', async () => {
    setup({ status: 500, data: {} }, true);
    await expect(get('/api/me', undefined, { toast: false })).rejects.toMatchObject({
      status: 500,
    });
    expect(notify).toHaveBeenCalledTimes(1);
    expect(toastText(notify.mock.calls[0]![0], translateEnglish)).toBe('Your login has expired');
    expect(onForcedLogout).toHaveBeenCalledTimes(1);
  });

  it.each([
    [true, 'Your login has expired'],
    [false, 'Please log in first'],
  ])(
    'still toasts an ended session (code 401, logged in: %s) for 2 s, without logging out',
    async (loggedIn, text) => {
      setup(envelope(401, null, 'Unauthenticated'), loggedIn);
      await expect(get('/api/orders', undefined, { toast: false })).rejects.toMatchObject({
        kind: 'business',
        code: 401,
      });
      expect(notify).toHaveBeenCalledTimes(1);
      expect(toastText(notify.mock.calls[0]![0], translateEnglish)).toBe(text);
      expect(notify.mock.calls[0]![0].durationMs).toBe(2000);
      expect(onForcedLogout).not.toHaveBeenCalled();
    },
  );
});

describe('replies that are not envelopes', () => {
  it('reads a proxy error page as an unknown failure', async () => {
    setup({ status: 502, data: '<html>Bad Gateway</html>' }, true);
    await expect(get('/api/x')).rejects.toMatchObject({ kind: 'http', status: 502 });
    expect(toastText(notify.mock.calls[0]![0], translateEnglish)).toBe(
      'Something went wrong, please try again later',
    );
  });

  it('reads a JSON body that arrived as text', async () => {
    setup({ status: 200, data: JSON.stringify({ code: 0, data: 'x' }) }, true);
    await expect(get('/api/x')).resolves.toBe('x');
  });
});

describe('requestEnvelope', () => {
  it.each([
    [0, 0],
    ['0', '0'],
    [-1, -1],
  ])('keeps the code %j as sent', async (code, expected) => {
    setup(envelope(code, 'data', 'hello'), true);
    await expect(requestEnvelope({ method: 'GET', url: '/api/me' })).resolves.toEqual({
      code: expected,
      message: 'hello',
      data: 'data',
    });
  });
});

describe('cancellation', () => {
  it('rejects silently with kind canceled', async () => {
    setup(envelope(0), true);
    const controller = new AbortController();
    controller.abort();
    const error = await get('/api/x', undefined, { signal: controller.signal }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({ kind: 'canceled' });
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('bugs are not network failures', () => {
  it('rethrows an error that is not from the transport, without a toast', async () => {
    const bug = new TypeError('adapter bug');
    configureRequest({
      adapter: fakeAdapter(() => {
        throw bug;
      }),
      notify,
    });
    await expect(get('/api/x')).rejects.toBe(bug);
    expect(notify).not.toHaveBeenCalled();
  });
});
