import { operations, type OperationSpec } from '../src/contract';
import { findUserByMobile } from '../src/features/users/user-row';
import { startTestServer, type Reply, type TestServer } from './helpers/test-server';

type CallerKind = 'visitor' | 'not joined' | 'pending' | 'joined';

const MOBILE: Record<Exclude<CallerKind, 'visitor'>, string> = {
  'not joined': '13800000001',
  pending: '13800000002',
  joined: '13800000000',
};

/** The spec's section 6 as a table: which callers each tier turns away, and how. */
const EXPECTED: Record<OperationSpec['tier'], Record<CallerKind, 'allowed' | 401 | 403>> = {
  public: { visitor: 'allowed', 'not joined': 'allowed', pending: 'allowed', joined: 'allowed' },
  member: { visitor: 401, 'not joined': 'allowed', pending: 'allowed', joined: 'allowed' },
  joined: { visitor: 401, 'not joined': 403, pending: 403, joined: 'allowed' },
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

function urlOf(op: OperationSpec): string {
  return op.path.replace(/\{(\w+)\}/g, (_m, name: string) =>
    name === 'name' ? 'missing.png' : '1',
  );
}

/** A fresh token per call, so calls like logout cannot spoil the next row. */
function tokenFor(caller: CallerKind): string | undefined {
  if (caller === 'visitor') return undefined;
  return server.services.tokens.issue(findUserByMobile(server.db, MOBILE[caller])!.id).token;
}

const rows = operations
  .filter((op) => op.operationId !== 'logoff')
  .flatMap((op) =>
    (['visitor', 'not joined', 'pending', 'joined'] as const).map(
      (caller) => [op.operationId, op.tier, caller, op] as const,
    ),
  );

describe('every endpoint enforces its tier for every kind of caller', () => {
  it.each(rows)('%s (%s) as %s', async (_id, tier, caller, op) => {
    const token = tokenFor(caller);
    const reply: Reply = await server.call(
      op.method.toUpperCase(),
      urlOf(op),
      token ? { token } : {},
    );
    const expected = EXPECTED[tier][caller];
    if (expected === 401) {
      expect(reply.body).toEqual({ code: 401, message: 'Please log in first', data: null });
    } else if (expected === 403) {
      expect(reply.body).toEqual({ code: 403, message: 'Please join a team first', data: null });
    } else {
      expect(reply.status).toBeLessThan(500);
      expect(reply.body.code).not.toBe(401);
      expect(reply.body.message).not.toBe('Please join a team first');
    }
  });
});
