/**
 * Every endpoint × every kind of caller (spec 6): visitor, not joined (13800000001), pending
 * (13800000002), joined (13800000000), the joined account's area manager, and managers of another
 * team and of another area. Then the rules inside the tiers: nobody reaches another person's
 * orders, attempts, comments or join requests, and managers see only their own team or area.
 */
import { startTestServer, type TestServer } from '../test/helpers/test-server';
import { authorizationFor, callerIds, type CallerKind } from './support/callers';
import {
  fillPath,
  loadOperations,
  type FuzzOperation,
  type Tier,
} from './support/openapi-operations';
import { seededRandom } from './support/random';
import { validObject, validValue } from './support/schema-values';

type Outcome = 'allowed' | 401 | 403;
const CALLERS: CallerKind[] = [
  'visitor',
  'not joined',
  'pending',
  'joined',
  'area manager',
  'other team manager',
  'other area manager',
];
const JOINED_ONES: CallerKind[] = [
  'joined',
  'area manager',
  'other team manager',
  'other area manager',
];

function expected(tier: Tier, caller: CallerKind): Outcome {
  if (tier === 'public') return 'allowed';
  if (caller === 'visitor') return 401;
  if (tier === 'member' || JOINED_ONES.includes(caller)) return 'allowed';
  return 403;
}

/**
 * Public operations over items of which only some are public (materials): a private item refuses
 * visitors with 401 and callers who have not joined with 403, exactly like the joined tier.
 */
const PER_ITEM_TIER = new Set(['getMaterial', 'recordMaterialDownload']);

type Envelope = { code?: number | string; message?: string; data?: unknown; status_code?: number };

let server: TestServer;
let ids: ReturnType<typeof callerIds>;
beforeAll(async () => {
  server = await startTestServer();
  ids = callerIds(server.db);
});
afterAll(() => server?.close());

