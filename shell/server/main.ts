/**
 * The shell's server as its Docker image runs it, behind nginx (which serves the built files):
 * `tsx shell/server/main.ts`. Every setting is an environment variable; a wrong one stops it
 * with a message saying what to set.
 */
import path from 'node:path';
import {
  parsePort,
  renderBudgetOf,
  repoRoot,
  stalePageRenderDelayMsOf,
  visitorPageCacheMsOf,
} from '../../scripts/src/apps';
import { documentsFromFiles } from './documents';
import { startShellServer } from './shell-server';

async function main(): Promise<void> {
  const env = process.env;
  const apiUrl = env.API_UPSTREAM;
  if (!apiUrl || !URL.canParse(apiUrl)) {
    throw new Error(
      `API_UPSTREAM must be the API's URL as this server reaches it (e.g. http://api:3100), got "${apiUrl ?? ''}".`,
    );
  }
  const port = parsePort('SHELL_SERVER_PORT', env.SHELL_SERVER_PORT, 3010);
  await startShellServer({
    port,
    host: env.SHELL_SERVER_HOST ?? '127.0.0.1',
    buildDir: env.SHELL_BUILD_DIR ?? path.join(repoRoot, 'shell', 'dist'),
    apiUrl,
    documents: documentsFromFiles(
      env.REMOTES_JSON_FILE ?? '/etc/shell/remotes.json',
      env.APP_CONFIG_FILE ?? '/etc/shell/app-config.json',
    ),
    budgetMs: renderBudgetOf(env),
    visitorPageCacheMs: visitorPageCacheMsOf(env),
    stalePageRenderDelayMs: stalePageRenderDelayMsOf(env),
    serveFiles: false,
    secureCookies: env.SHELL_SECURE_COOKIES === '1',
    trustProxy: true,
  });
  console.log(`The shell's server renders pages on port ${port}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
