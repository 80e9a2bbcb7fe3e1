import { compareNames } from '../src/features/users/name-initial';
import { startTestServer, type TestServer } from './helpers/test-server';

// Figures one page shows that another page shows too must agree: an announcement's read count
// and its read-status page, a learning path's done marks and its order, an address book's
// letters and the names under them.
const JOINED = '13800000000';
const SHOP_MANAGER = '13800000003';
const AREA_MANAGER = '13800000004';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Data<T> = { code: number; message: string; data: T };
const data = <T>(reply: { body: unknown }): T => (reply.body as Data<T>).data;

type AfficheItem = { id: number; scope: 'all' | 'area' | 'team' };
type AfficheDetail = { read_count: number; audience_count: number; can_see_reads: boolean };
type Reads = { read_count: number; unread_count: number; total: number };

const userOf = (mobile: string) =>
  server.db.prepare('SELECT id, area_id, team_id FROM users WHERE mobile = ?').get(mobile) as {
    id: number;
    area_id: number;
    team_id: number;
  };

/** The joined people an announcement is for, counted straight from the tables. */
function audienceOf(id: number, within?: { column: 'area_id' | 'team_id'; value: number }) {
  const a = server.db
    .prepare('SELECT area_id, team_id FROM announcements WHERE id = ?')
    .get(id) as { area_id: number | null; team_id: number | null };
  const rows = server.db
    .prepare(
      `SELECT u.id, EXISTS (SELECT 1 FROM announcement_reads r
                            WHERE r.announcement_id = ? AND r.user_id = u.id) AS read
       FROM users u
       WHERE u.deleted_at IS NULL AND u.is_check = 2
         AND (? IS NULL OR u.area_id = ?) AND (? IS NULL OR u.team_id = ?)`,
    )
    .all(id, a.area_id, a.area_id, a.team_id, a.team_id) as {
    id: number;
    read: number;
  }[];
  const mine = within
    ? rows.filter((r) => {
        const u = server.db
          .prepare(`SELECT ${within.column} AS v FROM users WHERE id = ?`)
          .get(r.id) as { v: number };
        return u.v === within.value;
      })
    : rows;
  return { total: mine.length, read: mine.filter((r) => r.read === 1).length };
}

describe('announcement read counts', () => {
  it('counts the joined people the announcement is for, for a staff reader', async () => {
    const token = await server.login(JOINED);
    const list = data<{ list: AfficheItem[] }>(
      await server.call('GET', '/api/affiches', { token, query: { pageSize: 50 } }),
    );
    for (const scope of ['all', 'area', 'team'] as const) {
      const item = list.list.find((a) => a.scope === scope);
      if (!item) continue;
      const detail = data<AfficheDetail>(
        await server.call('GET', `/api/affiches/${item.id}`, { token }),
      );
      expect(detail.can_see_reads).toBe(false);
      expect({ read: detail.read_count, total: detail.audience_count }).toEqual(
        audienceOf(item.id),
      );
      expect(detail.read_count).toBeLessThanOrEqual(detail.audience_count);
    }
  });

  it.each([
    ['shop manager', SHOP_MANAGER, 'team_id'],
    ['area manager', AREA_MANAGER, 'area_id'],
  ] as const)(
    'shows the %s the same people and numbers on the announcement and its read status',
    async (_who, mobile, column) => {
      const token = await server.login(mobile);
      const me = userOf(mobile);
      const list = data<{ list: AfficheItem[] }>(
        await server.call('GET', '/api/affiches', { token, query: { pageSize: 50 } }),
      );
      expect(list.list.length).toBeGreaterThan(0);
      for (const item of list.list.slice(0, 4)) {
        const detail = data<AfficheDetail>(
          await server.call('GET', `/api/affiches/${item.id}`, { token }),
        );
        expect(detail.can_see_reads).toBe(true);
        const read = data<Reads>(
          await server.call('GET', `/api/affiches/${item.id}/reads`, {
            token,
            query: { status: 'read', pageSize: 50 },
          }),
        );
        const unread = data<Reads>(
          await server.call('GET', `/api/affiches/${item.id}/reads`, {
            token,
            query: { status: 'unread', pageSize: 50 },
          }),
        );
        // The announcement page's "4 of 10" is the read-status page's 4 read and 6 not read.
        expect(read.read_count).toBe(detail.read_count);
        expect(read.read_count + read.unread_count).toBe(detail.audience_count);
        expect(unread).toMatchObject({ read_count: read.read_count, total: read.unread_count });
        expect(read.total).toBe(read.read_count);
        expect({ read: detail.read_count, total: detail.audience_count }).toEqual(
          audienceOf(item.id, { column, value: me[column] }),
        );
      }
    },
  );
});

type Step = { id: number; kind: string; target_id: number; done: boolean; unlocked: boolean };
type Route = { id: number; done_count: number; step_count: number; steps: Step[] };

describe('learning path marks', () => {
  it('never marks a stage done after a locked one; it counts once the stages before are done', async () => {
    const token = await server.login(JOINED);
    const me = userOf(JOINED);
    const routes = data<{ list: { id: number; joined: boolean }[] }>(
      await server.call('GET', '/api/study-routes', { token }),
    );
    const route = routes.list.find((r) => r.joined)!;
    const get = async () =>
      data<Route>(await server.call('GET', `/api/study-routes/${route.id}`, { token }));
    const before = await get();
    const last = before.steps.at(-1)!;
    expect(last.unlocked).toBe(false);

    // The last stage's content done out of order (a course completed from the course list).
    const now = Math.floor(Date.now() / 1000);
    if (last.kind === 'material') {
      server.db
        .prepare('INSERT INTO study_step_reads (step_id, user_id, done_at) VALUES (?, ?, ?)')
        .run(last.id, me.id, now);
    } else if (last.kind === 'course') {
      server.db
        .prepare(
          `INSERT INTO enrolments (user_id, course_id, source, created_at, completed_at)
           VALUES (?, ?, 'free', ?, ?)
           ON CONFLICT (user_id, course_id) DO UPDATE SET completed_at = excluded.completed_at`,
        )
        .run(me.id, last.target_id, now, now);
    } else {
      server.db
        .prepare('UPDATE exam_attempts SET is_passed = 1 WHERE user_id = ? AND paper_id = ?')
        .run(me.id, last.target_id);
    }

    const after = await get();
    const doneMarks = after.steps.map((s) => s.done);
    const prefix = doneMarks.indexOf(false) === -1 ? doneMarks.length : doneMarks.indexOf(false);
    // Done marks form an unbroken run from the first stage; everything after it is not done.
    expect(doneMarks.slice(prefix).every((d) => !d)).toBe(true);
    expect(after.done_count).toBe(prefix);
    after.steps.forEach((step, i) => {
      expect(step.unlocked).toBe(i <= prefix);
      if (step.done) expect(step.unlocked).toBe(true);
    });
    expect(after.steps.at(-1)!.done).toBe(false);
  });
});

describe('address book letters', () => {
  it('files a surname by its surname reading (曾 under Z, not C) and keeps the book in order', async () => {
    const token = await server.login(SHOP_MANAGER);
    const book = data<{ list: { name: string; initial: string }[] }>(
      await server.call('GET', '/api/team/people', { token }),
    );
    const zeng = book.list.filter((p) => p.name.startsWith('曾'));
    expect(zeng.length).toBeGreaterThan(0);
    expect(zeng.every((p) => p.initial === 'Z')).toBe(true);
    const names = book.list.map((p) => p.name);
    expect([...names].sort(compareNames)).toEqual(names);
  });
});
