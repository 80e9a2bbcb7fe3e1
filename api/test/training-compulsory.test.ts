import { startTestServer, type TestServer } from './helpers/test-server';

type Completion = { total: number; completed: number; overdue: number; percent: number };
type CompulsoryCourse = {
  course: { id: number; title: string };
  compulsory_kind: string;
  audience: string;
  deadline_at: number | null;
  progress_percent: number;
  status: string;
};
type Overview = {
  overall: Completion;
  kinds: (Completion & { kind: string })[];
  upcoming: CompulsoryCourse[];
  is_manager: boolean;
};
type TeamPage = {
  list: ({ user: { id: number; name: string } } & Completion)[];
  total: number;
  summary: Completion;
  courses: { id: number; title: string }[];
};

let server: TestServer;
let staff: string;
let shopManager: string;
let areaManager: string;
beforeAll(async () => {
  server = await startTestServer();
  [staff, shopManager, areaManager] = await Promise.all([
    server.login('13800000000'),
    server.login('13800000003'),
    server.login('13800000004'),
  ]);
});
afterAll(() => server.close());

const get = async <T>(path: string, token: string, query: Record<string, string | number> = {}) => {
  const reply = await server.call('GET', path, { token, query });
  expect(reply.body.code).toBe(0);
  return reply.body.data as T;
};
const count = (sql: string) => (server.db.prepare(sql).get() as { n: number }).n;

describe('GET /api/compulsory/overview', () => {
  it("counts a staff member's required courses (not the managers' ones) by kind", async () => {
    const overview = await get<Overview>('/api/compulsory/overview', staff);
    const required = count(
      "SELECT COUNT(*) AS n FROM courses WHERE is_compulsory = 1 AND audience = 'all'",
    );
    expect(overview.overall.total).toBe(required);
    expect(overview.kinds.map((k) => k.kind)).toEqual(['product', 'activity', 'company']);
    expect(overview.kinds.reduce((s, k) => s + k.total, 0)).toBe(required);
    const completedByMe = count(
      `SELECT COUNT(*) AS n FROM enrolments e JOIN courses c ON c.id = e.course_id
       JOIN users u ON u.id = e.user_id
       WHERE u.mobile = '13800000000' AND c.is_compulsory = 1 AND e.completed_at IS NOT NULL`,
    );
    expect(overview.overall.completed).toBe(completedByMe);
    expect(overview.overall.overdue).toBeGreaterThanOrEqual(1);
    expect(overview.upcoming.length).toBeLessThanOrEqual(5);
    expect(overview.upcoming.every((c) => c.status !== 'completed')).toBe(true);
    expect(overview.is_manager).toBe(false);
  });

  it("adds the managers' courses for a shop manager", async () => {
    const overview = await get<Overview>('/api/compulsory/overview', shopManager);
    expect(overview.overall.total).toBe(
      count('SELECT COUNT(*) AS n FROM courses WHERE is_compulsory = 1'),
    );
    expect(overview.is_manager).toBe(true);
  });

  it('is for joined users only', async () => {
    expect((await server.call('GET', '/api/compulsory/overview')).body.code).toBe(401);
    const notJoined = await server.login('13800000001');
    expect(
      (await server.call('GET', '/api/compulsory/overview', { token: notJoined })).body.code,
    ).toBe(403);
  });
});

