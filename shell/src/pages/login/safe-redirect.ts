import { PATHS, areaOfPath, normalizePath } from 'shared/paths';

const PROBE_ORIGIN = 'https://app.invalid';

/**
 * Where to go after logging in: the `redirect` query parameter when it is a path of this app
 * (a spec route or a sub-package page, with its query), else home. Anything that could leave
 * the app (`//host`, `https:`, `/\host`, `javascript:`) or loop back to login goes home.
 */
export function safeRedirectTarget(raw: string | null | undefined): string {
  const home = PATHS.shell.home;
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return home;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return home;
  }
  // The URL parser drops tabs and newlines and reads '\' as '/': check where it really points.
  if (url.origin !== PROBE_ORIGIN) return home;
  const path = normalizePath(url.pathname);
  if (path === PATHS.shell.login || areaOfPath(path) === undefined) return home;
  return `${path}${url.search}${url.hash}`;
}
