import { startTestServer, type TestServer } from './helpers/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('deleting an account (logoff)', () => {
  it('needs the SMS code, then removes personal data, keeps anonymised records and revokes every token', async () => {
    const mobile = '13800000000';
    const token = await server.login(mobile);
    const second = await server.login(mobile);
    const user = server.db.prepare('SELECT id FROM users WHERE mobile = ?').get(mobile) as {
      id: number;
    };
    const orders = (
      server.db.prepare('SELECT COUNT(*) AS n FROM orders WHERE user_id = ?').get(user.id) as {
        n: number;
      }
    ).n;

    expect(
      (await server.call('POST', '/api/logoff', { token, body: { code: '12345' } })).status,
    ).toBe(422);
    expect(
      (await server.call('POST', '/api/logoff', { token, body: { code: '123456' } })).body.message,
    ).toBe('The SMS code is wrong or has expired');
    await server.call('POST', '/api/sms', { body: { mobile, scene: 'logoff' } });
    const done = await server.call('POST', '/api/logoff', {
      token,
      body: { code: server.lastSmsCode(mobile) },
    });
    expect(done.body).toEqual({ code: 0, message: 'ok', data: null });

    const row = server.db
      .prepare('SELECT mobile, username, password_hash, deleted_at FROM users WHERE id = ?')
      .get(user.id);
    expect(row).toEqual({
      mobile: null,
      username: '',
      password_hash: null,
      deleted_at: expect.any(Number),
    });
    expect(
      (
        server.db.prepare('SELECT COUNT(*) AS n FROM orders WHERE user_id = ?').get(user.id) as {
          n: number;
        }
      ).n,
    ).toBe(orders);
    for (const t of [token, second])
      expect((await server.call('GET', '/api/me', { token: t })).body.code).toBe(401);
    expect(
      (await server.call('POST', '/api/login', { body: { mobile, password: 'Passw0rd!' } })).body
        .code,
    ).toBe(1);
  });
});

describe('the help list (FAQ)', () => {
  it('is paged, has categories and finds Chinese keywords', async () => {
    const token = await server.login('13800000001');
    const page = (await server.call('GET', '/api/help', { token, query: { pageSize: 5 } })).body
      .data as {
      list: { question: string; category: string }[];
      total: number;
      categories: string[];
    };
    expect(page.total).toBeGreaterThanOrEqual(20);
    expect(page.list).toHaveLength(5);
    expect(page.categories.length).toBeGreaterThan(1);

    const category = page.categories[0]!;
    const byCategory = (await server.call('GET', '/api/help', { token, query: { category } })).body
      .data as { list: { category: string }[] };
    expect(byCategory.list.every((f) => f.category === category)).toBe(true);

    const word = page.list[0]!.question.slice(0, 2);
    const found = (await server.call('GET', '/api/help', { token, query: { keyword: word } })).body
      .data as { list: { question: string; answer: string }[] };
    expect(found.list.length).toBeGreaterThan(0);
    expect(found.list.every((f) => f.question.includes(word) || f.answer.includes(word))).toBe(
      true,
    );

    const none = (await server.call('GET', '/api/help', { token, query: { keyword: '%_' } })).body
      .data as { total: number };
    expect(none.total).toBe(0);
  });

  it('lists the demo accounts of the seeded database', async () => {
    const reply = await server.call('GET', '/api/demo-accounts');
    expect(reply.body.data).toMatchObject({
      password: 'Passw0rd!',
      list: expect.arrayContaining([expect.objectContaining({ mobile: '13800000000' })]),
    });
  });
});
