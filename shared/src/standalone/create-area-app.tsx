import { useState, type FunctionComponent } from 'react';
import { RouterProvider, createBrowserRouter, createMemoryRouter } from 'react-router';
import { ErrorBoundary, PageErrorView, SharedProviders } from 'shared/ui';
import type { RemoteRoute } from 'shared/federation';
import { toRouteObjects } from './area-routes';

/** What a host may pass when it mounts the area (single-spa props reach the root component). */
export type AreaAppProps = {
  /**
   * Start at this path (with its query string) under an in-memory router, leaving the host's
   * URL alone. Without it the area owns the page: a browser router, so deep links work.
   */
  initialPath?: string;
};

export type AreaAppOptions = {
  /** The remote's name (`mf_exam`), for messages and React DevTools. */
  name: string;
};

export type AreaApp = FunctionComponent<AreaAppProps> & { areaName: string };

function createRouter(routes: readonly RemoteRoute[], initialPath: string | undefined) {
  if (initialPath !== undefined) {
    return createMemoryRouter(toRouteObjects(routes), { initialEntries: [initialPath] });
  }
  return createBrowserRouter(toRouteObjects(routes, { ownsDocument: true }));
}

/**
 * The area alone, for any host and for the remote's own page: its route table under its own
 * router, inside the shared providers (i18n, antd-mobile locale, theme).
 */
export function createAreaApp(routes: readonly RemoteRoute[], { name }: AreaAppOptions): AreaApp {
  function AreaRouter({ initialPath }: AreaAppProps) {
    // One router per mounted area; a host mounting it again gets a fresh one.
    const [router] = useState(() => createRouter(routes, initialPath));
    return <RouterProvider router={router} />;
  }

  function StandaloneAreaApp({ initialPath }: AreaAppProps) {
    return (
      <SharedProviders>
        <ErrorBoundary fallback={(_error, retry) => <PageErrorView onReload={retry} />}>
          <AreaRouter initialPath={initialPath} />
        </ErrorBoundary>
      </SharedProviders>
    );
  }
  StandaloneAreaApp.displayName = `AreaApp(${name})`;
  return Object.assign(StandaloneAreaApp, { areaName: name });
}
