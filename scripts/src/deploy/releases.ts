import fs from 'node:fs';
import path from 'node:path';
import {
  stableRelease,
  type CanaryRelease,
  type CanaryRule,
  type RemoteRelease,
  type RemotesManifestEntry,
} from 'shared/federation';
import { APPS, type AppDefinition } from '../apps';
import { startFilesOf } from '../remote-start-files';
import type { RemotesJson } from '../runtime-config';
import { shellContractOfCheckout } from '../shell-contract';
import type { Release, ReleaseEvent, ReleaseLog } from './deploy-root';
import { DeployError } from './deploy-error';
import { SERVER_FOLDER } from '../server-half';
import { contentHash, inspectBuild } from './release-folder';
import type { DeployStore, Versioned } from './store';

export { DeployError } from './deploy-error';

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

const VERSION = /^[0-9A-Za-z][0-9A-Za-z.+-]*$/;
const REMOTES_JSON = 'remotes.json';
/** How often a remotes.json write is re-applied after another remote's change landed first. */
const WRITE_ATTEMPTS = 5;

const logKey = (app: AppDefinition) => `${app.dir}/releases.json`;
const emptyLog = (): ReleaseLog => ({ releases: [], live: [], events: [] });
const entryUrl = (store: DeployStore, app: AppDefinition, id: string) =>
  `${store.publicUrl}/${app.dir}/${id}/mf-manifest.json`;
const serverEntryUrl = (store: DeployStore, app: AppDefinition, id: string) =>
  `${store.publicUrl}/${app.dir}/${id}/${SERVER_FOLDER}/remoteEntry.js`;

