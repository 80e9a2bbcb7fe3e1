import { HOME_PATHS } from '../paths';

/**
 * A GET the shell's page starts itself, before any script runs, when it opens on the route that
 * makes it (scripts/src/shell-page.ts, START_SCRIPT); the request client then takes its reply
 * instead of asking again (early-replies.ts). The code that makes the call builds it from the
 * same description, so the two cannot drift apart.
 */
export type EarlyRequest = {
  path: string;
  query: Readonly<Record<string, string | number>>;
  /**
   * Where the reply holds the page's largest image (a dotted path into the JSON body, such as
   * `data.list.0.image`): the page preloads it with high priority as soon as the reply arrives.
   */
  largestImage?: string;
};

/** Home's public widgets' first calls (mf-content's banners and news, mf-train's courses). */
export const HOME_REQUESTS = {
  banners: {
    path: '/api/banners',
    query: { position: 'home' },
    largestImage: 'data.list.0.image',
  },
  latestNews: { path: '/api/news', query: { page: 1, pageSize: 5 } },
  recommendedCourses: { path: '/api/courses', query: { recommended: 1, page: 1, pageSize: 4 } },
} as const satisfies Record<string, EarlyRequest>;

/** Each route's early requests: what its page asks for first, whoever reads it. */
export const EARLY_REQUESTS: Readonly<Record<string, readonly EarlyRequest[]>> = Object.fromEntries(
  HOME_PATHS.map((path) => [path, Object.values(HOME_REQUESTS)]),
);

/** The path and query string of a request, as the page's script requests it. */
export function earlyRequestUrl({ path, query }: EarlyRequest): string {
  const search = new URLSearchParams(
    Object.entries(query).map(([name, value]) => [name, String(value)]),
  ).toString();
  return search ? `${path}?${search}` : path;
}
