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

export async function startDevServer(dir: string): Promise<WebpackDevServer> {
  const app = appByDir(dir);
  const config = createWebpackConfig(loadFederationDefinition(dir), 'development');
  const server = new WebpackDevServer(
    {
      ...config.devServer,
      setupMiddlewares(middlewares, devServer) {
        devServer.app?.get('/app-config.json', (_req, res) =>
          res.set('cache-control', 'no-store').json(localAppConfig()),
        );
        if (app.kind === 'host') {
          devServer.app?.get('/remotes.json', (_req, res) =>
            res.set('cache-control', 'no-store').json(localRemotesJson()),
          );
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
