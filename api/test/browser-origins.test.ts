import { startTestServer, type TestServer } from './helpers/test-server';

/**
 * Issue 17, "on the team's own machine": in development any page on this machine may call the
 * API (a remote's dev server on whatever port was free); production keeps API_CORS_ORIGINS. A
 * refused origin reads a 403 that says so, and its request is not carried out.
 */
type Refusal = { status_code: number; code: string; message: string };

const preflight = (server: TestServer, origin: string, method = 'POST') =>
  fetch(`${server.base}/api/client-reports`, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': method,
      'access-control-request-headers': 'authorization,content-type,x-channel',
    },
  });

const fromOrigin = (server: TestServer, origin: string, init: RequestInit = {}) =>
  fetch(`${server.base}${init.method === 'POST' ? '/api/client-reports' : '/api/health'}`, {
    ...init,
    headers: { 'accept-language': 'en', ...(init.headers as object), origin },
  });

const report = {
  session: 'session-origin-1',
  device: 'device-origin-1',
  user_id: null,
  reports: [{ kind: 'lcp', remote: 'mf_exam', release: 'local', page: '/', value: 900, at: 1 }],
};
const postReport = (server: TestServer, origin: string) =>
  fromOrigin(server, origin, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(report),
  });

const storedReports = (server: TestServer) =>
  (server.db.prepare('SELECT COUNT(*) AS n FROM client_reports').get() as { n: number }).n;

describe('in development', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: false });
  });
  afterAll(() => server.close());

  it.each(['http://localhost:3011', 'http://127.0.0.1:45678', 'http://localhost:3000'])(
    'accepts a page on %s, preflight and request',
    async (origin) => {
      const options = await preflight(server, origin);
      expect(options.status).toBe(204);
      expect(options.headers.get('access-control-allow-origin')).toBe(origin);
      expect(options.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
        'authorization',
      );
      const res = await fromOrigin(server, origin);
      expect(res.status).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
      expect(((await res.json()) as { code: number }).code).toBe(0);
    },
  );

  it.each([
    'https://evil.example',
    'http://localhost.evil.example:3000',
    'https://localhost:3011',
    'http://192.168.1.20:3000',
  ])('refuses a page on %s with a readable 403, not running the request', async (origin) => {
    const res = await postReport(server, origin);
    expect(res.status).toBe(403);
    expect(res.headers.get('access-control-allow-origin')).toBe(origin);
    expect(await res.json()).toEqual({
      status_code: 403,
      code: 'origin_refused',
      message: `Origin ${origin} is not allowed to call this API: add it to API_CORS_ORIGINS`,
    });
    expect(storedReports(server)).toBe(0);
  });
});

describe('in production', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      seed: false,
      env: {
        API_MODE: 'production',
        API_CORS_ORIGINS: 'http://localhost:3000,https://app.example.com',
      },
    });
  });
  afterAll(() => server.close());
  beforeEach(() => server.db.exec('DELETE FROM client_reports'));

  it.each(['http://localhost:3000', 'https://app.example.com'])(
    'accepts %s from API_CORS_ORIGINS',
    async (origin) => {
      expect((await preflight(server, origin)).headers.get('access-control-allow-origin')).toBe(
        origin,
      );
      const res = await postReport(server, origin);
      expect(res.status).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
      expect(storedReports(server)).toBe(1);
    },
  );

  it('refuses another localhost port with a 403 the page can read, naming the setting', async () => {
    const origin = 'http://localhost:3011';
    // The preflight is answered, so the browser goes on to the request and can read its refusal.
    const options = await preflight(server, origin);
    expect(options.status).toBe(204);
    expect(options.headers.get('access-control-allow-origin')).toBe(origin);

    const res = await postReport(server, origin);
    expect(res.status).toBe(403);
    expect(res.headers.get('access-control-allow-origin')).toBe(origin);
    expect((await res.json()) as Refusal).toEqual({
      status_code: 403,
      code: 'origin_refused',
      message:
        'Origin http://localhost:3011 is not allowed to call this API: add it to API_CORS_ORIGINS',
    });
    expect(storedReports(server)).toBe(0);

    const zh = await fromOrigin(server, origin, { headers: { 'accept-language': 'zh-CN' } });
    expect(((await zh.json()) as Refusal).message).toBe(
      '来源 http://localhost:3011 不允许调用此接口：请将它加入 API_CORS_ORIGINS',
    );
  });

  it('serves a page on the host the API is reached at (behind one proxy)', async () => {
    const proxied = await fetch(`${server.base}/api/health`, {
      headers: {
        origin: 'https://app.internal.example',
        'x-forwarded-host': 'app.internal.example',
      },
    });
    expect(proxied.status).toBe(200);
    const other = await fetch(`${server.base}/api/health`, {
      headers: { origin: 'https://evil.example', 'x-forwarded-host': 'app.internal.example' },
    });
    expect(other.status).toBe(403);
  });

  it('serves calls without an Origin and from its own origin as before', async () => {
    expect((await server.call('GET', '/api/health')).body.code).toBe(0);
    const own = await postReport(server, server.base);
    expect(own.status).toBe(200);
    expect(storedReports(server)).toBe(1);
  });
});
