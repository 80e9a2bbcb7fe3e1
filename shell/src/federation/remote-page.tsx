import { Suspense, lazy, useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import type { RemoteArea, RemoteRoute } from 'shared/federation';
import { normalizePath } from 'shared/paths';
import { DelayedLoading, ErrorBoundary } from 'shared/ui';
import { usePageMetaStore } from '../layout/page-meta-store';
import { NotFoundPage } from '../pages/not-found-page';
import { LoadFailedView } from '../router/load-failed-view';
import { enterArea, forgetArea } from './area-routes';

type TableState =
  | { status: 'loading' }
  | { status: 'ready'; routes: readonly RemoteRoute[] }
  | { status: 'failed' };

const logPageFailure = (error: unknown) => console.error('A page failed', error);

function RemoteRouteView({ route, onRetry }: { route: RemoteRoute; onRetry: () => void }) {
  const Page = useMemo(() => lazy(route.load), [route]);
  const setMeta = usePageMetaStore((s) => s.setMeta);
  useEffect(() => {
    setMeta({
      path: route.path,
      title: route.title,
      navBar: route.navBar,
      pullDownRefresh: route.pullDownRefresh,
    });
  }, [route, setMeta]);
  return (
    // A page that throws shows the error view in the page area only; tapping retries it.
    <ErrorBoundary
      fallback={(_error, reset) => <LoadFailedView onReload={reset} />}
      onReset={onRetry}
      onError={logPageFailure}
    >
      <Suspense fallback={<DelayedLoading onRetry={onRetry} />}>
        <Page />
      </Suspense>
    </ErrorBoundary>
  );
}

/**
 * A page owned by a remote: the shell loads the area's route table on first use and renders the
 * page for the current path. A remote that is down shows the page-error view here, and only
 * here (the network-lost view when the phone is offline); the nav bar keeps the page's own title
 * (the spec path's, `specPageTitle`). Tapping tries again, so the area recovers without
 * reloading the app.
 */
export function RemotePage({ area }: { area: RemoteArea }) {
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const [table, setTable] = useState<TableState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    setTable({ status: 'loading' });
    enterArea(area).then(
      (routes) => current && setTable({ status: 'ready', routes }),
      () => current && setTable({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [area, attempt]);

  const handleRetry = useCallback(() => {
    forgetArea(area);
    setAttempt((n) => n + 1);
  }, [area]);

  if (table.status === 'loading') return <DelayedLoading onRetry={handleRetry} />;
  if (table.status === 'failed') return <LoadFailedView onReload={handleRetry} />;
  const route = table.routes.find((r) => r.path === normalizePath(pathname));
  if (!route) return <NotFoundPage />;
  return <RemoteRouteView key={`${route.path}#${attempt}`} route={route} onRetry={handleRetry} />;
}
