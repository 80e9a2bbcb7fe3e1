/**
 * The single-bundle yardstick in a browser, by hand: builds it, starts the API over a fresh
 * temporary database and serves the bundle (http://localhost:28200; API on 28300).
 *   npx tsx scripts/src/single-bundle/start-single-bundle.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { originOf } from '../runtime-config';
import { startApi } from '../start-all';
import { buildSingleBundle } from './build-single-bundle';
import { serveSingleBundle } from './serve-single-bundle';

const PORT = 28200;
const API_PORT = 28300;

async function main(): Promise<void> {
  await buildSingleBundle();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'single-bundle-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    API_DATA_DIR: dataDir,
    API_PORT: String(API_PORT),
    API_LOG_LEVEL: 'error',
    API_CORS_ORIGINS: [originOf(PORT), `http://127.0.0.1:${PORT}`].join(','),
  };
  const api = await startApi(env);
  const served = await serveSingleBundle(PORT, env);
  console.log(`\nThe single bundle is ready: ${served.url} (Ctrl+C stops it)`);
  const shutdown = () =>
    void served.stop().then(() => {
      api.kill('SIGTERM');
      fs.rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    });
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
