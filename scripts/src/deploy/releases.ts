import fs from 'node:fs';
import path from 'node:path';
import { APPS, type AppDefinition } from '../apps';
import { startFilesOfBuild } from '../remote-start-files';
import { shellContractOfCheckout } from '../shell-contract';
import { withLock } from './atomic-json';
import {
  appFolder,
  readReleaseLog,
  readRemotesJson,
  writeReleaseLog,
  writeRemotesJson,
  type Release,
} from './deploy-root';
import { contentHash, inspectBuild, publishFolder } from './release-folder';

/** A deploy-tool failure: the message says what to do; nothing was changed. */
export class DeployError extends Error {
  override name = 'DeployError';
}

const REMOTES = APPS.filter((a) => a.kind === 'remote');

/** The remote named on the command line (its folder name, e.g. mf-exam). */
export function remoteNamed(name: string | undefined): AppDefinition {
  const list = REMOTES.map((a) => a.dir).join(', ');
  if (!name) throw new DeployError(`Name the remote, one of: ${list}.`);
  const app = APPS.find((a) => a.dir === name || a.federationName === name);
  if (!app) throw new DeployError(`Unknown remote "${name}". Remotes: ${list}.`);
  if (app.kind !== 'remote') {
    throw new DeployError(`${name} is the host; only remotes are deployed on their own (${list}).`);
  }
  return app;
}

export type DeployTarget = {
  /** The deploy root folder. */
  root: string;
  /** The public URL the root is served at. */
  publicUrl: string;
  /** The shell contract live remotes must be built against. */
  shellContract?: number;
};

const VERSION = /^[0-9A-Za-z][0-9A-Za-z.+-]*$/;

const entryOf = (target: DeployTarget, app: AppDefinition, release: Release) =>
  `${target.publicUrl}/${app.dir}/${release.id}/mf-manifest.json`;

function switchLive(target: DeployTarget, app: AppDefinition, release: Release): void {
  const remotes = readRemotesJson(target.root);
  const files = startFilesOfBuild(path.join(appFolder(target.root, app), release.id));
  remotes[app.federationName] = {
    entry: entryOf(target, app, release),
    version: release.version,
    contract: release.contract,
    ...(files ? { files } : {}),
  };
  writeRemotesJson(target.root, remotes);
}

export type DeployResult = {
  release: Release;
  entry: string;
  folder: 'published' | 'already there';
};

/**
 * Publishes a built remote into its own immutable folder of the deploy root, then switches the
 * remote's remotes.json entry to it. Refuses a build made against another shell contract.
 */
export async function deployBuild(
  app: AppDefinition,
  buildDir: string,
  target: DeployTarget,
  options: { version?: string; now?: Date } = {},
): Promise<DeployResult> {
  const build = inspectBuild(app, buildDir);
  const shellContract = target.shellContract ?? shellContractOfCheckout();
  if (build.contract === undefined) {
    throw new DeployError(
      `${app.dir}'s mf-manifest.json declares no shell contract (metaData.shellContract): rebuild it with this checkout's tooling.`,
    );
  }
  if (build.contract !== shellContract) {
    throw new DeployError(
      `${app.dir} was built against shell contract ${build.contract}, but the shell provides contract ${shellContract} (the major version of shared/package.json). Rebuild ${app.dir} against shared ${shellContract}.x; nothing was deployed.`,
    );
  }
  const version = options.version ?? build.version;
  if (!VERSION.test(version)) {
    throw new DeployError(`"${version}" is not a usable version (letters, digits, . + - only).`);
  }
  const release: Release = {
    id: `${version}-${contentHash(buildDir)}`,
    version,
    contract: build.contract,
    deployedAt: (options.now ?? new Date()).toISOString(),
  };
  return withLock(target.root, () => {
    const folder = publishFolder(buildDir, path.join(appFolder(target.root, app), release.id));
    const log = readReleaseLog(target.root, app);
    const known = log.releases.find((r) => r.id === release.id);
    const live = known ?? release;
    switchLive(target, app, live);
    writeReleaseLog(target.root, app, {
      releases: known ? log.releases : [...log.releases, release],
      live: log.live.at(-1) === live.id ? log.live : [...log.live, live.id],
    });
    return { release: live, entry: entryOf(target, app, live), folder };
  });
}

/** Points the remote back at the release that was live before the current one. */
export async function rollbackRemote(
  app: AppDefinition,
  target: DeployTarget,
): Promise<{ from: Release; to: Release; entry: string }> {
  return withLock(target.root, () => {
    const log = readReleaseLog(target.root, app);
    const currentId = log.live.at(-1);
    const previousId = log.live.at(-2);
    const byId = (id: string | undefined) => log.releases.find((r) => r.id === id);
    const current = byId(currentId);
    if (!current) throw new DeployError(`${app.dir} has never been deployed to ${target.root}.`);
    const previous = byId(previousId);
    if (!previous) {
      throw new DeployError(
        `${app.dir} has nothing to roll back to: ${current.id} is the only release that has been live.`,
      );
    }
    const shellContract = target.shellContract ?? shellContractOfCheckout();
    if (previous.contract !== shellContract) {
      throw new DeployError(
        `${app.dir} ${previous.id} was built against shell contract ${previous.contract}, the shell provides ${shellContract}: not rolling back to it.`,
      );
    }
    if (!fs.existsSync(path.join(appFolder(target.root, app), previous.id, 'mf-manifest.json'))) {
      throw new DeployError(
        `The folder of ${app.dir} ${previous.id} is missing from ${target.root}.`,
      );
    }
    switchLive(target, app, previous);
    writeReleaseLog(target.root, app, { ...log, live: log.live.slice(0, -1) });
    return { from: current, to: previous, entry: entryOf(target, app, previous) };
  });
}

export type ReleaseRow = Release & { live: boolean };

/** Every release of the remote, oldest first, the live one marked. */
export function listReleases(app: AppDefinition, target: DeployTarget): ReleaseRow[] {
  const log = readReleaseLog(target.root, app);
  const liveEntry = readRemotesJson(target.root)[app.federationName]?.entry;
  return log.releases.map((r) => ({
    ...r,
    live: liveEntry?.endsWith(`/${app.dir}/${r.id}/mf-manifest.json`) ?? false,
  }));
}
