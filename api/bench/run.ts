/**
 * API benchmark: a paged list and /api/me under 100 connections for 20 s each, the startup time
 * over an existing database and the seeding of a fresh one, then the load run of load.ts (200 connections on the busiest endpoints).
 * Writes api/bench/results.json (the load run: its key of bench/results.json); fails when a target is missed.
 *   BENCH_DURATION_SECONDS=5 npm run bench -w api   (shorter run while developing)
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { hashPasswordSync } from '../src/auth/passwords';
import { openDatabase } from '../src/db/open-database';
import { apiRoot } from '../src/paths';
import { seedDatabase } from '../src/seed';
import { runLoadBench } from './load';

const DURATION = Number(process.env.BENCH_DURATION_SECONDS ?? 20);
const CONNECTIONS = 100;
const TARGET_P99_MS = 20;
const TARGET_STARTUP_MS = 1000;
/** Seeding a fresh database (the first `npm start`, every API test's temporary database). */
const TARGET_SEED_MS = 1500;

type Result = {
  name: string;
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
};

function startServer(
  dataDir: string,
): Promise<{ stop: () => void; readyMs: number; base: string }> {
  const started = Date.now();
  const child = spawn(process.execPath, [path.join(apiRoot, 'dist', 'src', 'main.js')], {
    env: { ...process.env, API_DATA_DIR: dataDir, API_PORT: '3199', API_LOG_LEVEL: 'error' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('API ready')) {
        resolve({
          stop: () => child.kill('SIGTERM'),
          readyMs: Date.now() - started,
          base: 'http://127.0.0.1:3199',
        });
      }
    });
    child.once('exit', (code) => reject(new Error(`API exited with ${code} before it was ready`)));
  });
}

async function load(name: string, url: string, token: string): Promise<Result> {
  // Warm up first (JIT, statement cache), so the numbers are the steady state.
  await autocannon({
    url,
    connections: CONNECTIONS,
    duration: 3,
    headers: { authorization: token },
  });
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    headers: { authorization: token },
  });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

async function main(): Promise<void> {
  execFileSync('npx', ['tsc', '-p', 'tsconfig.build.json'], { cwd: apiRoot, stdio: 'inherit' });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-bench-'));
  const db = openDatabase(dataDir);
  const seedStarted = performance.now();
  seedDatabase(db, { hashPassword: hashPasswordSync });
  const seedMs = Math.round(performance.now() - seedStarted);
  db.close();

  const server = await startServer(dataDir);
  try {
    const login = await fetch(`${server.base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mobile: '13800000000', password: 'Passw0rd!' }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const results = [
      await load(
        'GET /api/orders?page=1&pageSize=10 (paged list)',
        `${server.base}/api/orders?page=1&pageSize=10`,
        token,
      ),
      await load('GET /api/me', `${server.base}/api/me`, token),
    ];
    const report = {
      machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`,
      connections: CONNECTIONS,
      durationSeconds: DURATION,
      startupWithExistingDatabaseMs: server.readyMs,
      seedFreshDatabaseMs: seedMs,
      results,
    };
    fs.writeFileSync(
      path.join(apiRoot, 'bench', 'results.json'),
      `${JSON.stringify(report, null, 2)}\n`,
    );
    console.table(results);
    console.log(`startup with an existing database: ${server.readyMs} ms`);
    console.log(`seeding a fresh database: ${seedMs} ms`);
    const failures = [
      ...results
        .filter((r) => r.p99Ms >= TARGET_P99_MS)
        .map((r) => `${r.name}: p99 ${r.p99Ms} ms ≥ ${TARGET_P99_MS} ms`),
      ...results
        .filter((r) => r.errors || r.non2xx)
        .map((r) => `${r.name}: ${r.errors} errors, ${r.non2xx} non-2xx`),
      ...(server.readyMs >= TARGET_STARTUP_MS
        ? [`startup ${server.readyMs} ms ≥ ${TARGET_STARTUP_MS} ms`]
        : []),
      ...(seedMs >= TARGET_SEED_MS ? [`seeding ${seedMs} ms ≥ ${TARGET_SEED_MS} ms`] : []),
      // 200 connections × 30 s on the busiest endpoints (api/bench/load.ts).
      ...(await runLoadBench(server.base, token)),
    ];
    if (failures.length) {
      console.error(`Targets missed:\n- ${failures.join('\n- ')}`);
      process.exitCode = 1;
    }
  } finally {
    server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

void main();
