import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { APPS } from '../../../scripts/src/apps';
import { composeForTests } from '../../../scripts/src/compose-for-tests';

/** Ports of its own, so the fault suite never collides with the browser suite (24000). */
// Below the ephemeral range (32768+), where a passing client connection can hold a port.
export const FAULTS_BASE_PORT = 29000;
const CONTROL_PORT = FAULTS_BASE_PORT + 99;

function assertFree(port: number): void {
  try {
    execFileSync('node', ['-e', `require('net').createServer().listen(${port}).close()`]);
  } catch {
    throw new Error(`Port ${port} is busy: another fault run or a benchmark is going on.`);
  }
}

export default async function globalSetup(): Promise<void> {
  const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(chrome)) {
    throw new Error(
      `Chromium not found at ${chrome}. Install it (apt-get install -y chromium) or set CHROME_PATH.`,
    );
  }
  process.env.CHROME_PATH = chrome;
  assertFree(FAULTS_BASE_PORT);
  assertFree(CONTROL_PORT);
  const composition = await composeForTests(FAULTS_BASE_PORT);
  const stopped = new Set<string>();
  // Test files run in their own module registry: they take apps down and up through this port.
  const control = http.createServer((request, response) => {
    const match = /^\/apps\/([\w-]+)\/(stop|start)$/.exec(request.url ?? '');
    if (request.method !== 'POST' || !match || !APPS.some((a) => a.dir === match[1])) {
      response.writeHead(404).end();
      return;
    }
    const [, dir, action] = match;
    // Idempotent: starting a running app or stopping a stopped one does nothing.
    const change =
      action === 'stop'
        ? stopped.has(dir!)
          ? Promise.resolve()
          : composition.stopApp(dir!).then(() => void stopped.add(dir!))
        : !stopped.has(dir!)
          ? Promise.resolve()
          : composition.startApp(dir!).then(() => void stopped.delete(dir!));
    change.then(
      () => response.writeHead(204).end(),
      (error: unknown) => response.writeHead(500).end(String(error)),
    );
  });
  await new Promise<void>((resolve) => control.listen(CONTROL_PORT, '127.0.0.1', resolve));
  Object.assign(globalThis, { __FAULTS__: { composition, control } });
  // The browser suite's helpers (e2e/src/support/app.ts) read these.
  process.env.E2E_SHELL_URL = composition.shellUrl;
  process.env.E2E_API_URL = composition.apiUrl;
  process.env.FAULTS_CONTROL_URL = `http://127.0.0.1:${CONTROL_PORT}`;
  process.env.FAULTS_DATA_DIR = composition.env.API_DATA_DIR;
  for (const app of APPS) {
    process.env[`E2E_ORIGIN_${app.dir.replace('-', '_').toUpperCase()}`] = composition.originOf(
      app.dir,
    );
  }
}
