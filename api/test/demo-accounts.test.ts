import { startTestServer, type TestServer } from './helpers/test-server';

/**
 * The login page lists the demo accounts whenever the API runs on the demo data: production mode
 * included (npm start), never for a database the demo seed did not fill, and API_DEMO_ACCOUNTS
 * overrides it.
 */
type Accounts = { password: string; list: { mobile: string; label: string; role: string }[] };

async function withServer(
  options: Parameters<typeof startTestServer>[0],
  check: (server: TestServer) => Promise<void>,
): Promise<void> {
  const server = await startTestServer(options);
  try {
    await check(server);
  } finally {
    await server.close();
  }
}

const demoAccounts = (server: TestServer, language = 'en') =>
  server.call('GET', '/api/demo-accounts', { headers: { 'accept-language': language } });

describe('GET /api/demo-accounts', () => {
  it('answers in production mode when the database holds the demo seed, labels in both languages', async () => {
    await withServer({ env: { API_MODE: 'production' } }, async (server) => {
      const en = await demoAccounts(server, 'en');
      expect(en.body.code).toBe(0);
      const accounts = en.body.data as Accounts;
      expect(accounts.password).toBe('Passw0rd!');
      expect(accounts.list.map((a) => [a.mobile, a.label])).toEqual([
        ['13800000000', 'Joined staff'],
        ['13800000001', 'Not joined'],
        ['13800000002', 'Pending review'],
        ['13800000003', 'Shop manager'],
        ['13800000004', 'Area manager'],
      ]);
      const zh = (await demoAccounts(server, 'zh-CN')).body.data as Accounts;
      expect(zh.list.map((a) => a.label)).toEqual([
        '已入队员工',
        '未加入团队',
        '待审核',
        '店长',
        '区域经理',
      ]);
    });
  });

  it.each([
    ['a database the demo seed did not fill', { seed: false }],
    ['API_DEMO_ACCOUNTS=off', { env: { API_DEMO_ACCOUNTS: 'off' } }],
    [
      'API_DEMO_ACCOUNTS=off in production',
      { env: { API_DEMO_ACCOUNTS: 'off', API_MODE: 'production' } },
    ],
  ])('lists nothing for %s', async (_name, options) => {
    await withServer(options, async (server) => {
      expect((await demoAccounts(server)).body).toEqual({
        code: 404,
        message: 'Demo accounts not found',
        data: null,
      });
    });
  });

  it('API_DEMO_ACCOUNTS=on lists them whatever the database', async () => {
    await withServer({ seed: false, env: { API_DEMO_ACCOUNTS: 'on' } }, async (server) => {
      expect((await demoAccounts(server)).body.code).toBe(0);
    });
  });
});
