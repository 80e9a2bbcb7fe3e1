import { startTestServer, type TestServer } from './helpers/test-server';

let server: TestServer;
let joinedToken: string;
beforeAll(async () => {
  server = await startTestServer({ seed: false });
  const { lastInsertRowid } = server.db
    .prepare(
      "INSERT INTO users (mobile, is_check, created_at, updated_at) VALUES ('13900000999', 2, 0, 0)",
    )
    .run();
  joinedToken = server.services.tokens.issue(Number(lastInsertRowid)).token;
});
afterAll(() => server.close());

const unprocessable = (message: string) => ({ status: 422, body: { status_code: 422, message } });

describe('bad input answers 422 with a message naming the field, and changes nothing', () => {
  it.each([
    ['a missing field', { scene: 'login' }, 'mobile is required'],
    [
      'a malformed mobile',
      { mobile: '12345', scene: 'login' },
      'mobile must be an 11-digit mobile number starting with 1 then 2-9',
    ],
    [
      'a mobile of the wrong type',
      { mobile: 13800000000, scene: 'login' },
      'mobile must be of type string',
    ],
    [
      'an unknown scene',
      { mobile: '13800000009', scene: 'spam' },
      'scene must be one of login, bind, password, logoff',
    ],
    [
      'an extra field',
      { mobile: '13800000009', scene: 'login', admin: true },
      'admin is not a known field',
    ],
  ])('POST /api/sms with %s', async (_case, body, message) => {
    const reply = await server.call('POST', '/api/sms', { body });
    expect(reply).toEqual(unprocessable(message));
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM sms_codes').get()).toEqual({ n: 0 });
  });

  it('refuses a body that is not JSON', async () => {
    const reply = await server.call('POST', '/api/sms', { body: '{"mobile": ' });
    expect(reply).toEqual(unprocessable('body must be valid JSON'));
  });

  it('refuses a body of another content type', async () => {
    const reply = await server.call('POST', '/api/sms', {
      body: 'mobile=1',
      headers: { 'content-type': 'text/plain' },
    });
    expect(reply).toEqual(unprocessable('body must be a JSON object sent as application/json'));
  });

  it('refuses a login with neither password nor code', async () => {
    const reply = await server.call('POST', '/api/login', { body: { mobile: '13800000009' } });
    expect(reply).toEqual(unprocessable('password or code is required (send exactly one of them)'));
  });

  it('names query parameters', async () => {
    const reply = await server.call('GET', '/api/login/ischeck', { query: { ticket: 'x' } });
    expect(reply).toEqual(unprocessable('query parameter ticket must be at least 8 characters'));
  });

  it.each(['abc', '-1', '0', '99999999999999999999', '1.5'])(
    'names a bad path id (%s)',
    async (id) => {
      const reply = await server.call('GET', `/api/orders/${id}`, { token: joinedToken });
      expect(reply.status).toBe(422);
      expect(reply.body.message).toMatch(/^path parameter id must be/);
    },
  );

  it('never answers 5xx to strange shapes', async () => {
    const bodies: string[] = [
      'null',
      '[]',
      '"string"',
      '42',
      '{"mobile": null}',
      JSON.stringify({ mobile: 'x'.repeat(100000) }),
      JSON.stringify({ mobile: '１３８００００００００', password: 'whatever1' }),
      '{"__proto__": {"admin": true}, "mobile": "13800000009", "password": "whatever1"}',
      '{"constructor": {"prototype": {"admin": true}}}',
    ];
    for (const body of bodies) {
      const reply = await server.call('POST', '/api/login', { body });
      expect(reply.status).toBeLessThan(500);
      expect(reply.body.message).toBeTruthy();
    }
  });
});
