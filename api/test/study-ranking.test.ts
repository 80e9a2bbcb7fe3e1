import { startTestServer, type TestServer } from './helpers/test-server';

const JOINED = '13800000000';

type Ranking = { me: number | null; list: { rank: number; id: number; steps_done: number }[] };

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await server.login(JOINED);
});
afterAll(() => server.close());

const ranking = async (): Promise<Ranking> => {
  const reply = await server.call('GET', '/api/study-ranking', { token });
  expect(reply.body).toMatchObject({ code: 0 });
  return reply.body.data as Ranking;
};

const ids = (sql: string, ...params: number[]): number[] =>
  (server.db.prepare(sql).all(...params) as { id: number }[]).map((r) => r.id);

describe('GET /api/study-ranking', () => {
  it('ranks only members: people of the team who started a learning path', async () => {
    const me = server.db.prepare('SELECT id, team_id FROM users WHERE mobile = ?').get(JOINED) as {
      id: number;
      team_id: number;
    };
    // The staff's paths (audience all / staff) and a course step on one of them.
    const routes = ids("SELECT id FROM study_routes WHERE audience IN ('all', 'staff')");
    const step = server.db
      .prepare(
        `SELECT route_id, course_id FROM study_route_steps
         WHERE kind = 'course' AND route_id IN (${routes.join(',')}) ORDER BY route_id, sort LIMIT 1`,
      )
      .get() as { route_id: number; course_id: number };
    const team = ids(
      'SELECT id FROM users WHERE team_id = ? AND is_check = 2 AND deleted_at IS NULL AND id <> ?',
      me.team_id,
      me.id,
    );
    expect(team.length).toBeGreaterThan(2);
    // A colleague who never started a path but finished the path's first course elsewhere:
    // not a member, so not ranked, though the course would count as a stage.
    const outsider = team[0]!;
    server.db.prepare(`DELETE FROM study_route_members WHERE user_id = ?`).run(outsider);
    server.db
      .prepare(
        `INSERT INTO enrolments (user_id, course_id, source, created_at, completed_at)
         VALUES (?, ?, 'free', 1, 2)
         ON CONFLICT (user_id, course_id) DO UPDATE SET completed_at = 2`,
      )
      .run(outsider, step.course_id);
    // A colleague who started the path is ranked.
    const member = team[1]!;
    server.db
      .prepare(
        `INSERT INTO study_route_members (route_id, user_id, joined_at) VALUES (?, ?, 1)
         ON CONFLICT DO NOTHING`,
      )
      .run(step.route_id, member);

    const { list, me: myRank } = await ranking();
    const members = new Set(
      ids(
        `SELECT DISTINCT user_id AS id FROM study_route_members WHERE route_id IN (${routes.join(',')})`,
      ),
    );
    expect(list.map((p) => p.id)).not.toContain(outsider);
    expect(list.map((p) => p.id)).toContain(member);
    expect(list.filter((p) => !members.has(p.id)).map((p) => p.id)).toEqual([]);
    // Ranks run 1, 2, 3… over the members only; the demo user has started a path.
    expect(list.map((p) => p.rank)).toEqual(list.map((_, i) => i + 1));
    expect(members.has(me.id)).toBe(myRank !== null);
  });
});
