import { registerRemotes } from '@module-federation/enhanced/runtime';
import {
  SHELL_CONTRACT_VERSION,
  isCompatibleContract,
  stableRelease,
  type RemoteRelease,
  type RemotesManifest,
} from 'shared/federation';
import { recordChoice, recordRefusal } from './delivery-log';
import { inlineDocument } from './inline-document';
import { pickRelease } from './release-choice';
import { switchRemoteRelease } from './remote-loads';

/**
 * The releases the shell uses (compatible ones only, each the stable or the canary release this
 * user got: flat, without a `canary`), by remote name.
 */
let current: RemotesManifest = {};
let fetchedAt: number | undefined;
/** The read of remotes.json under way on navigation: every navigation meanwhile shares it. */
let checking: Promise<string[]> | undefined;

type ReleaseListener = (name: string) => void;
const releaseListeners = new Set<ReleaseListener>();

/**
 * Calls `listener` with a remote's name the moment remotes.json names another release of it
 * than the one in use (before the switch completes: what was loaded of the old one is stale).
 */
export function onNewRelease(listener: ReleaseListener): () => void {
  releaseListeners.add(listener);
  return () => {
    releaseListeners.delete(listener);
  };
}

/** Where the last compatible release of each remote is remembered across loads of the app. */
export const LAST_COMPATIBLE_KEY = 'shell.lastCompatibleRemotes';
/** Within this time of the last read, a navigation does not read remotes.json again. */
export const RECHECK_AFTER_MS = 1000;
const RECHECK_TIMEOUT_MS = 3000;

export class ManifestError extends Error {
  override name = 'ManifestError';
}

function validate(value: unknown): RemotesManifest {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new ManifestError('remotes.json is not an object');
  for (const [name, entry] of Object.entries(value)) {
    const e = entry as { entry?: unknown; version?: unknown };
    if (typeof e?.entry !== 'string' || typeof e.version !== 'string') {
      throw new ManifestError(`remotes.json: "${name}" needs a string entry and version`);
    }
  }
  return value as RemotesManifest;
}

function remembered(): RemotesManifest {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(LAST_COMPATIBLE_KEY) ?? '{}');
    return validate(value);
  } catch {
    return {};
  }
}

function remember(name: string, entry: RemoteRelease): void {
  try {
    localStorage.setItem(LAST_COMPATIBLE_KEY, JSON.stringify({ ...remembered(), [name]: entry }));
  } catch {
    // Storage full or blocked: only the next load loses the fallback.
  }
}

/**
 * The entry the shell uses for a listed remote: the release this user got (`listed`: the stable
 * or the canary) when it was built against this shell's contract; otherwise the last compatible
 * release (this page's, the stable one beside a refused canary, else the one remembered from an
 * earlier visit), or none, and the refusal is logged for the debug panel.
 */
function choose(
  name: string,
  listed: RemoteRelease,
  stable: RemoteRelease,
): RemoteRelease | undefined {
  if (isCompatibleContract(listed.contract)) {
    remember(name, listed);
    recordRefusal(name, undefined);
    return listed;
  }
  const fallback = [current[name], stable, remembered()[name]].find(
    (e): e is RemoteRelease => e !== undefined && isCompatibleContract(e.contract),
  );
  recordRefusal(name, {
    name,
    version: listed.version,
    contract: typeof listed.contract === 'number' ? listed.contract : undefined,
    shellContract: SHELL_CONTRACT_VERSION,
    keptVersion: fallback?.version,
    at: Date.now(),
  });
  console.warn(
    `Refusing ${name} ${listed.version}: built against shell contract ${String(listed.contract)}, this shell is contract ${SHELL_CONTRACT_VERSION}` +
      (fallback ? `; keeping ${fallback.version}` : ''),
  );
  return fallback;
}

/**
 * Webpack keeps the chunks a remote has loaded in `self.webpackChunk<uniqueName>` (the build
 * factory sets uniqueName to the federation name), and a new release's runtime would adopt them:
 * the old release's code under the same chunk ids. The new release starts from an empty list.
 */
function forgetLoadedChunks(name: string): void {
  delete (globalThis as Record<string, unknown>)[`webpackChunk${name}`];
}

