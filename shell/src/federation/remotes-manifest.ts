import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemotesManifest } from 'shared/federation';

let current: RemotesManifest = {};

export class ManifestError extends Error {
  override name = 'ManifestError';
}

function validate(value: unknown): RemotesManifest {
  if (typeof value !== 'object' || value === null)
    throw new ManifestError('remotes.json is not an object');
  for (const [name, entry] of Object.entries(value)) {
    const e = entry as { entry?: unknown; version?: unknown };
    if (typeof e?.entry !== 'string' || typeof e.version !== 'string') {
      throw new ManifestError(`remotes.json: "${name}" needs a string entry and version`);
    }
  }
  return value as RemotesManifest;
}

/**
 * Reads which remotes exist and where (remotes.json, fetched at start and never cached): a
 * remote is deployed by rewriting its entry there, without rebuilding the shell.
 */
export async function loadRemotesManifest(url = '/remotes.json'): Promise<RemotesManifest> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new ManifestError(`${url} answered ${response.status}`);
  current = validate(await response.json());
  registerRemotes(Object.entries(current).map(([name, { entry }]) => ({ name, entry })));
  return current;
}

export const remotesManifest = (): RemotesManifest => current;

/** Forgets what was loaded of one remote, so the next load fetches it afresh (recovery). */
export function resetRemote(name: string): void {
  const known = current[name];
  if (known) registerRemotes([{ name, entry: known.entry }], { force: true });
}
