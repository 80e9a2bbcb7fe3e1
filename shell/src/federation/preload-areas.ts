import { preloadRemote } from '@module-federation/enhanced/runtime';
import { PRELOAD_MARK, REMOTE_OF_AREA } from 'shared/federation';
import { loadAppTexts } from 'shared/ui';
import { remotesManifest } from './remotes-manifest';

/** Spec 2: after home is visited, the training and user sub-packages are preloaded. */
export const PRELOADED_AFTER_HOME = [REMOTE_OF_AREA.train, REMOTE_OF_AREA.user] as const;

let done = false;

/**
 * Runs `task` once the page has loaded and the main thread is idle: a preload must not compete
 * with the page the user is looking at for the network or the CPU.
 */
export function whenPageIdle(task: () => void): void {
  const idle = () =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(() => task(), { timeout: 2000 })
      : window.setTimeout(task, 200);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/**
 * Fetches the remotes' entries and route tables ahead of need, and the rest of the texts (home
 * started with the start part only); a failure here costs nothing.
 */
export function preloadAfterHome(): void {
  if (done) return;
  done = true;
  whenPageIdle(() => {
    // Old WebViews (and jsdom) have no User Timing.
    performance.mark?.(PRELOAD_MARK);
    void loadAppTexts();
    const known = PRELOADED_AFTER_HOME.filter((name) => remotesManifest()[name]);
    preloadRemote(
      known.map((nameOrAlias) => ({ nameOrAlias, exposes: ['routes'], resourceCategory: 'sync' })),
    ).catch((error: unknown) => console.warn('Preloading remotes failed', error));
  });
}
