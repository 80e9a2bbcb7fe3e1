import type { RemoteRoute } from 'shared/federation';
import { PATHS } from 'shared/paths';

/** Every page of the train area: the only list of them. */
export const routes: readonly RemoteRoute[] = [
  {
    path: PATHS.train.index,
    title: 'app.name',
    navBar: false,
    pullDownRefresh: false,
    load: () => import('./pages/exam-home-page'),
  },
];