/**
 * Applies a freshly read remotes.json: registers added remotes and switches the ones whose entry
 * changed (once their loads in flight have settled: remote-loads.ts). Answers the changed names,
 * and when their switches are done.
 */
function apply(listed: RemotesManifest): { changed: string[]; switched: Promise<void> } {
  const next: RemotesManifest = {};
  for (const [name, entry] of Object.entries(listed)) {
    // Stable or canary first: everything below (contract check, switch) sees one flat release.
    const { release, choice } = pickRelease(name, entry);
    recordChoice(choice);
    const chosen = choose(name, release, stableRelease(entry));
    if (chosen) next[name] = chosen;
  }
  const added = Object.keys(next).filter((name) => !current[name]);
  const changed = Object.keys(next).filter(
    (name) => current[name] && current[name].entry !== next[name]!.entry,
  );
  current = { ...current, ...next };
  if (added.length) registerRemotes(added.map((name) => ({ name, entry: next[name]!.entry })));
  // A new release of a remote already registered: forget what was loaded of the old one.
  const switched = Promise.all(
    changed.map((name) =>
      switchRemoteRelease(name, () => {
        forgetLoadedChunks(name);
        registerRemotes([{ name, entry: next[name]!.entry }], { force: true });
      }),
    ),
  ).then(() => undefined);
  for (const name of changed) for (const listener of releaseListeners) listener(name);
  return { changed, switched };
}

async function read(url: string, signal?: AbortSignal): Promise<RemotesManifest> {
  const response = await fetch(url, { cache: 'no-store', ...(signal ? { signal } : {}) });
  if (!response.ok) throw new ManifestError(`${url} answered ${response.status}`);
  const listed = validate(await response.json());
  fetchedAt = Date.now();
  return listed;
}

/** remotes.json as the page carries it (written in by the shell's server at request time). */
function readInline(): RemotesManifest | undefined {
  const inline = inlineDocument('remotes.json');
  if (inline === undefined) return undefined;
  const listed = validate(inline);
  fetchedAt = Date.now();
  return listed;
}

/**
 * Reads which remotes exist and where (remotes.json, never cached): the copy the page carries,
 * else fetched at start. A remote is deployed by rewriting its entry there, without rebuilding
 * the shell.
 */
export async function loadRemotesManifest(url = '/remotes.json'): Promise<RemotesManifest> {
  await apply(readInline() ?? (await read(url))).switched;
  return current;
}

/**
 * On navigation into an area: reads remotes.json again and switches the remote to a release
 * deployed since (re-registered with force, so its modules load afresh). True when it switched,
 * once the switch is done. A slow or failing read keeps the release in use. Navigations while a
 * read is under way share it; within RECHECK_AFTER_MS of the last read nothing is read.
 */
export async function checkForNewRelease(name: string, url = '/remotes.json'): Promise<boolean> {
  if (!checking) {
    if (fetchedAt === undefined || Date.now() - fetchedAt < RECHECK_AFTER_MS) return false;
    const check = readAgain(url);
    checking = check;
    void check.finally(() => {
      if (checking === check) checking = undefined;
    });
  }
  return (await checking).includes(name);
}

/** The names of the remotes switched to another release (none when the read fails). */
async function readAgain(url: string): Promise<string[]> {
  try {
    const { changed, switched } = apply(await read(url, AbortSignal.timeout(RECHECK_TIMEOUT_MS)));
    await switched;
    return changed;
  } catch (error) {
    console.warn('remotes.json could not be read again; keeping the remotes in use', error);
    return [];
  }
}

/**
 * Takes the releases of a remotes.json read elsewhere into use (the shell's server: the live
 * one at each render, each remote's server half), switching the remotes whose entry changed.
 */
export async function applyRemotesManifest(listed: RemotesManifest): Promise<void> {
  await apply(validate(listed)).switched;
}

export const remotesManifest = (): RemotesManifest => current;

/** Forgets what was loaded of one remote, so the next load fetches it afresh (recovery). */
export function resetRemote(name: string): void {
  const known = current[name];
  if (known) registerRemotes([{ name, entry: known.entry }], { force: true });
}

/** For tests: back to a shell that has read nothing. */
export function resetRemotesManifest(): void {
  current = {};
  fetchedAt = undefined;
  checking = undefined;
}
