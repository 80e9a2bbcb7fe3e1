import { areaRoute } from 'shared/standalone';
import { PATHS } from 'shared/paths';
import type { RemoteRoute } from 'shared/federation';
import { prefetchNewsDetail } from './pages/news-detail-calls';
import { prefetchNewsList } from './pages/news-list-calls';

/**
 * Every page of the content area, the only list of them: its path, title and page (loaded
 * when first shown, one chunk per page). The nav bar and pull-down refresh flags come from the
 * spec's lists in shared/paths.
 */
export const routes: readonly RemoteRoute[] = [
  areaRoute(
    PATHS.content.materialCategory,
    'page.content.materialCategory',
    () => import('./pages/material-category-page'),
  ),
  areaRoute(PATHS.content.college, 'page.content.college', () => import('./pages/college-page')),
  areaRoute(
    PATHS.content.newsList,
    'page.content.newsList',
    () => import('./pages/news-list-page'),
    prefetchNewsList,
  ),
  areaRoute(
    PATHS.content.newsDetail,
    'page.content.newsDetail',
    () => import('./pages/news-detail-page'),
    prefetchNewsDetail,
  ),
  areaRoute(PATHS.content.culture, 'page.content.culture', () => import('./pages/culture-page')),
  areaRoute(PATHS.content.search, 'page.content.search', () => import('./pages/search-page')),
  areaRoute(
    PATHS.content.searchList,
    'page.content.searchList',
    () => import('./pages/search-list-page'),
  ),
  areaRoute(
    PATHS.content.searchMoreList,
    'page.content.searchMoreList',
    () => import('./pages/search-more-list-page'),
  ),
  areaRoute(PATHS.content.shop, 'page.content.shop', () => import('./pages/shop-page')),
  areaRoute(
    PATHS.content.publicMaterial,
    'page.content.publicMaterial',
    () => import('./pages/public-material-page'),
  ),
  areaRoute(
    PATHS.content.publicCulture,
    'page.content.publicCulture',
    () => import('./pages/public-culture-page'),
  ),
];
