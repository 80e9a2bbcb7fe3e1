import { advanceClock, nowMs } from '../src/clock';
import { SEED_NOW } from '../src/seed';
import { startTestServer, type TestServer } from './helpers/test-server';

type Session = {
  id: number;
  title: string;
  seats: number;
  enrolled_count: number;
  starts_at: number;
  status: string;
  enrolled: boolean;
  schedule: { title: string }[];
  checkin_code: string | null;
  checked_in_at: number | null;
};
type Meeting = {
  id: number;
  status: string;
  signed_up: boolean;
  starts_at: number;
  checked_in_at: number | null;
};

let server: TestServer;
let staff: string;
let manager: string;
beforeAll(async () => {
  server = await startTestServer();
  // The seed places sessions and meetings around SEED_NOW; the running API seeds at the real
  // time, so move them to now as it would.
  const shift = Math.floor(nowMs() / 1000) - SEED_NOW;
  for (const sql of [
    'UPDATE training_sessions SET starts_at = starts_at + ?, ends_at = ends_at + ?',
    'UPDATE training_schedule_items SET starts_at = starts_at + ?, ends_at = ends_at + ?',
    'UPDATE meetings SET starts_at = starts_at + ?, ends_at = ends_at + ?',
  ])
    server.db.prepare(sql).run(shift, shift);
  staff = await server.login('13800000000');
  manager = await server.login('13800000003');
});
afterAll(() => server.close());

const get = async <T>(path: string, token = staff, query: Record<string, string | number> = {}) => {
  const reply = await server.call('GET', path, { token, query });
  expect(reply.body.code).toBe(0);
  return reply.body.data as T;
};
const post = (path: string, token = staff, body?: unknown) =>
  server.call('POST', path, { token, ...(body === undefined ? {} : { body }) });
const sessionId = (title: string) =>
  (
    server.db.prepare('SELECT id FROM training_sessions WHERE title = ?').get(title) as {
      id: number;
    }
  ).id;

describe('training sessions', () => {
  it('lists upcoming sessions soonest first and past ones latest first', async () => {
    const upcoming = await get<{ list: Session[] }>('/api/training-sessions', staff, {
      when: 'upcoming',
    });
    expect(upcoming.list.length).toBeGreaterThan(0);
    expect(upcoming.list.every((s) => s.status !== 'ended')).toBe(true);
    const starts = upcoming.list.map((s) => s.starts_at);
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
    const past = await get<{ list: Session[] }>('/api/training-sessions', staff, { when: 'past' });
    expect(past.list.every((s) => s.status === 'ended')).toBe(true);
    const bad = await server.call('GET', '/api/training-sessions', {
      token: staff,
      query: { when: 'soon' },
    });
    expect(bad.status).toBe(422);
  });

  it('shows the agenda, my seat, and the sign-in code to managers only', async () => {
    const id = sessionId('空调安装勘测实操培训');
    const mine = await get<Session>(`/api/training-sessions/${id}`);
    expect(mine.enrolled).toBe(true);
    expect(mine.schedule.map((s) => s.title)).toEqual([
      '勘测流程与工具',
      '现场实操演练',
      '考核与答疑',
    ]);
    expect(mine.checkin_code).toBeNull();
    const managers = await get<Session>(`/api/training-sessions/${id}`, manager);
    expect(managers.checkin_code).toMatch(/^[0-9a-f]{16}$/);
  });

  it('takes a seat once, refuses a full session, and gives the seat back', async () => {
    const full = sessionId('金牌导购销售技巧工作坊');
    const fullBefore = await get<Session>(`/api/training-sessions/${full}`);
    if (!fullBefore.enrolled)
      expect((await post(`/api/training-sessions/${full}/enrol`)).body).toEqual({
        code: 1,
        message: 'Every seat is taken',
        data: null,
      });
    const id = sessionId('门店陈列实训');
    const before = await get<Session>(`/api/training-sessions/${id}`);
    const taken = (await post(`/api/training-sessions/${id}/enrol`)).body.data as Session;
    expect(taken.enrolled).toBe(true);
    expect(taken.enrolled_count).toBe(before.enrolled_count + (before.enrolled ? 0 : 1));
    const again = (await post(`/api/training-sessions/${id}/enrol`)).body.data as Session;
    expect(again.enrolled_count).toBe(taken.enrolled_count);
    const back = (await post(`/api/training-sessions/${id}/cancel`)).body.data as Session;
    expect(back).toMatchObject({ enrolled: false, enrolled_count: taken.enrolled_count - 1 });
    expect((await post(`/api/training-sessions/${id}/cancel`)).body.message).toBe(
      'You have no seat in this session',
    );
  });

  it('signs in with the venue code from an hour before the start', async () => {
    const id = sessionId('空调安装勘测实操培训');
    const session = await get<Session>(`/api/training-sessions/${id}`, manager);
    const code = session.checkin_code!;
    expect(
      (await post(`/api/training-sessions/${id}/check-in`, staff, { code: '0'.repeat(16) })).body
        .message,
    ).toBe('This sign-in code is not valid');
    expect(
      (await post(`/api/training-sessions/${id}/check-in`, staff, { code })).body.message,
    ).toBe('Sign-in opens an hour before the start');
    const bad = await post(`/api/training-sessions/${id}/check-in`, staff, { code: 'x' });
    expect(bad.status).toBe(422);
    const wait = (session.starts_at - 1800) * 1000 - nowMs();
    advanceClock(wait);
    try {
      const signed = (await post(`/api/training-sessions/${id}/check-in`, staff, { code })).body
        .data as Session;
      expect(signed.checked_in_at).not.toBeNull();
    } finally {
      advanceClock(-wait);
    }
  });
});

