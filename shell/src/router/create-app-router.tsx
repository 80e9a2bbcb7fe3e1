import { createBrowserRouter, type HydrationState } from 'react-router';
import { appRoutes } from './app-routes';
import { createGuardLoader } from './guard-loader';
import { guardWhenSessionEnds } from './session-end';

/**
 * The app's router. With `hydrationData` (a page the shell's server rendered), it starts from
 * the loaders' results the server used, so the guard and the route's loaders do not run again
 * for the first page.
 */
export function createAppRouter(hydrationData?: HydrationState) {
  const router = createBrowserRouter(
    appRoutes(createGuardLoader((to) => void router.navigate(to))),
    hydrationData ? { hydrationData } : {},
  );
  // Spec 5: the guard also runs "on app show".
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void router.revalidate();
  });
  guardWhenSessionEnds(router);
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;
