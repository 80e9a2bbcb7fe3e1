import { advanceClock, nowMs, resetClock } from '../src/clock';
import { SEED_NOW } from '../src/seed/time';
import { startTestServer, type TestServer } from './helpers/test-server';

const JOINED = '13800000000';
const NOT_JOINED = '13800000001';
const PENDING = '13800000002';

type Programme = {
  id: number;
  title: string;
  cover: string;
  summary: string;
  category: { id: number; name: string };
  lecturer: { id: number; name: string; title: string } | null;
  mode: string;
  location: string;
  seats: number;
  enrolled: number;
  enrolled_by_me: boolean;
  status: string;
  starts_at: number;
  ends_at: number;
};
type Page<T> = { list: T[]; total: number; page: number; pageSize: number };
type Culture = {
  intro: { title: string; body: string; image: string } | null;
  values: { id: number; title: string; body: string }[];
  history: { id: number; date: string; title: string; body: string }[];
  gallery: { id: number; title: string; image: string }[];
};

let server: TestServer;
let joined: string;
let notJoined: string;
let pending: string;

beforeAll(async () => {
  server = await startTestServer();
  [joined, notJoined, pending] = await Promise.all([
    server.login(JOINED),
    server.login(NOT_JOINED),
    server.login(PENDING),
  ]);
  // The seed dates programmes from SEED_NOW; read them as of that moment.
  advanceClock(SEED_NOW * 1000 - nowMs());
});
afterAll(() => server.close());

const data = async <T>(
  path: string,
  token: string | undefined,
  query: Record<string, string | number> = {},
) => {
  const reply = await server.call('GET', path, { query, ...(token ? { token } : {}) });
  expect(reply.status).toBe(200);
  expect(reply.body).toMatchObject({ code: 0 });
  return reply.body.data as T;
};

const enrol = (id: number, token?: string) =>
  server.call('POST', `/api/college/programmes/${id}/enrol`, token ? { token } : {});

/** A token for any user; tokens are checked against the real clock, so issue it on that. */
const tokenOf = (userId: number) => {
  const offset = nowMs() - Date.now();
  resetClock();
  try {
    return server.services.tokens.issue(userId).token;
  } finally {
    advanceClock(offset);
  }
};

const programmeId = (title: string) =>
  (
    server.db.prepare('SELECT id FROM college_programmes WHERE title = ?').get(title) as {
      id: number;
    }
  ).id;

const seatsTaken = (id: number) =>
  server.db
    .prepare(
      `SELECT p.enrolled_count AS counted,
         (SELECT COUNT(*) FROM college_enrolments e WHERE e.programme_id = p.id AND e.status = 'enrolled') AS rows_
       FROM college_programmes p WHERE p.id = ?`,
    )
    .get(id) as { counted: number; rows_: number };

