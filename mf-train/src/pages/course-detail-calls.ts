import { api } from 'shared/request';
import { idOf } from 'shared/standalone';

/**
 * The course detail's first call, started by its route as the navigation begins (the page's own
 * identical call takes the reply): the course of the URL's id.
 */
export function prefetchCourseDetail(query: URLSearchParams): void {
  const id = idOf(query);
  if (id !== undefined) api.prefetch('/api/courses/{id}', { path: { id } });
}
