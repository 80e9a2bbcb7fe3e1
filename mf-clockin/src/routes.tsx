import { areaRoute } from 'shared/standalone';
import { PATHS } from 'shared/paths';
import type { RemoteRoute } from 'shared/federation';

/**
 * Every page of the clock-in area, the only list of them: its path, title and page (loaded
 * when first shown, one chunk per page). The nav bar and pull-down refresh flags come from the
 * spec's lists in shared/paths.
 */
export const routes: readonly RemoteRoute[] = [
  areaRoute(PATHS.clockin.activity, 'page.clockin.activity', () => import('./pages/activity-page')),
  areaRoute(
    PATHS.clockin.activityList,
    'page.clockin.activityList',
    () => import('./pages/activity-list-page'),
  ),
  areaRoute(
    PATHS.clockin.activityClock,
    'page.clockin.activityClock',
    () => import('./pages/activity-clock-page'),
  ),
  areaRoute(PATHS.clockin.task, 'page.clockin.task', () => import('./pages/task-page')),
  areaRoute(
    PATHS.clockin.course,
    'page.clockin.course',
    () => import('./pages/activity-course-page'),
  ),
  areaRoute(PATHS.clockin.ranking, 'page.clockin.ranking', () => import('./pages/ranking-page')),
  areaRoute(PATHS.clockin.poster, 'page.clockin.poster', () => import('./pages/poster-page')),
];
