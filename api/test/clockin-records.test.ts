import { advanceClock, nowMs } from '../src/clock';
import { findUserByMobile } from '../src/features/users/user-row';
import { DAY, SEED_NOW } from '../src/seed/time';
import { startTestServer, type TestServer } from './helpers/test-server';

const JOINED = '13800000000';
const NOT_JOINED = '13800000001';
const PENDING = '13800000002';
const MANAGER = '13800000003';
const OUTSIDER = 'outsider';

// The smallest valid PNG: 1×1 transparent pixel.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

type Body = { code?: number; message?: string; data?: unknown; status_code?: number };
type Record_ = {
  id: number;
  activity: { id: number; title: string };
  task: { id: number; title: string };
  day: string;
  body: string;
  photos: string[];
  location: string;
  points: number;
};
type Created = { record: Record_; streak: number; bonus_points: number; replayed: boolean };

let server: TestServer;
const tokens: Record<string, string> = {};
const setClock = (seconds: number) => advanceClock(seconds * 1000 - nowMs());

beforeAll(async () => {
  server = await startTestServer();
  for (const mobile of [JOINED, NOT_JOINED, PENDING, MANAGER])
    tokens[mobile] = await server.login(mobile);
  // A joined member who takes part in no activity.
  const outsider = server.db
    .prepare(
      `SELECT id FROM users WHERE is_check = 2
       AND id NOT IN (SELECT user_id FROM clockin_participants) ORDER BY id LIMIT 1`,
    )
    .get() as { id: number };
  tokens[OUTSIDER] = server.services.tokens.issue(outsider.id).token;
  setClock(SEED_NOW);
});
beforeEach(() => setClock(SEED_NOW));
afterAll(() => server.close());

const call = (method: string, path: string, mobile?: string, extra: object = {}) =>
  server.call(method, path, { ...(mobile ? { token: tokens[mobile] } : {}), ...extra });
const data = async <T>(method: string, path: string, mobile = JOINED, extra: object = {}) => {
  const reply = await call(method, path, mobile, extra);
  expect(reply.body).toMatchObject({ code: 0 });
  return (reply.body as Body).data as T;
};

const idOf = (sql: string, ...args: unknown[]) =>
  (server.db.prepare(sql).get(...args) as { id: number }).id;
const activityId = (title: string) =>
  idOf('SELECT id FROM clockin_activities WHERE title = ?', title);
const taskId = (title: string) => idOf('SELECT id FROM clockin_tasks WHERE title = ?', title);
const userId = (mobile: string) => findUserByMobile(server.db, mobile)!.id;
const points = (mobile: string) =>
  (
    server.db.prepare('SELECT points FROM users WHERE id = ?').get(userId(mobile)) as {
      points: number;
    }
  ).points;

async function uploadPhoto(mobile = JOINED): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'photo.png');
  const res = await fetch(`${server.base}/api/upload`, {
    method: 'POST',
    body: form,
    headers: { authorization: tokens[mobile]! },
  });
  return ((await res.json()) as { data: { url: string } }).data.url;
}

let keyCount = 0;
const newKey = () => `test-key-${++keyCount}-${Date.now()}`;

describe('access tiers', () => {
  it.each([
    ['GET', () => `/api/clockin/activities/${activityId('每日晨会巡检打卡')}`],
    ['POST', () => `/api/clockin/activities/${activityId('冬季新品学习周')}/join`],
    ['GET', () => `/api/clockin/activities/${activityId('每日晨会巡检打卡')}/tasks`],
    ['GET', () => `/api/clockin/activities/${activityId('每日晨会巡检打卡')}/courses`],
    ['GET', () => `/api/clockin/activities/${activityId('每日晨会巡检打卡')}/ranking`],
    ['GET', () => `/api/clockin/tasks/${taskId('晨会打卡')}`],
    ['GET', () => '/api/clockin/records'],
  ])('%s %s is for joined members only', async (method, path) => {
    expect((await call(method, path())).body).toMatchObject({ code: 401 });
    for (const mobile of [NOT_JOINED, PENDING])
      expect((await call(method, path(), mobile)).body).toEqual({
        code: 403,
        message: 'Please join a team first',
        data: null,
      });
    expect((await call(method, path(), MANAGER)).body).toMatchObject({ code: 0 });
  });

  it('refuses a clock-in from a visitor or a member not joined, recording nothing', async () => {
    const body = {
      task_id: taskId('洗烘套装推荐'),
      body: '心得',
      photos: [],
      client_key: newKey(),
    };
    expect((await call('POST', '/api/clockin/records', undefined, { body })).body).toMatchObject({
      code: 401,
    });
    expect((await call('POST', '/api/clockin/records', NOT_JOINED, { body })).body).toMatchObject({
      code: 403,
    });
    expect(
      server.db
        .prepare('SELECT COUNT(*) AS n FROM clockin_records WHERE client_key = ?')
        .get(body.client_key),
    ).toEqual({ n: 0 });
  });
});

