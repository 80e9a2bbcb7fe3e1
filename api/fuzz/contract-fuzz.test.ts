/**
 * At least 10,000 requests generated from api/openapi.json, valid and broken in every way the
 * contract can be broken, against every endpoint over real HTTP. No 5xx but the spec's session case;
 * every refusal carries a message; refused input writes nothing; the database stays consistent.
 *   FUZZ_SEED=7 FUZZ_PER_OPERATION=80 npm run test:fuzz
 */
import { createSigner } from 'fast-jwt';
import { startTestServer, type TestServer } from '../test/helpers/test-server';
import { authorizationFor, callerIds, throwawayUser, type CallerKind } from './support/callers';
import { TEXTS } from '../src/texts';
import {
  changedTables,
  foreignKeyProblems,
  integrityCheck,
  tableCounts,
  totalChanges,
} from './support/db-state';
import { fillPath, loadOperations, type FuzzOperation } from './support/openapi-operations';
import { seededRandom } from './support/random';
import { BAD_AUTHORIZATIONS, plansFor, type RequestPlan } from './support/request-plans';

const SEED = Number(process.env.FUZZ_SEED ?? 20261121);
const PER_OPERATION = Number(process.env.FUZZ_PER_OPERATION ?? 66);
const MINIMUM_TOTAL = 10000;
/** Operations that end or delete the caller's account run as a throwaway user. */
const ENDS_SESSION = new Set(['logout', 'logoff']);

type Sent = {
  plan: RequestPlan;
  caller: CallerKind;
  status: number;
  body: Record<string, unknown> | undefined;
  raw: string;
  contentType: string;
  wrote: number;
};

let server: TestServer;
let ids: ReturnType<typeof callerIds>;
let serial = 0;
/** Created before an operation's requests, so the table counts around them stay comparable. */
let throwaways: number[] = [];
const sent: Sent[] = [];
const problems: string[] = [];
const tableDrift: string[] = [];

beforeAll(async () => {
  server = await startTestServer();
  ids = callerIds(server.db);
});
afterAll(() => server?.close());

/** The caller that gets past the operation's tier, so the input itself is what is judged. */
function callerFor(
  op: FuzzOperation,
  plan: RequestPlan,
  r: ReturnType<typeof seededRandom>,
): CallerKind {
  if (plan.mutation !== 'valid') return 'joined';
  if (op.tier === 'public') return r.pick(['visitor', 'joined', 'not joined'] as const);
  if (op.tier === 'member') return r.pick(['joined', 'not joined', 'pending'] as const);
  return r.pick(['joined', 'joined', 'area manager'] as const);
}

function describe_(s: Sent): string {
  const { plan } = s;
  const body =
    plan.body && 'json' in plan.body
      ? JSON.stringify(plan.body.json)?.slice(0, 200)
      : plan.body
        ? `${plan.body.contentType}: ${plan.body.raw.slice(0, 80)}`
        : '';
  return `${plan.op.method} ${urlOf(plan)} [${plan.mutation}, as ${s.caller}] ${body} → HTTP ${s.status} ${s.raw.slice(0, 200)}`;
}

function urlOf(plan: RequestPlan): string {
  const url = new URL(fillPath(plan.op.path, plan.pathValues), 'http://x');
  for (const [k, v] of Object.entries(plan.query ?? {}))
    if (v !== undefined)
      url.searchParams.set(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
  return `${url.pathname}${url.search}`;
}

/** Every other request reads Chinese, so refusals are checked in both languages. */
const LANGUAGE_HEADERS = ['en', 'zh-CN'] as const;

async function send(plan: RequestPlan, caller: CallerKind): Promise<Sent> {
  const headers: Record<string, string> = {
    'accept-language': LANGUAGE_HEADERS[(serial + 1) % 2]!,
  };
  let authorization = plan.authorization;
  if (authorization === undefined) {
    const throwaway = ENDS_SESSION.has(plan.op.operationId) ? throwaways.pop() : undefined;
    authorization =
      throwaway !== undefined
        ? server.services.tokens.issue(throwaway).token
        : authorizationFor(server.services, ids, caller);
  }
  if (authorization !== undefined) headers.authorization = authorization;
  let body: string | FormData | undefined;
  if (plan.body && plan.op.method !== 'GET') {
    if ('json' in plan.body) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(plan.body.json);
    } else {
      headers['content-type'] = plan.body.contentType;
      body = plan.body.raw;
    }
  }
  if (plan.op.multipart && plan.mutation === 'valid') {
    const form = new FormData();
    const kind = (serial += 1) % 3;
    form.append(
      'file',
      new Blob([kind === 0 ? '<svg onload=alert(1)>' : 'GIF89a\u0000\u0001'], {
        type: ['image/svg+xml', 'image/gif', 'application/x-msdownload'][kind]!,
      }),
      ['x.svg', 'a.gif', '../../evil.exe'][kind]!,
    );
    body = form;
  }
  const before = totalChanges(server.db);
  const res = await fetch(`${server.base}${urlOf(plan)}`, {
    method: plan.op.method,
    headers,
    body,
  });
  const raw = await res.text();
  let parsed: Record<string, unknown> | undefined;
  try {
    parsed =
      raw && res.headers.get('content-type')?.includes('json')
        ? (JSON.parse(raw) as Record<string, unknown>)
        : undefined;
  } catch {
    parsed = undefined;
  }
  return {
    plan,
    caller,
    status: res.status,
    body: parsed,
    raw,
    contentType: res.headers.get('content-type') ?? '',
    wrote: totalChanges(server.db) - before,
  };
}

