import { preloadRemote } from '@module-federation/enhanced/runtime';
import { isHomePath } from 'shared/paths';
import { currentAccessSession, isSessionLoggedIn } from 'shared/session';
import { homeWidgetsFor } from '../pages/home/home-widgets';
import { trackRemoteLoad } from './remote-loads';
import { remotesManifest } from './remotes-manifest';

/**
 * On a first load of home, starts fetching its widgets (each remote's manifest, entry and the
 * widgets' chunks) as soon as remotes.json is read, while the shell itself is still starting:
 * otherwise they would only be asked for once home has rendered.
 */
export function preloadHomeWidgets(path: string): void {
  if (!isHomePath(path)) return;
  const loggedIn = isSessionLoggedIn();
  const joined = loggedIn && currentAccessSession().isCheck === 2;
  const exposesByRemote = new Map<string, string[]>();
  for (const { remote, expose } of homeWidgetsFor({ loggedIn, joined })) {
    if (remotesManifest()[remote])
      exposesByRemote.set(remote, [...(exposesByRemote.get(remote) ?? []), expose]);
  }
  // One preload per remote, each counted among that remote's loads (remote-loads.ts).
  for (const [nameOrAlias, exposes] of exposesByRemote) {
    trackRemoteLoad(nameOrAlias, () =>
      preloadRemote([{ nameOrAlias, exposes, resourceCategory: 'sync' }]),
    ).catch((error: unknown) => console.warn('Preloading the home widgets failed', error));
  }
}
