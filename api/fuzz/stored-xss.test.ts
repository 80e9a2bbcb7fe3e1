/**
 * Every field that is shown back to people (comments, feedback, profile, clock-in notes, file
 * drafts, rejection reasons) takes the script-injection corpus without a 5xx, and gives the text
 * back exactly as typed: escaping is the screens' job, and the browser suite
 * (e2e/faults/xss-rendering.test.ts) checks that no payload runs there.
 */
import { startTestServer, type TestServer } from '../test/helpers/test-server';
import { authorizationFor, callerIds } from './support/callers';
import { SHORT_XSS, XSS_PAYLOADS } from './support/xss-corpus';

type Envelope = { code?: number | string; message?: string; data?: unknown; status_code?: number };

let server: TestServer;
let ids: ReturnType<typeof callerIds>;
beforeAll(async () => {
  server = await startTestServer();
  ids = callerIds(server.db);
});
afterAll(() => server?.close());

async function call(
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: Envelope }> {
  const res = await fetch(`${server.base}${path}`, {
    method,
    headers: {
      authorization: authorizationFor(server.services, ids, 'joined')!,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as Envelope };
}

function expectStoredOrRefused(reply: { status: number; body: Envelope }): boolean {
  expect(reply.status).toBeLessThan(500);
  if (reply.status !== 200 || reply.body.code !== 0) {
    expect(String(reply.body.message ?? '').length).toBeGreaterThan(0);
    return false;
  }
  return true;
}

const dataOf = <T>(reply: { body: Envelope }) => reply.body.data as T;

it.each(SHORT_XSS)('profile name and nickname keep %s as text', async (payload) => {
  const reply = await call('POST', '/api/user/profile', {
    username: payload,
    nickname: payload,
    sex: 2,
  });
  if (expectStoredOrRefused(reply)) {
    const me = dataOf<{ username: string; nickname: string }>(await call('GET', '/api/me'));
    expect([me.username, me.nickname]).toEqual([payload.trim(), payload.trim()]);
  }
});

it.each(XSS_PAYLOADS)('question comments keep %s as text', async (payload) => {
  const reply = await call('POST', '/api/exam/questions/1/comments', { body: payload });
  if (expectStoredOrRefused(reply)) {
    const mine = dataOf<{ list: { body: string }[] }>(
      await call('GET', '/api/exam/comments/mine?pageSize=100'),
    );
    expect(mine.list.map((c) => c.body)).toContain(payload);
  }
});

it.each(XSS_PAYLOADS)('feedback keeps %s as text', async (payload) => {
  const reply = await call('POST', '/api/feedback', {
    kind: 'other',
    body: payload,
    contact: payload.slice(0, 50),
  });
  if (expectStoredOrRefused(reply)) {
    const list = dataOf<{ list: { body: string }[] }>(
      await call('GET', '/api/feedback?pageSize=100'),
    );
    expect(list.list.map((f) => f.body)).toContain(payload);
  }
});

it.each(XSS_PAYLOADS)('file drafts keep %s as text', async (payload) => {
  const templates = dataOf<{ list: { id: number }[] }>(await call('GET', '/api/file-templates'));
  const reply = await call('POST', '/api/file-drafts', {
    template_id: templates.list[0]!.id,
    title: payload.slice(0, 60),
    values: { project_name: payload },
  });
  expectStoredOrRefused(reply);
});

it.each(XSS_PAYLOADS)('clock-in notes take %s without a 5xx', async (payload) => {
  const today = dataOf<{ list?: { task_id?: number; id?: number }[] } | unknown[]>(
    await call('GET', '/api/clockin/today'),
  );
  const items = Array.isArray(today) ? today : (today.list ?? []);
  const first = items[0] as { task_id?: number; id?: number } | undefined;
  const reply = await call('POST', '/api/clockin/records', {
    task_id: first?.task_id ?? first?.id ?? 1,
    body: payload,
    photos: [],
    location: payload.slice(0, 100),
    client_key: `xss-${Math.random().toString(36).slice(2, 12)}`,
  });
  expectStoredOrRefused(reply);
});
