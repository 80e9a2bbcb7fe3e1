import { REMOTE_OF_AREA, isRemoteArea } from 'shared/federation';
import { ALL_PATHS, HOME_PATHS, areaOfPath } from 'shared/paths';
import { defineFederation, type StartModule } from '../scripts/src/define-federation';
import { startWidgetsFor } from './src/pages/home/home-widgets';

/** Home's widgets for a first load: a visitor's, then those only a logged-in reader sees. */
function homeStartModules(): StartModule[] {
  const visitor = startWidgetsFor({ loggedIn: false });
  return startWidgetsFor({ loggedIn: true }).map(({ remote, expose }) => ({
    remote,
    expose,
    ...(visitor.some((w) => w.expose === expose) ? {} : { signedIn: true as const }),
  }));
}

/** A remote's page starts with its area's route table (the page's own code comes from there). */
const routeTableOf = (path: string): [string, StartModule[]][] => {
  const area = areaOfPath(path);
  return area && isRemoteArea(area)
    ? [[path, [{ remote: REMOTE_OF_AREA[area], expose: 'routes' }]]]
    : [];
};

export default defineFederation({
  app: 'shell',
  runtimePlugins: ['./src/federation/fallback-plugin.ts', './src/federation/early-manifests.ts'],
  serverRuntimePlugins: ['./src/federation/fallback-plugin.ts'],
  startModules: Object.fromEntries([
    ...ALL_PATHS.flatMap(routeTableOf),
    ...HOME_PATHS.map((path): [string, StartModule[]] => [path, homeStartModules()]),
  ]),
});
