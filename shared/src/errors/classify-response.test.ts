import { translateEnglish } from '../i18n/translate';
import { toastText } from '../toast-message';
import { classifyResponse, type ClassifiedResponse, type ResponseInput } from './classify-response';
import { ERROR_CATALOGUE, type ErrorCase } from './error-catalogue';

type User = { id: number };
const user: User = { id: 7 };
const URL = 'https://api.example.com/api/me';

const ok = (status: number, code: number | string, loggedIn = true): ResponseInput<User> => ({
  kind: 'http',
  status,
  body: { code, message: 'ok', data: user },
  loggedIn,
});

describe('classifyResponse: success (spec 8, HTTP 200 with code 0 or -1)', () => {
  it.each([
    ['200, code 0', ok(200, 0)],
    ["200, code '0'", ok(200, '0')],
    ['200, code -1', ok(200, -1)],
    ["200, code '-1'", ok(200, '-1')],
    ['201, code 0', ok(201, 0)],
    ['299, code 0, visitor', ok(299, 0, false)],
  ])('%s → data', (_name, input) => {
    expect(classifyResponse(input)).toEqual({ ok: true, data: user, message: 'ok' });
  });

  it('returns the data as sent, even when the envelope has none', () => {
    expect(
      classifyResponse({ kind: 'http', status: 200, body: { code: 0 }, loggedIn: false }),
    ).toEqual({
      ok: true,
      data: undefined,
    });
  });
});

type Row = [
  name: string,
  input: ResponseInput<User>,
  expected: Extract<ClassifiedResponse<User>, { ok: false }>,
  shown: string,
];

