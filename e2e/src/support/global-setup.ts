import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { composeForTests } from '../../../scripts/src/compose-for-tests';

export const E2E_BASE_PORT = 24000;

function chromiumPath(): string {
  const candidate = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(candidate)) {
    throw new Error(
      `Chromium not found at ${candidate}. Install Debian's package (apt-get install -y chromium) or set CHROME_PATH. .ci/run installs it.`,
    );
  }
  return candidate;
}

export default async function globalSetup(): Promise<void> {
  process.env.CHROME_PATH = chromiumPath();
  // Fail early and clearly if another run holds the ports.
  try {
    execFileSync('node', ['-e', `require('net').createServer().listen(${E2E_BASE_PORT}).close()`]);
  } catch {
    throw new Error(
      `Port ${E2E_BASE_PORT} is busy: another end-to-end run is going on, or stop what listens there.`,
    );
  }
  const composition = await composeForTests(E2E_BASE_PORT);
  (globalThis as { __COMPOSITION__?: unknown }).__COMPOSITION__ = composition;
  process.env.E2E_SHELL_URL = composition.shellUrl;
  process.env.E2E_API_URL = composition.apiUrl;
  // The composition's own deploy root (npm run deploy's), empty until a test deploys into it.
  process.env.E2E_DEPLOY_ROOT = composition.env.DEPLOY_ROOT;
  process.env.E2E_DEPLOY_PORT = composition.env.DEPLOY_PORT;
  for (const dir of ['mf-content', 'mf-exam', 'mf-train', 'mf-user', 'mf-clockin']) {
    process.env[`E2E_ORIGIN_${dir.replace('-', '_').toUpperCase()}`] = composition.originOf(dir);
  }
}
