/**
 * `npm start`: builds what is out of date, starts the API, serves the shell and the five remotes
 * each on its own port and origin, and prints the URL to open.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { startShellServer, type ShellServerOptions } from '../../shell/server/shell-server';
import {
  APPS,
  apiPortOf,
  distDir,
  portOf,
  renderBudgetOf,
  repoRoot,
  stalePageRenderDelayMsOf,
  visitorPageCacheMsOf,
} from './apps';
import { buildApps } from './build';
import { deployPortOf, deployRootOf } from './deploy/deploy-root';
import { appOrigins, composedRemotesJson, localAppConfig, originOf } from './runtime-config';
import { serveApp, serveFolder } from './serve-app';

export function startApi(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  // Compiled first (incremental, seconds when nothing changed), then run as one node process so
  // stopping it stops it.
  execFileSync('npm', ['run', 'build', '--silent', '-w', 'api'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  const child = spawn(process.execPath, [path.join(repoRoot, 'api', 'dist', 'src', 'main.js')], {
    cwd: repoRoot,
    env: {
      ...env,
      API_PORT: String(apiPortOf(env)),
      API_CORS_ORIGINS: env.API_CORS_ORIGINS ?? appOrigins(env).join(','),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      if (chunk.toString().includes('API ready')) resolve(child);
    });
    child.once('exit', (code) =>
      reject(new Error(`The API stopped (exit code ${code}); see its message above.`)),
    );
  });
}

/**
 * The shell's server as a local composition runs it: rendering with the API of `env` and the
 * render settings of `env` (renderBudgetOf, visitorPageCacheMsOf, stalePageRenderDelayMsOf),
 * and serving its files too.
 */
export function startLocalShellServer(
  env: NodeJS.ProcessEnv,
  options: Pick<ShellServerOptions, 'port' | 'buildDir' | 'documents' | 'allowedOrigins'>,
): Promise<FastifyInstance> {
  return startShellServer({
    ...options,
    apiUrl: `http://127.0.0.1:${apiPortOf(env)}`,
    budgetMs: renderBudgetOf(env),
    visitorPageCacheMs: visitorPageCacheMsOf(env),
    stalePageRenderDelayMs: stalePageRenderDelayMsOf(env),
    serveFiles: true,
  });
}

export type RunningApp = {
  stop(): Promise<void>;
  /** Takes one app's server down (a remote outage) and brings it back, for fault tests. */
  stopApp(dir: string): Promise<void>;
  startApp(dir: string): Promise<void>;
};

/** The deploy root's server, among the app servers by name. */
const DEPLOY_ROOT_SERVER = 'deploy root';

export async function startAll(env: NodeJS.ProcessEnv = process.env): Promise<RunningApp> {
  // Validate every port before anything starts, so a typo fails at once with its name.
  const ports = Object.fromEntries(APPS.map((app) => [app.dir, portOf(app, env)]));
  apiPortOf(env);
  const deployPort = deployPortOf(env);
  await buildApps([]);
  const api = await startApi(env);
  const servers = new Map<string, FastifyInstance>();
  // The deploy root (npm run deploy), served as its CDN would be: its live releases replace the
  // local builds in the shell's remotes.json.
  const deployRoot = deployRootOf(env);
  fs.mkdirSync(deployRoot, { recursive: true });
  const startApp = async (dir: string) => {
    const app = APPS.find((a) => a.dir === dir)!;
    const appConfig = () => localAppConfig(env);
    if (app.kind === 'host') {
      // The shell's server renders each page (its server half), and serves its files.
      servers.set(
        dir,
        await startLocalShellServer(env, {
          port: ports[dir]!,
          buildDir: distDir(app),
          documents: {
            'app-config.json': appConfig,
            'remotes.json': () => composedRemotesJson(env),
          },
          allowedOrigins: appOrigins(env),
        }),
      );
      return;
    }
    servers.set(
      dir,
      await serveApp(app, {
        port: ports[dir]!,
        allowedOrigins: appOrigins(env),
        documents: { 'app-config.json': appConfig },
      }),
    );
  };
  const stopApp = async (dir: string) => {
    await servers.get(dir)?.close();
    servers.delete(dir);
  };
  const stop = async () => {
    await Promise.all([...servers.keys()].map(stopApp));
    api.kill('SIGTERM');
  };
  try {
    servers.set(
      DEPLOY_ROOT_SERVER,
      await serveFolder({ port: deployPort, root: deployRoot, allowedOrigins: appOrigins(env) }),
    );
    // The remotes first: the shell's server loads their server halves as it starts.
    for (const app of [...APPS].sort(
      (a, b) => Number(a.kind === 'host') - Number(b.kind === 'host'),
    ))
      await startApp(app.dir);
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop, stopApp, startApp };
}

if (require.main === module) {
  startAll()
    .then(({ stop }) => {
      const shell = APPS.find((a) => a.kind === 'host')!;
      console.log(
        `\nThe app is ready: ${originOf(portOf(shell))}\n(remotes on ports ${APPS.filter(
          (a) => a.kind === 'remote',
        )
          .map((a) => portOf(a))
          .join(
            ', ',
          )}; deployed releases from ${deployRootOf()} on port ${deployPortOf()}; Ctrl+C stops everything)`,
      );
      const shutdown = () => void stop().then(() => process.exit(0));
      process.once('SIGINT', shutdown);
      process.once('SIGTERM', shutdown);
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
