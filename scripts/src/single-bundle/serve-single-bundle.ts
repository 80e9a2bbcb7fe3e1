import type { FastifyInstance } from 'fastify';
import { APPS, appByDir } from '../apps';
import { appOrigins, localAppConfig, originOf } from '../runtime-config';
import { serveApp } from '../serve-app';
import { SINGLE_BUNDLE_DIR } from './single-bundle-paths';

/**
 * The origins the API of `composeForTests(basePort)` must allow so that the single bundle, served
 * on `port`, calls that same API across origins as the federated shell does: the composition's
 * own (its ports follow APPS from basePort) and the single bundle's. Set as API_CORS_ORIGINS
 * before composing.
 */
export function corsOriginsWithSingleBundle(basePort: number, port: number): string {
  const composed = Object.fromEntries(
    APPS.map((app, i) => [app.portVariable, String(basePort + i)]),
  );
  return [...appOrigins(composed), originOf(port), `http://127.0.0.1:${port}`].join(',');
}

/**
 * Serves bench/tmp/single-bundle/ the way the shell is served (caching rules, history fallback
 * to index.html) with the composition's app-config.json, so it talks to the same API.
 */
export async function serveSingleBundle(
  port: number,
  composedEnv: NodeJS.ProcessEnv,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const server: FastifyInstance = await serveApp(appByDir('shell'), {
    port,
    root: SINGLE_BUNDLE_DIR,
    allowedOrigins: [],
    documents: { 'app-config.json': () => localAppConfig(composedEnv) },
  });
  return { url: originOf(port), stop: () => server.close() };
}