/** The release id a remotes.json entry names (entries of older tools only have the URL). */
export function releaseIdOf(release: RemoteRelease | undefined): string | undefined {
  if (!release) return undefined;
  return release.release ?? /\/([^/]+)\/mf-manifest\.json$/.exec(release.entry)?.[1];
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Options common to every command: the contract the shell provides, the clock. */
export type CommandOptions = { shellContract?: number; now?: Date };

type State = { remotes: Versioned<RemotesJson>; log: Versioned<ReleaseLog> };

async function readState(store: DeployStore, app: AppDefinition): Promise<State> {
  const [remotes, log] = await Promise.all([
    store.readJson<RemotesJson>(REMOTES_JSON),
    store.readJson<ReleaseLog>(logKey(app)),
  ]);
  return { remotes, log };
}

const changedUnderYou = (app: AppDefinition, store: DeployStore, what: string) =>
  new DeployError(
    `${what} changed while this command ran (another deploy, promote or rollback of ${app.dir}?): not overwriting it, and the live release was not changed. Look at \`npm run releases -- ${app.dir}\`, then run the command again.`,
  );

/**
 * Writes remotes.json with the remote's new entry, conditionally on the version read. When
 * another remote's entry changed meanwhile, reads it again and re-applies the change; when this
 * remote's own entry changed, refuses.
 */
async function switchEntry(
  store: DeployStore,
  app: AppDefinition,
  first: Versioned<RemotesJson>,
  entry: RemotesManifestEntry,
): Promise<void> {
  let current = first;
  for (let attempt = 1; ; attempt++) {
    const remotes = { ...current.value, [app.federationName]: entry };
    if (await store.writeJsonIf(REMOTES_JSON, remotes, current.version)) return;
    if (attempt === WRITE_ATTEMPTS) {
      throw new DeployError(
        `${store.location}/remotes.json kept changing (${WRITE_ATTEMPTS} attempts); the live release was not changed. Run the command again.`,
      );
    }
    current = await store.readJson<RemotesJson>(REMOTES_JSON);
    if (!sameJson(current.value?.[app.federationName], first.value?.[app.federationName])) {
      throw changedUnderYou(
        app,
        store,
        `${app.federationName}'s entry in ${store.location}/remotes.json`,
      );
    }
  }
}

/**
 * Records the change in the remote's releases.json, then switches its remotes.json entry: both
 * written last, after the release's files, each with a conditional write. When the switch fails,
 * the log is put back.
 */
async function commit(
  store: DeployStore,
  app: AppDefinition,
  state: State,
  entry: RemotesManifestEntry,
  log: ReleaseLog,
): Promise<void> {
  if (!(await store.writeJsonIf(logKey(app), log, state.log.version))) {
    throw changedUnderYou(app, store, `${store.location}/${logKey(app)}`);
  }
  try {
    await switchEntry(store, app, state.remotes, entry);
  } catch (error) {
    const written = await store.readJson<ReleaseLog>(logKey(app)).catch(() => undefined);
    if (written && sameJson(written.value, log)) {
      await store
        .writeJsonIf(logKey(app), state.log.value ?? emptyLog(), written.version)
        .catch(() => false);
    }
    throw error;
  }
}

function withEvent(log: ReleaseLog, event: ReleaseEvent): ReleaseLog {
  return { ...log, events: [...(log.events ?? []), event] };
}

function stableEntry(
  store: DeployStore,
  app: AppDefinition,
  release: Release,
  files: Record<string, string[]> | undefined,
): RemoteRelease {
  return {
    entry: entryUrl(store, app, release.id),
    ...(release.server ? { serverEntry: serverEntryUrl(store, app, release.id) } : {}),
    version: release.version,
    contract: release.contract,
    ...(files ? { files } : {}),
    release: release.id,
  };
}

const describeRule = (rule: CanaryRule) =>
  [
    `${rule.percent} % of users`,
    rule.teams?.length ? `teams ${rule.teams.join(', ')}` : '',
    rule.areas?.length ? `areas ${rule.areas.join(', ')}` : '',
  ]
    .filter(Boolean)
    .join(', ');

/** What is live for a remote, in a line: `stable X (90 %), canary Y (10 %)`. */
export function describeLive(entry: RemotesManifestEntry | undefined): string {
  if (!entry) return 'nothing (the local build)';
  const stable = releaseIdOf(entry) ?? entry.entry;
  if (!entry.canary) return `${stable} for everyone`;
  return `stable ${stable} (${100 - entry.canary.rule.percent} %), canary ${releaseIdOf(entry.canary)} (${describeRule(entry.canary.rule)})`;
}

export type DeployResult = {
  release: Release;
  entry: string;
  folder: 'published' | 'already there';
  /** What remotes.json now says for the remote. */
  live: RemotesManifestEntry;
  /** The canary this deploy replaced or dropped. */
  previousCanary?: string;
};

/**
 * Publishes a built remote into its own immutable folder of the target, then switches the
 * remote's remotes.json entry to it: as the stable release (any canary dropped) or, with
 * `canary`, as the canary beside the stable release (a second canary replaces the first).
 * Refuses a build made against another shell contract.
 */
export async function deployBuild(
  app: AppDefinition,
  buildDir: string,
  store: DeployStore,
  options: CommandOptions & { version?: string; canary?: CanaryRule } = {},
): Promise<DeployResult> {
  const build = inspectBuild(app, buildDir);
  const shellContract = options.shellContract ?? shellContractOfCheckout();
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
  const now = (options.now ?? new Date()).toISOString();
  const release: Release = {
    id: `${version}-${contentHash(buildDir)}`,
    version,
    contract: build.contract,
    deployedAt: now,
    server: true,
  };
  const files = startFilesOf(
    JSON.parse(fs.readFileSync(path.join(buildDir, 'mf-manifest.json'), 'utf8')) as object,
  );
  await store.check();
  return store.exclusive(async () => {
    const state = await readState(store, app);
    const current = state.remotes.value?.[app.federationName];
    const log = state.log.value ?? emptyLog();
    if (options.canary) {
      if (!current) {
        throw new DeployError(
          `${app.dir} has no stable release in ${store.location} yet, so a canary has nothing to stand beside: deploy it without --canary first. Nothing was changed.`,
        );
      }
      if (releaseIdOf(current) === release.id) {
        throw new DeployError(
          `${release.id} is already ${app.dir}'s stable release in ${store.location}: nothing to canary. Nothing was changed.`,
        );
      }
    }
    const folder = await store.publish(buildDir, `${app.dir}/${release.id}`);
    const known = log.releases.find((r) => r.id === release.id);
    const live = known ?? release;
    const releases = known ? log.releases : [...log.releases, release];
    const previousCanary = releaseIdOf(current?.canary);
    let entry: RemotesManifestEntry;
    let next: ReleaseLog;
    if (options.canary) {
      const canary: CanaryRelease = {
        ...stableEntry(store, app, live, files),
        rule: options.canary,
        since: now,
      };
      entry = { ...stableRelease(current!), canary };
      next = withEvent(
        { ...log, releases },
        {
          at: now,
          action: 'canary',
          release: live.id,
          rule: options.canary,
          ...(previousCanary ? { from: previousCanary } : {}),
        },
      );
    } else {
      entry = stableEntry(store, app, live, files);
      const previous = releaseIdOf(current);
      next = withEvent(
        {
          ...log,
          releases,
          live: log.live.at(-1) === live.id ? log.live : [...log.live, live.id],
        },
        { at: now, action: 'deploy', release: live.id, ...(previous ? { from: previous } : {}) },
      );
    }
    await commit(store, app, state, entry, next);
    return {
      release: live,
      entry: entryUrl(store, app, live.id),
      folder,
      live: entry,
      ...(previousCanary ? { previousCanary } : {}),
    };
  });
}

export type PromoteResult = {
  promoted: string;
  from: string | undefined;
  live: RemotesManifestEntry;
};

/** Makes the remote's canary its stable release, for everyone. */
export async function promoteCanary(
  app: AppDefinition,
  store: DeployStore,
  options: CommandOptions = {},
): Promise<PromoteResult> {
  await store.check();
  return store.exclusive(async () => {
    const state = await readState(store, app);
    const current = state.remotes.value?.[app.federationName];
    const canary = current?.canary;
    if (!current || !canary) {
      throw new DeployError(
        `${app.dir} has no canary in ${store.location} to promote (live: ${describeLive(current)}). Deploy one with \`npm run deploy -- ${app.dir} --canary=<percent>\`.`,
      );
    }
    const { rule: _rule, since: _since, ...release } = canary;
    const id = releaseIdOf(canary)!;
    const log = state.log.value ?? emptyLog();
    const from = releaseIdOf(current);
    const next = withEvent(
      { ...log, live: log.live.at(-1) === id ? log.live : [...log.live, id] },
      {
        at: (options.now ?? new Date()).toISOString(),
        action: 'promote',
        release: id,
        ...(from ? { from } : {}),
      },
    );
    await commit(store, app, state, release, next);
    return { promoted: id, from, live: release };
  });
}

export type RollbackResult =
  | { kind: 'canary'; dropped: string; stable: string | undefined; live: RemotesManifestEntry }
  | { kind: 'stable'; from: Release; to: Release; entry: string; live: RemotesManifestEntry };

/**
 * Drops the remote's canary when it has one (everyone gets the stable release again); else
 * points the remote back at the stable release that was live before the current one.
 * `onlyCanary` (release-check) refuses unless that very canary is still live.
 */
export async function rollbackRemote(
  app: AppDefinition,
  store: DeployStore,
  options: CommandOptions & { onlyCanary?: string; reason?: string } = {},
): Promise<RollbackResult> {
  await store.check();
  return store.exclusive(async () => {
    const state = await readState(store, app);
    const current = state.remotes.value?.[app.federationName];
    const log = state.log.value ?? emptyLog();
    const at = (options.now ?? new Date()).toISOString();
    const reason = options.reason ? { reason: options.reason } : {};
    if (options.onlyCanary !== undefined && releaseIdOf(current?.canary) !== options.onlyCanary) {
      throw new DeployError(
        `${app.dir}'s canary is no longer ${options.onlyCanary} (live: ${describeLive(current)}): not rolling anything back.`,
      );
    }
    if (current?.canary) {
      const dropped = releaseIdOf(current.canary)!;
      const stable = stableRelease(current);
      const to = releaseIdOf(stable);
      const next = withEvent(log, {
        at,
        action: 'rollback',
        release: dropped,
        ...(to ? { to } : {}),
        ...reason,
      });
      await commit(store, app, state, stable, next);
      return { kind: 'canary', dropped, stable: to, live: stable };
    }
    const byId = (id: string | undefined) => log.releases.find((r) => r.id === id);
    const currentRelease = byId(log.live.at(-1));
    if (!currentRelease) {
      throw new DeployError(`${app.dir} has never been deployed to ${store.location}.`);
    }
    const previous = byId(log.live.at(-2));
    if (!previous) {
      throw new DeployError(
        `${app.dir} has nothing to roll back to: ${currentRelease.id} is the only release that has been live.`,
      );
    }
    const shellContract = options.shellContract ?? shellContractOfCheckout();
    if (previous.contract !== shellContract) {
      throw new DeployError(
        `${app.dir} ${previous.id} was built against shell contract ${previous.contract}, the shell provides ${shellContract}: not rolling back to it.`,
      );
    }
    const manifest = await store.readJson<object>(`${app.dir}/${previous.id}/mf-manifest.json`);
    if (!manifest.value) {
      throw new DeployError(
        `The folder of ${app.dir} ${previous.id} is missing from ${store.location}.`,
      );
    }
    const entry = stableEntry(store, app, previous, startFilesOf(manifest.value));
    const next = withEvent(
      { ...log, live: log.live.slice(0, -1) },
      { at, action: 'rollback', release: currentRelease.id, to: previous.id, ...reason },
    );
    await commit(store, app, state, entry, next);
    return {
      kind: 'stable',
      from: currentRelease,
      to: previous,
      entry: entryUrl(store, app, previous.id),
      live: entry,
    };
  });
}

export type ReleaseRow = Release & {
  /** Share of users it is live for: the stable release 100 − p, the canary p, the others 0. */
  share: number;
  role: 'stable' | 'canary' | undefined;
};

/** Every release of the remote, oldest first, with its share of users. */
export async function listReleases(
  app: AppDefinition,
  store: DeployStore,
): Promise<{ rows: ReleaseRow[]; live: RemotesManifestEntry | undefined }> {
  await store.check();
  const { remotes, log } = await readState(store, app);
  const live = remotes.value?.[app.federationName];
  const stable = releaseIdOf(live);
  const canary = live?.canary;
  const canaryId = releaseIdOf(canary);
  const rows = (log.value?.releases ?? []).map((r): ReleaseRow => {
    if (canary && r.id === canaryId) return { ...r, share: canary.rule.percent, role: 'canary' };
    if (r.id === stable) return { ...r, share: 100 - (canary?.rule.percent ?? 0), role: 'stable' };
    return { ...r, share: 0, role: undefined };
  });
  return { rows, live };
}
