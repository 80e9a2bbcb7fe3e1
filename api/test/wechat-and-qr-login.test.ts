import { advanceClock } from '../src/clock';
import { issueWxCode, newOpenid } from '../src/features/auth/wechat-identities';
import { startTestServer, type TestServer } from './helpers/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type QrTicket = { ticket: string; qrcode: string; url: string; expires_in: number };

describe('QR-code login', () => {
  it('goes pending → confirmed (with a session, once) after a logged-in phone scans it', async () => {
    const qr = (await server.call('GET', '/api/login/qrcode')).body.data as QrTicket;
    expect(qr.qrcode).toMatch(/^data:image\/png;base64,/);
    expect(qr.url).toBe(`${server.config.publicUrl}/api/dev/qr?ticket=${qr.ticket}`);
    expect(
      (await server.call('GET', '/api/login/ischeck', { query: { ticket: qr.ticket } })).body.data,
    ).toMatchObject({ status: 'pending' });

    const phone = await server.login('13800000000');
    expect(
      (await server.call('POST', '/api/login/scan', { token: phone, body: { ticket: qr.ticket } }))
        .body.code,
    ).toBe(0);

    const confirmed = await server.call('GET', '/api/login/ischeck', {
      query: { ticket: qr.ticket },
    });
    expect(confirmed.body.data).toMatchObject({
      status: 'confirmed',
      session: { user: { mobile: '13800000000' } },
    });
    const { session } = confirmed.body.data as { session: { token: string } };
    expect((await server.call('GET', '/api/me', { token: session.token })).body.code).toBe('0');
    expect(
      (await server.call('GET', '/api/login/ischeck', { query: { ticket: qr.ticket } })).body.data,
    ).toEqual({ status: 'expired' });
  });

  it('expires after 5 minutes and then cannot be approved', async () => {
    const qr = (await server.call('GET', '/api/login/qrcode')).body.data as QrTicket;
    advanceClock(5 * 60 * 1000 + 1000);
    expect(
      (await server.call('GET', '/api/login/ischeck', { query: { ticket: qr.ticket } })).body.data,
    ).toEqual({ status: 'expired' });
    const phone = await server.login('13800000000');
    const scan = await server.call('POST', '/api/login/scan', {
      token: phone,
      body: { ticket: qr.ticket },
    });
    expect(scan.body).toEqual({ code: 1, message: 'This QR code has expired', data: null });
  });

  it('answers expired for an unknown ticket', async () => {
    expect(
      (await server.call('GET', '/api/login/ischeck', { query: { ticket: 'unknown-ticket' } })).body
        .data,
    ).toEqual({ status: 'expired' });
  });
});

describe('WeChat logins', () => {
  it('an unknown WeChat user must bind a verified mobile, then logs straight in next time', async () => {
    const openid = newOpenid('mini');
    const first = await server.call('POST', '/api/login/wx_mini', {
      body: { code: issueWxCode(server.db, 'mini', openid) },
    });
    expect(first.body.data).toMatchObject({ status: 'bind_required', expires_in: 600 });
    const { bind_ticket } = first.body.data as { bind_ticket: string };

    await server.call('POST', '/api/sms', { body: { mobile: '13600000001', scene: 'bind' } });
    const real = server.lastSmsCode('13600000001');
    const wrongCode = real === '000000' ? '111111' : '000000';
    const wrong = await server.call('POST', '/api/login/bind', {
      body: { bind_ticket, mobile: '13600000001', code: wrongCode },
    });
    expect(wrong.body).toEqual({
      code: 1,
      message: 'The SMS code is wrong or has expired',
      data: null,
    });
    const bound = await server.call('POST', '/api/login/bind', {
      body: { bind_ticket, mobile: '13600000001', code: server.lastSmsCode('13600000001') },
    });
    expect(bound.body).toMatchObject({
      code: 0,
      data: { user: { mobile: '13600000001', mini_openid: openid, is_check: 0 } },
    });

    const again = await server.call('POST', '/api/login/wx_mini', {
      body: { code: issueWxCode(server.db, 'mini', openid) },
    });
    expect(again.body.data).toMatchObject({
      status: 'logged_in',
      session: { user: { mobile: '13600000001' } },
    });
  });

  it('a code works once and only for its kind', async () => {
    const code = issueWxCode(server.db, 'app', newOpenid('app'));
    expect((await server.call('POST', '/api/login/wx_mini', { body: { code } })).body.message).toBe(
      'The WeChat code is invalid or already used',
    );
    expect((await server.call('POST', '/api/login/wx_app', { body: { code } })).body.code).toBe(0);
    expect((await server.call('POST', '/api/login/wx_app', { body: { code } })).body.message).toBe(
      'The WeChat code is invalid or already used',
    );
  });

  it('binding a mobile already bound to another WeChat identity is refused', async () => {
    const taken = newOpenid('app');
    const first = await server.call('POST', '/api/login/wx_app', {
      body: { code: issueWxCode(server.db, 'app', taken) },
    });
    advanceClock(61 * 1000);
    await server.call('POST', '/api/sms', { body: { mobile: '13600000002', scene: 'bind' } });
    await server.call('POST', '/api/login/bind', {
      body: {
        bind_ticket: (first.body.data as { bind_ticket: string }).bind_ticket,
        mobile: '13600000002',
        code: server.lastSmsCode('13600000002'),
      },
    });
    const other = await server.call('POST', '/api/login/wx_app', {
      body: { code: issueWxCode(server.db, 'app', newOpenid('app')) },
    });
    advanceClock(61 * 1000);
    await server.call('POST', '/api/sms', { body: { mobile: '13600000002', scene: 'bind' } });
    const refused = await server.call('POST', '/api/login/bind', {
      body: {
        bind_ticket: (other.body.data as { bind_ticket: string }).bind_ticket,
        mobile: '13600000002',
        code: server.lastSmsCode('13600000002'),
      },
    });
    expect(refused.body).toEqual({
      code: 1,
      message: 'This mobile is already bound to another WeChat account',
      data: null,
    });
  });

  it('bind_mobile changes the mobile of the logged-in account after SMS verification', async () => {
    const token = await server.login('13800000003');
    advanceClock(61 * 1000);
    const taken = await server.call('POST', '/api/login/bind_mobile', {
      token,
      body: { mobile: '13800000000', code: '123456' },
    });
    expect(taken.body.message).toBe('This mobile belongs to another account');
    await server.call('POST', '/api/sms', { body: { mobile: '13500000003', scene: 'bind' } });
    const changed = await server.call('POST', '/api/login/bind_mobile', {
      token,
      body: { mobile: '13500000003', code: server.lastSmsCode('13500000003') },
    });
    expect(changed.body).toMatchObject({ code: 0, data: { mobile: '13500000003' } });
  });
});
