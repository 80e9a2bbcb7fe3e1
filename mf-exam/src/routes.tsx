import type { RemoteRoute } from 'shared/federation';
import { PATHS } from 'shared/paths';

/** Every page of the exam area: the only list of them. */
export const routes: readonly RemoteRoute[] = [
  {
    path: PATHS.exam.index,
    title: 'app.name',
    navBar: false,
    pullDownRefresh: false,
    load: () => import('./pages/exam-home-page'),
  },
];
