/**
 * How long a browser may keep each built file: the one source of the rules that serve-app.ts
 * (`npm start`, the browser suite, the bench) applies and that docker/nginx/http.conf.template
 * spells as an nginx map (caching-rules.test.ts fails when the template drifts from this file).
 */

/**
 * Files that say where everything else is, and the run-time documents: never cached (WeChat's
 * browser caches hard, and a deploy or rollback must be seen on the next start).
 */
export const ALWAYS_FRESH_FILES = [
  'index.html',
  'remoteEntry.js',
  'mf-manifest.json',
  'mf-stats.json',
  'remotes.json',
  'app-config.json',
  'main.js',
  'runtime-core.js',
] as const;

/** Extensions of the files webpack names with an 8-digit content hash (`name.0a1b2c3d.js`). */
export const HASHED_EXTENSIONS = ['js', 'css', 'png', 'jpe?g', 'gif', 'svg', 'webp', 'woff2?'];

export const CACHE_CONTROL = {
  alwaysFresh: 'no-store',
  /** A content-hashed name never changes content: a year, without revalidation. */
  hashed: 'public, max-age=31536000, immutable',
  /** Anything else may change under the same name: revalidated before each use. */
  other: 'no-cache',
} as const;

const escape = (name: string) => name.replace(/\./g, '\\.');

/** The patterns, as nginx and JavaScript both read them (PCRE and RegExp agree on these). */
export const ALWAYS_FRESH_PATTERN = `(^|/)(${ALWAYS_FRESH_FILES.map(escape).join('|')})$`;
export const HASHED_PATTERN = `\\.[0-9a-f]{8}\\.(${HASHED_EXTENSIONS.join('|')})$`;
/** A page (`/`, `/pages/news/list`: a path without an extension), rendered for its reader. */
export const PAGE_PATTERN = '^/[^.]*$';

const alwaysFresh = new RegExp(ALWAYS_FRESH_PATTERN);
const page = new RegExp(PAGE_PATTERN);
const hashed = new RegExp(HASHED_PATTERN);

/** Precompressed siblings (`main.js.br`) are cached as the file they encode. */
const ENCODED_SUFFIX = /\.(br|gz)$/;

/** The Cache-Control of a file or page, from its path (URL path or file path). */
export function cacheControlOf(file: string): string {
  const name = file.replace(ENCODED_SUFFIX, '');
  if (alwaysFresh.test(name) || page.test(name)) return CACHE_CONTROL.alwaysFresh;
  if (hashed.test(name)) return CACHE_CONTROL.hashed;
  return CACHE_CONTROL.other;
}

/** The same rules as nginx's `map $uri $cache_control` block (docker/nginx/http.conf.template). */
export function nginxCacheControlMap(): string {
  return [
    'map $uri $cache_control {',
    `    default "${CACHE_CONTROL.other}";`,
    `    "~${ALWAYS_FRESH_PATTERN}" "${CACHE_CONTROL.alwaysFresh}";`,
    `    "~${HASHED_PATTERN}" "${CACHE_CONTROL.hashed}";`,
    `    "~${PAGE_PATTERN}" "${CACHE_CONTROL.alwaysFresh}";`,
    '}',
  ].join('\n');
}
