import { createMemoryRouter, RouterProvider } from 'react-router';
import { SharedProviders } from 'shared/ui';
import { routes } from './routes';
import { Suspense, lazy } from 'react';
import { DelayedLoading } from 'shared/ui';

/** The area on its own, for any host: its pages under an in-memory router. */
export function AreaApp({ initialPath = routes[0]!.path }: { initialPath?: string }) {
  const router = createMemoryRouter(
    routes.map((r) => {
      const Page = lazy(r.load);
      return { path: r.path, element: <Suspense fallback={<DelayedLoading />}><Page /></Suspense> };
    }),
    { initialEntries: [initialPath] },
  );
  return (
    <SharedProviders>
      <RouterProvider router={router} />
    </SharedProviders>
  );
}