describe('meetings', () => {
  it('lists meetings and signs up once; attendance only near the start', async () => {
    const { list } = await get<{ list: Meeting[] }>('/api/meetings', staff, {
      when: 'upcoming',
      pageSize: 50,
    });
    const open = list.find((m) => !m.signed_up) ?? list[0]!;
    const signed = (await post(`/api/meetings/${open.id}/sign-up`)).body.data as Meeting;
    expect(signed.signed_up).toBe(true);
    await post(`/api/meetings/${open.id}/sign-up`);
    const n = server.db
      .prepare(
        'SELECT COUNT(*) AS n FROM meeting_attendees a JOIN users u ON u.id = a.user_id WHERE a.meeting_id = ? AND u.mobile = ?',
      )
      .get(open.id, '13800000000') as { n: number };
    expect(n.n).toBe(1);
    if (open.starts_at - nowMs() / 1000 > 1800)
      expect((await post(`/api/meetings/${open.id}/attend`)).body.message).toBe(
        'Attendance opens 30 minutes before the start',
      );
    const past = await get<{ list: Meeting[] }>('/api/meetings', staff, { when: 'past' });
    expect((await post(`/api/meetings/${past.list[0]!.id}/sign-up`)).body.message).toBe(
      'This meeting has ended',
    );
    expect((await server.call('GET', '/api/meetings/99999', { token: staff })).body.code).toBe(404);
  });
});

describe('policies', () => {
  it('lists catalogues with counts, their policies newest first, and reads one in place', async () => {
    const { list } = await get<{ list: { id: number; policy_count: number }[] }>(
      '/api/policy-catalogues',
    );
    expect(list.length).toBeGreaterThan(0);
    const first = list[0]!;
    const page = await get<{ list: { id: number; published_at: number }[]; total: number }>(
      '/api/policies',
      staff,
      { catalogue_id: first.id },
    );
    expect(page.total).toBe(first.policy_count);
    const times = page.list.map((p) => p.published_at);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const policy = await get<{ body_html: string; attachment_url: string }>(
      `/api/policies/${page.list[0]!.id}`,
    );
    expect(policy.body_html).toContain('<h3>');
    expect(policy.attachment_url).toMatch(/^\/api\/media\//);
    expect((await server.call('GET', '/api/policies')).body.code).toBe(401);
  });
});

describe('procurement file drafting', () => {
  it('lists templates and saves a valid draft with the text filled in', async () => {
    const { list } = await get<{
      list: { id: number; fields: { key: string; type: string; required: boolean }[] }[];
    }>('/api/file-templates');
    const template = list.find((t) => t.fields.some((f) => f.key === 'quantity'))!;
    const values = Object.fromEntries(
      template.fields.map((f) => [
        f.key,
        f.type === 'number' ? '12' : f.type === 'date' ? '2026-12-01' : '上海徐汇旗舰店',
      ]),
    );
    const saved = await post('/api/file-drafts', staff, {
      template_id: template.id,
      title: '十二月物料申请',
      values,
    });
    expect(saved.body.code).toBe(0);
    const draft = saved.body.data as { id: number; body: string; values: Record<string, string> };
    expect(draft.body).toContain('12');
    expect(draft.body).not.toContain('{{');
    const updated = await post('/api/file-drafts', staff, {
      template_id: template.id,
      draft_id: draft.id,
      title: '十二月物料申请（改）',
      values: { ...values, quantity: '20' },
    });
    expect((updated.body.data as { values: Record<string, string> }).values.quantity).toBe('20');
    const drafts = await get<{ list: { id: number; title: string }[] }>('/api/file-drafts');
    expect(drafts.list[0]).toMatchObject({ id: draft.id, title: '十二月物料申请（改）' });
    const others = await get<{ list: unknown[] }>('/api/file-drafts', manager);
    expect(others.list.some((d) => (d as { id: number }).id === draft.id)).toBe(false);
  });

  it('rejects a bad value with 422 naming the field, and saves nothing', async () => {
    const { list } = await get<{
      list: { id: number; fields: { key: string; type: string }[] }[];
    }>('/api/file-templates');
    const template = list.find((t) => t.fields.some((f) => f.type === 'number'))!;
    const numberField = template.fields.find((f) => f.type === 'number')!;
    const before = server.db.prepare('SELECT COUNT(*) AS n FROM file_drafts').get();
    const bad = await post('/api/file-drafts', staff, {
      template_id: template.id,
      title: '草稿',
      values: { [numberField.key]: 'twelve' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toMatch(/values\./);
    const missing = await post('/api/file-drafts', staff, {
      template_id: template.id,
      title: '草稿',
      values: {},
    });
    expect(missing.status).toBe(422);
    expect(missing.body.message).toMatch(/is required/);
    const badDate = await post('/api/file-drafts', staff, {
      template_id: template.id,
      title: '  ',
      values: {},
    });
    expect(badDate.status).toBe(422);
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM file_drafts').get()).toEqual(before);
  });
});
