// Single-bundle stand-in for shell/src/federation/remotes-manifest.ts: same exports, no
// remotes.json to read and nothing to register. Every area is built in, so every remote is
// listed, and there is never a new release to switch to within a page.
import { BUNDLED_REMOTES } from '@single-bundle/generated';

type RemotesManifest = Record<string, { entry: string; version: string; contract?: number }>;

export const LAST_COMPATIBLE_KEY = 'shell.lastCompatibleRemotes';
export const RECHECK_AFTER_MS = 1000;

export class ManifestError extends Error {
  override name = 'ManifestError';
}

export async function loadRemotesManifest(): Promise<RemotesManifest> {
  return BUNDLED_REMOTES;
}

export async function checkForNewRelease(): Promise<boolean> {
  return false;
}

export const remotesManifest = (): RemotesManifest => BUNDLED_REMOTES;

/** The shell's server takes remotes.json's releases into use; the single bundle has them all. */
export async function applyRemotesManifest(): Promise<void> {}

/** No release ever changes within the page: the listener is never called. */
export function onNewRelease(_listener: (name: string) => void): () => void {
  return () => undefined;
}

/** A failed chunk is fetched again by the next import(): there is nothing to forget. */
export function resetRemote(): void {}

export function resetRemotesManifest(): void {}
