import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemotesManifestEntry } from 'shared/federation';
import { reportLoadFailure } from '../reports/client-reports';
import { recordRemoteLoad } from './delivery-log';
import { isRemoteFailure } from './fallback-plugin';
import { trackRemoteLoad } from './remote-loads';
import { loadRemotesManifest, remotesManifest, resetRemote } from './remotes-manifest';

export class RemoteUnavailableError extends Error {
  override name = 'RemoteUnavailableError';
}

/** Modules already loaded, by `remote/expose`, with the manifest URL of the release they are from. */
const loaded = new Map<string, { module: unknown; entry: string | undefined }>();

/**
 * A module loaded before, from the release remotes.json still lists, so a page can render it at
 * once instead of through a loading pass; undefined otherwise.
 */
export function readyRemoteModule<T>(remote: string, expose: string): T | undefined {
  const known = loaded.get(`${remote}/${expose}`);
  return known && known.entry === remotesManifest()[remote]?.entry
    ? (known.module as T)
    : undefined;
}

/**
 * Loads `<remote>/<expose>`; a remote that is down rejects with RemoteUnavailableError (and the
 * failure goes to the client reports, tagged with the remote and its release). While the remote
 * switches to another release, the load waits and then loads the new one.
 */
export function loadRemoteModule<T>(remote: string, expose: string): Promise<T> {
  return load<T>(remote, expose).catch((error: unknown) => {
    reportLoadFailure(remote, error);
    throw error;
  });
}

async function load<T>(remote: string, expose: string): Promise<T> {
  if (!remotesManifest()[remote]) {
    // remotes.json may have failed at start (or the remote was added since): read it again.
    await loadRemotesManifest().catch(() => undefined);
    if (!remotesManifest()[remote])
      throw new RemoteUnavailableError(`${remote} is not in remotes.json`);
  }
  const started = performance.now();
  let listed: RemotesManifestEntry | undefined;
  const module = await trackRemoteLoad(remote, () => {
    listed = remotesManifest()[remote];
    return loadRemote<T>(`${remote}/${expose}`);
  }).catch((error: unknown) => {
    throw new RemoteUnavailableError(error instanceof Error ? error.message : String(error));
  });
  if (!module || isRemoteFailure(module)) {
    resetRemote(remote);
    throw new RemoteUnavailableError(
      isRemoteFailure(module) ? module.remoteFailure.message : `${remote}/${expose} is empty`,
    );
  }
  noteLoaded(remote, listed, performance.now() - started);
  loaded.set(`${remote}/${expose}`, { module, entry: listed?.entry });
  return module;
}

/** Records the release the module came from (the one registered when its load began). */
function noteLoaded(
  remote: string,
  listed: RemotesManifestEntry | undefined,
  loadMs: number,
): void {
  if (!listed) return;
  recordRemoteLoad({
    name: remote,
    version: listed.version,
    entry: listed.entry,
    // Relative to the page in the browser; absolute on the shell's server.
    origin: new URL(listed.entry, globalThis.location?.href).origin,
    loadMs: Math.round(loadMs),
    at: Date.now(),
  });
}
