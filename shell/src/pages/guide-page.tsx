import { Suspense, lazy } from 'react';
import { DelayedLoading } from 'shared/ui';

// Its own chunk, like the login page: a visitor's home does not download it.
const GuideScreen = lazy(() => import('./guide/guide-screen'));

/** /pages/index/guide (spec 2, public): see ./guide/guide-screen.tsx. */
export function GuidePage() {
  return (
    <Suspense fallback={<DelayedLoading />}>
      <GuideScreen />
    </Suspense>
  );
}
