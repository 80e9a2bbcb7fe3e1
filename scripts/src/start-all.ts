/**
 * `npm start`: builds what is out of date, starts the API, serves the shell and the five remotes
 * each on its own port and origin, and prints the URL to open.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import type { FastifyInstance } from 'fastify';
import { APPS, apiPortOf, portOf, repoRoot } from './apps';
import { buildApps } from './build';
import { appOrigins, localAppConfig, localRemotesJson, originOf } from './runtime-config';
import { serveApp } from './serve-app';

function startApi(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const child = spawn('npm', ['start', '--silent', '-w', 'api'], {
    cwd: repoRoot,
    env: { ...env, API_PORT: String(apiPortOf(env)), API_CORS_ORIGINS: env.API_CORS_ORIGINS ?? appOrigins(env).join(',') },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      if (chunk.toString().includes('API ready')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`The API stopped (exit code ${code}); see its message above.`)));
  });
}

export async function startAll(env: NodeJS.ProcessEnv = process.env): Promise<() => Promise<void>> {
  // Validate every port before anything starts, so a typo fails at once with its name.
  const ports = Object.fromEntries(APPS.map((app) => [app.dir, portOf(app, env)]));
  apiPortOf(env);
  await buildApps([]);
  const api = await startApi(env);
  const servers: FastifyInstance[] = [];
  const stop = async () => {
    await Promise.all(servers.map((s) => s.close()));
    api.kill('SIGTERM');
  };
  try {
    for (const app of APPS) {
      const documents: Record<string, () => unknown> = { 'app-config.json': () => localAppConfig(env) };
      if (app.kind === 'host') documents['remotes.json'] = () => localRemotesJson(env);
      servers.push(await serveApp(app, { port: ports[app.dir]!, allowedOrigins: appOrigins(env), documents }));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}

if (require.main === module) {
  startAll()
    .then((stop) => {
      const shell = APPS.find((a) => a.kind === 'host')!;
      console.log(`\nThe app is ready: ${originOf(portOf(shell))}\n(remotes on ports ${APPS.filter((a) => a.kind === 'remote').map((a) => portOf(a)).join(', ')}; Ctrl+C stops everything)`);
      const shutdown = () => void stop().then(() => process.exit(0));
      process.once('SIGINT', shutdown);
      process.once('SIGTERM', shutdown);
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
