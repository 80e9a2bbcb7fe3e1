import {
  REMOTE_OF_AREA,
  type RemoteArea,
  type RemoteRoute,
  type RemoteRoutesModule,
} from 'shared/federation';
import { loadAppTexts } from 'shared/ui';
import { loadRemoteModule } from './load-remote-module';
import { checkForNewRelease, resetRemote } from './remotes-manifest';

const loaded = new Map<RemoteArea, Promise<readonly RemoteRoute[]>>();

/**
 * An area's route table, fetched from its remote the first time a user navigates under its
 * paths and kept for the session; a failure is not kept, so the next try loads afresh. Its pages
 * render once the whole catalogue is there too (home starts with part of it).
 */
export function loadAreaRoutes(area: RemoteArea): Promise<readonly RemoteRoute[]> {
  let table = loaded.get(area);
  if (!table) {
    table = Promise.all([
      loadRemoteModule<RemoteRoutesModule>(REMOTE_OF_AREA[area], 'routes'),
      loadAppTexts(),
    ]).then(([m]) => m.default);
    table.catch(() => loaded.delete(area));
    loaded.set(area, table);
  }
  return table;
}

export function forgetArea(area: RemoteArea): void {
  loaded.delete(area);
  resetRemote(REMOTE_OF_AREA[area]);
}

/**
 * Navigation into an area: a release of its remote deployed since the last look (remotes.json
 * changed) replaces the one in use, so users get it without reloading and without a new shell.
 */
export async function enterArea(area: RemoteArea): Promise<readonly RemoteRoute[]> {
  if (await checkForNewRelease(REMOTE_OF_AREA[area])) loaded.delete(area);
  return loadAreaRoutes(area);
}