describe('GET /api/culture', () => {
  it('answers the introduction, values, timeline and gallery to anyone', async () => {
    const culture = await data<Culture>('/api/culture', undefined);
    expect(culture.intro).toMatchObject({ title: '企业简介' });
    expect(culture.values.map((v) => v.title)).toEqual([
      '顾客第一',
      '诚信正直',
      '团队协作',
      '持续学习',
      '追求卓越',
    ]);
    expect(culture.history).toHaveLength(10);
    expect(culture.history[0]).toMatchObject({ date: '1998', title: '第一家门店开业' });
    // The latest event is the one the day's news tells of: it is dated in the seed's month.
    expect(culture.history.at(-1)).toMatchObject({
      date: new Date((SEED_NOW + 8 * 3600) * 1000).toISOString().slice(0, 7),
      title: '第500家门店开业',
    });
    const dates = culture.history.map((h) => h.date);
    expect(dates).toEqual([...dates].sort());
    expect(culture.gallery).toHaveLength(6);
    for (const photo of culture.gallery) expect(photo.image).toMatch(/^\/api\/media\//);
    expect(await data<Culture>('/api/culture', notJoined)).toEqual(culture);
    expect(await data<Culture>('/api/culture', joined)).toEqual(culture);
  });
});

describe('GET /api/college/categories and /api/college/lecturers', () => {
  it('lists the four schools with their programme counts', async () => {
    const { list } = await data<{ list: { id: number; name: string; programme_count: number }[] }>(
      '/api/college/categories',
      notJoined,
    );
    expect(list.map((c) => [c.name, c.programme_count])).toEqual([
      ['School of Management', 3],
      ['School of Marketing', 3],
      ['School of Product', 3],
      ['School of Service', 3],
    ]);
  });

  it('lists the lecturers, busiest first', async () => {
    const { list } = await data<{
      list: { id: number; name: string; avatar: string; programme_count: number }[];
    }>('/api/college/lecturers', pending);
    expect(list).toHaveLength(10);
    const counts = list.map((l) => l.programme_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(12);
    expect(list[0]!.programme_count).toBe(3);
  });

  it('is for logged-in users, joined or not', async () => {
    for (const path of [
      '/api/college/categories',
      '/api/college/lecturers',
      '/api/college/programmes',
    ]) {
      expect((await server.call('GET', path)).body).toEqual({
        code: 401,
        message: 'Please log in first',
        data: null,
      });
    }
  });
});

describe('GET /api/college/programmes', () => {
  it('pages the 12 programmes with seats, enrolment and status', async () => {
    const page = await data<Page<Programme>>('/api/college/programmes', joined);
    expect(page).toMatchObject({ total: 12, page: 1, pageSize: 20 });
    expect(page.list[0]).toMatchObject({
      title: '储备店长训练营（第四期）',
      seats: 40,
      enrolled: 26,
      enrolled_by_me: true,
      status: 'upcoming',
      mode: 'offline',
    });
    expect(page.list.filter((p) => p.enrolled_by_me).map((p) => p.title)).toEqual([
      '储备店长训练营（第四期）',
      '私域运营实战班',
    ]);
    expect(page.list.find((p) => p.title === '空调技术认证班')).toMatchObject({
      status: 'ended',
      enrolled: 30,
    });
    expect(page.list.find((p) => p.title === '门店经营数据分析工作坊')!.status).toBe('ongoing');
    for (const p of page.list) {
      expect(p.enrolled).toBeLessThanOrEqual(p.seats);
      expect(p.lecturer).not.toBeNull();
    }
    const other = await data<Page<Programme>>('/api/college/programmes', notJoined);
    expect(other.list.every((p) => !p.enrolled_by_me)).toBe(true);
  });

  it('filters by category and pages', async () => {
    const { list: categories } = await data<{ list: { id: number; name: string }[] }>(
      '/api/college/categories',
      joined,
    );
    const service = categories.find((c) => c.name === 'School of Service')!;
    const page = await data<Page<Programme>>('/api/college/programmes', joined, {
      category_id: service.id,
    });
    expect(page.total).toBe(3);
    expect(page.list.every((p) => p.category.id === service.id)).toBe(true);
    const second = await data<Page<Programme>>('/api/college/programmes', joined, {
      page: 2,
      pageSize: 5,
    });
    expect(second).toMatchObject({ total: 12, page: 2, pageSize: 5 });
    expect(second.list).toHaveLength(5);
  });

  it('refuses bad filters with a 422 naming the field', async () => {
    for (const [query, message] of [
      [{ category_id: 0 }, 'query parameter category_id must be at least 1'],
      [{ page: 'x' }, 'query parameter page must be a whole number'],
      [{ mode: 'online' }, 'query parameter mode is not a known field'],
    ] as const) {
      const reply = await server.call('GET', '/api/college/programmes', { token: joined, query });
      expect(reply.status).toBe(422);
      expect(reply.body).toEqual({ status_code: 422, message });
    }
  });
});

describe('POST /api/college/programmes/{id}/enrol', () => {
  it('enrols a user who has not joined yet, once', async () => {
    const id = programmeId('直播带货训练营');
    const before = seatsTaken(id);
    const first = await enrol(id, notJoined);
    expect(first.body).toMatchObject({
      code: 0,
      data: { id, enrolled: before.counted + 1, enrolled_by_me: true },
    });
    const again = await enrol(id, notJoined);
    expect(again.body).toEqual({ code: 1, message: 'You are already enrolled', data: null });
    expect(seatsTaken(id)).toEqual({ counted: before.counted + 1, rows_: before.rows_ + 1 });
    const listed = await data<Page<Programme>>('/api/college/programmes', notJoined);
    expect(listed.list.find((p) => p.id === id)).toMatchObject({ enrolled_by_me: true });
  });

  it('refuses a full class, an ended class and an enrolled user', async () => {
    expect((await enrol(programmeId('服务礼仪内训师认证'), joined)).body).toEqual({
      code: 1,
      message: 'This class is full',
      data: null,
    });
    expect((await enrol(programmeId('空调技术认证班'), pending)).body).toEqual({
      code: 1,
      message: 'This class has ended',
      data: null,
    });
    expect((await enrol(programmeId('私域运营实战班'), joined)).body).toEqual({
      code: 1,
      message: 'You are already enrolled',
      data: null,
    });
  });

  it('never oversells seats when many people enrol at once', async () => {
    const id = programmeId('厨卫产品实训营');
    const { counted } = seatsTaken(id);
    const seats = 30;
    const free = seats - counted;
    const users = server.db
      .prepare(
        `SELECT id FROM users WHERE is_check = 2 AND id NOT IN (
           SELECT user_id FROM college_enrolments WHERE programme_id = ? AND status = 'enrolled')
         ORDER BY id LIMIT ?`,
      )
      .all(id, free + 7) as { id: number }[];
    expect(users).toHaveLength(free + 7);
    const tokens = users.map((u) => tokenOf(u.id));
    const replies = await Promise.all(tokens.map((t) => enrol(id, t)));
    const ok = replies.filter((r) => r.body.code === 0);
    const full = replies.filter((r) => r.body.code === 1);
    expect(ok).toHaveLength(free);
    expect(full).toHaveLength(7);
    for (const r of full) expect(r.body.message).toBe('This class is full');
    expect(seatsTaken(id)).toEqual({ counted: seats, rows_: seats });
  });

  it('answers code 404 for an unknown programme, 401 to visitors, 422 for a bad id', async () => {
    expect((await enrol(99999, joined)).body).toEqual({
      code: 404,
      message: 'Programme not found',
      data: null,
    });
    expect((await enrol(1)).body).toMatchObject({ code: 401 });
    const bad = await server.call('POST', '/api/college/programmes/abc/enrol', { token: joined });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe('path parameter id must be a whole number');
  });

  it('lets someone who cancelled take a seat again', async () => {
    const row = server.db
      .prepare(
        `SELECT e.programme_id, e.user_id FROM college_enrolments e
         JOIN college_programmes p ON p.id = e.programme_id
         WHERE e.status = 'cancelled' AND p.enrolled_count < p.seats AND p.ends_at > ? LIMIT 1`,
      )
      .get(SEED_NOW) as { programme_id: number; user_id: number };
    const token = tokenOf(row.user_id);
    const reply = await enrol(row.programme_id, token);
    expect(reply.body).toMatchObject({ code: 0, data: { enrolled_by_me: true } });
    const after = seatsTaken(row.programme_id);
    expect(after.counted).toBe(after.rows_);
  });
});
