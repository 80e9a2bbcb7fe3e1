/**
 * Load: the API under 200 concurrent connections for 30 s on its busiest endpoints at once (the
 * signed-in home, news, orders, courses and the question-bank home, round robin per connection),
 * then each endpoint alone. Zero errors and zero non-2xx are required. Writes the `apiLoad` key of
 * bench/results.json and the `api-load` section of bench/README.md.
 *   LOAD_SECONDS=30 LOAD_ENDPOINT_SECONDS=10 npm run bench -w api
 */
import os from 'node:os';
import autocannon from 'autocannon';
import { mergeResultsKey, writeBenchReadmeSection } from './load-report';

export const LOAD_CONNECTIONS = 200;
const MIXED_SECONDS = Number(process.env.LOAD_SECONDS ?? 30);
const ENDPOINT_SECONDS = Number(process.env.LOAD_ENDPOINT_SECONDS ?? 10);

export const BUSIEST: { name: string; path: string }[] = [
  { name: 'GET /api/me', path: '/api/me' },
  { name: 'GET /api/news (page 1)', path: '/api/news?page=1&pageSize=10' },
  { name: 'GET /api/orders (page 1)', path: '/api/orders?page=1&pageSize=10' },
  { name: 'GET /api/courses (page 1)', path: '/api/courses?page=1&pageSize=10' },
  { name: 'GET /api/exam/home', path: '/api/exam/home' },
];

export type LoadResult = {
  name: string;
  connections: number;
  durationSeconds: number;
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  errors: number;
  timeouts: number;
  non2xx: number;
};

async function run(
  name: string,
  base: string,
  paths: string[],
  token: string,
  seconds: number,
): Promise<LoadResult> {
  const options = {
    url: base,
    connections: LOAD_CONNECTIONS,
    headers: { authorization: token },
    requests: paths.map((path) => ({ method: 'GET' as const, path })),
  };
  // Warm up first (JIT, statement cache, read cache), so the numbers are the steady state.
  await autocannon({ ...options, duration: 3 });
  const result = await autocannon({ ...options, duration: seconds });
  return {
    name,
    connections: LOAD_CONNECTIONS,
    durationSeconds: seconds,
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}

/** Runs the load benchmark against a running API; returns what failed (empty when all held). */
export async function runLoadBench(base: string, token: string): Promise<string[]> {
  const results = [
    await run(
      `all five at once (${BUSIEST.length} endpoints round robin)`,
      base,
      BUSIEST.map((e) => e.path),
      token,
      MIXED_SECONDS,
    ),
  ];
  for (const endpoint of BUSIEST) {
    results.push(await run(endpoint.name, base, [endpoint.path], token, ENDPOINT_SECONDS));
  }
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`;
  mergeResultsKey('apiLoad', { machine, connections: LOAD_CONNECTIONS, results });
  writeBenchReadmeSection(
    'api-load',
    [
      '## API under load',
      '',
      `${LOAD_CONNECTIONS} concurrent connections, a joined member's token, autocannon on the same machine (${machine}); the first row is the ${MIXED_SECONDS} s run over all five endpoints at once, then each endpoint alone for ${ENDPOINT_SECONDS} s. Target: zero errors and zero non-2xx.`,
      '',
      '| run | s | requests | req/s | p50 (ms) | p99 (ms) | max (ms) | errors + timeouts | non-2xx |',
      '|---|---|---|---|---|---|---|---|---|',
      ...results.map(
        (r) =>
          `| ${r.name} | ${r.durationSeconds} | ${r.requests} | ${r.requestsPerSecond} | ${r.p50Ms} | ${r.p99Ms} | ${r.maxMs} | ${r.errors + r.timeouts} | ${r.non2xx} |`,
      ),
    ].join('\n'),
  );
  console.table(
    results.map(({ name, requestsPerSecond, p99Ms, errors, timeouts, non2xx }) => ({
      name,
      requestsPerSecond,
      p99Ms,
      errors: errors + timeouts,
      non2xx,
    })),
  );
  return results
    .filter((r) => r.errors || r.timeouts || r.non2xx)
    .map(
      (r) =>
        `${r.name} under ${LOAD_CONNECTIONS} connections: ${r.errors + r.timeouts} errors, ${r.non2xx} non-2xx`,
    );
}
