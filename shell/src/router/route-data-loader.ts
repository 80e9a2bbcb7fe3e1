import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import { checkAccess } from 'shared/access';
import type { RemoteArea } from 'shared/federation';
import { normalizePath } from 'shared/paths';
import { currentAccessSession } from 'shared/session';
import { enterArea } from '../federation/area-routes';

async function startRouteData(area: RemoteArea, path: string, query: URLSearchParams) {
  let routes;
  try {
    routes = await enterArea(area);
  } catch {
    return; // The page shows the area's failure (RemotePage).
  }
  const route = routes.find((r) => r.path === path);
  if (!route) return;
  // The page's code and its data download together; the page's lazy import takes the same chunk.
  route.load().catch(() => undefined);
  try {
    route.prefetch?.(query);
  } catch (error) {
    console.warn(`Prefetching ${path} failed; the page asks for its data itself`, error);
  }
}

/**
 * A remote page's route loader: as the navigation begins, it starts the page's code and its
 * first API calls together (the route table's `prefetch`), so neither waits for the other nor
 * for the render; the page's own identical calls take the replies (shared/request `prefetch`).
 * It makes the guard's own check first, so a reader the guard turns away starts no API call.
 * It answers at once and never fails: the navigation is not held up, and the page keeps its
 * own loading, timeout and error views.
 */
export function createRouteDataLoader(area: RemoteArea) {
  return ({ request }: LoaderFunctionArgs): null => {
    const url = new URL(request.url);
    if (checkAccess(url.pathname, currentAccessSession()).kind !== 'allow') return null;
    void startRouteData(area, normalizePath(url.pathname), url.searchParams);
    return null;
  };
}

/**
 * Only a new URL starts a page's data again: the guard's revalidation when the app shows again
 * would otherwise prefetch calls the open page does not make.
 */
export const routeDataShouldRevalidate = ({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) =>
  currentUrl.href !== nextUrl.href;
