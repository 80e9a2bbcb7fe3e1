import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { encodePage, type PageEncoding } from '../../scripts/src/serve-app';
import type { Language } from '../../shared/src/i18n/language';
import type { Channel } from '../../shared/src/platform/detect-platform';
import type { FallbackReason } from '../src/server/render-reasons';

/** A page ready to send: its HTML, compressed once per encoding however often it is sent. */
export type EncodedPage = { status: number; body(encoding: PageEncoding | undefined): Buffer };

export function encodedPage(status: number, html: string): EncodedPage {
  const plain = Buffer.from(html);
  const encoded = new Map<PageEncoding, Buffer>();
  return {
    status,
    body(encoding) {
      if (!encoding) return plain;
      let body = encoded.get(encoding);
      if (!body) {
        body = encodePage(plain, encoding);
        encoded.set(encoding, body);
      }
      return body;
    },
  };
}

/** What the shell's server answers a page request with. */
export type PageAnswer =
  | { kind: 'page'; page: EncodedPage }
  | { kind: 'redirect'; location: string; toast?: string }
  | { kind: 'fallback'; reason: FallbackReason; detail: string };

/** What makes two visitors' pages the same page. */
export type VisitorPageKey = {
  /** The page's full address (its origin too: a page may write absolute links). */
  url: string;
  language: Language;
  channel: Channel;
  /** The run-time documents the page was rendered with and carries (remotes.json, app-config.json). */
  documents: Readonly<Record<string, unknown>>;
};

export function visitorPageKey({ url, language, channel, documents }: VisitorPageKey): string {
  // A deploy changes remotes.json, so the next page is rendered with the new releases.
  const releases = createHash('sha1').update(JSON.stringify(documents)).digest('base64url');
  return `${language} ${channel} ${releases} ${url}`;
}

export type VisitorPageCacheOptions = {
  /** How long a visitor's page is sent again without being rendered again. */
  ttlMs: number;
  /**
   * How long after its render a visitor's page is still sent when a new render runs past its
   * budget (at least `ttlMs`): a page that old is better than one the phone must render itself.
   */
  staleMs: number;
  /** The most pages kept (the least recently sent go first). */
  maxPages: number;
};

export type VisitorPageCache = {
  /**
   * The page for this key: the kept one while it is fresh, else `render`'s answer, or the kept
   * one while it is not too stale when that render ran out of time. Readers who ask while it
   * renders wait for that same render. `rendered` says whether this request ran it, `stale`
   * whether the answer is a kept page sent in place of a render that ran out of time.
   */
  answer(key: string, render: () => Promise<PageAnswer>): Promise<CachedAnswer>;
};

export type CachedAnswer = { answer: PageAnswer; rendered: boolean; stale: boolean };

type KeptPage = { answer: PageAnswer; renderedAt: number };

/**
 * Visitors' pages for a moment (micro-caching). A page without a session is the same for every
 * visitor with the same language, channel and releases, so under load it is rendered once per
 * `ttlMs` instead of once per request: a visitor sees content at most that much older than a
 * render of their own would show. A render that runs past its budget (a busy server) sends the
 * kept page instead while it is younger than `staleMs`, rather than the page for the phone to
 * render. Only whole pages (200) are kept; a fallback or a redirect stays the answer of the
 * requests that were waiting for it, and the next request renders.
 */
export function createVisitorPageCache(options: VisitorPageCacheOptions): VisitorPageCache {
  const pages = new LRUCache<string, KeptPage>({
    max: options.maxPages,
    ttl: Math.max(options.ttlMs, options.staleMs),
  });
  const rendering = new Map<string, Promise<PageAnswer>>();
  const afterRender = (key: string, answer: PageAnswer, rendered: boolean): CachedAnswer => {
    const kept = pages.get(key);
    const outOfTime = answer.kind === 'fallback' && answer.reason === 'timeout';
    return outOfTime && kept
      ? { answer: kept.answer, rendered, stale: true }
      : { answer, rendered, stale: false };
  };
  return {
    async answer(key, render) {
      const kept = pages.get(key);
      if (kept && Date.now() - kept.renderedAt < options.ttlMs) {
        return { answer: kept.answer, rendered: false, stale: false };
      }
      const pending = rendering.get(key);
      if (pending) return afterRender(key, await pending, false);
      const started = render()
        .then((answer) => {
          if (answer.kind === 'page' && answer.page.status === 200) {
            pages.set(key, { answer, renderedAt: Date.now() });
          }
          return answer;
        })
        .finally(() => rendering.delete(key));
      rendering.set(key, started);
      return afterRender(key, await started, true);
    },
  };
}