// One row per line of the spec's section 8 catalogue (and the fallbacks it leaves open).
const rows: Row[] = [
  [
    'code 401, logged in',
    { kind: 'http', status: 200, body: { code: 401, message: 'token expired' }, loggedIn: true },
    {
      ok: false,
      case: 'code-401-logged-in',
      toast: { key: 'session.expired', durationMs: 2000 },
      logout: false,
      error: { kind: 'business', status: 200, code: 401, message: 'token expired' },
    },
    'Your login has expired',
  ],
  [
    "code '401', not logged in",
    { kind: 'http', status: 200, body: { code: '401' }, loggedIn: false },
    {
      ok: false,
      case: 'code-401-visitor',
      toast: { key: 'session.loginFirst', durationMs: 2000 },
      logout: false,
      error: { kind: 'business', status: 200, code: 401 },
    },
    'Please log in first',
  ],
  [
    'code 1',
    { kind: 'http', status: 200, body: { code: 1, message: 'Wrong password' }, loggedIn: false },
    {
      ok: false,
      case: 'code-1',
      toast: { text: 'Wrong password', durationMs: 1000 },
      logout: false,
      error: { kind: 'business', status: 200, code: 1, message: 'Wrong password' },
    },
    'Wrong password',
  ],
  [
    'any other code',
    { kind: 'http', status: 200, body: { code: 40001, message: 'Points too low' }, loggedIn: true },
    {
      ok: false,
      case: 'code-other',
      toast: { text: 'Points too low', durationMs: 2000 },
      logout: false,
      error: { kind: 'business', status: 200, code: 40001, message: 'Points too low' },
    },
    'Points too low',
  ],
  [
    'any other code, no message',
    { kind: 'http', status: 200, body: { code: 2 }, loggedIn: true },
    {
      ok: false,
      case: 'code-other',
      toast: { key: 'error.unknown', durationMs: 2000 },
      logout: false,
      error: { kind: 'business', status: 200, code: 2 },
    },
    'Something went wrong, please try again later',
  ],
  [
    '2xx without an envelope',
    { kind: 'http', status: 204, body: null, loggedIn: true },
    {
      ok: false,
      case: 'code-other',
      toast: { key: 'error.unknown', durationMs: 2000 },
      logout: false,
      error: { kind: 'business', status: 204, code: undefined },
    },
    'Something went wrong, please try again later',
  ],
  [
    'HTTP 401',
    { kind: 'http', status: 401, body: { message: 'Unauthenticated' }, loggedIn: true },
    {
      ok: false,
      case: 'http-401',
      toast: { key: 'session.loginAgain', durationMs: 2000 },
      logout: false,
      error: { kind: 'http', status: 401, message: 'Unauthenticated' },
    },
    'Please log in again',
  ],
  [
    'HTTP 422',
    {
      kind: 'http',
      status: 422,
      body: { status_code: 422, message: 'mobile is required' },
      loggedIn: false,
    },
    {
      ok: false,
      case: 'http-422',
      toast: { text: '422 mobile is required', durationMs: 2000 },
      logout: false,
      error: { kind: 'http', status: 422, statusCode: 422, message: 'mobile is required' },
    },
    '422 mobile is required',
  ],
  [
    'HTTP 422 without status_code',
    { kind: 'http', status: 422, body: { message: 'mobile is required' }, loggedIn: false },
    {
      ok: false,
      case: 'http-422',
      toast: { text: '422 mobile is required', durationMs: 2000 },
      logout: false,
      error: { kind: 'http', status: 422, statusCode: 422, message: 'mobile is required' },
    },
    '422 mobile is required',
  ],
  [
    'HTTP 500, logged in',
    {
      kind: 'http',
      status: 500,
      body: { message: 'Token Signature could not be verified.' },
      loggedIn: true,
    },
    {
      ok: false,
      case: 'http-500-logged-in',
      toast: { key: 'session.expired', durationMs: 2000 },
      logout: true,
      error: { kind: 'http', status: 500, message: 'Token Signature could not be verified.' },
    },
    'Your login has expired',
  ],
  [
    'HTTP 500, not logged in',
    { kind: 'http', status: 500, loggedIn: false },
    {
      ok: false,
      case: 'http-500-visitor',
      toast: { key: 'session.loginFirstStrict', durationMs: 2000 },
      logout: true,
      error: { kind: 'http', status: 500 },
    },
    'Please log in first!',
  ],
  [
    'other status',
    { kind: 'http', status: 404, body: { message: 'No such course' }, loggedIn: true },
    {
      ok: false,
      case: 'http-other',
      toast: { text: 'No such course', durationMs: 2000 },
      logout: false,
      error: { kind: 'http', status: 404, message: 'No such course' },
    },
    'No such course',
  ],
  [
    'other status, not an envelope (proxy page)',
    {
      kind: 'http',
      status: 502,
      body: '<html>Bad Gateway</html>',
      loggedIn: true,
    },
    {
      ok: false,
      case: 'http-other',
      toast: { key: 'error.unknown', durationMs: 2000 },
      logout: false,
      error: { kind: 'http', status: 502 },
    },
    'Something went wrong, please try again later',
  ],
  [
    'network failure',
    { kind: 'network', url: URL },
    {
      ok: false,
      case: 'network',
      toast: { key: 'error.requestFailed', detail: URL, durationMs: 5000 },
      logout: false,
      error: { kind: 'network', url: URL },
    },
    `Request to interface failed\n${URL}`,
  ],
];

describe('classifyResponse: the error catalogue (spec 8)', () => {
  it.each(rows)('%s', (_name, input, expected, shown) => {
    const result = classifyResponse(input);
    expect(result).toEqual(expected);
    if (result.ok) throw new Error('expected a failure');
    expect(toastText(result.toast, translateEnglish)).toBe(shown);
  });

  it('has a test row for every catalogue row', () => {
    const tested = new Set(rows.map(([, , expected]) => expected.case));
    expect([...tested].sort()).toEqual((Object.keys(ERROR_CATALOGUE) as ErrorCase[]).sort());
  });

  it('logs out on HTTP 500 only', () => {
    const loggingOut = Object.entries(ERROR_CATALOGUE)
      .filter(([, row]) => row.logout)
      .map(([name]) => name);
    expect(loggingOut.sort()).toEqual(['http-500-logged-in', 'http-500-visitor']);
  });
});
