import {
  callApi,
  form,
  insertUser,
  openSocket,
  startServer,
  upgradeRefusal,
  type DevServer,
} from './dev-server';

type Outbox = {
  list: {
    mobile: string;
    scene: string;
    code: string;
    created_at: number;
    expires_at: number;
    used: boolean;
  }[];
};
type SessionData = {
  token: string;
  exp: number;
  user: { id: number; mobile: string; money: string };
};
type WxLogin =
  { status: 'logged_in'; session: SessionData } | { status: 'bind_required'; bind_ticket: string };

let server: DevServer;
let joined: { id: number; mobile: string };
let notJoined: { id: number; mobile: string };

const url = (path: string): string => `${server.baseUrl}${path}`;
const post = (path: string, fields: Record<string, string>, init: RequestInit = {}) =>
  fetch(url(path), { method: 'POST', body: form(fields), ...init });

beforeAll(async () => {
  server = await startServer();
  joined = insertUser(server.db, { mobile: '13800000000', isCheck: 2, username: '王芳' });
  notJoined = insertUser(server.db, { mobile: '13800000001' });
});

afterAll(async () => {
  await server.close();
});

describe('index', () => {
  it('links every dev page and lists the demo accounts', async () => {
    const response = await fetch(url('/api/dev'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const page = await response.text();
    for (const path of [
      '/api/dev/sms',
      '/api/dev/qr',
      '/api/dev/wx-authorize?kind=mini',
      '/api/dev/pay',
      '/api/dev/agent',
      '/api/docs',
    ]) {
      expect(page).toContain(`href="${path}"`);
    }
    expect(page).toContain('13800000000');
    expect(page).toContain('Joined staff');
    expect(page).toContain('Passw0rd!');
  });
});

describe('SMS outbox', () => {
  it('shows a code sent by POST /api/sms, as JSON and as a refreshing page', async () => {
    const sent = await callApi(server, 'POST', '/api/sms', {
      body: { mobile: '13800000005', scene: 'login' },
    });
    expect(sent.code).toBe(0);

    const outbox = (await (
      await fetch(url('/api/dev/sms?format=json&mobile=13800000005'))
    ).json()) as Outbox;
    expect(outbox.list).toHaveLength(1);
    const [entry] = outbox.list;
    expect(entry).toMatchObject({ mobile: '13800000005', scene: 'login', used: false });
    expect(entry!.code).toMatch(/^\d{6}$/);
    expect(entry!.expires_at - entry!.created_at).toBe(300);

    const page = await (await fetch(url('/api/dev/sms'))).text();
    expect(page).toContain(entry!.code);
    expect(page).toContain('http-equiv="refresh" content="3"');

    const login = await callApi(server, 'POST', '/api/login', {
      body: { mobile: '13800000005', code: entry!.code },
    });
    expect(login.code).toBe(0);
    const after = (await (
      await fetch(url('/api/dev/sms?format=json&mobile=13800000005'))
    ).json()) as Outbox;
    expect(after.list[0]!.used).toBe(true);
  });

  it('filters by mobile and refuses a malformed filter', async () => {
    const other = (await (
      await fetch(url('/api/dev/sms?format=json&mobile=13900000000'))
    ).json()) as Outbox;
    expect(other.list).toEqual([]);
    const bad = await fetch(url('/api/dev/sms?format=json&mobile=abc'));
    expect(bad.status).toBe(422);
    expect(await bad.json()).toEqual({
      status_code: 422,
      message: 'mobile must be an 11-digit mobile number',
    });
  });
});

describe('QR login approval', () => {
  it('approves a waiting login screen as a demo account', async () => {
    const qr = await callApi<{ ticket: string; url: string }>(server, 'GET', '/api/login/qrcode');
    expect(qr.data.url).toContain(`/api/dev/qr?ticket=${qr.data.ticket}`);

    const page = await (await fetch(url(`/api/dev/qr?ticket=${qr.data.ticket}`))).text();
    expect(page).toContain('waiting for approval');
    expect(page).toContain(`name="user_id" value="${joined.id}"`);

    const listed = await (await fetch(url('/api/dev/qr'))).text();
    expect(listed).toContain(qr.data.ticket);

    const missingUser = await post('/api/dev/qr/approve', { ticket: qr.data.ticket });
    expect(missingUser.status).toBe(422);
    expect(await missingUser.text()).toContain('user_id is required');
    const stillPending = await callApi<{ status: string }>(
      server,
      'GET',
      `/api/login/ischeck?ticket=${qr.data.ticket}`,
    );
    expect(stillPending.data.status).toBe('pending');

    const approved = await post('/api/dev/qr/approve', {
      ticket: qr.data.ticket,
      user_id: String(joined.id),
    });
    expect(approved.status).toBe(200);
    expect(await approved.text()).toContain(
      'Approved: the waiting screen logs in as 王芳 (13800000000)',
    );

    const check = await callApi<{ status: string; session: SessionData }>(
      server,
      'GET',
      `/api/login/ischeck?ticket=${qr.data.ticket}`,
    );
    expect(check.data.status).toBe('confirmed');
    expect(check.data.session.user.id).toBe(joined.id);
    const me = await callApi<{ mobile: string }>(server, 'GET', '/api/me', {
      token: check.data.session.token,
    });
    expect(me.data.mobile).toBe('13800000000');

    const again = await post('/api/dev/qr/approve', {
      ticket: qr.data.ticket,
      user_id: String(joined.id),
      format: 'json',
    });
    expect(again.status).toBe(409);
  });

  it('explains an unknown ticket', async () => {
    const response = await fetch(url(`/api/dev/qr?ticket=${'0'.repeat(32)}`));
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('No such QR login ticket');
    const malformed = await post('/api/dev/qr/approve', {
      ticket: 'nope',
      user_id: '1',
      format: 'json',
    });
    expect(malformed.status).toBe(422);
    expect(((await malformed.json()) as { message: string }).message).toMatch(/^ticket must be/);
  });
});

describe('WeChat authorize', () => {
  const authorize = async (fields: Record<string, string>): Promise<string> => {
    const response = await post('/api/dev/wx-authorize?format=json', fields);
    expect(response.status).toBe(200);
    return ((await response.json()) as { code: string }).code;
  };

  it('lists the demo accounts and a new WeChat user', async () => {
    const page = await (await fetch(url('/api/dev/wx-authorize?kind=mini'))).text();
    expect(page).toContain('POST /api/login/wx_mini');
    expect(page).toContain(`name="user_id" value="${joined.id}"`);
    expect(page).toContain('A new WeChat user');
  });

  it('a new WeChat user must bind a mobile', async () => {
    const code = await authorize({ kind: 'mini', user_id: 'new' });
    const login = await callApi<WxLogin>(server, 'POST', '/api/login/wx_mini', { body: { code } });
    expect(login.data.status).toBe('bind_required');
  });

  it('a demo account gets an openid once and then logs straight in', async () => {
    const code = await authorize({ kind: 'mini', user_id: String(notJoined.id) });
    const login = await callApi<WxLogin>(server, 'POST', '/api/login/wx_mini', { body: { code } });
    expect(login.data.status).toBe('logged_in');
    expect(login.data.status === 'logged_in' && login.data.session.user.id).toBe(notJoined.id);
    const openid = server.db
      .prepare('SELECT mini_openid FROM users WHERE id = ?')
      .pluck()
      .get(notJoined.id);
    expect(openid).toMatch(/^omini_/);

    await authorize({ kind: 'mini', user_id: String(notJoined.id) });
    expect(
      server.db.prepare('SELECT mini_openid FROM users WHERE id = ?').pluck().get(notJoined.id),
    ).toBe(openid);

    const appCode = await authorize({ kind: 'mp', user_id: String(notJoined.id) });
    const appLogin = await callApi<WxLogin>(server, 'POST', '/api/login/wx_app', {
      body: { code: appCode },
    });
    expect(appLogin.data.status).toBe('logged_in');
  });

  it('redirects to an allowed redirect_uri with code and state', async () => {
    const response = await post(
      '/api/dev/wx-authorize',
      {
        kind: 'app',
        user_id: 'new',
        redirect_uri: 'http://localhost:3000/pages/login/index?from=wx',
        state: 'xyz 1',
      },
      { redirect: 'manual' },
    );
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location')!);
    expect(location.origin).toBe('http://localhost:3000');
    expect(location.searchParams.get('from')).toBe('wx');
    expect(location.searchParams.get('state')).toBe('xyz 1');
    const login = await callApi<WxLogin>(server, 'POST', '/api/login/wx_app', {
      body: { code: location.searchParams.get('code') },
    });
    expect(login.data.status).toBe('bind_required');
  });

  it('refuses a redirect_uri outside the app origins and issues no code', async () => {
    const codes = () => server.db.prepare('SELECT COUNT(*) FROM wx_codes').pluck().get();
    const before = codes();
    const page = await fetch(
      url('/api/dev/wx-authorize?kind=mini&redirect_uri=https://evil.example/cb'),
    );
    expect(page.status).toBe(422);
    expect(await page.text()).toContain('http://localhost:3000');

    const refused = await post(
      '/api/dev/wx-authorize',
      { kind: 'mini', user_id: 'new', redirect_uri: 'https://evil.example/cb' },
      { redirect: 'manual' },
    );
    expect(refused.status).toBe(422);
    expect(refused.headers.get('location')).toBeNull();
    expect(codes()).toBe(before);
  });

  it('refuses bad kinds and users with 422', async () => {
    const badKind = await post('/api/dev/wx-authorize?format=json', {
      kind: 'web',
      user_id: 'new',
    });
    expect(badKind.status).toBe(422);
    expect(await badKind.json()).toEqual({
      status_code: 422,
      message: 'kind must be one of mini, app, mp',
    });
    const noUser = await post('/api/dev/wx-authorize?format=json', {
      kind: 'mini',
      user_id: '999999',
    });
    expect(noUser.status).toBe(422);
  });
});

describe('payment provider', () => {
  type PayResult = {
    order: { id: number; status: string };
    payment: { payment_no: string; pay_url: string };
  };

  async function openPayment(): Promise<{
    token: string;
    orderId: number;
    paymentNo: string;
    payUrl: string;
  }> {
    const optionId = Number(
      server.db
        .prepare(
          'INSERT INTO recharge_options (amount_cents, bonus_cents, sort) VALUES (10000, 1000, 1)',
        )
        .run().lastInsertRowid,
    );
    const { token } = server.services.tokens.issue(joined.id);
    const order = await callApi<{ id: number }>(server, 'POST', '/api/recharge', {
      token,
      body: { option_id: optionId },
    });
    expect(order.code).toBe(0);
    const pay = await callApi<PayResult>(server, 'POST', `/api/orders/${order.data.id}/pay`, {
      token,
      body: { method: 'wechat' },
    });
    expect(pay.code).toBe(0);
    return {
      token,
      orderId: order.data.id,
      paymentNo: pay.data.payment.payment_no,
      payUrl: pay.data.payment.pay_url,
    };
  }

  const balance = async (token: string) =>
    (await callApi<{ money: string }>(server, 'GET', '/api/me', { token })).data.money;

  it('confirms a payment through the callback; a second confirmation changes nothing', async () => {
    const { token, orderId, paymentNo, payUrl } = await openPayment();
    expect(payUrl).toContain(`/api/dev/pay?payment_no=${paymentNo}`);
    const startBalance = await balance(token);

    const cashier = await (
      await fetch(
        url(
          `/api/dev/pay?payment_no=${paymentNo}&return_url=http://localhost:3000/pagesUser/pay/result`,
        ),
      )
    ).text();
    expect(cashier).toContain('¥100.00');
    expect(cashier).toContain('Recharge ¥100.00');
    expect(cashier).toContain('Confirm payment');
    expect(cashier).not.toMatch(/value="succeeded"\s+disabled/);

    const bad = await post('/api/dev/pay', { payment_no: paymentNo, result: 'refunded' });
    expect(bad.status).toBe(422);
    expect(
      (await callApi<{ status: string }>(server, 'GET', `/api/orders/${orderId}`, { token })).data
        .status,
    ).toBe('pending');

    const confirmed = await post('/api/dev/pay', {
      payment_no: paymentNo,
      result: 'succeeded',
      return_url: 'http://localhost:3000/pagesUser/pay/result',
    });
    expect(confirmed.status).toBe(200);
    const outcome = await confirmed.text();
    expect(outcome).toContain('Payment confirmed');
    expect(outcome).toContain('href="http://localhost:3000/pagesUser/pay/result"');

    const order = await callApi<{ status: string; pay_method: string }>(
      server,
      'GET',
      `/api/orders/${orderId}`,
      { token },
    );
    expect(order.data).toMatchObject({ status: 'paid', pay_method: 'wechat' });
    expect(Number(await balance(token)) - Number(startBalance)).toBeCloseTo(110);

    const again = await post('/api/dev/pay?format=json', {
      payment_no: paymentNo,
      result: 'succeeded',
    });
    expect(await again.json()).toEqual({
      payment_no: paymentNo,
      status: 'succeeded',
      order_status: 'paid',
      changed: false,
    });
    const late = await post('/api/dev/pay?format=json', {
      payment_no: paymentNo,
      result: 'failed',
    });
    expect(((await late.json()) as { status: string }).status).toBe('succeeded');
    expect(Number(await balance(token)) - Number(startBalance)).toBeCloseTo(110);

    const finished = await (await fetch(url(`/api/dev/pay?payment_no=${paymentNo}`))).text();
    expect(finished).toMatch(/value="succeeded"\s+disabled/);
  });

  it('cancels a payment and keeps the order payable', async () => {
    const { token, orderId, paymentNo } = await openPayment();
    const cancelled = await post('/api/dev/pay?format=json', {
      payment_no: paymentNo,
      result: 'cancelled',
    });
    expect(await cancelled.json()).toMatchObject({
      status: 'cancelled',
      order_status: 'pending',
      changed: true,
    });
    expect(
      (await callApi<{ status: string }>(server, 'GET', `/api/orders/${orderId}`, { token })).data
        .status,
    ).toBe('pending');
  });

  it('refuses an unknown payment and a return_url outside the app', async () => {
    const unknown = await post('/api/dev/pay?format=json', {
      payment_no: 'P20990101000000ABCDEF12',
      result: 'succeeded',
    });
    expect(unknown.status).toBe(404);
    const { paymentNo } = await openPayment();
    const evil = await post('/api/dev/pay', {
      payment_no: paymentNo,
      result: 'succeeded',
      return_url: 'https://evil.example/',
    });
    expect(evil.status).toBe(422);
    expect(
      server.db.prepare('SELECT status FROM payments WHERE payment_no = ?').pluck().get(paymentNo),
    ).toBe('pending');
  });
});

describe('customer-service agent', () => {
  it('sees user messages live and its replies reach the user socket', async () => {
    const { token } = server.services.tokens.issue(joined.id);
    const wsBase = server.baseUrl.replace(/^http/, 'ws');
    const user = await openSocket(`${wsBase}/api/ws/chat?token=${encodeURIComponent(token)}`);
    const agent = await openSocket(`${wsBase}/api/dev/ws/agent`);

    user.socket.send(JSON.stringify({ body: '<script>alert(1)</script> help' }));
    expect(await agent.next()).toMatchObject({
      type: 'message',
      user_id: joined.id,
      message: { sender: 'user', body: '<script>alert(1)</script> help' },
    });
    await user.next();

    agent.socket.send(JSON.stringify({ user_id: joined.id, body: 'Hello, how can I help?' }));
    expect(await user.next()).toMatchObject({
      type: 'message',
      message: { sender: 'agent', body: 'Hello, how can I help?' },
    });
    await agent.next();

    agent.socket.send(JSON.stringify({ user_id: 999999, body: 'hi' }));
    expect(await agent.next()).toEqual({
      type: 'error',
      message: 'user_id must be the id of an existing user',
    });
    agent.socket.send(JSON.stringify({ user_id: joined.id, body: 'x'.repeat(501) }));
    expect(await agent.next()).toEqual({
      type: 'error',
      message: 'body must be at most 500 characters',
    });
    agent.socket.send('not json');
    expect((await agent.next()).type).toBe('error');

    const page = await (await fetch(url(`/api/dev/agent?user_id=${joined.id}`))).text();
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt; help');
    expect(page).not.toContain('<script>alert(1)');
    expect(page).toContain('Hello, how can I help?');

    user.close();
    agent.close();
  });

  it('replies by form post too, and refuses an empty body', async () => {
    const empty = await post('/api/dev/agent/reply?format=json', {
      user_id: String(joined.id),
      body: '  ',
    });
    expect(empty.status).toBe(422);
    expect(await empty.json()).toEqual({ status_code: 422, message: 'body is required' });
    const sent = await post(
      '/api/dev/agent/reply',
      { user_id: String(joined.id), body: 'Sent without JS' },
      { redirect: 'manual' },
    );
    expect(sent.status).toBe(303);
    const history = await callApi<{ list: { body: string }[] }>(
      server,
      'GET',
      '/api/chat/messages',
      {
        token: server.services.tokens.issue(joined.id).token,
      },
    );
    expect(history.data.list.at(-1)?.body).toBe('Sent without JS');
  });
});

describe('origin and escaping', () => {
  it('refuses forms posted from a foreign site', async () => {
    const qr = await callApi<{ ticket: string }>(server, 'GET', '/api/login/qrcode');
    const response = await post(
      '/api/dev/qr/approve',
      { ticket: qr.data.ticket, user_id: String(joined.id) },
      { headers: { origin: 'https://evil.example' } },
    );
    expect(response.status).toBe(403);
    const check = await callApi<{ status: string }>(
      server,
      'GET',
      `/api/login/ischeck?ticket=${qr.data.ticket}`,
    );
    expect(check.data.status).toBe('pending');
  });

  it('refuses the agent socket from a foreign site', async () => {
    const wsUrl = `${server.baseUrl.replace(/^http/, 'ws')}/api/dev/ws/agent`;
    expect(await upgradeRefusal(wsUrl, { origin: 'https://evil.example' })).toBe(403);
  });

  it('escapes values it echoes back', async () => {
    const response = await fetch(
      url('/api/dev/wx-authorize?kind=mini&state=%22%3E%3Cimg%20src%3Dx%3E'),
    );
    const page = await response.text();
    expect(page).toContain('value="&quot;&gt;&lt;img src=x&gt;"');
    expect(page).not.toContain('<img src=x>');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'nonce-");
  });
});

describe('production mode', () => {
  it('has no dev pages', async () => {
    const production = await startServer('production');
    try {
      expect((await fetch(`${production.baseUrl}/api/dev/sms`)).status).toBe(404);
      expect((await fetch(`${production.baseUrl}/api/dev`)).status).toBe(404);
    } finally {
      await production.close();
    }
  });
});
