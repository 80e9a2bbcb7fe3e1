/**
 * Issue 16, "Fast on a phone", step 1: nothing the first render needs waits for something else.
 * These are the pages the browser renders itself (the shell's server's fallback, asked for here
 * with its render cookie); the server-rendered ones are server-rendering.test.ts's.
 * A cold load of home on the phone profile (fast 4G, 4× slower CPU): the run-time documents
 * (app-config.json, remotes.json) come in the page; the texts of the reader's language (only the
 * part home needs) and home's first API calls are requested by the page itself, beside the
 * scripts, and the largest image as soon as its reply names it.
 */
import type { Browser, Page } from 'playwright-core';
import { throttle } from '../../scripts/src/bench/mobile-profile';
import { STARTUP_BUNDLE_NAME } from '../../scripts/src/startup-bundle';
import { RENDER_COOKIE } from '../../shell/src/server/render-contract';
import { apiLogin, apiUrl, launchBrowser, shellUrl } from './support/app';
import { explainingTimeouts, trackUnfinishedRequests } from './support/unfinished-requests';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

type Timing = { name: string; start: number; end: number; initiator: string };

/** Records when #root first gets content: the first render; keeps every resource's timing. */
const FIRST_RENDER_SCRIPT = `(() => {
  // The default buffer keeps 250 entries: home's scripts, styles and images could crowd out its
  // API calls.
  performance.setResourceTimingBufferSize(2000);
  new MutationObserver((_records, observer) => {
    const root = document.getElementById('root');
    if (root && root.childElementCount > 0) {
      window.__firstRender = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
})();`;

/**
 * A fresh phone (empty cache), in `language`, logged in as `mobile` from its first script, whose
 * pages the browser renders.
 */
async function coldPhone(options: {
  language: 'en' | 'zh-CN';
  mobile?: string;
  throttled?: boolean;
}) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 667 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
  });
  await context.addCookies([{ name: RENDER_COOKIE, value: 'client', url: shellUrl() }]);
  const session = options.mobile ? await apiLogin(options.mobile) : undefined;
  await context.addInitScript(
    ([s, language]) => {
      localStorage.setItem('shared.language', language);
      if (s)
        localStorage.setItem(
          'shared.session',
          JSON.stringify({ state: { ...s, isLoggedIn: true }, version: 1 }),
        );
    },
    [session, options.language] as const,
  );
  await context.addInitScript(FIRST_RENDER_SCRIPT);
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  if (options.throttled) await throttle(context, page);
  return { context, page };
}

async function resourceTimeline(page: Page): Promise<{ entries: Timing[]; firstRender: number }> {
  return page.evaluate(() => ({
    entries: performance.getEntriesByType('resource').map((e) => {
      const r = e as PerformanceResourceTiming;
      return {
        name: r.name,
        start: Math.round(r.startTime),
        end: Math.round(r.responseEnd),
        initiator: r.initiatorType,
      };
    }),
    firstRender: Math.round((window as unknown as { __firstRender: number }).__firstRender),
  }));
}

const HOME_API_CALLS = /\/api\/(banners|courses|news)\b/;

