/**
 * `npm run dev -w <app>`: one app with hot reload on its own port. The shell finds the remotes'
 * dev servers through remotes.json; a remote's own page mounts its area alone, with a dev login.
 */
import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { appByDir, portOf } from './apps';
import { createWebpackConfig } from './create-webpack-config';
import { loadFederationDefinition } from './load-federation-definition';
import { localAppConfig, localRemotesJson } from './runtime-config';

export type DevServerOptions = {
  /** What the shell's /remotes.json answers (default: every remote's local dev server). */
  remotesJson?: () => unknown;
  /** What /app-config.json answers (default: the local API). */
  appConfig?: () => unknown;
};

export async function startDevServer(
  dir: string,
  options: DevServerOptions = {},
): Promise<WebpackDevServer> {
  const app = appByDir(dir);
  const remotesJson = options.remotesJson ?? (() => localRemotesJson());
  const appConfig = options.appConfig ?? (() => localAppConfig());
  const config = createWebpackConfig(loadFederationDefinition(dir), 'development');
  const server = new WebpackDevServer(
    {
      ...config.devServer,
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
  await server.start();
  console.log(`${dir}: http://localhost:${portOf(app)}`);
  return server;
}

if (require.main === module) {
  const dir = process.argv[2];
  if (!dir) {
    console.error(
      'Usage: tsx scripts/src/dev.ts <app>   (shell, mf-content, mf-exam, mf-train, mf-user, mf-clockin)',
    );
    process.exit(1);
  }
  startDevServer(dir).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