async function call(
  caller: CallerKind,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: Envelope }> {
  const headers: Record<string, string> = { 'accept-language': 'en' };
  const token = authorizationFor(server.services, ids, caller);
  if (token) headers.authorization = token;
  if (body !== undefined && method !== 'GET') headers['content-type'] = 'application/json';
  const res = await fetch(`${server.base}${path}`, {
    method,
    headers,
    body: body !== undefined && method !== 'GET' ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  let parsed: Envelope = {};
  try {
    parsed = JSON.parse(text) as Envelope;
  } catch {
    parsed = {};
  }
  return { status: res.status, body: parsed };
}

const ok = (reply: { status: number; body: Envelope }) =>
  reply.status === 200 && (reply.body.code === 0 || reply.body.code === '0');
const listOf = <T>(reply: { body: Envelope }): T[] =>
  ((reply.body.data as { list?: T[] } | null)?.list ?? []) as T[];

describe('every endpoint × every kind of caller keeps its tier', () => {
  const operations = loadOperations().filter((op) => op.operationId !== 'logoff');
  const r = seededRandom(6);
  const rows = operations.flatMap((op) =>
    CALLERS.map(
      (caller) =>
        [op.operationId, op.tier, caller, op] as [string, Tier, CallerKind, FuzzOperation],
    ),
  );

  it.each(rows)('%s (%s) as %s', async (_id, tier, caller, op) => {
    const pathValues = Object.fromEntries(
      Object.entries(op.pathParams).map(([name, schema]) => [name, validValue(schema, r, name)]),
    );
    const query = op.query ? validObject(op.query, r) : {};
    const url = new URL(fillPath(op.path, pathValues), 'http://x');
    for (const [k, v] of Object.entries(query)) url.searchParams.set(k, String(v));
    const reply = await call(
      caller,
      op.method,
      `${url.pathname}${url.search}`,
      op.body ? validValue(op.body, r) : undefined,
    );
    let outcome = expected(tier, caller);
    if (PER_ITEM_TIER.has(op.operationId) && (reply.body.code === 401 || reply.body.code === 403))
      outcome = expected('joined', caller);
    if (outcome === 401) {
      expect(reply.body).toEqual({ code: 401, message: 'Please log in first', data: null });
    } else if (outcome === 403) {
      expect(reply.body).toEqual({ code: 403, message: 'Please join a team first', data: null });
    } else {
      expect(reply.status).toBeLessThan(500);
      expect(reply.body.code).not.toBe(401);
      expect(reply.body.message).not.toBe('Please join a team first');
    }
  });
});

describe("nobody reaches another person's records", () => {
  const OUTSIDERS: CallerKind[] = ['area manager', 'other team manager', 'other area manager'];

  it('orders: detail, cashier, pay and cancel of the joined account’s order', async () => {
    const order = listOf<{ id: number }>(await call('joined', 'GET', '/api/orders?pageSize=50'))[0];
    expect(order).toBeDefined();
    for (const caller of OUTSIDERS) {
      expect(ok(await call(caller, 'GET', `/api/orders/${order!.id}`))).toBe(false);
      expect(ok(await call(caller, 'GET', `/api/orders/${order!.id}/cashier`))).toBe(false);
      expect(ok(await call(caller, 'POST', `/api/orders/${order!.id}/cancel`))).toBe(false);
    }
    expect(ok(await call('joined', 'GET', `/api/orders/${order!.id}`))).toBe(true);
  });

  it('exam attempts and practice sessions', async () => {
    const attempt = listOf<{ id: number }>(await call('joined', 'GET', '/api/exam/attempts'))[0];
    const practice = listOf<{ id: number }>(await call('joined', 'GET', '/api/exam/practice'))[0];
    expect(attempt ?? practice).toBeDefined();
    for (const caller of OUTSIDERS) {
      if (attempt) {
        expect(ok(await call(caller, 'GET', `/api/exam/attempts/${attempt.id}`))).toBe(false);
        expect(ok(await call(caller, 'GET', `/api/exam/attempts/${attempt.id}/result`))).toBe(
          false,
        );
        expect(
          ok(
            await call(caller, 'POST', `/api/exam/attempts/${attempt.id}/answers`, {
              question_id: 1,
              answer: ['A'],
            }),
          ),
        ).toBe(false);
        // Issue 18: leaves and the sequential advance of another user's attempt are 404s too.
        const leave = { leave_id: 'matrix-leave-1', event: 'start' };
        const leaveReply = await call(
          caller,
          'POST',
          `/api/exam/attempts/${attempt.id}/leaves`,
          leave,
        );
        expect(ok(leaveReply)).toBe(false);
        expect(
          ok(
            await call(caller, 'POST', `/api/exam/attempts/${attempt.id}/advance`, {
              question_id: 1,
            }),
          ),
        ).toBe(false);
      }
      if (practice) {
        expect(ok(await call(caller, 'GET', `/api/exam/practice/${practice.id}`))).toBe(false);
      }
    }
  });

  it("question comments: another person's comment cannot be deleted", async () => {
    const comment = listOf<{ id: number }>(
      await call('joined', 'GET', '/api/exam/comments/mine'),
    )[0];
    expect(comment).toBeDefined();
    for (const caller of OUTSIDERS) {
      expect(ok(await call(caller, 'DELETE', `/api/exam/comments/${comment!.id}`))).toBe(false);
    }
    const still = listOf<{ id: number }>(
      await call('joined', 'GET', '/api/exam/comments/mine?pageSize=100'),
    );
    expect(still.map((c) => c.id)).toContain(comment!.id);
  });

  it('file drafts and feedback lists hold only the caller’s own', async () => {
    const drafts = listOf<{ id: number }>(await call('joined', 'GET', '/api/file-drafts')).map(
      (d) => d.id,
    );
    const feedback = listOf<{ id: number }>(
      await call('joined', 'GET', '/api/feedback?pageSize=100'),
    ).map((f) => f.id);
    for (const caller of OUTSIDERS) {
      const theirs = listOf<{ id: number }>(await call(caller, 'GET', '/api/file-drafts')).map(
        (d) => d.id,
      );
      expect(theirs.filter((id) => drafts.includes(id))).toEqual([]);
      const theirFeedback = listOf<{ id: number }>(
        await call(caller, 'GET', '/api/feedback?pageSize=100'),
      ).map((f) => f.id);
      expect(theirFeedback.filter((id) => feedback.includes(id))).toEqual([]);
    }
  });
});

describe('managers see their own team or area only', () => {
  it("another team's manager cannot look up the joined account, its own area manager can", async () => {
    const joinedId = ids.joined;
    for (const caller of ['other team manager', 'other area manager'] as const) {
      const people = listOf<{ id: number }>(
        await call(caller, 'GET', '/api/team/people?pageSize=100'),
      );
      expect(people.map((p) => p.id)).not.toContain(joinedId);
      expect(ok(await call(caller, 'GET', `/api/team/people/${joinedId}`))).toBe(false);
    }
    expect(ok(await call('area manager', 'GET', `/api/team/people/${joinedId}`))).toBe(true);
  });

  it("invite codes: another team's manager does not get this team's code", async () => {
    const own = listOf<{ team: { id: number }; invite_code: string }>(
      await call('area manager', 'GET', '/api/team/codes'),
    );
    const homeTeam = server.db
      .prepare<[number], { team_id: number }>('SELECT team_id FROM users WHERE id = ?')
      .get(ids.joined)!.team_id;
    const code = own.find((c) => c.team.id === homeTeam)?.invite_code;
    expect(code).toBeDefined();
    for (const caller of ['other team manager', 'other area manager'] as const) {
      const theirs = listOf<{ invite_code: string }>(await call(caller, 'GET', '/api/team/codes'));
      expect(theirs.map((c) => c.invite_code)).not.toContain(code);
    }
    const staff = await call('joined', 'GET', '/api/team/codes');
    expect(staff.body.code).toBe(403);
  });

  it("join requests: only the area's own manager reviews them", async () => {
    // A fresh applicant to a team of the area manager's area.
    const team = server.db
      .prepare<[number], { invite_code: string }>(
        'SELECT t.invite_code FROM teams t JOIN shops s ON s.id = t.shop_id WHERE s.area_id = (SELECT area_id FROM users WHERE id = ?) LIMIT 1',
      )
      .get(ids['area manager'])!;
    const applicant = await call('not joined', 'POST', '/api/user/profile', {
      username: '测试申请人',
      sex: 1,
    });
    expect(ok(applicant)).toBe(true);
    const applied = await call('not joined', 'POST', '/api/join/activate', {
      invite_code: team.invite_code,
    });
    expect(ok(applied)).toBe(true);
    const pending = listOf<{ id: number; user: { id: number } }>(
      await call('area manager', 'GET', '/api/join/requests?status=pending&pageSize=100'),
    ).find((j) => j.user.id === ids['not joined']);
    expect(pending).toBeDefined();

    const others = listOf<{ id: number }>(
      await call('other area manager', 'GET', '/api/join/requests?status=pending&pageSize=100'),
    );
    expect(others.map((j) => j.id)).not.toContain(pending!.id);
    for (const caller of ['other area manager', 'other team manager', 'joined'] as const) {
      expect(ok(await call(caller, 'POST', `/api/join/requests/${pending!.id}/approve`))).toBe(
        false,
      );
      expect(
        ok(
          await call(caller, 'POST', `/api/join/requests/${pending!.id}/reject`, {
            reason: '不符合条件',
          }),
        ),
      ).toBe(false);
    }
    const state = await call('not joined', 'GET', '/api/join/state');
    expect(JSON.stringify(state.body.data)).toContain('pending');
    expect(
      ok(await call('area manager', 'POST', `/api/join/requests/${pending!.id}/approve`)),
    ).toBe(true);
  });
});
