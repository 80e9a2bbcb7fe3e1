import type { Static } from '@sinclair/typebox';
import { advanceClock, nowMs } from '../src/clock';
import { ReleaseStats } from '../src/contract/client-reports';
import { startTestServer, type Reply, type TestServer } from './helpers/test-server';

/**
 * Issue 17: POST /api/client-reports stores what the shell reports (as sendBeacon sends it), and
 * GET /api/client-reports/releases aggregates a remote's releases over a window.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: false });
});
afterAll(() => server.close());
beforeEach(() => server.db.exec('DELETE FROM client_reports'));

const T0 = Date.parse('2026-11-25T15:00:00.000Z');
let deviceCounter = 0;
/** A fresh device per batch unless a test says otherwise, so the device limit stays out of the way. */
const freshDevice = () => `device-${String(++deviceCounter).padStart(4, '0')}`;

type Report = Record<string, unknown>;
const lcp = (over: Report = {}): Report => ({
  kind: 'lcp',
  remote: 'mf_exam',
  release: '1.1.0-ef56ab78',
  page: '/pages/exam/index',
  value: 1834,
  at: T0 + 1000,
  ...over,
});
const boundary = (over: Report = {}): Report => ({
  kind: 'boundary',
  remote: 'mf_exam',
  release: '1.1.0-ef56ab78',
  page: '/pages/exam/index',
  message: 'TypeError: cannot read properties of undefined',
  at: T0 + 2000,
  ...over,
});
const batch = (reports: Report[], over: Report = {}) => ({
  session: 'session-abc123',
  device: freshDevice(),
  user_id: 12,
  reports,
  ...over,
});

const send = (body: unknown, headers: Record<string, string> = {}): Promise<Reply> =>
  server.call('POST', '/api/client-reports', { body, headers });
/** What navigator.sendBeacon sends for a Blob of type text/plain. */
const beacon = (body: unknown): Promise<Reply> =>
  send(JSON.stringify(body), { 'content-type': 'text/plain;charset=UTF-8' });
const stored = (): number =>
  (server.db.prepare('SELECT COUNT(*) AS n FROM client_reports').get() as { n: number }).n;