describe('GET /api/compulsory/courses', () => {
  it('lists by kind and status, unfinished and nearest deadline first', async () => {
    const product = await get<{ list: CompulsoryCourse[]; total: number }>(
      '/api/compulsory/courses',
      staff,
      { kind: 'product' },
    );
    expect(product.total).toBeGreaterThan(0);
    expect(product.list.every((c) => c.compulsory_kind === 'product')).toBe(true);
    const overdue = await get<{ list: CompulsoryCourse[] }>('/api/compulsory/courses', staff, {
      status: 'overdue',
    });
    expect(overdue.list.length).toBeGreaterThanOrEqual(1);
    expect(overdue.list.every((c) => c.status === 'overdue')).toBe(true);
    const done = await get<{ list: CompulsoryCourse[] }>('/api/compulsory/courses', staff, {
      status: 'completed',
      pageSize: 100,
    });
    expect(done.list.every((c) => c.status === 'completed' && c.progress_percent === 100)).toBe(
      true,
    );
    const all = await get<{ list: CompulsoryCourse[] }>('/api/compulsory/courses', staff, {
      pageSize: 100,
    });
    const firstDone = all.list.findIndex((c) => c.status === 'completed');
    expect(all.list.slice(firstDone).every((c) => c.status === 'completed')).toBe(true);
    expect(all.list.every((c) => c.audience === 'all')).toBe(true);
  });

  it('rejects an unknown kind with 422', async () => {
    const reply = await server.call('GET', '/api/compulsory/courses', {
      token: staff,
      query: { kind: 'holiday' },
    });
    expect(reply.status).toBe(422);
    expect(reply.body.message).toMatch(/kind/);
  });
});

describe('GET /api/compulsory/courses/{id}', () => {
  it('shows one required course, and refuses a course not required of the caller', async () => {
    const managerCourse = (
      server.db
        .prepare("SELECT id FROM courses WHERE audience = 'manager' AND is_compulsory = 1")
        .get() as {
        id: number;
      }
    ).id;
    expect(
      (await server.call('GET', `/api/compulsory/courses/${managerCourse}`, { token: staff })).body
        .message,
    ).toBe('This course is not required of you');
    const course = await get<CompulsoryCourse>(
      `/api/compulsory/courses/${managerCourse}`,
      shopManager,
    );
    expect(course).toMatchObject({ course: { id: managerCourse }, audience: 'manager' });
    expect(course.deadline_at).not.toBeNull();
  });
});

describe('GET /api/compulsory/team', () => {
  it('shows a shop manager their team, who has not finished first', async () => {
    const page = await get<TeamPage>('/api/compulsory/team', shopManager, { pageSize: 100 });
    const teamSize = count(
      `SELECT COUNT(*) AS n FROM users WHERE team_id = 1 AND is_check = 2 AND deleted_at IS NULL
         AND mobile <> '13800000003'`,
    );
    expect(page.total).toBe(teamSize);
    const firstDone = page.list.findIndex((m) => m.completed >= m.total);
    if (firstDone >= 0)
      expect(page.list.slice(firstDone).every((m) => m.completed >= m.total)).toBe(true);
    expect(page.summary.total).toBe(page.list.reduce((s, m) => s + m.total, 0));
    expect(page.courses.length).toBe(
      count('SELECT COUNT(*) AS n FROM courses WHERE is_compulsory = 1'),
    );

    const unfinished = await get<TeamPage>('/api/compulsory/team', shopManager, {
      unfinished: 1,
      pageSize: 100,
    });
    expect(unfinished.list.every((m) => m.completed < m.total)).toBe(true);

    const course = page.courses[0]!;
    const one = await get<TeamPage>('/api/compulsory/team', shopManager, {
      course_id: course.id,
      pageSize: 100,
    });
    expect(one.list.every((m) => m.total === 1)).toBe(true);
  });

  it('shows an area manager the whole area', async () => {
    const area = await get<TeamPage>('/api/compulsory/team', areaManager);
    const shop = await get<TeamPage>('/api/compulsory/team', shopManager);
    expect(area.total).toBeGreaterThan(shop.total);
  });

  it('refuses staff and a course that is not required', async () => {
    expect((await server.call('GET', '/api/compulsory/team', { token: staff })).body).toEqual({
      code: 403,
      message: "Only shop and area managers can see their team's training",
      data: null,
    });
    const elective = (
      server.db.prepare('SELECT id FROM courses WHERE is_compulsory = 0').get() as { id: number }
    ).id;
    expect(
      (
        await server.call('GET', '/api/compulsory/team', {
          token: shopManager,
          query: { course_id: elective },
        })
      ).body.message,
    ).toBe('This course is not required of your team');
  });
});
