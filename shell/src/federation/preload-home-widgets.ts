import { preloadRemote } from '@module-federation/enhanced/runtime';
import { isHomePath } from 'shared/paths';
import { currentAccessSession, isSessionLoggedIn } from 'shared/session';
import { homeWidgetsFor, startWidgetsFor } from '../pages/home/home-widgets';
import { loadRemoteModule } from './load-remote-module';
import { trackRemoteLoad } from './remote-loads';
import { remotesManifest } from './remotes-manifest';

const warn = (error: unknown) => console.warn('Preloading the home widgets failed', error);

/**
 * On a first load of home, starts its widgets as soon as remotes.json is read, while the shell
 * itself is still starting: otherwise they would only be asked for once home has rendered. The
 * widgets a first load starts with (their files already preloaded by the page) are loaded and
 * run, so home's first render can show them (readyRemoteModule); a team member's further widgets,
 * below the fold, are only fetched (each remote's manifest, entry and the widgets' chunks).
 * Settles when the first ones have loaded or failed.
 */
export function preloadHomeWidgets(path: string): Promise<void> {
  if (!isHomePath(path)) return Promise.resolve();
  const loggedIn = isSessionLoggedIn();
  const joined = loggedIn && currentAccessSession().isCheck === 2;
  const start = startWidgetsFor({ loggedIn });
  const exposesByRemote = new Map<string, string[]>();
  const loads: Promise<unknown>[] = [];
  for (const widget of homeWidgetsFor({ loggedIn, joined })) {
    const { remote, expose } = widget;
    if (!remotesManifest()[remote]) continue;
    if (start.includes(widget)) loads.push(loadRemoteModule(remote, expose).catch(warn));
    else exposesByRemote.set(remote, [...(exposesByRemote.get(remote) ?? []), expose]);
  }
  // One preload per remote, each counted among that remote's loads (remote-loads.ts).
  for (const [nameOrAlias, exposes] of exposesByRemote) {
    trackRemoteLoad(nameOrAlias, () =>
      preloadRemote([{ nameOrAlias, exposes, resourceCategory: 'sync' }]),
    ).catch(warn);
  }
  return Promise.all(loads).then(() => undefined);
}
