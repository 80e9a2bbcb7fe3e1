import zlib from 'node:zlib';
import {
  createVisitorPageCache,
  encodedPage,
  visitorPageKey,
  type PageAnswer,
  type VisitorPageCacheOptions,
  type VisitorPageKey,
} from './page-cache';

const page = (html: string, status = 200): PageAnswer => ({
  kind: 'page',
  page: encodedPage(status, html),
});
const htmlOf = (answer: PageAnswer) =>
  answer.kind === 'page' ? answer.page.body(undefined).toString() : answer.kind;
/** The tests' cache: 10 pages, fresh for 1 s and never stale, unless a test says otherwise. */
const cacheWith = (options: Partial<VisitorPageCacheOptions>) =>
  createVisitorPageCache({
    ttlMs: 1000,
    staleMs: 1000,
    maxPages: 10,
    revalidateAfterMs: 0,
    ...options,
  });
const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A render that answers when told to, counting how often it ran. */
function slowRender(answer: PageAnswer) {
  let finish = () => {};
  const render = jest.fn(
    () => new Promise<PageAnswer>((resolve) => (finish = () => resolve(answer))),
  );
  return { render, finish: () => finish() };
}

describe('the visitor page cache', () => {
  it('renders once for readers asking at the same time, and sends them all that page', async () => {
    const cache = cacheWith({});
    const { render, finish } = slowRender(page('<p>home</p>'));
    const answers = Array.from({ length: 20 }, () => cache.answer('home', render));
    finish();
    const sent = await Promise.all(answers);
    expect(render).toHaveBeenCalledTimes(1);
    expect(sent.filter((s) => s.rendered)).toHaveLength(1);
    expect(new Set(sent.map((s) => s.answer)).size).toBe(1);
  });

  it('sends the kept page while it is fresh, then renders again', async () => {
    const cache = cacheWith({ ttlMs: 40, staleMs: 40 });
    const render = jest.fn(async () => page('<p>news</p>'));
    expect((await cache.answer('news', render)).rendered).toBe(true);
    expect((await cache.answer('news', render)).rendered).toBe(false);
    await later(80);
    expect((await cache.answer('news', render)).rendered).toBe(true);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('keeps each page apart by its key', async () => {
    const cache = cacheWith({});
    const home = await cache.answer('en home', async () => page('<p>home</p>'));
    const news = await cache.answer('en news', async () => page('<p>news</p>'));
    expect(news.rendered).toBe(true);
    expect((await cache.answer('en home', jest.fn())).answer).toBe(home.answer);
  });

  it('keeps no more than its most pages, dropping the least recently sent', async () => {
    const cache = cacheWith({ maxPages: 2 });
    for (const key of ['a', 'b', 'c']) await cache.answer(key, async () => page(key));
    expect((await cache.answer('c', async () => page('c'))).rendered).toBe(false);
    expect((await cache.answer('a', async () => page('a'))).rendered).toBe(true);
  });

  it.each<[string, PageAnswer]>([
    ['a fallback', { kind: 'fallback', reason: 'timeout', detail: 'over 300 ms' }],
    ['a redirect', { kind: 'redirect', location: '/pages/login/index', toast: 'login' }],
    ['a page not found (404)', page('<p>not found</p>', 404)],
  ])('keeps %s only for the readers who waited for it', async (_name, answer) => {
    const cache = cacheWith({});
    const { render, finish } = slowRender(answer);
    const waiting = [cache.answer('page', render), cache.answer('page', render)];
    finish();
    expect((await Promise.all(waiting)).map((s) => s.answer)).toEqual([answer, answer]);
    const next = jest.fn(async () => page('<p>page</p>'));
    expect((await cache.answer('page', next)).rendered).toBe(true);
  });
});

describe('the visitor page cache once a page is no longer fresh', () => {
  const outOfTime: PageAnswer = { kind: 'fallback', reason: 'timeout', detail: 'over 300 ms' };
  const settled = () => later(0);

  it('sends the kept page at once to every reader, and renders it again behind them, once', async () => {
    const cache = cacheWith({ ttlMs: 20, staleMs: 5000 });
    const old = await cache.answer('home', async () => page('<p>old</p>'));
    await later(40);
    const { render, finish } = slowRender(page('<p>new</p>'));
    const sent = await Promise.all([cache.answer('home', render), cache.answer('home', render)]);
    expect(sent.map((s) => [s.answer, s.rendered, s.stale])).toEqual([
      [old.answer, false, true],
      [old.answer, false, true],
    ]);
    expect(render).toHaveBeenCalledTimes(1);
    finish();
    await settled();
    const next = await cache.answer('home', jest.fn());
    expect(next).toMatchObject({ rendered: false, stale: false });
    expect(next.answer).not.toBe(old.answer);
  });

  it.each<[string, PageAnswer]>([
    ['runs out of time', outOfTime],
    ['throws', { kind: 'fallback', reason: 'error', detail: 'remote down' }],
    ['redirects', { kind: 'redirect', location: '/pages/login/index' }],
  ])('keeps sending the kept page when the render behind it %s', async (_name, answer) => {
    const cache = cacheWith({ ttlMs: 20, staleMs: 5000 });
    const old = await cache.answer('home', async () => page('<p>old</p>'));
    await later(40);
    const render = jest.fn(async () => answer);
    expect((await cache.answer('home', render)).answer).toBe(old.answer);
    await settled();
    expect(await cache.answer('home', render)).toEqual({
      answer: old.answer,
      rendered: false,
      stale: true,
    });
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('starts the render behind a stale page a moment later, once however many readers come meanwhile', async () => {
    const cache = cacheWith({ ttlMs: 20, staleMs: 5000, revalidateAfterMs: 60 });
    const old = await cache.answer('home', async () => page('<p>old</p>'));
    await later(40);
    const render = jest.fn(async () => page('<p>new</p>'));
    expect((await cache.answer('home', render)).answer).toBe(old.answer);
    await later(20);
    expect((await cache.answer('home', render)).answer).toBe(old.answer);
    expect(render).not.toHaveBeenCalled();
    await later(80);
    expect(render).toHaveBeenCalledTimes(1);
    expect(htmlOf((await cache.answer('home', jest.fn())).answer)).toBe('<p>new</p>');
  });

  it('starts a waiting render at once for a reader who finds the kept page too old', async () => {
    const cache = cacheWith({ ttlMs: 20, staleMs: 300, revalidateAfterMs: 10_000 });
    await cache.answer('home', async () => page('<p>old</p>'));
    await later(40);
    const render = jest.fn(async () => page('<p>new</p>'));
    expect(await cache.answer('home', render)).toMatchObject({ rendered: false, stale: true });
    await later(300);
    const started = Date.now();
    const waited = await cache.answer('home', jest.fn());
    expect(Date.now() - started).toBeLessThan(1000);
    expect(render).toHaveBeenCalledTimes(1);
    expect(waited).toMatchObject({ rendered: false, stale: false });
    expect(htmlOf(waited.answer)).toBe('<p>new</p>');
  });

  it('renders while the reader waits once the kept page is older than allowed', async () => {
    const cache = cacheWith({ ttlMs: 20, staleMs: 40 });
    await cache.answer('home', async () => page('<p>home</p>'));
    await later(80);
    expect(await cache.answer('home', async () => outOfTime)).toEqual({
      answer: outOfTime,
      rendered: true,
      stale: false,
    });
  });
});

describe('visitorPageKey', () => {
  const base: VisitorPageKey = {
    url: 'http://localhost:3000/pages/news/list',
    language: 'en',
    channel: 'h5',
    documents: { 'remotes.json': { mf_content: { entry: 'a', version: '1.0.0' } } },
  };
  it.each<[string, Partial<VisitorPageKey>]>([
    ['another page', { url: 'http://localhost:3000/' }],
    ['another query', { url: 'http://localhost:3000/pages/news/list?category=2' }],
    ['another origin', { url: 'http://example.com/pages/news/list' }],
    ['another language', { language: 'zh-CN' }],
    ['another channel (WeChat)', { channel: 'wechat' }],
    [
      'another release (a deploy)',
      { documents: { 'remotes.json': { mf_content: { entry: 'b', version: '1.0.1' } } } },
    ],
    [
      'another API origin',
      { documents: { ...base.documents, 'app-config.json': { apiBaseUrl: '' } } },
    ],
  ])('tells pages apart by %s', (_name, change) => {
    expect(visitorPageKey({ ...base, ...change })).not.toBe(visitorPageKey(base));
  });

  it('is the same for the same page', () => {
    expect(visitorPageKey({ ...base, documents: structuredClone(base.documents) })).toBe(
      visitorPageKey(base),
    );
  });
});

describe('encodedPage', () => {
  const html = `<!doctype html><p>${'新闻 news '.repeat(200)}</p>`;
  it.each([
    ['br', (b: Buffer) => zlib.brotliDecompressSync(b)],
    ['gzip', (b: Buffer) => zlib.gunzipSync(b)],
  ] as const)('compresses the page in %s once, however often it is sent', (encoding, decode) => {
    const sent = encodedPage(200, html);
    const body = sent.body(encoding);
    expect(decode(body).toString('utf8')).toBe(html);
    expect(body.length).toBeLessThan(Buffer.byteLength(html) / 4);
    expect(sent.body(encoding)).toBe(body);
  });

  it('sends the page as it is to a reader who accepts no compression', () => {
    expect(encodedPage(200, html).body(undefined).toString('utf8')).toBe(html);
  });
});
