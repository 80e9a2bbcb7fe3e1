import type { RemoteRoute } from 'shared/federation';
import { PATHS } from 'shared/paths';

/** Every page of the user area: the only list of them. */
export const routes: readonly RemoteRoute[] = [
  {
    path: PATHS.user.index,
    title: 'app.name',
    navBar: false,
    pullDownRefresh: false,
    load: () => import('./pages/exam-home-page'),
  },
];
