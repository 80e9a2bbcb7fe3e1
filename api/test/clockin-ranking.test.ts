import { rankStandings, type Standing } from '../src/features/clockin/ranking';
import { startTestServer, type TestServer } from './helpers/test-server';

const at = (userId: number, points: number, reachedAt: number | null): Standing => ({
  userId,
  points,
  reachedAt,
});

describe('the clock-in ranking rule', () => {
  it.each([
    ['nobody', [], []],
    ['one person', [at(1, 10, 100)], [[1, 1, false]]],
    [
      'more points first',
      [at(1, 10, 100), at(2, 30, 300), at(3, 20, 50)],
      [
        [2, 1, false],
        [3, 2, false],
        [1, 3, false],
      ],
    ],
    [
      'equal points: who reached them first',
      [at(1, 20, 300), at(2, 20, 100), at(3, 20, 200)],
      [
        [2, 1, false],
        [3, 2, false],
        [1, 3, false],
      ],
    ],
    [
      'equal in both share a rank, the next rank skips (1, 2, 2, 4)',
      [at(4, 5, 10), at(1, 30, 100), at(3, 20, 200), at(2, 20, 200)],
      [
        [1, 1, false],
        [2, 2, true],
        [3, 2, true],
        [4, 4, false],
      ],
    ],
    [
      'nobody with points yet: everyone shares rank 1',
      [at(3, 0, null), at(1, 0, null), at(2, 0, null)],
      [
        [1, 1, true],
        [2, 1, true],
        [3, 1, true],
      ],
    ],
    [
      'those without points come last, together',
      [at(1, 0, null), at(2, 5, 100), at(3, 0, null)],
      [
        [2, 1, false],
        [1, 2, true],
        [3, 2, true],
      ],
    ],
    [
      'a tie at the top',
      [at(1, 9, 50), at(2, 9, 50), at(3, 3, 10)],
      [
        [1, 1, true],
        [2, 1, true],
        [3, 3, false],
      ],
    ],
  ] as const)('%s', (_name, standings, expected) => {
    expect(
      rankStandings(standings as readonly Standing[]).map((r) => [r.userId, r.rank, r.tied]),
    ).toEqual(expected);
  });
});

describe('the clock-in ranking over HTTP', () => {
  const JOINED = '13800000000';
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer();
    token = await server.login(JOINED);
  });
  afterAll(() => server.close());

  type Entry = {
    rank: number;
    tied: boolean;
    user: { id: number; name: string };
    points: number;
    reached_at: number | null;
  };
  type Ranking = { list: Entry[]; total: number; me: Entry | null };

  const activityId = (title: string): number =>
    (
      server.db.prepare('SELECT id FROM clockin_activities WHERE title = ?').get(title) as {
        id: number;
      }
    ).id;
  const ranking = async (id: number): Promise<Ranking> => {
    const reply = await server.call('GET', `/api/clockin/activities/${id}/ranking`, {
      token,
      query: { pageSize: 100 },
    });
    expect(reply.body).toMatchObject({ code: 0 });
    return reply.body.data as Ranking;
  };

  it.each(['21天产品知识打卡挑战', '每日晨会巡检打卡', '服务之星七日打卡'])(
    'the seeded activity %s has a spread of points: one leader, many ranks',
    async (title) => {
      const { list } = await ranking(activityId(title));
      expect(new Set(list.map((e) => e.points)).size).toBeGreaterThanOrEqual(5);
      expect(list.filter((e) => e.rank === 1)).toHaveLength(1);
      expect(new Set(list.map((e) => e.rank)).size).toBeGreaterThan(list.length / 2);
    },
  );

  it('people equal in points and time share a rank, shown as shared', async () => {
    const id = activityId('21天产品知识打卡挑战');
    const before = await ranking(id);
    // Two people with the same points: make the second reach them at the same moment.
    const pair = before.list.find(
      (e, i) => i > 0 && before.list[i + 1] && before.list[i + 1]!.points === e.points,
    )!;
    const next = before.list[before.list.indexOf(pair) + 1]!;
    server.db
      .prepare(
        `UPDATE clockin_records SET created_at = ? WHERE id = (
           SELECT id FROM clockin_records WHERE activity_id = ? AND user_id = ? AND points > 0
           ORDER BY created_at DESC LIMIT 1)`,
      )
      .run(pair.reached_at, id, next.user.id);
    const after = await ranking(id);
    const a = after.list.find((e) => e.user.id === pair.user.id)!;
    const b = after.list.find((e) => e.user.id === next.user.id)!;
    expect([a.rank, a.tied]).toEqual([pair.rank, true]);
    expect([b.rank, b.tied]).toEqual([pair.rank, true]);
    const third = after.list[after.list.indexOf(b) + 1];
    if (third && third.points !== b.points) expect(third.rank).toBe(pair.rank + 2);
  });

  it('an activity nobody has clocked in yet ranks everyone first, together', async () => {
    const { list } = await ranking(activityId('冬季新品学习周'));
    expect(list.length).toBeGreaterThan(1);
    expect(list.every((e) => e.rank === 1 && e.tied && e.points === 0)).toBe(true);
  });
});
