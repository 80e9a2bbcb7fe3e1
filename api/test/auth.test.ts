import { createSigner } from 'fast-jwt';
import { advanceClock } from '../src/clock';
import {
  LOGIN_WINDOW_MS,
  MAX_FAILURES_PER_ADDRESS,
  MAX_FAILURES_PER_MOBILE,
} from '../src/auth/login-limiter';
import { DEMO_ACCOUNTS } from '../src/seed/demo-accounts';
import { startTestServer, type TestServer } from './helpers/test-server';

const JOINED = '13800000000';
const SECRET = 'a-test-secret-that-is-long-enough-1234567890';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { API_JWT_SECRET: SECRET } });
});
afterAll(() => server.close());
beforeEach(() => {
  // Each test starts with an empty limiter and SMS window.
  (server.services.loginLimiter as unknown as { failures: Map<string, number[]> }).failures.clear();
  advanceClock(10 * 60 * 1000);
});

describe('password login', () => {
  it.each(DEMO_ACCOUNTS.map((a) => [a.label, a.mobile, a.is_check, a.role] as const))(
    'logs in the demo account "%s" and /api/me answers code "0" with its record',
    async (_label, mobile, isCheck, role) => {
      const login = await server.call('POST', '/api/login', {
        body: { mobile, password: 'Passw0rd!' },
      });
      expect(login.body.code).toBe(0);
      const { token, exp, user } = login.body.data as {
        token: string;
        exp: number;
        user: { mobile: string };
      };
      expect(user.mobile).toBe(mobile);
      expect(exp).toBeGreaterThan(Date.now() / 1000 + 6 * 24 * 3600);
      const me = await server.call('GET', '/api/me', { token });
      expect(me.body).toMatchObject({ code: '0', data: { mobile, is_check: isCheck, role } });
    },
  );

  it('accepts "Bearer <token>" too', async () => {
    const token = await server.login(JOINED);
    expect((await server.call('GET', '/api/me', { token: `Bearer ${token}` })).body.code).toBe('0');
  });

  it('refuses a wrong password with code 1 and a message', async () => {
    const reply = await server.call('POST', '/api/login', {
      body: { mobile: JOINED, password: 'wrong-pass' },
    });
    expect(reply.body).toEqual({ code: 1, message: 'Incorrect mobile or password', data: null });
  });

  it('refuses an unknown mobile the same way', async () => {
    const reply = await server.call('POST', '/api/login', {
      body: { mobile: '13912345678', password: 'Passw0rd!' },
    });
    expect(reply.body).toEqual({ code: 1, message: 'Incorrect mobile or password', data: null });
  });

  it(`limits failures per mobile (${MAX_FAILURES_PER_MOBILE}) with a clear message, then lets go after the window`, async () => {
    for (let i = 0; i < MAX_FAILURES_PER_MOBILE; i++) {
      await server.call('POST', '/api/login', { body: { mobile: JOINED, password: 'wrong-pass' } });
    }
    const blocked = await server.call('POST', '/api/login', {
      body: { mobile: JOINED, password: 'Passw0rd!' },
    });
    expect(blocked.body.code).toBe(1);
    expect(blocked.body.message).toMatch(
      /^Too many failed login attempts for this number; try again in \d+ min$/,
    );
    advanceClock(LOGIN_WINDOW_MS);
    expect(
      (await server.call('POST', '/api/login', { body: { mobile: JOINED, password: 'Passw0rd!' } }))
        .body.code,
    ).toBe(0);
  });

  it(`limits failures per address (${MAX_FAILURES_PER_ADDRESS}) across mobiles`, async () => {
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS; i++) {
      const mobile = `1391000${String(i).padStart(4, '0')}`;
      await server.call('POST', '/api/login', { body: { mobile, password: 'wrong-pass' } });
    }
    const blocked = await server.call('POST', '/api/login', {
      body: { mobile: JOINED, password: 'Passw0rd!' },
    });
    expect(blocked.body.message).toMatch(/from this network/);
  });
});

