import { NavBar } from 'shared/ui-kit-core';
import { Suspense, lazy, useEffect, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, type RouteObject } from 'react-router';
import { DelayedLoading, ErrorBoundary, PageErrorView } from 'shared/ui';
import type { RemoteRoute } from 'shared/federation';
import { useRuntimePageTitle } from './page-title';
import styles from './area-routes.module.css';

type StandalonePageProps = {
  route: RemoteRoute;
  Page: ComponentType;
  /** Set the document title (standalone page), or leave it to the host. */
  ownsDocument: boolean;
};

function AreaNavBar({ title }: { title: string }) {
  const navigate = useNavigate();
  return (
    <NavBar onBack={() => void navigate(-1)} backIcon className={styles.navBar}>
      <h1 className={styles.title}>{title}</h1>
    </NavBar>
  );
}

/** One page of the area without the shell: its nav bar (when shown), then the page itself. */
function StandalonePage({ route, Page, ownsDocument }: StandalonePageProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const title = useRuntimePageTitle(pathname) ?? t(route.title);
  useEffect(() => {
    if (ownsDocument) document.title = title;
  }, [ownsDocument, title]);
  return (
    <div className={styles.frame}>
      {route.navBar ? <AreaNavBar title={title} /> : null}
      <main>
        <ErrorBoundary fallback={(_error, retry) => <PageErrorView onReload={retry} />}>
          <Suspense fallback={<DelayedLoading />}>
            <Page />
          </Suspense>
        </ErrorBoundary>
      </main>
    </div>
  );
}

function AreaNotFound({ home }: { home: RemoteRoute | undefined }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className={styles.notFound}>
      <p>{t('page.notFound')}</p>
      {home ? <Link to={home.path}>{t(home.title)}</Link> : null}
    </div>
  );
}

export type AreaRouteOptions = {
  /** Set `document.title` to the page title (true when the area owns the page). */
  ownsDocument?: boolean;
};

/**
 * A route table (`./routes`) as React Router routes for the area on its own: each page lazy,
 * under its nav bar and its own error boundary; `/` goes to the area's first page and an
 * unknown path (another area's page, in a standalone run) shows "Page not found".
 */
export function toRouteObjects(
  routes: readonly RemoteRoute[],
  { ownsDocument = false }: AreaRouteOptions = {},
): RouteObject[] {
  const home = routes[0];
  return [
    ...routes.map((route) => {
      const Page = lazy(route.load);
      return {
        path: route.path,
        element: <StandalonePage route={route} Page={Page} ownsDocument={ownsDocument} />,
      };
    }),
    ...(home ? [{ path: '/', element: <Navigate to={home.path} replace /> }] : []),
    { path: '*', element: <AreaNotFound home={home} /> },
  ];
}
