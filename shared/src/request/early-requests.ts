import { HOME_PATHS, PATHS } from '../paths';

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
  /** Sent only with a live session: the route is for members, a visitor's page never asks. */
  signedIn?: true;
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

/** The news list's first calls when it opens on all categories (mf-content's news-list-calls.ts). */
export const NEWS_LIST_REQUESTS = {
  categories: { path: '/api/news/categories', query: {} },
  firstPage: { path: '/api/news', query: { page: 1, pageSize: 10 } },
} as const satisfies Record<string, EarlyRequest>;

/** The question bank home's first calls (mf-exam's exam-index-calls.ts). */
export const EXAM_INDEX_REQUESTS = {
  summary: { path: '/api/exam/home', query: {}, signedIn: true },
  banners: {
    path: '/api/banners',
    query: { position: 'exam' },
    largestImage: 'data.list.0.image',
    signedIn: true,
  },
} as const satisfies Record<string, EarlyRequest>;

/**
 * Each route's early requests: what its page asks for first, whoever reads it. Only for the
 * route's plain URL: one with a query (a news category) asks for other data.
 */
export const EARLY_REQUESTS: Readonly<Record<string, readonly EarlyRequest[]>> = {
  ...Object.fromEntries(HOME_PATHS.map((path) => [path, Object.values(HOME_REQUESTS)])),
  [PATHS.content.newsList]: Object.values(NEWS_LIST_REQUESTS),
  [PATHS.exam.index]: Object.values(EXAM_INDEX_REQUESTS),
};

/** The path and query string of a request, as the page's script requests it. */
export function earlyRequestUrl({ path, query }: EarlyRequest): string {
  const search = new URLSearchParams(
    Object.entries(query).map(([name, value]) => [name, String(value)]),
  ).toString();
  return search ? `${path}?${search}` : path;
}