describe('an activity, its tasks by day, its courses', () => {
  it('answers period, rules, reward and my progress', async () => {
    const detail = await data<{
      activity: { title: string; status: string; reward_points: number; joined: boolean };
      rules_html: string;
      today: string;
      mine: { streak: number; clockin_count: number; points: number };
    }>('GET', `/api/clockin/activities/${activityId('21天产品知识打卡挑战')}`);
    expect(detail.activity).toMatchObject({
      title: '21天产品知识打卡挑战',
      status: 'ongoing',
      reward_points: 5,
      joined: true,
    });
    expect(detail.rules_html).toContain('<li>每天完成当天的学习任务并提交打卡');
    expect(detail.today).toBe('2026-11-01');
    // Days 1-6 passed, day 4 missed: 5 clock-ins of 5 points, streak 2.
    expect(detail.mine).toEqual({ streak: 2, clockin_count: 5, points: 25 });
    expect((await call('GET', '/api/clockin/activities/999999', JOINED)).body).toEqual({
      code: 404,
      message: 'Activity not found',
      data: null,
    });
  });

  it('lists every day with its tasks, done or not, and today marked', async () => {
    const tasks = await data<{
      today: string;
      joined: boolean;
      streak: number;
      done_count: number;
      total_count: number;
      days: {
        day: string;
        day_number: number;
        when: string;
        tasks: { task: { title: string; requires_photo: boolean }; done: boolean }[];
      }[];
    }>('GET', `/api/clockin/activities/${activityId('21天产品知识打卡挑战')}/tasks`);
    expect(tasks).toMatchObject({ joined: true, streak: 2, done_count: 5, total_count: 21 });
    expect(tasks.days).toHaveLength(21);
    expect(tasks.days.slice(0, 8).map((d) => [d.day_number, d.when, d.tasks[0]!.done])).toEqual([
      [1, 'past', true],
      [2, 'past', true],
      [3, 'past', true],
      [4, 'past', false],
      [5, 'past', true],
      [6, 'past', true],
      [7, 'today', false],
      [8, 'future', false],
    ]);
    expect(tasks.days[6]).toMatchObject({
      day: '2026-11-01',
      tasks: [{ task: { title: '洗烘套装推荐' } }],
    });
    const daily = await data<{ total_count: number; days: { tasks: unknown[] }[] }>(
      'GET',
      `/api/clockin/activities/${activityId('每日晨会巡检打卡')}/tasks`,
    );
    expect(daily.days).toHaveLength(18);
    expect(daily.days.every((d) => d.tasks.length === 2)).toBe(true);
    expect(daily.total_count).toBe(36);
  });

  it('lists the bound courses in order, for the training player', async () => {
    const { list } = await data<{ list: { id: number; title: string; lesson_count: number }[] }>(
      'GET',
      `/api/clockin/activities/${activityId('每日晨会巡检打卡')}/courses`,
    );
    expect(list.map((c) => c.title)).toEqual(['门店销售冲刺训练营', '大促氛围布置指南']);
    expect(list.every((c) => c.lesson_count > 0)).toBe(true);
  });

  it('joins an activity once, and refuses an ended one', async () => {
    const winter = activityId('冬季新品学习周');
    const count = () =>
      (
        server.db
          .prepare('SELECT COUNT(*) AS n FROM clockin_participants WHERE activity_id = ?')
          .get(winter) as { n: number }
      ).n;
    const before = count();
    const joined = await data<{ joined: boolean; participant_count: number }>(
      'POST',
      `/api/clockin/activities/${winter}/join`,
      OUTSIDER,
    );
    expect(joined).toMatchObject({ joined: true, participant_count: before + 1 });
    const again = await data<{ joined: boolean; participant_count: number }>(
      'POST',
      `/api/clockin/activities/${winter}/join`,
      OUTSIDER,
    );
    expect(again.participant_count).toBe(joined.participant_count);
    const ended = activityId('服务之星七日打卡');
    expect((await call('POST', `/api/clockin/activities/${ended}/join`, OUTSIDER)).body).toEqual({
      code: 1,
      message: 'The activity has ended',
      data: null,
    });
  });
});

