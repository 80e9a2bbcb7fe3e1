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
  /** The most pages kept (the least recently sent go first). */
  maxPages: number;
};

export type VisitorPageCache = {
  /**
   * The page for this key: the kept one while it is fresh, else `render`'s answer. Readers who
   * ask while it renders wait for that same render. `rendered` says whether this request ran it.
   */
  answer(
    key: string,
    render: () => Promise<PageAnswer>,
  ): Promise<{ answer: PageAnswer; rendered: boolean }>;
};

/**
 * Visitors' pages for a moment (micro-caching). A page without a session is the same for every
 * visitor with the same language, channel and releases, so under load it is rendered once per
 * `ttlMs` instead of once per request: a visitor sees content at most that much older than a
 * render of their own would show. Only whole pages (200) are kept; a fallback or a redirect
 * stays the answer of the requests that were waiting for it, and the next request renders.
 */
export function createVisitorPageCache(options: VisitorPageCacheOptions): VisitorPageCache {
  const pages = new LRUCache<string, PageAnswer>({ max: options.maxPages, ttl: options.ttlMs });
  const rendering = new Map<string, Promise<PageAnswer>>();
  return {
    async answer(key, render) {
      const kept = pages.get(key);
      if (kept) return { answer: kept, rendered: false };
      const pending = rendering.get(key);
      if (pending) return { answer: await pending, rendered: false };
      const started = render()
        .then((answer) => {
          if (answer.kind === 'page' && answer.page.status === 200) pages.set(key, answer);
          return answer;
        })
        .finally(() => rendering.delete(key));
      rendering.set(key, started);
      return { answer: await started, rendered: true };
    },
  };
}