describe('POST /api/client-reports', () => {
  it('stores a valid JSON batch, with nothing personal but the user id it names', async () => {
    const body = batch([lcp(), boundary({ remote: null, release: null })]);
    const reply = await send(body, { 'user-agent': 'Mozilla/5.0 (iPhone)' });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ code: 0, message: 'ok', data: { stored: 2 } });
    const rows = server.db.prepare('SELECT * FROM client_reports ORDER BY id').all() as Record<
      string,
      unknown
    >[];
    expect(rows.map(({ id: _id, received_ms: _r, ...row }) => row)).toEqual([
      {
        session: 'session-abc123',
        device: body.device,
        user_id: 12,
        kind: 'lcp',
        remote: 'mf_exam',
        release: '1.1.0-ef56ab78',
        page: '/pages/exam/index',
        message: null,
        value: 1834,
        at: T0 + 1000,
      },
      {
        session: 'session-abc123',
        device: body.device,
        user_id: 12,
        kind: 'boundary',
        remote: null,
        release: null,
        page: '/pages/exam/index',
        message: 'TypeError: cannot read properties of undefined',
        value: null,
        at: T0 + 2000,
      },
    ]);
  });

  it('accepts the same batch as text/plain, as sendBeacon sends it, from a visitor', async () => {
    const reply = await beacon(batch([lcp({ value: 1234.6 })], { user_id: null }));
    expect(reply.body).toEqual({ code: 0, message: 'ok', data: { stored: 1 } });
    expect(server.db.prepare('SELECT user_id, value FROM client_reports').get()).toEqual({
      user_id: null,
      value: 1235,
    });
  });

  it('accepts 50 reports and every kind', async () => {
    const kinds = ['remote-load', 'boundary', 'unhandled', 'render-fallback'];
    const reports = Array.from({ length: 50 }, (_, i) =>
      i % 5 === 4 ? lcp({ at: T0 + i }) : boundary({ kind: kinds[i % 5], at: T0 + i }),
    );
    expect((await send(batch(reports))).body).toMatchObject({ code: 0, data: { stored: 50 } });
    expect(stored()).toBe(50);
  });

  const long = (n: number) => 'x'.repeat(n);
  it.each([
    ['no session', batch([lcp()], { session: undefined }), 'session is required'],
    ['a short session', batch([lcp()], { session: 'abc' }), 'session must be 8 to 64 characters'],
    ['a session with a dot', batch([lcp()], { session: 'abc.defgh' }), 'session must be 8 to 64'],
    ['a long device', batch([lcp()], { device: long(65) }), 'device must be 8 to 64 characters'],
    ['no user_id', batch([lcp()], { user_id: undefined }), 'user_id is required'],
    [
      'a text user_id',
      batch([lcp()], { user_id: '12' }),
      'user_id must be of type integer or null',
    ],
    ['user_id 0', batch([lcp()], { user_id: 0 }), 'user_id must be at least 1'],
    ['no reports', batch([]), 'reports must have at least 1 items'],
    ['51 reports', batch(Array.from({ length: 51 }, () => lcp())), 'reports must have at most 50'],
    ['an unknown kind', batch([lcp({ kind: 'crash' })]), 'reports[0].kind must be one of'],
    [
      'a bad remote',
      batch([lcp(), lcp({ remote: 'MF-exam' })]),
      'reports[1].remote must be a federation name',
    ],
    [
      'a bad release',
      batch([lcp({ release: '1.0 beta' })]),
      'reports[0].release must be a release id',
    ],
    [
      'a long release',
      batch([lcp({ release: long(65) })]),
      'reports[0].release must be a release id',
    ],
    [
      'a relative page',
      batch([lcp({ page: 'pages/exam' })]),
      'reports[0].page must be the route path',
    ],
    [
      'a page with a query',
      batch([lcp({ page: '/pages/exam?id=1' })]),
      'reports[0].page must be the route path',
    ],
    [
      'a long page',
      batch([lcp({ page: `/${long(200)}` })]),
      'reports[0].page must be at most 200 characters',
    ],
    [
      'a long message',
      batch([boundary({ message: long(501) })]),
      'reports[0].message must be at most 500 characters',
    ],
    [
      'an lcp without value',
      batch([lcp({ value: undefined })]),
      'reports[0].value is required for an lcp report',
    ],
    [
      'an lcp over 600000 ms',
      batch([lcp({ value: 600001 })]),
      'reports[0].value must be at most 600000',
    ],
    ['a negative lcp', batch([lcp({ value: -1 })]), 'reports[0].value must be at least 0'],
    [
      'an lcp with a message',
      batch([lcp({ message: 'slow' })]),
      'reports[0].message is only for error reports',
    ],
    [
      'an error with a value',
      batch([boundary({ value: 10 })]),
      'reports[0].value is only for lcp reports',
    ],
    ['no at', batch([lcp({ at: undefined })]), 'reports[0].at is required'],
    ['a fractional at', batch([lcp({ at: 1.5 })]), 'reports[0].at must be a whole number'],
    ['an extra field', batch([lcp({ ip: '10.0.0.1' })]), 'reports[0].ip is not a known field'],
    [
      'an extra top-level field',
      batch([lcp()], { user_agent: 'x' }),
      'user_agent is not a known field',
    ],
  ])('refuses %s with 422 naming the field, storing nothing', async (_name, body, message) => {
    for (const reply of [await send(body), await beacon(body)]) {
      expect(reply.status).toBe(422);
      expect(reply.body.status_code).toBe(422);
      expect(reply.body.message).toContain(message);
    }
    expect(stored()).toBe(0);
  });

  it('refuses text/plain that is not JSON with 422', async () => {
    const reply = await send('{"session":', { 'content-type': 'text/plain' });
    expect(reply.status).toBe(422);
    expect(reply.body.message).toBe('body must be valid JSON');
  });

  it('refuses a body over 64 KB with 413 before reading it, JSON or text', async () => {
    // 500 characters of Chinese are 1500 bytes: valid in every field, only too large as a whole.
    const body = batch(
      Array.from({ length: 50 }, () => boundary({ message: '页面出错'.repeat(125) })),
    );
    expect(Buffer.byteLength(JSON.stringify(body))).toBeGreaterThan(64 * 1024);
    for (const reply of [await send(body), await beacon(body)]) {
      expect(reply.status).toBe(413);
      expect(reply.body).toEqual({
        status_code: 413,
        message: 'The request is too large (limit 64 KB)',
      });
    }
    expect(stored()).toBe(0);
  });

  it('takes at most 120 reports a minute from one device; over it 429, storing nothing', async () => {
    const device = freshDevice();
    const fifty = () => Array.from({ length: 50 }, () => lcp());
    for (const reports of [fifty(), fifty(), fifty().slice(0, 19)]) {
      expect((await send(batch(reports, { device }))).body.code).toBe(0);
    }
    expect(stored()).toBe(119);
    // One more fits; a batch of two would pass the limit and is refused whole.
    const over = await beacon(batch([lcp(), lcp()], { device }));
    expect(over.status).toBe(429);
    expect(over.body).toEqual({
      status_code: 429,
      message:
        'Too many reports from this device: at most 120 a minute; nothing of this batch was stored',
    });
    expect(stored()).toBe(119);
    const retry = await fetch(`${server.base}/api/client-reports`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify(batch([lcp(), lcp()], { device })),
    });
    expect(retry.status).toBe(429);
    expect(Number(retry.headers.get('retry-after'))).toBeGreaterThanOrEqual(59);
    expect((await send(batch([lcp()], { device }))).body.code).toBe(0);
    // Other devices are not held back, and a minute later this one may send again.
    expect((await send(batch([lcp()]))).body.code).toBe(0);
    advanceClock(61 * 1000);
    expect((await send(batch(fifty(), { device }))).body.code).toBe(0);
    expect(stored()).toBe(171);
  });
});

