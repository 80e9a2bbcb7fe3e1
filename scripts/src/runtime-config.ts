import fs from 'node:fs';
import path from 'node:path';
import type { RemotesManifest } from 'shared/federation';
import { APPS, apiPortOf, appDir, distDir, portOf, type AppDefinition } from './apps';
import { deployRootOf, readRemotesJson } from './deploy/deploy-root';
import { startFilesOfBuild } from './remote-start-files';
import { SERVER_FOLDER, hasServerHalf } from './server-half';
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
 * remotes.json for a local composition: every remote's manifest on its own port, its server
 * build's entry, and the files of its current build (read at each call: a rebuild changes them;
 * none before a first build).
 */
export function localRemotesJson(env: NodeJS.ProcessEnv = process.env): RemotesJson {
  return Object.fromEntries(
    APPS.filter((a) => a.kind === 'remote').map((app) => {
      const files = startFilesOfBuild(distDir(app));
      const origin = originOf(portOf(app, env));
      return [
        app.federationName,
        {
          entry: `${origin}/mf-manifest.json`,
          ...(hasServerHalf(distDir(app))
            ? { serverEntry: `${origin}/${SERVER_FOLDER}/remoteEntry.js` }
            : {}),
          version: appVersion(app),
          // Built from this same checkout, so against this checkout's contract.
          contract: shellContractOfCheckout(),
          ...(files ? { files } : {}),
        },
      ];
    }),
  );
}

/**
 * remotes.json for `npm start` and the browser suite: each remote deployed into the deploy root
 * (`npm run deploy`) as that root's remotes.json lists it (live release, served by the deploy
 * root's server), every remote never deployed from its local build. Read at each call, so a
 * deploy or rollback shows on the next page load without a restart. A deploy root whose
 * remotes.json cannot be read leaves every remote on its local build, and says so.
 */
export function composedRemotesJson(env: NodeJS.ProcessEnv = process.env): RemotesJson {
  let deployed: RemotesJson = {};
  try {
    deployed = readRemotesJson(deployRootOf(env));
  } catch (error) {
    console.error(
      `Serving the local builds: ${(error as Error).message}. Fix or remove that file (npm run deploy rewrites it).`,
    );
  }
  return { ...localRemotesJson(env), ...deployed };
}

/** app-config.json: where the browser finds the API. */
export const localAppConfig = (env: NodeJS.ProcessEnv = process.env) => ({
  apiBaseUrl: env.API_PUBLIC_URL ?? originOf(apiPortOf(env)),
});

/** Browser origins of every app, which the API and the remotes' servers allow (CORS). */
export const appOrigins = (env: NodeJS.ProcessEnv = process.env): string[] =>
  APPS.flatMap((app) => [originOf(portOf(app, env)), `http://127.0.0.1:${portOf(app, env)}`]);
