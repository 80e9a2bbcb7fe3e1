/**
 * `npm run dev -w <app>`: one app with hot reload on its own port. The shell finds the remotes'
 * dev servers through remotes.json; a remote's own page mounts its area alone, with a dev login.
 */
import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { APPS, apiPortOf, appByDir, portOf } from './apps';
import { createWebpackConfig } from './create-webpack-config';
import { firstFreePort } from './free-port';
import { loadFederationDefinition } from './load-federation-definition';
import { localAppConfig, localRemotesJson } from './runtime-config';

export type DevServerOptions = {
  /** What the shell's /remotes.json answers (default: every remote's local dev server). */
  remotesJson?: () => unknown;
  /** What /app-config.json answers (default: the local API). */
  appConfig?: () => unknown;
  /** The port to listen on (default: the app's, see apps.ts). */
  port?: number;
};

export async function startDevServer(
  dir: string,
  options: DevServerOptions = {},
): Promise<WebpackDevServer> {
  const app = appByDir(dir);
  const remotesJson = options.remotesJson ?? (() => localRemotesJson());
  const appConfig = options.appConfig ?? (() => localAppConfig());
  const config = createWebpackConfig(loadFederationDefinition(dir), 'development');
  const port = options.port ?? portOf(app);
  const server = new WebpackDevServer(
    {
      ...config.devServer,
      port,
      setupMiddlewares(middlewares, devServer) {
        devServer.app?.get('/app-config.json', (_req, res) =>
          res.set('cache-control', 'no-store').json(appConfig()),
        );
        if (app.kind === 'host') {
          devServer.app?.get('/remotes.json', (_req, res) => {
            // May be a promise (compose reads a remote manifest afresh on each request).
            Promise.resolve(remotesJson()).then(
              (json) => res.set('cache-control', 'no-store').json(json),
              (error: unknown) =>
                res.status(502).json({ status_code: 502, message: String(error) }),
            );
          });
        }
        return middlewares;
      },
    },
    webpack(config),
  );
  try {
    await server.start();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    throw new Error(
      `${dir}: port ${port} is in use (npm start or another dev server?). Stop what listens there or set ${app.portVariable} to another port.`,
    );
  }
  console.log(`${dir}: http://localhost:${port}`);
  return server;
}

/**
 * The port of one app's dev server started on its own: its port variable when set (taken as
 * asked), else its usual port, else (npm start or another dev server holds it) the first free port
 * above it that no other app of the composition is meant to take.
 */
export async function devPortOf(
  dir: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ port: number; note?: string }> {
  const app = appByDir(dir);
  if (env[app.portVariable]) return { port: portOf(app, env) };
  const others = [...APPS.filter((a) => a !== app).map((a) => portOf(a, env)), apiPortOf(env)];
  const port = await firstFreePort(app.defaultPort, others);
  return port === app.defaultPort
    ? { port }
    : {
        port,
        note: `${dir}: port ${app.defaultPort} is in use (npm start?), so this dev server listens on ${port}; set ${app.portVariable} to choose.`,
      };
}

if (require.main === module) {
  const dir = process.argv[2];
  if (!dir) {
    console.error(
      'Usage: tsx scripts/src/dev.ts <app>   (shell, mf-content, mf-exam, mf-train, mf-user, mf-clockin)',
    );
    process.exit(1);
  }
  devPortOf(dir)
    .then(({ port, note }) => {
      if (note) console.log(note);
      return startDevServer(dir, { port });
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
