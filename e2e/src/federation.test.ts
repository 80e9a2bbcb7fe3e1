import type { Browser } from 'playwright-core';
import { launchBrowser, logInAs, newPhonePage, remoteOrigin, shellUrl } from './support/app';
import { recordScripts } from './support/shared-chunks';
import { PRELOAD_MARK } from '../../shared/src/federation/remotes';
import { STARTUP_BUNDLE_NAME } from '../../scripts/src/startup-bundle';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const AREA_PAGES = [
  '/pages/material/category',
  '/pages/exam/index',
  '/pages/train/index',
  '/pages/user/index',
  '/pagesClockin/activity/index',
];

describe('Module Federation in the browser', () => {
  it('holds one copy of react-dom, react, the router and shared after every area is visited', async () => {
    const { context, page } = await newPhonePage(browser);
    const loaded = recordScripts(page);
    await logInAs(page, '13800000000');
    for (const route of AREA_PAGES) {
      await page.goto(`${shellUrl()}${route}`);
      await page.waitForLoadState('networkidle');
    }
    // Client-side navigation between areas too (the case where a second copy would sneak in).
    await page.goto(`${shellUrl()}/`);
    for (const route of AREA_PAGES) {
      await page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, route);
      await page.waitForLoadState('networkidle');
    }
    const from = await loaded();
    for (const name of [
      'react-dom',
      'react',
      'react-router',
      'shared/request',
      'shared/session',
      'shared/ui-kit-core',
      'shared/ui-kit',
      'zustand',
      'axios',
      'i18next',
      'react-i18next',
    ]) {
      expect([name, from.get(name)?.size ?? 0]).toEqual([name, 1]);
    }
    expect(
      await page.evaluate(() =>
        (window as unknown as { __duplicateSingletons?: () => string[] }).__duplicateSingletons?.(),
      ),
    ).toEqual([]);
    await context.close();
  });

  it('preloads the training and user remotes after home is visited (spec 2)', async () => {
    const { context, page } = await newPhonePage(browser);
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    // The preload waits until home's widgets have settled and the page is idle.
    const preloaded = page.waitForRequest((r) => r.url().startsWith(remoteOrigin('mf-user')));
    await page.goto(`${shellUrl()}/`);
    await preloaded;
    await page.waitForLoadState('networkidle');
    for (const dir of ['mf-train', 'mf-user']) {
      expect(requested.some((u) => u.startsWith(remoteOrigin(dir)))).toBe(true);
    }
    expect(requested.some((u) => u.startsWith(remoteOrigin('mf-exam')))).toBe(false);
    await context.close();
  });

  it('starts the shell from the scripts its page names, its startup chunks in one bundle, each used once', async () => {
    const { context, page } = await newPhonePage(browser);
    const shell = new URL(shellUrl()).origin;
    const requests = new Map<string, number>();
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.origin === shell && url.pathname.endsWith('.js'))
        requests.set(url.pathname, (requests.get(url.pathname) ?? 0) + 1);
    });
    const unusedPreloads: string[] = [];
    page.on('console', (message) => {
      // (The remotes' route tables preloaded after home, spec 2, wait for a tab tap: not these.)
      const text = message.text();
      if (/preloaded using link preload but not used/.test(text) && text.includes(shell))
        unusedPreloads.push(text);
    });
    await page.goto(`${shellUrl()}/`);
    await page.getByRole('region', { name: 'Featured' }).waitFor();
    await page.waitForLoadState('networkidle');
    const { named, beforePreload } = await page.evaluate(
      ([origin, mark]) => {
        // What home itself loads: the preload after home (spec 2) then fetches other areas' code.
        const preloadAt = performance.getEntriesByName(mark)[0]?.startTime ?? Infinity;
        return {
          // The shell's own: the federation runtime adds remotes' scripts to the same head.
          named: Array.from(
            document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>(
              'head script[src], link[rel=preload][as=script]',
            ),
          )
            .map((element) => new URL('src' in element ? element.src : element.href))
            .filter((url) => url.origin === origin)
            .map((url) => url.pathname),
          beforePreload: performance
            .getEntriesByType('resource')
            .filter((e) => e.startTime < preloadAt && e.name.startsWith(`${origin}/`))
            .map((e) => new URL(e.name).pathname),
        };
      },
      [shell, PRELOAD_MARK] as const,
    );
    // The shell's scripts home loads (the texts of the language the shell's server rendered it
    // in among them), but for the page timings (web-vitals, loaded after the first frame on
    // purpose): the page names each one, and no startup chunk is asked for on its own.
    const started = [...requests.keys()].filter(
      (path) => !/^\/page-timings\./.test(path) && beforePreload.includes(path),
    );
    expect(named.filter((path) => STARTUP_BUNDLE_NAME.test(path.slice(1)))).toHaveLength(1);
    expect(named).toContain('/main.js');
    expect(started.sort()).toEqual(named.sort());
    expect([...requests].filter(([, times]) => times > 1)).toEqual([]);
    // Chromium reports a preload that nothing used a few seconds after the load event.
    await page.waitForTimeout(3500);
    expect(unusedPreloads).toEqual([]);
    await context.close();
  });

  it('starts the shell from its chunks one by one when the startup bundle cannot be loaded', async () => {
    const { context, page } = await newPhonePage(browser);
    await page.route(
      (url) => STARTUP_BUNDLE_NAME.test(url.pathname.slice(1)),
      (route) => route.abort(),
    );
    const chunks: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (
        url.origin === new URL(shellUrl()).origin &&
        /^\/\d+\.[0-9a-f]{8}\.js$/.test(url.pathname)
      )
        chunks.push(url.pathname);
    });
    await page.goto(`${shellUrl()}/`);
    await page.getByRole('region', { name: 'Featured' }).waitFor();
    await page.waitForFunction(() => document.documentElement.dataset.rendering === 'hydrated');
    // The tab bar answers: the page runs.
    await page.getByRole('link', { name: 'Mine' }).click();
    await page.waitForURL(/\/pages\/user\/index|\/pages\/login\/index/);
    expect(chunks.length).toBeGreaterThan(10);
    await context.close();
  });

  it('keeps the shell and the other areas working while a remote is down, and recovers without a reload', async () => {
    const { context, page } = await newPhonePage(browser);
    await logInAs(page, '13800000000');
    const content = remoteOrigin('mf-content');
    await page.route(`${content}/**`, (route) => route.abort('connectionrefused'));
    await page.goto(`${shellUrl()}/pages/material/category`);
    await page.evaluate(
      () => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true),
    );
    const reload = page.getByRole('button', { name: /tap to reload/i });
    await reload.waitFor({ timeout: 15000 });
    const tabs = page.getByRole('navigation');
    expect(await tabs.getByRole('link').count()).toBe(5);

    // Another area still works.
    await tabs.getByRole('link', { name: 'Mine' }).click();
    await page.waitForURL(/\/pages\/user\/index/);
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('button', { name: /tap to reload/i }).count()).toBe(0);

    // Back to the area while it is still down, then the remote comes back: a tap recovers the
    // area in the same document.
    await tabs.getByRole('link', { name: 'Materials' }).click();
    await page.getByRole('button', { name: /tap to reload/i }).waitFor({ timeout: 15000 });
    await page.unroute(`${content}/**`);
    await page.getByRole('button', { name: /tap to reload/i }).click();
    await page.waitForLoadState('networkidle');
    await page.waitForFunction(() => !document.body.innerText.match(/tap to reload/i), undefined, {
      timeout: 15000,
    });
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);
    await context.close();
  });
});
