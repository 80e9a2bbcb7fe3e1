import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { DelayedLoading } from 'shared/ui';
import { isRemoteArea, type RemoteArea } from 'shared/federation';
import { ALL_PATHS, PATHS, areaOfPath } from 'shared/paths';
import { AppLayout } from '../layout/app-layout';
import { GuidePage } from '../pages/guide-page';
import { HomePage } from '../pages/home-page';
import { LoginPage } from '../pages/login-page';
import { NotFoundPage } from '../pages/not-found-page';
import { RemotePage } from '../federation/remote-page';
import { RouteErrorView } from './route-error-view';
import { createRouteDataLoader, routeDataShouldRevalidate } from './route-data-loader';
import type { GuardData } from './guard-loader';

/** Each remote's sub-package folder: its unlisted pages still go to it (its own not-found). */
const SUB_PACKAGES: ReadonlyArray<readonly [string, RemoteArea]> = [
  ['/pagesPublic/*', 'content'],
  ['/pagesExam/*', 'exam'],
  ['/pagesTrain/*', 'train'],
  ['/pagesUser/*', 'user'],
  ['/pagesClockin/*', 'clockin'],
];

/** A remote page's loader (the browser's starts its code and data; the server's waits for them). */
export type RouteDataLoaderOf = (area: RemoteArea) => (args: LoaderFunctionArgs) => unknown;

const remoteRoutes = (routeData: RouteDataLoaderOf): RouteObject[] =>
  ALL_PATHS.flatMap((path) => {
    const area = areaOfPath(path);
    return isRemoteArea(area)
      ? [
          {
            path,
            element: <RemotePage area={area} />,
            loader: routeData(area),
            shouldRevalidate: routeDataShouldRevalidate,
          },
        ]
      : [];
  });

/** A tab page's element: the layout keeps tab pages alive itself (kept-tab-pages.tsx). */
function tabPage(path: string) {
  const area = areaOfPath(path);
  return isRemoteArea(area) ? <RemotePage area={area} path={path} /> : <HomePage />;
}

/**
 * The spec's routes exactly: history mode, base "/", parameters in the query string. The shell's
 * server renders from the same table with its own loaders (shell/src/server), so the routes
 * the browser hydrates are the ones the server rendered.
 */
export function appRoutes(
  guard: (args: LoaderFunctionArgs) => GuardData,
  routeData: RouteDataLoaderOf = createRouteDataLoader,
): RouteObject[] {
  return [
    {
      path: '/',
      element: <AppLayout tabPage={tabPage} />,
      errorElement: <RouteErrorView />,
      // Shown while the guard runs on first load (it is synchronous, so in practice never seen).
      hydrateFallbackElement: <DelayedLoading />,
      loader: guard,
      // The guard runs on every navigation, not only when the root's params change.
      shouldRevalidate: () => true,
      children: [
        { index: true, element: <HomePage /> },
        { path: PATHS.shell.home, element: <HomePage /> },
        { path: PATHS.shell.guide, element: <GuidePage /> },
        { path: PATHS.shell.login, element: <LoginPage /> },
        ...remoteRoutes(routeData),
        ...SUB_PACKAGES.map(([path, area]) => ({ path, element: <RemotePage area={area} /> })),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}