describe('a cold load of home', () => {
  it('reads the configuration from the page and fetches its texts beside the scripts, not after them', async () => {
    const { context, page } = await coldPhone({ language: 'en', throttled: true });
    const unfinished = trackUnfinishedRequests(page);
    // The order of requests is what is checked, not their times: a slow CI machine (4× CPU
    // throttling on top of 2 busy cores) gets room, and a wait that still runs out names what
    // the page was loading.
    await explainingTimeouts(unfinished, async () => {
      await page.goto(`${shellUrl()}/`, { timeout: 60_000 });
      await page.getByRole('region', { name: 'Featured' }).waitFor({ timeout: 60_000 });
      await page.waitForLoadState('networkidle', { timeout: 60_000 });
    });
    const { entries, firstRender } = await resourceTimeline(page);
    const shell = shellUrl();
    const find = (test: (name: string) => boolean) => entries.filter((e) => test(e.name));
    const main = find((n) => n === `${shell}/main.js`)[0]!;
    const texts = find((n) => /\/texts-en-start\.[0-9a-f]{8}\.js$/.test(n));
    const apiCalls = find((n) => HOME_API_CALLS.test(n));
    // (The page timings' script is loaded after the first frame, on purpose: not a startup one.)
    const shellScripts = find(
      (n) => n.startsWith(`${shell}/`) && n.endsWith('.js') && !/\/page-timings\./.test(n),
    );
    // The scripts the page names: main.js and the startup bundle (its preloads are texts). The
    // shell itself could ask for texts or data only once these had all arrived.
    const named = shellScripts.filter(
      (e) => e.name === main.name || STARTUP_BUNDLE_NAME.test(new URL(e.name).pathname.slice(1)),
    );
    expect(named).toHaveLength(2);
    const startupEnd = Math.max(...named.map((e) => e.end));

    const row = (label: string, t?: Pick<Timing, 'start' | 'end'>) =>
      `${label.padEnd(34)} ${t ? `${String(t.start).padStart(6)} → ${String(t.end).padStart(6)} ms` : 'not requested'}`;
    console.log(
      [
        'Cold home load on the phone profile (fast 4G, 4× CPU), resource timing:',
        row('main.js', main),
        row(
          'startup bundle (shell)',
          named.find((e) => e !== main),
        ),
        row('texts (en, start part)', texts[0]),
        row('app-config.json', find((n) => n.endsWith('/app-config.json'))[0]),
        row('remotes.json', find((n) => n.endsWith('/remotes.json'))[0]),
        ...apiCalls.map((e) => row(new URL(e.name).pathname, e)),
        ...find((n) => /\/api\/media\//.test(n))
          .filter((e) => e.initiator === 'link')
          .map((e) => row('largest image (preloaded)', e)),
        `first render at ${firstRender} ms`,
      ].join('\n'),
    );

    // The run-time documents were in the page: no request reads them.
    expect(find((n) => /\/(app-config|remotes)\.json(\?|$)/.test(n))).toEqual([]);
    // The texts were requested by the page while the startup scripts were still arriving, once,
    // and only home's part of the catalogue of the reader's language.
    expect(texts).toHaveLength(1);
    expect(texts[0]!.start).toBeLessThan(startupEnd);
    expect(find((n) => /\/texts-zh-cn-/.test(n))).toEqual([]);
    const beforeRender = find((n) => /\/texts-/.test(n)).filter((e) => e.start < firstRender);
    expect(beforeRender.map((e) => new URL(e.name).pathname)).toEqual([
      new URL(texts[0]!.name).pathname,
    ]);
    // Home's first API calls were started by the page itself (fetch: the request client uses
    // XHR) while the startup scripts were still arriving, and each was made once: the widgets
    // took the page's replies instead of asking again.
    expect(apiCalls.map((e) => new URL(e.name).pathname).sort()).toEqual([
      '/api/banners',
      '/api/courses',
      '/api/news',
    ]);
    expect(apiCalls.every((e) => e.name.startsWith(apiUrl()) && e.initiator === 'fetch')).toBe(
      true,
    );
    for (const call of apiCalls) expect(call.start).toBeLessThan(startupEnd);
    // The banner (home's largest image) was preloaded from the early reply, once.
    const images = find((n) => /\/api\/media\//.test(n) && n.startsWith(apiUrl()));
    const banner = images.filter((e) => e.initiator === 'link');
    expect(banner).toHaveLength(1);
    expect(images.filter((e) => e.name === banner[0]!.name)).toHaveLength(1);
    // Home's first widgets' code was started by the page too, while the scripts the page names
    // were still arriving: each remote's manifest, once (the runtime took the page's reply), and
    // the widgets' own files, fetched into the cache where the runtime's scripts found them. (The
    // runtime itself could ask only once those had all come.)
    const manifests = find((n) => n.endsWith('/mf-manifest.json') && !n.startsWith(`${shell}/`));
    const early = manifests.filter((e) => e.start < startupEnd);
    expect(early.map((e) => e.initiator)).toEqual(['fetch', 'fetch']);
    for (const manifest of early)
      expect(manifests.filter((e) => e.name === manifest.name)).toHaveLength(1);
    const widgetFile =
      /__federation_expose_widgets__(banner_carousel|latest_news|recommended_courses)\.[0-9a-f]{8}\.js$/;
    const firstOfEach = [...new Set(find((n) => widgetFile.test(n)).map((e) => e.name))].map(
      (name) => find((n) => n === name)[0]!,
    );
    expect(firstOfEach.map((e) => [e.initiator, e.start < startupEnd])).toEqual([
      ['fetch', true],
      ['fetch', true],
      ['fetch', true],
    ]);
    await context.close();
  }, 180_000);

  it("requests the stored language's texts, not the browser's, and shows them", async () => {
    const { context, page } = await coldPhone({ language: 'zh-CN' });
    const texts: string[] = [];
    page.on('request', (r) => {
      const match = /\/texts-([a-z-]+)\.[0-9a-f]{8}\.js$/.exec(r.url());
      if (match) texts.push(match[1]!);
    });
    await page.goto(`${shellUrl()}/`);
    await page.getByRole('region', { name: '推荐', exact: true }).waitFor();
    expect(texts[0]).toBe('zh-cn-start');
    expect(texts.filter((t) => t.startsWith('en-'))).toEqual([]);
    await context.close();
  });

  // Home shows only texts of the start part (shared/src/i18n/part-selection.ts): loaded without
  // the rest, every reader's home in each language asks for no text it lacks.
  describe.each([
    ['a visitor', undefined],
    ['joined staff', '13800000000'],
    ['a shop manager', '13800000003'],
  ])('for %s', (_reader, mobile) => {
    it.each(['en', 'zh-CN'] as const)(
      'needs no text outside the start part (%s)',
      async (language) => {
        const { context, page } = await coldPhone({ language, ...(mobile ? { mobile } : {}) });
        await page.route(/\/texts-[a-z-]+-rest\.[0-9a-f]{8}\.js$/, (route) => route.abort());
        const early: string[] = [];
        page.on('console', (message) => {
          if (/before its part of the catalogue loaded/.test(message.text()))
            early.push(message.text());
        });
        await page.goto(`${shellUrl()}/`);
        await page.getByRole('navigation').getByRole('link').first().waitFor();
        await page.waitForLoadState('networkidle');
        // The widgets have rendered their data (or their empty and error states).
        await page.waitForTimeout(1000);
        expect(early).toEqual([]);
        await context.close();
      },
      60_000,
    );
  });
});

describe('a cold load of another page with early requests', () => {
  it.each([
    [
      'the news list (a visitor)',
      '/pages/news/list',
      undefined,
      ['/api/news', '/api/news/categories'],
    ],
    [
      'the question bank home (joined staff)',
      '/pages/exam/index',
      '13800000000',
      ['/api/banners', '/api/exam/home'],
    ],
  ])(
    '%s: its first calls start from the page, once',
    async (_label, route, mobile, calls) => {
      const { context, page } = await coldPhone({ language: 'en', ...(mobile ? { mobile } : {}) });
      await page.goto(`${shellUrl()}${route}`);
      await page.getByRole('main').getByRole('link').first().waitFor({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      const { entries } = await resourceTimeline(page);
      const shell = shellUrl();
      const startupEnd = Math.max(
        ...entries
          .filter((e) => e.name.startsWith(`${shell}/`) && e.name.endsWith('.js'))
          .filter((e) => !/texts-/.test(e.name))
          .map((e) => e.end),
      );
      const apiCalls = entries.filter(
        (e) => e.name.startsWith(`${apiUrl()}/api/`) && calls.includes(new URL(e.name).pathname),
      );
      expect(apiCalls.map((e) => new URL(e.name).pathname).sort()).toEqual(calls);
      expect(apiCalls.every((e) => e.initiator === 'fetch')).toBe(true);
      for (const call of apiCalls) expect(call.start).toBeLessThan(startupEnd);
      await context.close();
    },
    60_000,
  );

  it('starts none for a URL with a query: the page asks for that data itself', async () => {
    const { context, page } = await coldPhone({ language: 'en' });
    await page.goto(`${shellUrl()}/pages/news/list?category_id=1`);
    await page.getByRole('main').getByRole('link').first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const { entries } = await resourceTimeline(page);
    const news = entries.filter((e) => e.name.startsWith(`${apiUrl()}/api/news`));
    expect(news.length).toBeGreaterThan(0);
    expect(news.filter((e) => e.initiator === 'fetch')).toEqual([]);
    await context.close();
  }, 60_000);
});

describe("a page's data starts with its navigation", () => {
  /** Every API GET the page makes, by path and query. */
  function apiGets(page: Page): string[] {
    const seen: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'GET' && r.url().startsWith(`${apiUrl()}/api/`)) {
        const url = new URL(r.url());
        seen.push(url.pathname + url.search);
      }
    });
    return seen;
  }

  it("asks for the news list's data once, started by its route beside the page's code", async () => {
    const { context, page } = await coldPhone({ language: 'en' });
    await page.goto(`${shellUrl()}/`);
    await page.getByRole('navigation').getByRole('link').first().waitFor();
    await page.waitForLoadState('networkidle');
    const gets = apiGets(page);
    await page.evaluate(() => {
      new MutationObserver((_records, observer) => {
        if (location.pathname === '/pages/news/list' && document.querySelector('[role="tab"]')) {
          (window as unknown as { __newsTabsShown: number }).__newsTabsShown = performance.now();
          observer.disconnect();
        }
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page
      .getByRole('navigation', { name: 'Main sections' })
      .getByRole('link', { name: 'News' })
      .click();
    await page.getByRole('tab', { name: 'All' }).waitFor();
    await page.getByRole('main').getByRole('link').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(gets.filter((g) => g === '/api/news/categories')).toHaveLength(1);
    expect(gets.filter((g) => g === '/api/news?page=1&pageSize=10')).toHaveLength(1);
    // The call went out as the tap's navigation began: before the page had rendered (a page
    // asking for its data itself would ask only after its first render).
    const { callStart, pageShown } = await page.evaluate(() => ({
      callStart: performance
        .getEntriesByType('resource')
        .find((e) => /\/api\/news\?page=1&pageSize=10$/.test(e.name))!.startTime,
      pageShown: (window as unknown as { __newsTabsShown: number }).__newsTabsShown,
    }));
    expect(callStart).toBeLessThan(pageShown);
    await context.close();
  }, 60_000);

  it('starts no call of a members page for a visitor: the guard sends them to log in first', async () => {
    const { context, page } = await coldPhone({ language: 'en' });
    const gets = apiGets(page);
    await page.goto(`${shellUrl()}/pages/exam/index`);
    await page.waitForURL(/\/pages\/login\/index/);
    await page.waitForLoadState('networkidle');
    expect(gets.filter((g) => g.startsWith('/api/exam/home'))).toEqual([]);
    await context.close();
  }, 60_000);
});