describe('SMS codes and SMS login', () => {
  const NEW_MOBILE = '13700000001';

  it('sends a 6-digit code, one per mobile per 60 s', async () => {
    const first = await server.call('POST', '/api/sms', {
      body: { mobile: NEW_MOBILE, scene: 'login' },
    });
    expect(first.body).toEqual({
      code: 0,
      message: 'ok',
      data: { expires_in: 300, resend_in: 60 },
    });
    expect(server.lastSmsCode(NEW_MOBILE)).toMatch(/^\d{6}$/);
    const again = await server.call('POST', '/api/sms', {
      body: { mobile: NEW_MOBILE, scene: 'login' },
    });
    expect(again.body.code).toBe(1);
    expect(again.body.message).toMatch(/^Please wait \d+ s before requesting another code$/);
    advanceClock(60 * 1000);
    expect(
      (await server.call('POST', '/api/sms', { body: { mobile: NEW_MOBILE, scene: 'login' } })).body
        .code,
    ).toBe(0);
  });

  it('logs in with the code, creating a not-joined account for a new mobile; the code works once', async () => {
    await server.call('POST', '/api/sms', { body: { mobile: NEW_MOBILE, scene: 'login' } });
    const code = server.lastSmsCode(NEW_MOBILE);
    const login = await server.call('POST', '/api/login', { body: { mobile: NEW_MOBILE, code } });
    expect(login.body).toMatchObject({
      code: 0,
      data: { user: { mobile: NEW_MOBILE, is_check: 0, profile_complete: false } },
    });
    const reuse = await server.call('POST', '/api/login', { body: { mobile: NEW_MOBILE, code } });
    expect(reuse.body).toEqual({
      code: 1,
      message: 'The SMS code is wrong or has expired',
      data: null,
    });
  });

  it('expires a code after 5 minutes', async () => {
    await server.call('POST', '/api/sms', { body: { mobile: JOINED, scene: 'login' } });
    const code = server.lastSmsCode(JOINED);
    advanceClock(5 * 60 * 1000 + 1000);
    const reply = await server.call('POST', '/api/login', { body: { mobile: JOINED, code } });
    expect(reply.body.message).toBe('The SMS code is wrong or has expired');
  });

  it('stops a code working after 5 wrong guesses', async () => {
    await server.call('POST', '/api/sms', { body: { mobile: '13700000002', scene: 'login' } });
    const code = server.lastSmsCode('13700000002');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      (
        server.services.loginLimiter as unknown as { failures: Map<string, number[]> }
      ).failures.clear();
      await server.call('POST', '/api/login', { body: { mobile: '13700000002', code: wrong } });
    }
    const reply = await server.call('POST', '/api/login', {
      body: { mobile: '13700000002', code },
    });
    expect(reply.body.message).toBe('The SMS code is wrong or has expired');
  });

  it('does not accept a code sent for another scene', async () => {
    await server.call('POST', '/api/sms', { body: { mobile: JOINED, scene: 'logoff' } });
    const reply = await server.call('POST', '/api/login', {
      body: { mobile: JOINED, code: server.lastSmsCode(JOINED) },
    });
    expect(reply.body.code).toBe(1);
  });
});

describe('tokens', () => {
  it('are revoked by logout: the same token then answers code 401', async () => {
    const token = await server.login(JOINED);
    expect((await server.call('POST', '/api/logout', { token })).body).toEqual({
      code: 0,
      message: 'ok',
      data: null,
    });
    const after = await server.call('GET', '/api/me', { token });
    expect(after).toEqual({
      status: 200,
      body: { code: 401, message: 'Your login has ended; please log in again', data: null },
    });
  });

  it('answer code 401 "Your login has expired" once exp has passed', async () => {
    const signer = createSigner({
      key: SECRET,
      clockTimestamp: Date.now() - 8 * 24 * 3600 * 1000,
      expiresIn: 7 * 24 * 3600 * 1000,
    });
    const token = signer({ sub: '1', jti: 'expired-token' });
    expect((await server.call('GET', '/api/me', { token })).body).toEqual({
      code: 401,
      message: 'Your login has expired',
      data: null,
    });
  });

  it('answer code 401 "Please log in first" when missing, "visitor" or garbage', async () => {
    for (const token of [undefined, 'visitor', 'not-a-jwt', 'a.b.c']) {
      const reply = await server.call('GET', '/api/me', token === undefined ? {} : { token });
      expect(reply).toEqual({
        status: 200,
        body: { code: 401, message: 'Please log in first', data: null },
      });
    }
  });

  it('answer HTTP 500 when the signature cannot be verified (the spec session case), even on public calls', async () => {
    const forged = createSigner({ key: 'another-secret-another-secret-another-secret' })({
      sub: '1',
      jti: 'x',
    });
    for (const path of ['/api/me', '/api/health']) {
      const reply = await server.call('GET', path, { token: forged });
      expect(reply).toEqual({
        status: 500,
        body: { status_code: 500, message: 'Your login has expired' },
      });
    }
  });

  it('are treated as a visitor on public calls when expired or revoked', async () => {
    const token = await server.login(JOINED);
    await server.call('POST', '/api/logout', { token });
    expect((await server.call('GET', '/api/health', { token })).body.code).toBe(0);
  });
});
