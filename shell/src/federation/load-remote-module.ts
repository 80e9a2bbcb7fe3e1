import { loadRemote } from '@module-federation/enhanced/runtime';
import { recordRemoteLoad } from './delivery-log';
import { isRemoteFailure } from './fallback-plugin';
import { loadRemotesManifest, remotesManifest, resetRemote } from './remotes-manifest';

export class RemoteUnavailableError extends Error {
  override name = 'RemoteUnavailableError';
}

/** Loads `<remote>/<expose>`; a remote that is down rejects with RemoteUnavailableError. */
export async function loadRemoteModule<T>(remote: string, expose: string): Promise<T> {
  if (!remotesManifest()[remote]) {
    // remotes.json may have failed at start (or the remote was added since): read it again.
    await loadRemotesManifest().catch(() => undefined);
    if (!remotesManifest()[remote])
      throw new RemoteUnavailableError(`${remote} is not in remotes.json`);
  }
  const started = performance.now();
  const module = await loadRemote<T>(`${remote}/${expose}`).catch((error: unknown) => {
    throw new RemoteUnavailableError(error instanceof Error ? error.message : String(error));
  });
  if (!module || isRemoteFailure(module)) {
    resetRemote(remote);
    throw new RemoteUnavailableError(
      isRemoteFailure(module) ? module.remoteFailure.message : `${remote}/${expose} is empty`,
    );
  }
  noteLoaded(remote, performance.now() - started);
  return module;
}

function noteLoaded(remote: string, loadMs: number): void {
  const listed = remotesManifest()[remote];
  if (!listed) return;
  recordRemoteLoad({
    name: remote,
    version: listed.version,
    entry: listed.entry,
    origin: new URL(listed.entry, window.location.href).origin,
    loadMs: Math.round(loadMs),
    at: Date.now(),
  });
}