const hasMessage = (s: Sent) =>
  typeof s.body?.message === 'string' && (s.body.message as string).trim().length > 0;

/** Judges one reply; returns what is wrong with it, if anything. */
function judge(s: Sent): string | undefined {
  const { plan, status, body } = s;
  const code = body?.code;
  const tierRefusal = status === 200 && (code === 401 || code === 403);
  if (plan.expect === 'bad-signature') {
    const expired = Object.values(TEXTS['session.loginExpired']) as string[];
    if (status !== 500 || !expired.includes(String(body?.message)))
      return 'a token with a bad signature must answer HTTP 500 "Your login has expired"';
    return s.wrote ? `a bad-signature request wrote ${s.wrote} rows` : undefined;
  }
  if (status >= 500) return 'HTTP 5xx';
  if (status >= 400 && !hasMessage(s)) return 'HTTP 4xx without a message';
  // What a success is comes from the document: the envelope, a page, or a file's bytes.
  const type = s.contentType.split(';')[0]!.trim();
  if (status === 200 && plan.op.successType === 'text/html' && type !== 'text/html')
    return `HTTP 200 as ${type || 'nothing'} where the contract says text/html`;
  if (status === 200 && plan.op.successType === 'application/json') {
    if (!body || !('code' in body)) return 'HTTP 200 without the envelope';
    if (code !== 0 && code !== '0' && !hasMessage(s))
      return `code ${String(code)} without a message`;
  }
  if (
    plan.expect === 'login-refused' &&
    plan.op.tier !== 'public' &&
    !(status === 200 && code === 401)
  )
    return 'an unusable token must be refused with code 401';
  if (plan.expect === 'invalid') {
    if (!tierRefusal && status !== 422 && status !== 413)
      return `broken input (${plan.mutation}) must answer 422 (or 413), not ${status}/${String(code)}`;
    if (status === 422 && body?.status_code !== 422) return '422 without status_code';
  }
  if ((status >= 400 || tierRefusal || plan.expect === 'invalid') && s.wrote)
    return `a refused request wrote ${s.wrote} rows`;
  return undefined;
}

describe('requests generated from the OpenAPI contract', () => {
  const operations = loadOperations();

  it('reads every operation of the contract', () => {
    expect(operations.length).toBeGreaterThan(100);
  });

  it(`sends at least ${MINIMUM_TOTAL} valid and broken requests to every endpoint without a 5xx`, async () => {
    const r = seededRandom(SEED);
    const otherKey = createSigner({ key: 'x'.repeat(48), algorithm: 'HS256' });
    for (const op of operations) {
      const plans = plansFor(op, r, PER_OPERATION);
      // The session cases, on every endpoint.
      const base = plans[0]!;
      plans.push(
        {
          ...base,
          mutation: 'token signed with another key',
          authorization: otherKey({ sub: String(ids.joined), jti: 'f'.repeat(32), exp: 2e9 }),
          expect: 'bad-signature',
        },
        ...BAD_AUTHORIZATIONS.garbage.map((authorization) => ({
          ...base,
          mutation: `unusable token "${authorization}"`,
          authorization,
          expect: 'login-refused' as const,
        })),
      );
      throwaways = ENDS_SESSION.has(op.operationId)
        ? plans.map(() => throwawayUser(server.db, (serial += 1)))
        : [];
      const countsBefore = tableCounts(server.db);
      let accepted = 0;
      for (const plan of plans) {
        const s = await send(plan, callerFor(op, plan, r));
        sent.push(s);
        if (s.status === 200 && (s.body?.code === 0 || s.body?.code === '0' || !s.body))
          accepted += 1;
        const problem = judge(s);
        if (problem) problems.push(`${problem}: ${describe_(s)}`);
      }
      if (!accepted) {
        const drift = changedTables(countsBefore, tableCounts(server.db));
        if (drift.length) tableDrift.push(`${op.operationId}: ${drift.join(', ')}`);
      }
    }
    const byStatus = new Map<string, number>();
    for (const s of sent) {
      const key = `${s.status}${s.status === 200 ? ` code ${String(s.body?.code ?? 'file')}` : ''}`;
      byStatus.set(key, (byStatus.get(key) ?? 0) + 1);
    }
    const missing = [
      ...new Set(
        sent
          .filter((s) => s.status === 404 && String(s.body?.message).startsWith('No such endpoint'))
          .map((s) => s.plan.op.operationId),
      ),
    ];
    console.log(
      [
        `fuzz: ${sent.length} requests over ${operations.length} operations (seed ${SEED})`,
        ...[...byStatus].sort().map(([k, n]) => `  ${k}: ${n}`),
        `operations answered "No such endpoint" (no handler yet): ${missing.join(', ') || 'none'}`,
        `problems: ${problems.length}`,
        ...problems.slice(0, 60).map((p) => `  - ${p}`),
        `refused-only operations whose table counts moved: ${tableDrift.length}`,
        ...tableDrift.map((d) => `  - ${d}`),
      ].join('\n'),
    );
    expect(sent.length).toBeGreaterThanOrEqual(MINIMUM_TOTAL);
    expect(problems).toEqual([]);
    expect(tableDrift).toEqual([]);
  });

  it('leaves the database consistent: integrity_check ok, no dangling foreign keys', () => {
    expect(integrityCheck(server.db)).toEqual(['ok']);
    expect(foreignKeyProblems(server.db)).toEqual([]);
  });
});
