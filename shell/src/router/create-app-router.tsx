import { createBrowserRouter } from 'react-router';
import { appRoutes } from './app-routes';
import { createGuardLoader } from './guard-loader';

export function createAppRouter() {
  const router = createBrowserRouter(
    appRoutes(createGuardLoader((to) => void router.navigate(to))),
  );
  // Spec 5: the guard also runs "on app show".
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void router.revalidate();
  });
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;
