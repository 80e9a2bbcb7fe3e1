import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APPS } from './apps';
import { startAll, type RunningApp } from './start-all';

export type Composition = Omit<RunningApp, 'stop'> & {
  env: NodeJS.ProcessEnv;
  shellUrl: string;
  apiUrl: string;
  originOf(dir: string): string;
  stop(): Promise<void>;
};

/** The deploy root's port, from the base: apart from the apps (+0…5) and the API (+100). */
const DEPLOY_PORT_OFFSET = 60;

/**
 * The whole app on ports of its own (so a developer's `npm start` can keep running) over a fresh
 * temporary database: what the browser suite and the benchmarks run against.
 */
export async function composeForTests(basePort: number): Promise<Composition> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'composed-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    API_DATA_DIR: dataDir,
    API_PORT: String(basePort + 100),
    API_LOG_LEVEL: 'error',
    // A deploy root of its own (empty: every remote from its local build until a test deploys).
    DEPLOY_ROOT: path.join(dataDir, 'deploy'),
    DEPLOY_PORT: String(basePort + DEPLOY_PORT_OFFSET),
    DEPLOY_PUBLIC_URL: '',
  };
  APPS.forEach((app, i) => (env[app.portVariable] = String(basePort + i)));
  const running = await startAll(env);
  return {
    env,
    stopApp: running.stopApp,
    startApp: running.startApp,
    shellUrl: `http://localhost:${basePort}`,
    apiUrl: `http://localhost:${basePort + 100}`,
    originOf: (dir) => `http://localhost:${env[APPS.find((a) => a.dir === dir)!.portVariable]}`,
    async stop() {
      await running.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
