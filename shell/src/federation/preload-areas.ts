import { preloadRemote } from '@module-federation/enhanced/runtime';
import { PRELOAD_MARK, REMOTE_OF_AREA, type RemoteArea } from 'shared/federation';
import { TAB_ROUTES } from 'shared/paths';
import { loadAppTexts } from 'shared/ui';
import { loadAreaRoutes } from './area-routes';
import { trackRemoteLoad } from './remote-loads';
import { remotesManifest } from './remotes-manifest';

/** Spec 2: after home is visited, the training and user sub-packages are preloaded. */
export const PRELOADED_AREAS = ['train', 'user'] as const satisfies readonly RemoteArea[];
export const PRELOADED_AFTER_HOME = PRELOADED_AREAS.map((area) => REMOTE_OF_AREA[area]);

const TAB_PATHS: readonly string[] = TAB_ROUTES.map((tab) => tab.path);

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

const warn = (error: unknown) => console.warn('Preloading an area failed', error);

/**
 * The area's route table, then the code of its tab page (a tab tap shows it without waiting),
 * each when the page is idle again: one step at a time, so neither holds the main thread long.
 */
function preloadAreaPages(area: RemoteArea): void {
  whenPageIdle(() => {
    loadAreaRoutes(area).then((routes) => {
      const tabPages = routes.filter((route) => TAB_PATHS.includes(route.path));
      if (tabPages.length)
        whenPageIdle(() => tabPages.forEach((route) => void route.load().catch(warn)));
    }, warn);
  });
}

/**
 * Fetches the remotes' entries and route tables ahead of need, then runs the tables and loads
 * their tab pages' code, and the rest of the texts (home started with the start part only); a
 * failure here costs nothing.
 */
export function preloadAfterHome(): void {
  if (done) return;
  done = true;
  whenPageIdle(() => {
    // Old WebViews (and jsdom) have no User Timing.
    performance.mark?.(PRELOAD_MARK);
    void loadAppTexts();
    for (const area of PRELOADED_AREAS) {
      const nameOrAlias = REMOTE_OF_AREA[area];
      if (!remotesManifest()[nameOrAlias]) continue;
      trackRemoteLoad(nameOrAlias, () =>
        preloadRemote([{ nameOrAlias, exposes: ['routes'], resourceCategory: 'sync' }]),
      ).then(() => preloadAreaPages(area), warn);
    }
  });
}
