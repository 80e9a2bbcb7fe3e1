import { Suspense, lazy } from 'react';
import { DelayedLoading } from 'shared/ui';

// Its own chunk: a visitor's home never downloads the login code.
const LoginScreen = lazy(() => import('./login/login-screen'));

/** /pages/login/index (spec 2): see ./login/login-screen.tsx. */
export function LoginPage() {
  return (
    <Suspense fallback={<DelayedLoading />}>
      <LoginScreen />
    </Suspense>
  );
}
