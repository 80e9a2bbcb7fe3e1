import type { ComponentType } from 'react';
import {
  REMOTE_AREAS,
  REMOTE_OF_AREA,
  type RemoteArea,
  type RemoteRoute,
  type RemoteRoutesModule,
} from 'shared/federation';
import { loadAppTexts } from 'shared/ui';
import { dontReport } from '../reports/client-reports';
import { RemoteUnavailableError, loadRemoteModule } from './load-remote-module';
import { trackRemoteLoad } from './remote-loads';
import { checkForNewRelease, onNewRelease, resetRemote } from './remotes-manifest';

type PageModule = { default: ComponentType };

const loaded = new Map<RemoteArea, Promise<readonly RemoteRoute[]>>();
/** The tables that have arrived, for a render that needs no wait. */
const ready = new Map<RemoteArea, readonly RemoteRoute[]>();
/** The pages whose code has arrived, by the route (of a table in use) that loads them. */
const loadedPages = new WeakMap<RemoteRoute, PageModule>();

type AreaListener = (area: RemoteArea) => void;
const areaListeners = new Set<AreaListener>();
const pageListeners = new Set<() => void>();
/** How many times each remote switched release in this page: a table knows the one it is from. */
const releases = new Map<string, number>();

/**
 * A route of the table whose page loads once for the session (a failure is not kept) and only
 * as one of the remote's loads: never during a switch to another release (remote-loads.ts), and
 * never once another release is in use (the old release's code would load under the new one's).
 */
function trackedRoute(remote: string, release: number, route: RemoteRoute): RemoteRoute {
  let page: Promise<PageModule> | undefined;
  const tracked: RemoteRoute = {
    ...route,
    load: () => {
      page ??= trackRemoteLoad(remote, () => {
        if ((releases.get(remote) ?? 0) === release) return route.load();
        // Not a failure: the area loads again from the new release (onAreaRelease).
        const stale = new RemoteUnavailableError(`${remote} has a newer release in use`);
        dontReport(stale);
        return Promise.reject(stale);
      }).then(
        (module) => {
          loadedPages.set(tracked, module);
          for (const listener of pageListeners) listener();
          return module;
        },
        (error: unknown) => {
          page = undefined;
          throw error;
        },
      );
      return page;
    },
  };
  return tracked;
}

/**
 * An area's route table, fetched from its remote the first time a user navigates under its
 * paths and kept for the session; a failure is not kept, so the next try loads afresh. Its pages
 * render once the whole catalogue is there too (home starts with part of it).
 */
export function loadAreaRoutes(area: RemoteArea): Promise<readonly RemoteRoute[]> {
  let table = loaded.get(area);
  if (!table) {
    const remote = REMOTE_OF_AREA[area];
    const release = releases.get(remote) ?? 0;
    const loading = Promise.all([
      loadRemoteModule<RemoteRoutesModule>(remote, 'routes'),
      loadAppTexts(),
    ]).then(([m]) => m.default.map((route) => trackedRoute(remote, release, route)));
    table = loading;
    loading.then(
      (routes) => {
        if (loaded.get(area) === loading) ready.set(area, routes);
      },
      () => {
        if (loaded.get(area) === loading) loaded.delete(area);
      },
    );
    loaded.set(area, table);
  }
  return table;
}

/** The area's route table when it has arrived (and is still the one in use), else undefined. */
export const readyAreaRoutes = (area: RemoteArea): readonly RemoteRoute[] | undefined =>
  ready.get(area);

/** The page's code when it has arrived, so the page renders without waiting; else undefined. */
export const loadedPage = (route: RemoteRoute): PageModule | undefined => loadedPages.get(route);

/** Calls `listener` each time a page's code arrives (a tab page can then be rendered ahead). */
export function onPageLoaded(listener: () => void): () => void {
  pageListeners.add(listener);
  return () => {
    pageListeners.delete(listener);
  };
}

/** The page of `path` can render at once: its area's table and the page's code are in hand. */
export function isPageReady(area: RemoteArea, path: string): boolean {
  const route = ready.get(area)?.find((r) => r.path === path);
  return route !== undefined && loadedPages.has(route);
}

function dropArea(area: RemoteArea): void {
  loaded.delete(area);
  ready.delete(area);
}

export function forgetArea(area: RemoteArea): void {
  dropArea(area);
  resetRemote(REMOTE_OF_AREA[area]);
}

/**
 * Calls `listener` when another release of the area's remote is taken into use: its route table
 * (and the pages loaded from it) are the old release's, so the area loads again.
 */
export function onAreaRelease(listener: AreaListener): () => void {
  areaListeners.add(listener);
  return () => {
    areaListeners.delete(listener);
  };
}

// The tables of a remote that switches release are dropped at once, so nothing renders or loads
// from the old release's table any more (its loads wait for the switch: remote-loads.ts).
onNewRelease((name) => {
  releases.set(name, (releases.get(name) ?? 0) + 1);
  for (const area of REMOTE_AREAS) {
    if (REMOTE_OF_AREA[area] !== name) continue;
    dropArea(area);
    for (const listener of areaListeners) listener(area);
  }
});

/**
 * Navigation into an area: a release of its remote deployed since the last look (remotes.json
 * changed) replaces the one in use, so users get it without reloading and without a new shell.
 * The look runs beside the area's loads, not before them: the table (and page) in hand are
 * used at once, and when the look finds a new release, the area's listeners (onAreaRelease) load
 * it again from the new release, whose loads wait until the old one's have settled.
 */
export function enterArea(area: RemoteArea): Promise<readonly RemoteRoute[]> {
  void checkForNewRelease(REMOTE_OF_AREA[area]);
  return loadAreaRoutes(area);
}
