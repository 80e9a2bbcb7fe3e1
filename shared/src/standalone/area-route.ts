import type { RemoteRoute } from 'shared/federation';
import type { PlainMessageKey } from 'shared/i18n';
import { NAV_BAR_HIDDEN_PATHS, PULL_DOWN_REFRESH_PATHS, type AppPath } from 'shared/paths';

/**
 * One row of a remote's route table. The flags are read from the spec's lists (shared/paths), so
 * a route table cannot disagree with them: the nav bar hides exactly on NAV_BAR_HIDDEN_PATHS and
 * pull-down refresh is on exactly for PULL_DOWN_REFRESH_PATHS.
 */
export function areaRoute(
  path: AppPath,
  title: PlainMessageKey,
  load: RemoteRoute['load'],
  prefetch?: RemoteRoute['prefetch'],
): RemoteRoute {
  return {
    path,
    title,
    navBar: !NAV_BAR_HIDDEN_PATHS.includes(path),
    pullDownRefresh: PULL_DOWN_REFRESH_PATHS.includes(path),
    load,
    ...(prefetch ? { prefetch } : {}),
  };
}
