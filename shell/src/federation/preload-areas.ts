import { preloadRemote } from '@module-federation/enhanced/runtime';
import { REMOTE_OF_AREA } from 'shared/federation';
import { remotesManifest } from './remotes-manifest';

/** Spec 2: after home is visited, the training and user sub-packages are preloaded. */
export const PRELOADED_AFTER_HOME = [REMOTE_OF_AREA.train, REMOTE_OF_AREA.user] as const;

let done = false;

/** Fetches the remotes' entries and route tables ahead of need; a failure here costs nothing. */
export function preloadAfterHome(): void {
  if (done) return;
  done = true;
  const known = PRELOADED_AFTER_HOME.filter((name) => remotesManifest()[name]);
  preloadRemote(
    known.map((nameOrAlias) => ({ nameOrAlias, exposes: ['routes'], resourceCategory: 'sync' })),
  ).catch((error: unknown) => console.warn('Preloading remotes failed', error));
}
