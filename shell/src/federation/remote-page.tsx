import { Suspense, lazy, memo, useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { REMOTE_OF_AREA, type RemoteArea, type RemoteRoute } from 'shared/federation';
import { normalizePath } from 'shared/paths';
import { DelayedLoading, ErrorBoundary } from 'shared/ui';
import { usePageMetaStore } from '../layout/page-meta-store';
import { NotFoundPage } from '../pages/not-found-page';
import { reportCaught } from '../reports/client-reports';
import { LoadFailedView } from '../router/load-failed-view';
import { enterArea, forgetArea, loadedPage, onAreaRelease, readyAreaRoutes } from './area-routes';

/** The route table of one area (the element stays mounted when a tap moves to another area). */
type TableState =
  | { area: RemoteArea; status: 'loading' }
  | { area: RemoteArea; status: 'ready'; routes: readonly RemoteRoute[] }
  | { area: RemoteArea; status: 'failed' };

/** A table already in hand renders at once, without a loading pass. */
const initialTable = (area: RemoteArea): TableState => {
  const routes = readyAreaRoutes(area);
  return routes ? { area, status: 'ready', routes } : { area, status: 'loading' };
};

/** A page that threw: logged, and reported as its remote's (client reports). */
function pageFailed(remote: string, path: string, error: unknown): void {
  console.error('A page failed', error);
  reportCaught(remote, error, path);
}

// Memoised: a navigation re-renders RemotePage (it reads the location), and the page itself
// renders again only when its route or the retry changes.
const RemoteRouteView = memo(function RemoteRouteView({
  remote,
  route,
  onRetry,
}: {
  remote: string;
  route: RemoteRoute;
  onRetry: () => void;
}) {
  // A page whose code is here (preloaded, or started by the route's loader) renders at once.
  const Page = useMemo(() => loadedPage(route)?.default ?? lazy(route.load), [route]);
  const setMeta = usePageMetaStore((s) => s.setMeta);
  useEffect(() => {
    setMeta({
      path: route.path,
      title: route.title,
      navBar: route.navBar,
      pullDownRefresh: route.pullDownRefresh,
    });
  }, [route, setMeta]);
  const handleError = useCallback(
    (error: unknown) => pageFailed(remote, route.path, error),
    [remote, route.path],
  );
  return (
    // A page that throws shows the error view in the page area only; tapping retries it.
    <ErrorBoundary
      fallback={(_error, reset) => <LoadFailedView onReload={reset} />}
      onReset={onRetry}
      onError={handleError}
    >
      <Suspense fallback={<DelayedLoading onRetry={onRetry} />}>
        <Page />
      </Suspense>
    </ErrorBoundary>
  );
});

/**
 * A page owned by a remote: the shell loads the area's route table on first use and renders the
 * page for the current path. A remote that is down shows the page-error view here, and only
 * here (the network-lost view when the phone is offline); the nav bar keeps the page's own title
 * (the spec path's, `specPageTitle`). Tapping tries again, so the area recovers without
 * reloading the app. A tab page kept alive (kept-tab-pages.tsx) names its `path`: it also renders,
 * hidden, while the address is another tab's.
 */
export function RemotePage({ area, path }: { area: RemoteArea; path?: string }) {
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const [state, setTable] = useState<TableState>(() => initialTable(area));
  // Rendered for another area than the state's (a tap to another area): that area's table.
  const table = state.area === area ? state : initialTable(area);

  useEffect(() => {
    let current = true;
    setTable((shown) =>
      shown.area === area && shown.status === 'ready' ? shown : initialTable(area),
    );
    enterArea(area).then(
      (routes) =>
        current &&
        setTable((shown) =>
          shown.area === area && shown.status === 'ready' && shown.routes === routes
            ? shown
            : { area, status: 'ready', routes },
        ),
      () => current && setTable({ area, status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [area, attempt]);

  // Another release of the area's remote was taken into use: load the area from it.
  useEffect(
    () =>
      onAreaRelease((changed) => {
        if (changed !== area) return;
        setTable({ area, status: 'loading' });
        setAttempt((n) => n + 1);
      }),
    [area],
  );

  const handleRetry = useCallback(() => {
    forgetArea(area);
    setTable({ area, status: 'loading' });
    setAttempt((n) => n + 1);
  }, [area]);

  if (table.status === 'loading') return <DelayedLoading onRetry={handleRetry} />;
  if (table.status === 'failed') return <LoadFailedView onReload={handleRetry} />;
  const route = table.routes.find((r) => r.path === (path ?? normalizePath(pathname)));
  if (!route) return <NotFoundPage />;
  return (
    <RemoteRouteView
      key={`${route.path}#${attempt}`}
      remote={REMOTE_OF_AREA[area]}
      route={route}
      onRetry={handleRetry}
    />
  );
}
