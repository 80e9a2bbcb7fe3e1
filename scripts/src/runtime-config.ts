import fs from 'node:fs';
import path from 'node:path';
import type { RemotesManifest } from 'shared/federation';
import { APPS, apiPortOf, appDir, distDir, portOf, type AppDefinition } from './apps';
import { startFilesOfBuild } from './remote-start-files';
import { shellContractOfCheckout } from './shell-contract';

/** remotes.json: each remote's manifest URL, version, shell contract and start files. */
export type RemotesJson = RemotesManifest;

const appVersion = (app: AppDefinition): string =>
  (
    JSON.parse(fs.readFileSync(path.join(appDir(app), 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;

export const originOf = (port: number): string => `http://localhost:${port}`;

/**
 * remotes.json for a local composition: every remote's manifest on its own port, and the files
 * of its current build (read at each call: a rebuild changes them; none before a first build).
 */
export function localRemotesJson(env: NodeJS.ProcessEnv = process.env): RemotesJson {
  return Object.fromEntries(
    APPS.filter((a) => a.kind === 'remote').map((app) => {
      const files = startFilesOfBuild(distDir(app));
      return [
        app.federationName,
        {
          entry: `${originOf(portOf(app, env))}/mf-manifest.json`,
          version: appVersion(app),
          // Built from this same checkout, so against this checkout's contract.
          contract: shellContractOfCheckout(),
          ...(files ? { files } : {}),
        },
      ];
    }),
  );
}

/** app-config.json: where the browser finds the API. */
export const localAppConfig = (env: NodeJS.ProcessEnv = process.env) => ({
  apiBaseUrl: env.API_PUBLIC_URL ?? originOf(apiPortOf(env)),
});

/** Browser origins of every app, which the API and the remotes' servers allow (CORS). */
export const appOrigins = (env: NodeJS.ProcessEnv = process.env): string[] =>
  APPS.flatMap((app) => [originOf(portOf(app, env)), `http://127.0.0.1:${portOf(app, env)}`]);