describe('POST /api/clockin/records', () => {
  it("clocks in today's task with text and a photo, once, earning points", async () => {
    const task = taskId('洗烘套装推荐');
    const photo = await uploadPhoto();
    const pointsBefore = points(JOINED);
    const body = {
      task_id: task,
      body: '  学会了洗烘套装推荐话术 ',
      photos: [photo],
      location: '优家电器·旗舰店',
      client_key: newKey(),
    };
    const created = await data<Created>('POST', '/api/clockin/records', JOINED, { body });
    expect(created).toMatchObject({
      streak: 3,
      bonus_points: 0,
      replayed: false,
      record: {
        day: '2026-11-01',
        body: '学会了洗烘套装推荐话术',
        photos: [photo],
        location: '优家电器·旗舰店',
        points: 5,
        task: { id: task, title: '洗烘套装推荐' },
      },
    });
    expect(points(JOINED)).toBe(pointsBefore + 5);
    const ledger = server.db
      .prepare('SELECT delta, balance_after, reason FROM points_ledger WHERE ref = ?')
      .all(`clockin:${created.record.id}`);
    expect(ledger).toEqual([{ delta: 5, balance_after: pointsBefore + 5, reason: 'clockin' }]);

    // A retry with the same key answers the same clock-in and records nothing more.
    const retried = await data<Created>('POST', '/api/clockin/records', JOINED, { body });
    expect(retried).toMatchObject({ replayed: true, record: { id: created.record.id } });
    expect(points(JOINED)).toBe(pointsBefore + 5);

    // A second clock-in of the same task today, with a new key, is refused.
    expect(
      (
        await call('POST', '/api/clockin/records', JOINED, {
          body: { ...body, client_key: newKey() },
        })
      ).body,
    ).toEqual({ code: 1, message: 'You have already clocked in this task today', data: null });

    // The task and today's list show it done; my clock-ins list it.
    const detail = await data<{ due_today: boolean; record: { id: number } | null }>(
      'GET',
      `/api/clockin/tasks/${task}`,
    );
    expect(detail).toMatchObject({ due_today: true, record: { id: created.record.id } });
    const today = await data<{ list: { task: { id: number }; done_today: boolean }[] }>(
      'GET',
      '/api/clockin/today',
    );
    expect(today.list.find((t) => t.task.id === task)).toMatchObject({ done_today: true });
    const mine = await data<{ list: Record_[]; total: number }>(
      'GET',
      '/api/clockin/records',
      JOINED,
      {
        query: { pageSize: 5 },
      },
    );
    expect(mine.list[0]).toMatchObject({ id: created.record.id, photos: [photo] });
  });

  it('answers a burst of retries with one clock-in', async () => {
    const photo = await uploadPhoto();
    const body = {
      task_id: taskId('晨会打卡'),
      body: '晨会完成',
      photos: [photo],
      location: '旗舰店',
      client_key: newKey(),
    };
    const replies = await Promise.all(
      Array.from({ length: 5 }, () =>
        data<Created>('POST', '/api/clockin/records', JOINED, { body }),
      ),
    );
    expect(new Set(replies.map((r) => r.record.id)).size).toBe(1);
    expect(replies.filter((r) => !r.replayed)).toHaveLength(1);
    expect(
      server.db
        .prepare('SELECT COUNT(*) AS n FROM clockin_records WHERE client_key = ?')
        .get(body.client_key),
    ).toEqual({ n: 1 });
  });

  it('refuses bad input with a 422 naming the field, recording nothing', async () => {
    const mine = await uploadPhoto();
    const someoneElses = await uploadPhoto(MANAGER);
    const base = {
      task_id: taskId('陈列巡检打卡'),
      body: '巡检完成',
      photos: [mine],
      location: '旗舰店',
    };
    const cases: [object, string][] = [
      [{ body: '   ' }, 'body must not be blank'],
      [{ body: '' }, 'body must be at least 1 characters'],
      [{ body: '字'.repeat(141) }, 'body must be at most 140 characters'],
      [{ photos: [] }, 'photos must hold at least one photo for this task'],
      [{ location: ' ' }, 'location is required for this task'],
      [{ photos: [someoneElses] }, 'photos[0] must be the URL of an image you uploaded'],
      [{ photos: ['/api/media/cover.png'] }, 'photos[0] must be the URL of an image you uploaded'],
      [{ photos: [mine, mine] }, 'photos[1] is sent twice'],
      [{ client_key: 'short' }, 'client_key'],
      [{ latitude: 31.2 }, 'latitude and longitude must be sent together'],
    ];
    for (const [change, message] of cases) {
      const body = { client_key: newKey(), ...base, ...change };
      const reply = await call('POST', '/api/clockin/records', JOINED, { body });
      expect({ change, status: reply.status }).toEqual({ change, status: 422 });
      expect((reply.body as Body).message).toContain(message);
    }
    expect(
      server.db
        .prepare(
          'SELECT COUNT(*) AS n FROM clockin_records WHERE task_id = ? AND day = ? AND user_id = ?',
        )
        .get(base.task_id, '2026-11-01', userId(JOINED)),
    ).toEqual({ n: 0 });
  });

  it('refuses a task not due today, and an activity not joined', async () => {
    const body = (title: string) => ({
      task_id: taskId(title),
      body: '心得',
      photos: [],
      client_key: newKey(),
    });
    expect(
      (await call('POST', '/api/clockin/records', JOINED, { body: body('油烟机选购') })).body,
    ).toEqual({
      code: 1,
      message: 'This task is not due today',
      data: null,
    });
    expect(
      (await call('POST', '/api/clockin/records', JOINED, { body: body('新品总览') })).body,
    ).toEqual({
      code: 1,
      message: 'Join the activity first',
      data: null,
    });
    expect(
      (
        await call('POST', '/api/clockin/records', JOINED, {
          body: { ...body('新品总览'), task_id: 999999 },
        })
      ).body,
    ).toEqual({
      code: 404,
      message: 'Task not found',
      data: null,
    });
  });

  it('gives the completion bonus with the clock-in that completes the activity', async () => {
    const now = Math.floor(nowMs() / 1000);
    const activity = Number(
      server.db
        .prepare(
          `INSERT INTO clockin_activities (title, start_day, end_day, reward_points, completion_bonus_points, created_at)
           VALUES ('一日打卡', '2026-11-01', '2026-11-01', 2, 10, ?)`,
        )
        .run(now).lastInsertRowid,
    );
    const task = Number(
      server.db
        .prepare(
          "INSERT INTO clockin_tasks (activity_id, day_index, title) VALUES (?, 1, '一日任务')",
        )
        .run(activity).lastInsertRowid,
    );
    await data('POST', `/api/clockin/activities/${activity}/join`);
    const before = points(JOINED);
    const created = await data<Created>('POST', '/api/clockin/records', JOINED, {
      body: { task_id: task, body: '完成', photos: [], client_key: newKey() },
    });
    expect(created).toMatchObject({ bonus_points: 10, streak: 1 });
    expect(points(JOINED)).toBe(before + 12);
  });

  it('is due again tomorrow for a daily task', async () => {
    setClock(SEED_NOW + DAY);
    const task = await data<{ due_today: boolean; today: string; record: null }>(
      'GET',
      `/api/clockin/tasks/${taskId('晨会打卡')}`,
    );
    expect(task).toMatchObject({ due_today: true, today: '2026-11-02', record: null });
  });
});