const releases = (query: Record<string, string>) =>
  server.call('GET', '/api/client-reports/releases', { query });

describe('GET /api/client-reports/releases', () => {
  const iso = (ms: number) => new Date(ms).toISOString();
  const STABLE = '1.0.0-ab12cd34';
  const CANARY = '1.1.0-ef56ab78';

  /** Two releases of mf_exam, another remote and the shell, around a window [T0, T0 + 1 h). */
  async function sendWindow(): Promise<void> {
    const stable = (session: string, reports: Report[]) =>
      send(
        batch(
          reports.map((r) => ({ ...r, release: STABLE })),
          { session },
        ),
      );
    const canary = (session: string, reports: Report[]) => send(batch(reports, { session }));
    const replies = await Promise.all([
      // Stable: four sessions, one with two errors; LCPs 1000, 2000, 3000, 4000, 5000.
      stable('stable-s1', [lcp({ value: 1000 }), lcp({ value: 5000 })]),
      stable('stable-s2', [lcp({ value: 3000 })]),
      stable('stable-s3', [lcp({ value: 2000 }), boundary(), boundary({ kind: 'unhandled' })]),
      stable('stable-s4', [lcp({ value: 4000 })]),
      // Canary: two sessions, both with errors, one of them without any LCP.
      canary('canary-s1', [lcp({ value: 2500 }), boundary()]),
      canary('canary-s2', [boundary({ kind: 'remote-load' })]),
      // Outside the window: just before it and exactly at its end.
      canary('canary-s3', [boundary({ at: T0 - 1 }), lcp({ at: T0 + 3600 * 1000 })]),
      // Other remotes and the shell's own reports are not mf_exam's.
      send(
        batch([lcp({ remote: 'mf_train' }), boundary({ remote: null })], {
          session: 'other-session',
        }),
      ),
    ]);
    for (const reply of replies) expect(reply.body).toMatchObject({ code: 0 });
  }

  it('aggregates sessions, errors, error rate and p75 LCP per release over the window', async () => {
    await sendWindow();
    const reply = await releases({
      remote: 'mf_exam',
      since: iso(T0),
      until: iso(T0 + 3600 * 1000),
    });
    expect(reply.status).toBe(200);
    const stats = reply.body.data as Static<typeof ReleaseStats>[];
    const byRelease = Object.fromEntries(stats.map((s) => [s.release, s]));
    expect(byRelease[STABLE]).toEqual({
      remote: 'mf_exam',
      release: STABLE,
      sessions: 4,
      error_sessions: 1,
      errors: 2,
      error_rate: 0.25,
      lcp_p75: 4000,
      lcp_count: 5,
    });
    expect(byRelease[CANARY]).toEqual({
      remote: 'mf_exam',
      release: CANARY,
      sessions: 2,
      error_sessions: 2,
      errors: 2,
      error_rate: 1,
      lcp_p75: 2500,
      lcp_count: 1,
    });
    expect(stats).toHaveLength(2);
  });

  it('includes reports at since and leaves out those at until', async () => {
    await sendWindow();
    const wider = await releases({
      remote: 'mf_exam',
      since: iso(T0 - 1),
      until: iso(T0 + 3600 * 1000 + 1),
    });
    const canary = (wider.body.data as Static<typeof ReleaseStats>[]).find(
      (s) => s.release === CANARY,
    )!;
    expect(canary).toMatchObject({ sessions: 3, errors: 3, lcp_count: 2 });
    const empty = await releases({ remote: 'mf_exam', since: iso(T0), until: iso(T0) });
    expect(empty.body).toMatchObject({ code: 0, data: [] });
    const unknown = await releases({ remote: 'mf_nothing', since: iso(T0) });
    expect(unknown.body).toMatchObject({ code: 0, data: [] });
  });

  it('reads up to now when until is left out', async () => {
    const now = nowMs();
    const reports = [
      lcp({ remote: 'mf_train', at: now - 1000 }),
      boundary({ remote: 'mf_train', at: now + 60000 }),
    ];
    expect((await send(batch(reports))).body).toMatchObject({ code: 0 });
    const reply = await releases({ remote: 'mf_train', since: iso(now - 3600 * 1000) });
    expect(reply.body.data).toEqual([
      expect.objectContaining({ sessions: 1, errors: 0, lcp_count: 1, lcp_p75: 1834 }),
    ]);
  });

  it('leaves out reports that named no release', async () => {
    await send(batch([boundary({ release: null }), lcp({ release: null })]));
    await send(batch([lcp({ release: 'local' })]));
    const reply = await releases({ remote: 'mf_exam', since: iso(T0) });
    expect(reply.body.data).toEqual([
      expect.objectContaining({ release: 'local', sessions: 1, errors: 0, lcp_p75: 1834 }),
    ]);
  });

  it.each([
    [{ since: '2026-11-25T15:00:00Z' }, 'query parameter remote is required'],
    [
      { remote: 'MF', since: '2026-11-25T15:00:00Z' },
      'query parameter remote must be the federation name',
    ],
    [{ remote: 'mf_exam' }, 'query parameter since is required'],
    [
      { remote: 'mf_exam', since: 'yesterday' },
      'query parameter since must be an ISO 8601 date-time',
    ],
    [
      { remote: 'mf_exam', since: '2026-11-25' },
      'query parameter since must be an ISO 8601 date-time',
    ],
    [
      { remote: 'mf_exam', since: '2026-11-25T15:00:00Z', until: '2026-13-01T00:00:00Z' },
      'query parameter until must be an ISO 8601 date-time',
    ],
    [
      { remote: 'mf_exam', since: '2026-11-25T16:00:00Z', until: '2026-11-25T15:00:00Z' },
      'since (2026-11-25T16:00:00.000Z) must not be after until (2026-11-25T15:00:00.000Z)',
    ],
    [{ remote: 'mf_exam', since: iso(nowMs() + 3600 * 1000) }, 'must not be after until'],
  ])('refuses %j with 422', async (query, message) => {
    const reply = await releases(query);
    expect(reply.status).toBe(422);
    expect(reply.body.message).toContain(message);
  });
});
