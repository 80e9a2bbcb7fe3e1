import { startTestServer, type Reply, type TestServer } from './helpers/test-server';

/**
 * Texts the server writes read in the reader's language (Accept-Language), whichever language
 * the record was made in: the same order, ledger row, notice or refusal, read twice.
 */
const JOINED = '13800000000';
const STAFF_NOT_AREA_MANAGER = '13800000003';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await server.login(JOINED);
});
afterAll(() => server.close());

const EN = { 'accept-language': 'en-US,en;q=0.9' };
const ZH = { 'accept-language': 'zh-CN,zh;q=0.9' };

/** The same request in English and in Chinese. */
async function both(
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<{ en: Reply; zh: Reply }> {
  const en = await server.call(method, path, { ...options, headers: EN });
  const zh = await server.call(method, path, { ...options, headers: ZH });
  return { en, zh };
}

const dataOf = <T>(reply: Reply): T => {
  expect(reply.body).toMatchObject({ code: 0 });
  return reply.body.data as T;
};

type Order = { id: number; kind: string; title: string };

describe('order titles', () => {
  it('a recharge made in English reads in Chinese for a Chinese reader, and back', async () => {
    const made = dataOf<Order>(
      await server.call('POST', '/api/recharge', { token, body: { option_id: 2 }, headers: EN }),
    );
    expect(made.title).toBe('Recharge ¥100.00 (+¥5.00 bonus)');
    const { en, zh } = await both('GET', `/api/orders/${made.id}`, { token });
    expect(dataOf<Order>(en).title).toBe('Recharge ¥100.00 (+¥5.00 bonus)');
    expect(dataOf<Order>(zh).title).toBe('账户充值 ¥100.00（赠送 ¥5.00）');
  });

  it('a recharge without a bonus has no bonus part', async () => {
    const made = dataOf<Order>(
      await server.call('POST', '/api/recharge', { token, body: { option_id: 1 }, headers: ZH }),
    );
    expect(made.title).toBe('账户充值 ¥50.00');
    const { en } = await both('GET', `/api/orders/${made.id}`, { token });
    expect(dataOf<Order>(en).title).toBe('Recharge ¥50.00');
  });

  it('seeded orders read in both languages; a course order is named by its course', async () => {
    const { en, zh } = await both('GET', '/api/orders?pageSize=50', { token });
    const enList = dataOf<{ list: Order[] }>(en).list;
    const zhList = dataOf<{ list: Order[] }>(zh).list;
    expect(enList.map((o) => o.id)).toEqual(zhList.map((o) => o.id));
    const recharges = enList.filter((o) => o.kind === 'recharge');
    expect(recharges.length).toBeGreaterThan(0);
    for (const o of recharges) expect(o.title).toMatch(/^Recharge ¥\d+\.\d{2}/);
    for (const o of zhList.filter((x) => x.kind === 'recharge'))
      expect(o.title).toMatch(/^账户充值 ¥\d+\.\d{2}/);
    const courses = enList.filter((o) => o.kind === 'course');
    expect(courses.map((o) => o.title)).toEqual(
      zhList.filter((o) => o.kind === 'course').map((o) => o.title),
    );
    expect(courses.map((o) => o.title)).toContain('顾问式销售五步法');
  });
});

describe('points ledger reasons', () => {
  type Points = { list: { reason: string; reason_text: string }[] };

  it('read in the language asked for, the reason code unchanged', async () => {
    dataOf(await server.call('POST', '/api/user/sign-in', { token, headers: ZH }));
    const { en, zh } = await both('GET', '/api/user/points', { token });
    const [enTop] = dataOf<Points>(en).list;
    const [zhTop] = dataOf<Points>(zh).list;
    expect(enTop).toMatchObject({ reason: 'sign_in', reason_text: 'Daily check-in' });
    expect(zhTop).toMatchObject({ reason: 'sign_in', reason_text: '每日签到' });
    const texts = new Map(dataOf<Points>(en).list.map((r) => [r.reason, r.reason_text]));
    expect(texts.get('clockin')).toBe('Clock-in reward');
  });
});

describe('notices', () => {
  type Notices = { list: { id: number; title: string; body: string }[] };

  it('seeded notices read in both languages', async () => {
    const { en, zh } = await both('GET', '/api/user/notices?pageSize=50', { token });
    const enList = dataOf<Notices>(en).list;
    const zhList = dataOf<Notices>(zh).list;
    expect(enList.map((n) => n.id)).toEqual(zhList.map((n) => n.id));
    expect(enList.map((n) => n.title)).toContain('Exam open: 门店服务月度考核');
    expect(zhList.map((n) => n.title)).toContain('《门店服务月度考核》已开启');
    expect(enList.map((n) => n.body)).toContain(
      'Your check-in streak reward has arrived. Keep it up!',
    );
    expect(zhList.map((n) => n.body)).toContain('连续签到奖励已到账，继续保持！');
  });
});

describe('mock exam titles', () => {
  it('a mock exam put together in Chinese is named in English for an English reader', async () => {
    const chaptersIn = async (headers: Record<string, string>) =>
      dataOf<{ banks: { chapters: { id: number; name: string }[] }[] }>(
        await server.call('GET', '/api/exam/home', { token, headers }),
      )
        .banks.flatMap((b) => b.chapters)
        .slice(0, 3);
    const chapters = await chaptersIn(ZH);
    const english = await chaptersIn(EN);
    const made = dataOf<{ id: number; title: string }>(
      await server.call('POST', '/api/exam/mock-papers', {
        token,
        headers: ZH,
        body: { chapter_ids: chapters.map((c) => c.id), question_count: 10 },
      }),
    );
    const [first, second] = chapters.map((c) => c.name);
    expect(made.title).toBe(`模拟卷 · ${first}、${second}等3章`);
    // Its chapters are named in the reader's language too, in the title and the description.
    const [firstEn, secondEn] = english.map((c) => c.name);
    expect([first, firstEn]).toEqual(['企业文化与制度', 'Company culture & policies']);
    const { en, zh } = await both('GET', `/api/exam/papers/${made.id}`, { token });
    type Paper = { title: string; description: string };
    expect(dataOf<Paper>(en).title).toBe(
      `Mock exam · ${firstEn}, ${secondEn} and more (3 chapters)`,
    );
    expect(dataOf<Paper>(en).description).toBe(english.map((c) => c.name).join(' · '));
    expect(dataOf<Paper>(zh).title).toBe(made.title);
    expect(dataOf<Paper>(zh).description).toBe(chapters.map((c) => c.name).join(' · '));
  });
});

describe('refusals', () => {
  it('a business rule (code 1)', async () => {
    const order = dataOf<Order>(
      await server.call('POST', '/api/recharge', { token, body: { option_id: 1 } }),
    );
    const { en, zh } = await both('POST', `/api/orders/${order.id}/pay`, {
      token,
      body: { method: 'balance' },
    });
    expect(en.body).toEqual({
      code: 1,
      message: 'A recharge cannot be paid from the balance',
      data: null,
    });
    expect(zh.body).toEqual({ code: 1, message: '充值订单不能用余额支付', data: null });
  });

  it('a permission (403)', async () => {
    const manager = await server.login(STAFF_NOT_AREA_MANAGER);
    const { en, zh } = await both('GET', '/api/team/areas', { token: manager });
    expect(en.body).toEqual({
      code: 403,
      message: 'Only area managers manage an area',
      data: null,
    });
    expect(zh.body).toEqual({ code: 403, message: '只有区域经理可以管理区域', data: null });
  });

  it('an unknown id (404)', async () => {
    const { en, zh } = await both('GET', '/api/orders/999999', { token });
    expect(en.body).toMatchObject({ code: 404, message: 'Order not found' });
    expect(zh.body).toMatchObject({ code: 404, message: '订单不存在' });
  });

  it('the tiers: log in first (401)', async () => {
    const { en, zh } = await both('GET', '/api/orders');
    expect(en.body).toMatchObject({ code: 401, message: 'Please log in first' });
    expect(zh.body).toMatchObject({ code: 401, message: '请先登录' });
  });

  it('bad input found by the contract (422)', async () => {
    const { en, zh } = await both('POST', '/api/login', { body: { password: 'x' } });
    expect([en.status, en.body.message]).toEqual([422, 'mobile is required']);
    expect([zh.status, zh.body.message]).toEqual([422, '缺少 mobile']);
  });

  it('bad input found by a handler (422)', async () => {
    const { en, zh } = await both('GET', '/api/search?keyword=%20%20', { token });
    expect([en.status, en.body.message]).toEqual([
      422,
      'query parameter keyword must not be blank',
    ]);
    expect([zh.status, zh.body.message]).toEqual([422, '请输入搜索关键词']);
  });

  it('an endpoint that does not exist', async () => {
    const { en, zh } = await both('GET', '/api/no-such-thing');
    expect(en.body).toEqual({
      status_code: 404,
      message: 'No such endpoint: GET /api/no-such-thing',
    });
    expect(zh.body).toEqual({ status_code: 404, message: '接口不存在：GET /api/no-such-thing' });
  });
});

describe('the language of a request', () => {
  it('is Chinese when the request names no language', async () => {
    const res = await fetch(`${server.base}/api/orders`);
    expect(((await res.json()) as { message: string }).message).toBe('请先登录');
  });

  it('follows the first English or Chinese range of the header', async () => {
    const ask = async (header: string) =>
      (await server.call('GET', '/api/orders', { headers: { 'accept-language': header } })).body
        .message;
    expect(await ask('fr-FR,en;q=0.5')).toBe('Please log in first');
    expect(await ask('en;q=0.3,zh-TW;q=0.8')).toBe('请先登录');
  });

  it('is a header browsers may send across origins (CORS allows it)', async () => {
    const res = await fetch(`${server.base}/api/orders`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization,accept-language',
      },
    });
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
      'accept-language',
    );
  });
});