describe('my clock-ins and the ranking', () => {
  it('lists my clock-ins of one activity, newest first, paged', async () => {
    const service = activityId('21天产品知识打卡挑战');
    const page = await data<{ list: Record_[]; total: number }>(
      'GET',
      '/api/clockin/records',
      JOINED,
      {
        query: { activity_id: service, pageSize: 3 },
      },
    );
    expect(page.list).toHaveLength(3);
    expect(page.list.every((r) => r.activity.id === service)).toBe(true);
    expect(page.list.map((r) => r.day)).toEqual([...page.list.map((r) => r.day)].sort().reverse());
    const reply = await call('GET', '/api/clockin/records', JOINED, { query: { activity_id: 0 } });
    expect(reply.status).toBe(422);
  });

  it('ranks by points then who reached them first, sharing ranks, with my entry pinned', async () => {
    const id = activityId('每日晨会巡检打卡');
    type Entry = {
      rank: number;
      tied: boolean;
      user: { id: number; name: string };
      points: number;
      reached_at: number | null;
    };
    const first = await data<{ list: Entry[]; total: number; me: Entry | null }>(
      'GET',
      `/api/clockin/activities/${id}/ranking`,
      JOINED,
      { query: { pageSize: 100 } },
    );
    const participants = server.db
      .prepare('SELECT COUNT(*) AS n FROM clockin_participants WHERE activity_id = ?')
      .get(id) as { n: number };
    expect(first.total).toBe(participants.n);
    for (let i = 1; i < first.list.length; i++) {
      const [a, b] = [first.list[i - 1]!, first.list[i]!];
      const same = a.points === b.points && a.reached_at === b.reached_at;
      expect(
        a.points > b.points ||
          (a.points === b.points && (a.reached_at ?? Infinity) <= (b.reached_at ?? Infinity)),
      ).toBe(true);
      expect(b.rank).toBe(same ? a.rank : i + 1);
      if (same) expect([a.tied, b.tied]).toEqual([true, true]);
    }
    expect(first.list.every((e) => e.user.name.length > 0)).toBe(true);
    expect(first.me).toMatchObject({ user: { id: userId(JOINED) } });
    expect(first.list.find((e) => e.user.id === userId(JOINED))).toEqual(first.me);
    const outsider = await data<{ me: unknown; list: unknown[] }>(
      'GET',
      `/api/clockin/activities/${id}/ranking`,
      OUTSIDER,
      { query: { pageSize: 2 } },
    );
    expect(outsider.list).toHaveLength(2);
    expect(outsider.me).toBeNull();
  });
});
