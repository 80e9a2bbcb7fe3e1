/**
 * The whole app as it is built now, on ports of its own, without building anything: the API from
 * its compiled files (api/dist) over a copy of a seeded database, each app from its dist folder
 * (the shell from `shellRoot` when given, e.g. a copy of an earlier build, to compare two builds
 * of the shell in one run against the same remotes). The first shell's pages are rendered by the
 * shell's server, as production serves them; the others' in the browser (a process holds one
 * renderer: the federation's runtime is the process's). For measuring (measure-tab-switch.ts) on a
 * shared machine where a full build costs minutes; the bench itself uses composeForTests.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { APPS, apiPortOf, distDir, portOf, repoRoot } from '../apps';
import { appOrigins, localAppConfig, localRemotesJson } from '../runtime-config';
import { serveApp } from '../serve-app';
import { startLocalShellServer } from '../start-all';

export type BuiltComposition = {
  shellUrls: string[];
  apiUrl: string;
  stop(): Promise<void>;
};

function startApi(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(repoRoot, 'api', 'dist', 'src', 'main.js')], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('API ready')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`The API stopped (exit code ${code})`)));
  });
}

/**
 * `shellRoots`: one shell per folder, on basePort + 10 × i (the remotes on basePort + 1…5 serve
 * them all). `database`: a seeded SQLite file to copy (default: the API's own, api/.data).
 */
export async function composeBuilt(
  basePort: number,
  shellRoots: readonly (string | undefined)[],
  database = path.join(repoRoot, 'api', '.data', 'app.sqlite'),
): Promise<BuiltComposition> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tab-switch-'));
  // A consistent copy of a database that may be in use (its WAL included).
  const { default: Database } = await import('better-sqlite3');
  const source = new Database(database, { readonly: true });
  await source.backup(path.join(dataDir, 'app.sqlite'));
  source.close();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    API_DATA_DIR: dataDir,
    API_PORT: String(basePort + 100),
    API_LOG_LEVEL: 'error',
  };
  APPS.forEach((app, i) => (env[app.portVariable] = String(basePort + i)));
  const shellPorts = shellRoots.map((_, i) => basePort + 10 * i);
  const origins = [
    ...appOrigins(env),
    ...shellPorts.flatMap((p) => [`http://localhost:${p}`, `http://127.0.0.1:${p}`]),
  ];
  env.API_CORS_ORIGINS = origins.join(',');
  const api = await startApi(env);
  const servers: FastifyInstance[] = [];
  try {
    for (const app of APPS.filter((a) => a.kind === 'remote'))
      servers.push(await serveApp(app, { port: portOf(app, env), allowedOrigins: origins }));
    const shell = APPS.find((a) => a.kind === 'host')!;
    const documents = {
      'app-config.json': () => localAppConfig(env),
      'remotes.json': () => localRemotesJson(env),
    };
    for (const [i, root] of shellRoots.entries())
      servers.push(
        i === 0
          ? await startLocalShellServer(env, {
              port: shellPorts[i]!,
              buildDir: root ?? distDir(shell),
              documents,
              allowedOrigins: origins,
            })
          : await serveApp(shell, {
              port: shellPorts[i]!,
              allowedOrigins: origins,
              documents,
              ...(root ? { root } : {}),
            }),
      );
  } catch (error) {
    await Promise.all(servers.map((s) => s.close()));
    api.kill('SIGTERM');
    throw error;
  }
  return {
    shellUrls: shellPorts.map((p) => `http://localhost:${p}`),
    apiUrl: `http://localhost:${apiPortOf(env)}`,
    async stop() {
      await Promise.all(servers.map((s) => s.close()));
      api.kill('SIGTERM');
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
