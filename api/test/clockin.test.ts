import { advanceClock, nowMs, nowSeconds } from '../src/clock';
import { findUserByMobile } from '../src/features/users/user-row';
import { addDays, DAY, dayOf, SEED_NOW } from '../src/seed/time';
import { startTestServer, type TestServer } from './helpers/test-server';

const JOINED = '13800000000';
const NOT_JOINED = '13800000001';
const PENDING = '13800000002';

type TodayTask = {
  task: { id: number; title: string };
  activity: { id: number; title: string; cover: string };
  joined: boolean;
  done_today: boolean;
  streak: number;
};
type Today = { day: string; list: TodayTask[] };
type Activity = {
  id: number;
  title: string;
  cover: string;
  summary: string;
  start_day: string;
  end_day: string;
  status: 'upcoming' | 'ongoing' | 'ended';
  reward_points: number;
  completion_bonus_points: number;
  task_count: number;
  participant_count: number;
  joined: boolean;
};
type ActivityPage = { list: Activity[]; total: number; page: number; pageSize: number };

let server: TestServer;
let token: string;
let outsiderToken: string;
const tokens: Record<string, string> = {};

/** Moves the API clock to a Unix time. */
const setClock = (seconds: number) => advanceClock(seconds * 1000 - nowMs());

beforeAll(async () => {
  server = await startTestServer();
  // Tokens first: their expiry is checked against the real clock, not the API's.
  token = await server.login(JOINED);
  tokens[NOT_JOINED] = await server.login(NOT_JOINED);
  tokens[PENDING] = await server.login(PENDING);
  const outsider = server.db
    .prepare(
      `SELECT id FROM users WHERE is_check = 2
       AND id NOT IN (SELECT user_id FROM clockin_participants) ORDER BY id LIMIT 1`,
    )
    .get() as { id: number };
  outsiderToken = server.services.tokens.issue(outsider.id).token;
  // The seed dates everything from SEED_NOW (2026-11-01 10:00 China time).
  setClock(SEED_NOW);
});
beforeEach(() => setClock(SEED_NOW));
afterAll(() => server.close());

const get = (path: string, t?: string, query: Record<string, string | number> = {}) =>
  server.call('GET', path, { query, ...(t ? { token: t } : {}) });

const data = async <T>(path: string, t: string, query: Record<string, string | number> = {}) => {
  const reply = await get(path, t, query);
  expect(reply.body.code).toBe(0);
  return reply.body.data as T;
};

const activityId = (title: string) =>
  (
    server.db.prepare('SELECT id FROM clockin_activities WHERE title = ?').get(title) as {
      id: number;
    }
  ).id;

describe('access: clock-in is for joined members', () => {
  it.each(['/api/clockin/today', '/api/clockin/activities'])('%s', async (path) => {
    expect((await get(path)).body).toEqual({
      code: 401,
      message: 'Please log in first',
      data: null,
    });
    for (const mobile of [NOT_JOINED, PENDING]) {
      expect((await get(path, tokens[mobile])).body).toEqual({
        code: 403,
        message: 'Please join a team first',
        data: null,
      });
    }
    expect((await get(path, token)).body.code).toBe(0);
  });
});

