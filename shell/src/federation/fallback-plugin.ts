import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Marks the module `loadRemote` resolves to when a remote could not be loaded. */
export type RemoteFailure = { remoteFailure: { id: string; message: string } };

export const isRemoteFailure = (value: unknown): value is RemoteFailure =>
  typeof value === 'object' && value !== null && 'remoteFailure' in value;

/**
 * A remote that is down (manifest, entry or chunk unreachable, or throwing while it loads)
 * resolves to a failure marker instead of rejecting deep inside the runtime, so the shell can
 * show the page-error view in that area while everything else keeps working.
 */
export default function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-remote-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      const message = error instanceof Error ? error.message : String(error);
      console.warn(`Remote module ${id} is unavailable: ${message}`);
      return { remoteFailure: { id, message } } satisfies RemoteFailure;
    },
  };
}
