import type { RemoteRoute } from 'shared/federation';
import { PATHS } from 'shared/paths';

/** Every page of the content area: the only list of them. */
export const routes: readonly RemoteRoute[] = [
  {
    path: PATHS.content.materialCategory,
    title: 'app.name',
    navBar: false,
    pullDownRefresh: false,
    load: () => import('./pages/exam-home-page'),
  },
];