describe('GET /api/clockin/today', () => {
  it("lists today's tasks of the ongoing activities with the caller's streaks", async () => {
    const today = await data<Today>('/api/clockin/today', token);
    expect(today.day).toBe('2026-11-01');
    expect(today.day).toBe(dayOf(nowSeconds()));
    // 每日晨会巡检打卡 (daily, since 10-25, day 3 missed) then the 21-day challenge (since 10-26,
    // day 4 missed, so today is its day 7); the demo user has not clocked in today.
    expect(
      today.list.map((t) => [t.activity.title, t.task.title, t.joined, t.done_today, t.streak]),
    ).toEqual([
      ['每日晨会巡检打卡', '晨会打卡', true, false, 3],
      ['每日晨会巡检打卡', '陈列巡检打卡', true, false, 3],
      ['21天产品知识打卡挑战', '洗烘套装推荐', true, false, 2],
    ]);
    expect(today.list[0]!.activity.cover).toMatch(/^\/api\/media\//);
    expect(today.list[0]!.activity.id).toBe(activityId('每日晨会巡检打卡'));
  });

  it('marks a task done once clocked in today, and the streak counts today', async () => {
    const userId = findUserByMobile(server.db, JOINED)!.id;
    const before = await data<Today>('/api/clockin/today', token);
    const task = before.list[2]!;
    const { lastInsertRowid } = server.db
      .prepare(
        'INSERT INTO clockin_records (activity_id, task_id, user_id, day, created_at) VALUES (?, ?, ?, ?, ?)',
      )
      .run(task.activity.id, task.task.id, userId, before.day, nowSeconds());
    try {
      const after = await data<Today>('/api/clockin/today', token);
      expect(after.list[2]).toEqual({ ...task, done_today: true, streak: 3 });
      expect(after.list.slice(0, 2)).toEqual(before.list.slice(0, 2));

      // Tomorrow the challenge moves on to its next task and the streak is still alive.
      setClock(SEED_NOW + DAY);
      const tomorrow = await data<Today>('/api/clockin/today', token);
      expect(tomorrow.day).toBe(addDays(before.day, 1));
      expect(tomorrow.list[2]).toMatchObject({
        task: { title: '油烟机选购' },
        done_today: false,
        streak: 3,
      });
      // The daily activity was missed yesterday (today in the seed): its streak is broken.
      expect(tomorrow.list[0]).toMatchObject({ task: { title: '晨会打卡' }, streak: 0 });
    } finally {
      server.db.prepare('DELETE FROM clockin_records WHERE id = ?').run(lastInsertRowid);
    }
  });

  it('shows a joined member who takes part in nothing what they could join', async () => {
    const today = await data<Today>('/api/clockin/today', outsiderToken);
    expect(today.list).toHaveLength(3);
    expect(today.list.every((t) => !t.joined && !t.done_today && t.streak === 0)).toBe(true);
  });

  it('is empty when no activity is ongoing', async () => {
    setClock(SEED_NOW + 30 * DAY);
    expect((await data<Today>('/api/clockin/today', token)).list).toEqual([]);
  });
});

describe('GET /api/clockin/activities', () => {
  it('lists ongoing, then upcoming, then ended activities with counts', async () => {
    const page = await data<ActivityPage>('/api/clockin/activities', token);
    expect(page).toMatchObject({ total: 4, page: 1, pageSize: 20 });
    expect(page.list.map((a) => [a.title, a.status, a.joined])).toEqual([
      ['每日晨会巡检打卡', 'ongoing', true],
      ['21天产品知识打卡挑战', 'ongoing', true],
      ['冬季新品学习周', 'upcoming', false],
      ['服务之星七日打卡', 'ended', false],
    ]);
    const challenge = page.list[1]!;
    expect(challenge).toMatchObject({
      start_day: '2026-10-26',
      end_day: '2026-11-15',
      reward_points: 5,
      completion_bonus_points: 50,
      task_count: 21,
    });
    expect(page.list[0]!.task_count).toBe(2);
    for (const activity of page.list) {
      const participants = server.db
        .prepare('SELECT COUNT(*) AS n FROM clockin_participants WHERE activity_id = ?')
        .get(activity.id) as { n: number };
      expect(activity.participant_count).toBe(participants.n);
      expect(activity.cover).toMatch(/^\/api\/media\//);
    }
  });

  it('filters by status and by whether I take part, and pages', async () => {
    const titles = async (query: Record<string, string | number>) =>
      (await data<ActivityPage>('/api/clockin/activities', token, query)).list.map((a) => a.title);
    expect(await titles({ status: 'ongoing' })).toEqual([
      '每日晨会巡检打卡',
      '21天产品知识打卡挑战',
    ]);
    expect(await titles({ status: 'upcoming' })).toEqual(['冬季新品学习周']);
    expect(await titles({ status: 'ended' })).toEqual(['服务之星七日打卡']);
    expect(await titles({ joined: 1 })).toEqual(['每日晨会巡检打卡', '21天产品知识打卡挑战']);
    expect(await titles({ joined: 0 })).toEqual(['冬季新品学习周', '服务之星七日打卡']);
    expect(await titles({ status: 'ended', joined: 1 })).toEqual([]);
    expect(
      await data<ActivityPage>('/api/clockin/activities', token, { page: 2, pageSize: 3 }),
    ).toMatchObject({ total: 4, page: 2, pageSize: 3, list: [{ title: '服务之星七日打卡' }] });
  });

  it('follows the clock: statuses change as the days pass', async () => {
    setClock(SEED_NOW + 20 * DAY);
    const page = await data<ActivityPage>('/api/clockin/activities', token);
    expect(page.list.every((a) => a.status === 'ended')).toBe(true);
    // Most recently ended first.
    expect(page.list.map((a) => a.end_day)).toEqual(
      [...page.list.map((a) => a.end_day)].sort().reverse(),
    );
  });

  it('refuses bad query values with a 422 naming the field', async () => {
    const cases: [Record<string, string | number>, string][] = [
      [{ status: 'bogus' }, 'query parameter status must be one of upcoming, ongoing, ended'],
      [{ joined: 'yes' }, 'query parameter joined must be one of 0, 1'],
      [{ pageSize: 1000 }, 'query parameter pageSize must be at most 100'],
      [{ page: -1 }, 'query parameter page must be at least 1'],
    ];
    for (const [query, message] of cases) {
      const reply = await get('/api/clockin/activities', token, query);
      expect({ query, status: reply.status, body: reply.body }).toEqual({
        query,
        status: 422,
        body: { status_code: 422, message },
      });
    }
  });
});
