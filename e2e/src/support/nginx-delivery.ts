import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { APPS, distDir, repoRoot } from '../../../scripts/src/apps';
import { run as deployCli } from '../../../scripts/src/deploy/deploy-cli';
import { startNginx, type RunningNginx } from '../../../scripts/src/nginx/start-nginx';
import type { Page } from 'playwright-core';
import { apiLogin, apiUrl } from './app';

/** Ports of the nginx stand-in for production, beside the composition's 24000-24100. */
export const NGINX_SHELL_PORT = 24200;
export const NGINX_CDN_PORT = 24210;
/** The shell's two servers behind it (stateless: either renders any page). */
export const SHELL_SERVER_PORTS = [24220, 24221] as const;

export type NginxDelivery = {
  shellUrl: string;
  cdnUrl: string;
  deployRoot: string;
  /** The shell's servers behind nginx, for their render counts. */
  shellServers: readonly string[];
  env: NodeJS.ProcessEnv;
  /** `npm run deploy|rollback|releases -- …` against this deploy root; resolves with its output. */
  cli(...argv: string[]): Promise<string>;
  stop(): Promise<void>;
};

/** A shell server as the shell's image runs it (`shell/server/main.ts`), once it listens. */
export function startShellServerProcess(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'shell/server/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('renders pages on port')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`A shell server stopped (exit code ${code})`)));
  });
}

/**
 * Production as the Docker images run it, on this machine: Debian's nginx with the templates of
 * docker/nginx serves the shell's built files (API proxied on /api/) in front of two shell
 * servers that render its pages, and a deploy root (the CDN bucket) into which every remote's
 * built dist/ is deployed once with the deploy tool.
 */
export async function startNginxDelivery(): Promise<NginxDelivery> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'delivery-'));
  const deployRoot = path.join(work, 'cdn');
  const shellUrl = `http://localhost:${NGINX_SHELL_PORT}`;
  const cdnUrl = `http://localhost:${NGINX_CDN_PORT}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DEPLOY_ROOT: deployRoot,
    DEPLOY_PUBLIC_URL: cdnUrl,
  };
  const cli = (...argv: string[]) => deployCli(argv, env);
  for (const app of APPS.filter((a) => a.kind === 'remote')) {
    await cli('deploy', app.dir, `--from=${distDir(app)}`);
  }
  const appConfigFile = path.join(work, 'app-config.json');
  // Same origin: nginx proxies /api/ to the API.
  fs.writeFileSync(appConfigFile, JSON.stringify({ apiBaseUrl: '' }));
  const servers: ChildProcess[] = [];
  let nginx: RunningNginx;
  try {
    // Each its own process, as in production: one federation runtime per server.
    for (const port of SHELL_SERVER_PORTS) {
      servers.push(
        await startShellServerProcess({
          SHELL_SERVER_PORT: String(port),
          SHELL_BUILD_DIR: distDir(APPS.find((a) => a.kind === 'host')!),
          API_UPSTREAM: apiUrl().replace('localhost', '127.0.0.1'),
          REMOTES_JSON_FILE: path.join(deployRoot, 'remotes.json'),
          APP_CONFIG_FILE: appConfigFile,
        }),
      );
    }
    nginx = await startNginx({
      corsOrigins: [shellUrl],
      sites: [
        {
          kind: 'shell',
          port: NGINX_SHELL_PORT,
          root: distDir(APPS.find((a) => a.kind === 'host')!),
          remotesJsonFile: path.join(deployRoot, 'remotes.json'),
          appConfigFile,
          remoteOrigins: [cdnUrl],
          // Media links the API writes are absolute (its public URL).
          apiOrigin: apiUrl(),
          apiUpstream: apiUrl().replace('localhost', '127.0.0.1'),
          servers: SHELL_SERVER_PORTS.map((port) => `127.0.0.1:${port}`),
        },
        { kind: 'static', port: NGINX_CDN_PORT, root: deployRoot },
      ],
    });
  } catch (error) {
    for (const server of servers) server.kill('SIGTERM');
    fs.rmSync(work, { recursive: true, force: true });
    throw error;
  }
  return {
    shellUrl,
    cdnUrl,
    deployRoot,
    shellServers: SHELL_SERVER_PORTS.map((port) => `http://127.0.0.1:${port}`),
    env,
    cli,
    async stop() {
      await nginx.stop();
      for (const server of servers) server.kill('SIGTERM');
      fs.rmSync(work, { recursive: true, force: true });
    },
  };
}

/** Starts a page on `origin` logged in as a demo account (the session store's persisted shape). */
export async function logInAt(page: Page, origin: string, mobile: string): Promise<void> {
  const session = await apiLogin(mobile);
  await page.goto(`${origin}/pages/index/guide`);
  await page.evaluate((s) => {
    localStorage.setItem(
      'shared.session',
      JSON.stringify({
        state: { token: s.token, exp: s.exp, user: s.user, isLoggedIn: true },
        version: 1,
      }),
    );
  }, session);
}

/** Client-side navigation, as a tap on a link does: the document stays. */
export async function navigateInApp(page: Page, to: string): Promise<void> {
  await page.evaluate((path) => {
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
  await page.waitForLoadState('networkidle');
}
