import { currentServerRender } from 'shared/server-render';

/**
 * Replies that arrive before the page asks for them, taken by the request client instead of
 * asking again:
 * - the requests the shell's page started before any script ran (early-requests.ts; the page's
 *   script keeps them on `window[EARLY_REPLIES_GLOBAL]`, keyed by absolute URL);
 * - the calls a route's loader started as the navigation began (`prefetch`, kept here), so the
 *   page's data downloads beside its code.
 * A call of the request client for the same URL, with the same headers, takes such a reply once;
 * any other call, a second call, an early request that failed, or a prefetched reply older than
 * PREFETCH_FRESH_MS, goes to the network as usual.
 */

/** The window property the page's script fills (scripts/src/shell-page.ts writes its name). */
export const EARLY_REPLIES_GLOBAL = '__earlyReplies';

/** What the page's script answers for one request: null when it got no reply. */
export type EarlyReply = { status: number; body: string } | null;

/** The headers it was sent with, which must be the ones the request client would send. */
export type EarlyEntry = {
  authorization: string;
  channel: string;
  language: string;
  reply: Promise<EarlyReply>;
};

/** The headers the request client sends now. */
export type EarlyHeaders = Omit<EarlyEntry, 'reply'>;

/** A URL's identity: absolute, its query parameters in a fixed order. */
export function earlyKey(url: string, base: string): string {
  const parsed = new URL(url, base);
  parsed.searchParams.sort();
  return parsed.href;
}

function entries(): Record<string, EarlyEntry> | undefined {
  if (typeof window === 'undefined') return undefined;
  const value = (window as unknown as Record<string, unknown>)[EARLY_REPLIES_GLOBAL];
  return typeof value === 'object' && value !== null
    ? (value as Record<string, EarlyEntry>)
    : undefined;
}

/** A JSON body as the client's transport would read it; anything else as its text. */
function readBody(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** A reply as the request client reads it: status and parsed body; null when none came. */
export type TakenReply = { status: number; data: unknown } | null;

/** How long a prefetched reply stands for the page's own call (a later visit asks again). */
export const PREFETCH_FRESH_MS = 10_000;

type Prefetched = EarlyHeaders & { reply: Promise<TakenReply>; at: number };
const pagePrefetched = new Map<string, Prefetched>();

/**
 * The prefetched replies and what their URLs are relative to: the page's; on the shell's server,
 * the render's own (its loaders run for one reader).
 */
function prefetchScope(): { prefetched: Map<string, Prefetched>; base: string } {
  const rendered = currentServerRender();
  if (rendered) {
    return { prefetched: rendered.prefetched as Map<string, Prefetched>, base: rendered.baseUrl };
  }
  return { prefetched: pagePrefetched, base: window.location.href };
}

/** Keeps a reply a loader started for `url` with these headers, for the page's call to take. */
export function keepPrefetched(
  url: string,
  headers: EarlyHeaders,
  reply: Promise<TakenReply>,
): void {
  const { prefetched, base } = prefetchScope();
  prefetched.set(earlyKey(url, base), { ...headers, reply, at: Date.now() });
}

/** Whether a reply for `url` is already on its way (a prefetch need not ask again). */
export function isReplyWaiting(url: string): boolean {
  const { prefetched, base } = prefetchScope();
  const key = earlyKey(url, base);
  const entry = prefetched.get(key);
  if (entry !== undefined && Date.now() - entry.at < PREFETCH_FRESH_MS) return true;
  return Object.keys(entries() ?? {}).some((candidate) => earlyKey(candidate, base) === key);
}

const sameHeaders = (a: EarlyHeaders, b: EarlyHeaders): boolean =>
  a.authorization === b.authorization && a.channel === b.channel && a.language === b.language;

function takePageReply(key: string, headers: EarlyHeaders): Promise<TakenReply> | undefined {
  const all = entries();
  if (!all) return undefined;
  const base = window.location.href;
  const found = Object.keys(all).find((candidate) => earlyKey(candidate, base) === key);
  if (found === undefined) return undefined;
  const entry = all[found]!;
  delete all[found];
  if (!sameHeaders(entry, headers)) return undefined;
  return entry.reply.then(
    (reply) => (reply ? { status: reply.status, data: readBody(reply.body) } : null),
    () => null,
  );
}

function takePrefetched(
  prefetched: Map<string, Prefetched>,
  key: string,
  headers: EarlyHeaders,
): Promise<TakenReply> | undefined {
  const entry = prefetched.get(key);
  if (!entry) return undefined;
  prefetched.delete(key);
  if (Date.now() - entry.at >= PREFETCH_FRESH_MS || !sameHeaders(entry, headers)) return undefined;
  return entry.reply.catch(() => null);
}

/**
 * The reply already on its way for a GET of `url` with these headers, taken (no later call gets
 * it): its status and body, or null when it failed. Undefined when there is none.
 */
export function takeEarlyReply(
  url: string,
  headers: EarlyHeaders,
): Promise<TakenReply> | undefined {
  if (typeof window === 'undefined' && !currentServerRender()) return undefined;
  const { prefetched, base } = prefetchScope();
  const key = earlyKey(url, base);
  return takePageReply(key, headers) ?? takePrefetched(prefetched, key, headers);
}

/** For tests: forgets every prefetched reply. */
export function resetPrefetched(): void {
  pagePrefetched.clear();
}
