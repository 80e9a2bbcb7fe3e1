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
   * How long after its render a visitor's page is still sent at once once it is no longer fresh
   * (at least `ttlMs`), while a new render runs behind it for the next visitors.
   */
  staleMs: number;
  /** The most pages kept (the least recently sent go first). */
  maxPages: number;
  /**
   * How long after a kept page is sent no longer fresh the render behind it starts (0: at once).
   * The reader's browser asks for the page's files and the API for its media right after the
   * page: a render started at once takes the CPU (the server's and the API's) from them.
   */
  revalidateAfterMs: number;
};

export type VisitorPageCache = {
  /**
   * The page for this key: the kept one while it is fresh; while it is not too stale, the kept
   * one too, with `render` started behind it (once, `revalidateAfterMs` later) for the next
   * readers; else `render`'s answer, which readers who ask meanwhile wait for (a render still
   * waiting to start then starts at once). `rendered` says whether this request waited for a
   * render it ran, `stale` whether the answer is a kept page no longer fresh.
   */
  answer(key: string, render: () => Promise<PageAnswer>): Promise<CachedAnswer>;
};

export type CachedAnswer = { answer: PageAnswer; rendered: boolean; stale: boolean };

type KeptPage = { answer: PageAnswer; renderedAt: number };

/**
 * Visitors' pages for a moment (micro-caching), then while they are revalidated. A page without
 * a session is the same for every visitor with the same language, channel and releases, so it is
 * rendered once per `ttlMs` however many ask; after that, until `staleMs`, the kept page is sent
 * at once while one render refreshes it behind the answer (stale-while-revalidate), a moment
 * later (`revalidateAfterMs`) so as not to compete with that reader's own page load: no visitor
 * waits for a render, busy server or not, and what a visitor sees is at most `staleMs` older
 * than a render of their own (the page's times count from its render: useRenderClock). A page
 * older than that is rendered while its reader waits. Only whole pages (200) are kept; a fallback
 * or a redirect is the answer of the requests that waited for it only, and a render behind a
 * kept page that fails leaves the kept page as it was.
 */
export function createVisitorPageCache(options: VisitorPageCacheOptions): VisitorPageCache {
  const pages = new LRUCache<string, KeptPage>({
    max: options.maxPages,
    ttl: Math.max(options.ttlMs, options.staleMs),
  });
  const rendering = new Map<string, Promise<PageAnswer>>();
  /** Renders behind a stale page still waiting to start: each one's way to start it now. */
  const waiting = new Map<string, () => void>();
  const waitToStart = (key: string, ms: number) =>
    new Promise<void>((resolve) => {
      const start = () => {
        clearTimeout(timer);
        waiting.delete(key);
        resolve();
      };
      const timer = setTimeout(start, ms);
      // A render no reader waits for keeps no process alive.
      timer.unref();
      waiting.set(key, start);
    });
  const startRender = (
    key: string,
    render: () => Promise<PageAnswer>,
    afterMs = 0,
  ): Promise<PageAnswer> => {
    const run = () =>
      render()
        .then((answer) => {
          if (answer.kind === 'page' && answer.page.status === 200) {
            pages.set(key, { answer, renderedAt: Date.now() });
          }
          return answer;
        })
        .finally(() => rendering.delete(key));
    const started = afterMs > 0 ? waitToStart(key, afterMs).then(run) : run();
    rendering.set(key, started);
    return started;
  };
  return {
    async answer(key, render) {
      const kept = pages.get(key);
      const age = kept ? Date.now() - kept.renderedAt : Infinity;
      if (kept && age < options.ttlMs) {
        return { answer: kept.answer, rendered: false, stale: false };
      }
      const pending = rendering.get(key);
      if (kept && age < options.staleMs) {
        if (!pending) startRender(key, render, options.revalidateAfterMs).catch(() => undefined);
        return { answer: kept.answer, rendered: false, stale: true };
      }
      if (pending) {
        waiting.get(key)?.();
        return { answer: await pending, rendered: false, stale: false };
      }
      return { answer: await startRender(key, render), rendered: true, stale: false };
    },
  };
}
