import { requestConfig } from 'shared/request';
import { currentServerRender } from 'shared/server-render';
import { ABSOLUTE_URL } from './absolute-url';

/**
 * An image or file URL the API answers relative to its origin (`/api/media/...`), made usable
 * from any app's origin: the request client's base URL is put in front (on the shell's server,
 * the API's origin as browsers reach it, not as the server calls it). Absolute URLs, `data:` and
 * `blob:` URLs are returned as they are; an empty value stays empty.
 */
export function mediaUrl(path: string | null | undefined): string {
  if (!path) return '';
  if (ABSOLUTE_URL.test(path)) return path;
  const base = (currentServerRender()?.publicApiUrl ?? requestConfig().baseURL).replace(/\/+$/, '');
  return `${base}${path.startsWith('/') ? '' : '/'}${path}`;
}
