/**
 * `npm run compose -- --remotes=<URL or path of remotes.json> --local=mf-exam,mf-user [--api=URL]`:
 * the shell (dev server, hot reload) with the named remotes from this checkout's sources and
 * every other remote from the given manifest, e.g. a test environment's or a deploy root's.
 */
import type { ChildProcess } from 'node:child_process';
import type WebpackDevServer from 'webpack-dev-server';
import { APPS, portOf } from '../apps';
import { startDevServer } from '../dev';
import { localAppConfig, originOf } from '../runtime-config';
import { startApi } from '../start-all';
import {
  composeRemotes,
  missingRemotes,
  parseComposeArgs,
  readRemotesSource,
  type ComposeArgs,
} from './compose-plan';

async function compose(args: ComposeArgs): Promise<() => Promise<void>> {
  // Read once before anything starts, so a bad manifest fails at once.
  let lastGood = composeRemotes(await readRemotesSource(args.remotes), args.local);
  const missing = missingRemotes(lastGood);
  if (missing.length) {
    console.warn(
      `Not in ${args.remotes} and not local: ${missing.join(', ')} (their areas will show the error view).`,
    );
  }
  // Read afresh on each request, so a deploy to that environment shows up here too.
  const remotesJson = () =>
    readRemotesSource(args.remotes).then(
      (given) => (lastGood = composeRemotes(given, args.local)),
      (error: unknown) => {
        console.warn(`${args.remotes}: ${(error as Error).message}; serving the last one read`);
        return lastGood;
      },
    );

  let api: ChildProcess | undefined;
  if (!args.api) api = await startApi(process.env);
  const servers: WebpackDevServer[] = [];
  const stop = async () => {
    await Promise.all(servers.map((s) => s.stop()));
    api?.kill('SIGTERM');
  };
  try {
    for (const app of args.local) servers.push(await startDevServer(app.dir));
    servers.push(
      await startDevServer('shell', {
        remotesJson,
        appConfig: () => (args.api ? { apiBaseUrl: args.api } : localAppConfig()),
      }),
    );
  } catch (error) {
    await stop();
    throw error;
  }
  const shell = APPS.find((a) => a.kind === 'host')!;
  console.log(
    `\nComposed: ${originOf(portOf(shell))}\n  local (hot reload): ${args.local.map((a) => a.dir).join(', ') || 'none'}\n  others from: ${args.remotes}\n  API: ${args.api ?? localAppConfig().apiBaseUrl}\n(those remotes' servers must allow ${originOf(portOf(shell))} by CORS; Ctrl+C stops everything)`,
  );
  return stop;
}

if (require.main === module) {
  Promise.resolve()
    .then(() => compose(parseComposeArgs(process.argv.slice(2))))
    .then((stop) => {
      const shutdown = () => void stop().then(() => process.exit(0));
      process.once('SIGINT', shutdown);
      process.once('SIGTERM', shutdown);
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
