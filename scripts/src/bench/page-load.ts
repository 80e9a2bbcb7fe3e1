/**
 * Load on one page of the shell's server (autocannon), in a process of its own so that making
 * the load takes nothing from the server's event loop: `tsx page-load.ts '<PageLoadRequest>'`
 * prints a PageLoadResult as JSON. pageLoad() runs it from the bench.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import autocannon from 'autocannon';

export type PageLoadRequest = {
  url: string;
  connections: number;
  seconds: number;
  /** Each request to an address of its own (`?load=<n>`), so no page is sent twice. */
  everyUrlNew: boolean;
};

export type PageLoadResult = {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Connection errors and timeouts. */
  errors: number;
  non2xx: number;
};

async function load(request: PageLoadRequest): Promise<PageLoadResult> {
  let n = 0;
  const result = await autocannon({
    url: request.url,
    connections: request.connections,
    duration: request.seconds,
    headers: { accept: 'text/html', 'accept-encoding': 'br' },
    ...(request.everyUrlNew
      ? { requests: [{ setupRequest: (r) => ({ ...r, path: `/?load=${(n += 1)}` }) }] }
      : {}),
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** The load, made by a child process. */
export async function pageLoad(request: PageLoadRequest): Promise<PageLoadResult> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', __filename, JSON.stringify(request)],
    { maxBuffer: 1 << 20 },
  );
  return JSON.parse(stdout) as PageLoadResult;
}

if (require.main === module) {
  load(JSON.parse(process.argv[2] ?? '') as PageLoadRequest)
    .then((result) => process.stdout.write(JSON.stringify(result)))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
