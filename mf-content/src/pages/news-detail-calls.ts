import { api } from 'shared/request';
import { idOf } from 'shared/standalone';

/**
 * The news detail's first call, started by its route as the navigation begins (the page's own
 * identical call takes the reply): the article of the URL's id.
 */
export function prefetchNewsDetail(query: URLSearchParams): void {
  const id = idOf(query);
  if (id !== undefined) api.prefetch('/api/news/{id}', { path: { id } });
}
