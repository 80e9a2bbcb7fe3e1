/**
 * Issue 19: the shell's server renders each page through the federation (each remote's server
 * half), the browser hydrates it without asking for its data again, and any failure sends the
 * page to render in the browser, which still works.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { repoRoot } from '../../scripts/src/apps';
import { run } from '../../scripts/src/deploy/deploy-cli';
import type { RenderStats } from '../../shell/server/render-stats';
import { INTERACTIVE_MARK } from '../../shared/src/federation/remotes';
import {
  EARLY_INPUT_MARK,
  HYDRATION_MISMATCH,
  RENDERED_STATE_ID,
  RENDER_FALLBACK_ID,
  SESSION_COOKIE,
} from '../../shell/src/server/render-contract';
import {
  apiLogin,
  apiUrl,
  launchBrowser,
  logInAs,
  newPhonePage,
  shellUrl,
  toastText,
} from './support/app';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const deployEnv = () => ({
  DEPLOY_ROOT: process.env.E2E_DEPLOY_ROOT!,
  DEPLOY_PORT: process.env.E2E_DEPLOY_PORT!,
});
const deployUrl = () => `http://localhost:${process.env.E2E_DEPLOY_PORT}`;

async function apiData<T>(pathAndQuery: string, token = 'visitor'): Promise<T> {
  const reply = await fetch(`${apiUrl()}${pathAndQuery}`, {
    headers: { authorization: token, 'accept-language': 'en' },
  });
  const body = (await reply.json()) as { code: number | string; data: T };
  return body.data;
}

/** The page as plain HTTP gets it (no script runs), as a reader with this session cookie. */
async function pageHtml(pathAndQuery: string, token?: string): Promise<string> {
  const reply = await fetch(`${shellUrl()}${pathAndQuery}`, {
    headers: {
      accept: 'text/html',
      'accept-language': 'en',
      ...(token ? { cookie: `${SESSION_COOKIE}=${token}` } : {}),
    },
    redirect: 'manual',
  });
  expect(reply.status).toBe(200);
  return reply.text();
}

/** Renders until the server has the page's code (its first render may run past the budget). */
async function renderedHtml(pathAndQuery: string, token?: string): Promise<string> {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const html = await pageHtml(pathAndQuery, token);
    if (html.includes(`id="${RENDERED_STATE_ID}"`)) return html;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${pathAndQuery} was never rendered on the server`);
}

const rootOf = (html: string): string =>
  /<div id="root">([\s\S]*)<\/div><script type="application\/json" id="rendered-state"/.exec(
    html,
  )?.[1] ?? '';

describe('the HTML of a page holds its content', () => {
  it('home, for a visitor: the banners and the latest news', async () => {
    const banners = await apiData<{ list: { title: string }[] }>('/api/banners?position=home');
    const news = await apiData<{ list: { title: string }[] }>('/api/news?page=1&pageSize=5');
    const root = rootOf(await renderedHtml('/'));
    expect(root).toContain(`alt="${banners.list[0]!.title}"`);
    for (const item of news.list) expect(root).toContain(item.title);
  });

  it('the news list: its categories and first page', async () => {
    const news = await apiData<{ list: { title: string }[] }>('/api/news?page=1&pageSize=10');
    const root = rootOf(await renderedHtml('/pages/news/list'));
    expect(root).toContain('Company news');
    for (const item of news.list) expect(root).toContain(item.title);
  });

  it('home: the stylesheets it uses, inline and minified', async () => {
    const html = await renderedHtml('/');
    const inline = [...html.matchAll(/<style data-href="[^"]+"[^>]*>([^<]*)<\/style>/g)].map(
      (match) => match[1]!,
    );
    expect(inline.join('')).toContain('.adm-swiper');
    // No comment, no line broken for indentation: what the reader downloads is only rules.
    for (const css of inline) expect(css).not.toMatch(/\/\*|\n\s/);
  });

  it("a member's question-bank home: their own progress and banks", async () => {
    const { token } = await apiLogin('13800000000');
    const home = await apiData<{ banks: { name: string }[]; practised_count: number }>(
      '/api/exam/home',
      token,
    );
    const html = await renderedHtml('/pages/exam/index', token);
    const root = rootOf(html);
    for (const bank of home.banks) expect(root).toContain(bank.name);
    // The data comes with the page, for the browser to hydrate with.
    expect(html).toContain(`"practised_count":${home.practised_count}`);
  });
});

const renderStats = async (): Promise<RenderStats> =>
  (await fetch(`${shellUrl()}/__shell/render-stats`)).json() as Promise<RenderStats>;

const renderedStateOf = (html: string): { user: { id: unknown } | null } =>
  JSON.parse(
    /<script type="application\/json" id="rendered-state">(.*?)<\/script>/s.exec(html)![1]!,
  ) as { user: { id: unknown } | null };

describe("visitors' pages under load", () => {
  it('renders a page once for visitors asking at the same time, and sends it to them all', async () => {
    // A page of its own (its query), so no earlier test's render is kept for it.
    const pathAndQuery = `/pages/news/list?visitors=${Date.now()}`;
    const before = await renderStats();
    const pages = await Promise.all(Array.from({ length: 20 }, () => pageHtml(pathAndQuery)));
    const after = await renderStats();
    expect(new Set(pages).size).toBe(1);
    expect(pages[0]).toContain(`id="${RENDERED_STATE_ID}"`);
    expect(after.sentAgain - before.sentAgain).toBeGreaterThanOrEqual(19);
  });

  it("never sends a member's page to a visitor, nor a visitor's to a member", async () => {
    const { token, user } = await apiLogin('13800000000');
    const pathAndQuery = `/pages/news/list?readers=${Date.now()}`;
    const pages = await Promise.all(
      Array.from({ length: 6 }, (_, i) => pageHtml(pathAndQuery, i % 2 ? token : undefined)),
    );
    pages.forEach((html, i) =>
      expect(renderedStateOf(html).user?.id ?? null).toBe(i % 2 ? user.id : null),
    );
  });
});

/** Opens a page and records the API calls it makes and what the console says. */
async function openAndWatch(page: Page, pathAndQuery: string) {
  // Ends the page logging in left open: its idle work (fetching its own carried stylesheets)
  // would otherwise be counted as this page's.
  await page.goto('about:blank');
  const calls: string[] = [];
  const mismatches: string[] = [];
  const stylesheets: string[] = [];
  // The browser logs each file it was refused (the icon it asks for by itself included).
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith('Failed to load resource')) {
      refused.push(`${message.location().url}: ${message.text()}`);
    }
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('.css')) {
      stylesheets.push(`${request.resourceType()} ${url.pathname.split('/').pop()!}`);
    }
    if (url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/media/')) {
      calls.push(`${request.method()} ${url.pathname}${url.search}`);
    }
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith(HYDRATION_MISMATCH)) {
      mismatches.push(message.text());
    }
  });
  await page.goto(`${shellUrl()}${pathAndQuery}`);
  await page.waitForFunction(() => document.documentElement.dataset.rendering !== undefined);
  // The page is interactive: a tap works once it has hydrated.
  await page.waitForLoadState('networkidle');
  const rendering = await page.evaluate(() => document.documentElement.dataset.rendering);
  const carried = await page.evaluate(() =>
    [...document.querySelectorAll('style[data-href]')].map((s) => s.getAttribute('data-href')!),
  );
  return { calls, mismatches, rendering, stylesheets, carried, refused };
}

describe('the browser hydrates the page it was sent', () => {
  it.each([
    ['/', null],
    ['/pages/news/list', null],
    ['/pages/exam/index', '13800000000'],
    ['/', '13800000000'],
    ['/pages/user/index', '13800000000'],
  ] as const)(
    '%s (%s): without a mismatch, a missing file, or asking for its data or its stylesheets again',
    async (at, who) => {
      const token = who ? (await apiLogin(who)).token : undefined;
      await renderedHtml(at, token); // the server has the page's code by now
      const { context, page } = await newPhonePage(browser);
      if (who) await logInAs(page, who);
      const { calls, mismatches, rendering, stylesheets, carried, refused } = await openAndWatch(
        page,
        at,
      );
      expect(rendering).toBe('hydrated');
      expect(mismatches).toEqual([]);
      expect(refused).toEqual([]);
      // The page carries its stylesheets: none is loaded as a stylesheet again; each is fetched
      // once, quietly, into the HTTP cache for the next documents.
      expect(carried.length).toBeGreaterThan(0);
      const again = stylesheets.filter((request) => carried.includes(request.split(' ')[1]!));
      expect(again.filter((request) => !request.startsWith('fetch '))).toEqual([]);
      expect(again.filter((request, i) => again.indexOf(request) !== i)).toEqual([]);
      // Nor the same text under another chunk's name (its content hash): loaded after the page's
      // own stylesheets, it would undo the rules that override it (the bank covers on the
      // question-bank home went full width once hydrated).
      const textOf = (file: string) => /\.([0-9a-f]{8})\.css$/.exec(file)?.[1];
      const carriedTexts = new Set(carried.map(textOf));
      expect(
        stylesheets.filter(
          (request) =>
            request.startsWith('stylesheet ') && carriedTexts.has(textOf(request.split(' ')[1]!)),
        ),
      ).toEqual([]);
      // No page data: at most the session's own bookkeeping.
      expect(
        calls.filter((call) => !/^(GET \/api\/me|POST \/api\/client-reports)/.test(call)),
      ).toEqual([]);
      await context.close();
    },
    60_000,
  );

  it('a link tapped after hydrating navigates in the page, and the next page loads its data', async () => {
    await renderedHtml('/pages/news/list');
    const { context, page } = await newPhonePage(browser);
    await openAndWatch(page, '/pages/news/list');
    const link = page.getByRole('link').filter({ hasText: /./, visible: true }).nth(5);
    const href = await link.getAttribute('href');
    await link.click();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === href);
    await page.getByRole('heading').first().waitFor();
    // Still the same document: the page was not loaded again.
    expect(await page.evaluate(() => document.documentElement.dataset.rendering)).toBe('hydrated');
    await context.close();
  });
});

/** Waits until the page has set this User Timing mark. */
const markSet = (page: Page, mark: string) =>
  page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, mark);

/**
 * Opens the page the server renders with its scripts held back until `typeInto` has run: what a
 * reader on a slow phone does on the page before it hydrates. Answers once it has hydrated.
 */
async function beforeHydrating(page: Page, at: string, typeInto: () => Promise<void>) {
  let release = () => {};
  const typed = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js(\?|$)/, async (route) => {
    await typed;
    await route.continue();
  });
  await page.goto(`${shellUrl()}${at}`, { waitUntil: 'commit' });
  await typeInto();
  expect(await page.evaluate(() => document.documentElement.dataset.rendering)).toBeUndefined();
  release();
  await markSet(page, INTERACTIVE_MARK);
}

describe('what a reader does before the page has hydrated', () => {
  it('typing, then Enter: the search is sent once the page has hydrated, with the keyword typed', async () => {
    const { context, page } = await newPhonePage(browser);
    await logInAs(page, '13800000000');
    const field = page.getByRole('searchbox');
    await beforeHydrating(page, '/pages/search/index', async () => {
      await field.pressSequentially('sales');
      await field.press('Enter');
    });
    await page.waitForURL((url) => url.pathname === '/pages/search/list');
    expect(new URL(page.url()).searchParams.get('keyword')).toBe('sales');
    await context.close();
  });

  it('typing, then a tap on Log in: nothing is sent then (no password in a URL); once hydrated, the tap logs in', async () => {
    const { context, page } = await newPhonePage(browser);
    await beforeHydrating(page, '/pages/login/index', async () => {
      await page.getByLabel('Mobile').pressSequentially('13800000000');
      await page.getByLabel('Password').pressSequentially('Passw0rd!');
      await page.getByRole('button', { name: 'Log in' }).click();
      expect(page.url()).toBe(`${shellUrl()}/pages/login/index`);
    });
    await page.waitForURL((url) => !url.pathname.startsWith('/pages/login/'));
    expect(new URL(page.url()).search).not.toContain('Passw0rd');
    await context.close();
  });

  it('typing, then Enter in the password field: once hydrated, the form is sent and logs in', async () => {
    const { context, page } = await newPhonePage(browser);
    await beforeHydrating(page, '/pages/login/index', async () => {
      await page.getByLabel('Mobile').pressSequentially('13800000000');
      await page.getByLabel('Password').pressSequentially('Passw0rd!');
      await page.getByLabel('Password').press('Enter');
    });
    await page.waitForURL((url) => !url.pathname.startsWith('/pages/login/'));
    expect(new URL(page.url()).search).not.toContain('Passw0rd');
    await context.close();
  });

  it('a tap on a tab: the tab opens once the page has hydrated, and only the last tap counts', async () => {
    const { context, page } = await newPhonePage(browser);
    await beforeHydrating(page, '/pages/login/index', async () => {
      await page.getByRole('tab', { name: 'SMS code' }).click();
      await page.getByRole('tab', { name: 'Password' }).click();
      await page.getByRole('tab', { name: 'SMS code' }).click();
    });
    await page.getByRole('button', { name: 'Send code' }).waitFor();
    await markSet(page, EARLY_INPUT_MARK);
    const replayed = await page.evaluate(
      (name) => (performance.getEntriesByName(name)[0] as PerformanceMark).detail as unknown,
      EARLY_INPUT_MARK,
    );
    expect(replayed).toEqual({ typed: 0, action: 'click' });
    await context.close();
  });
});

describe('the guard on the server', () => {
  it('redirects a reader who may not open the page, and the page it sends them to says why', async () => {
    const { token } = await apiLogin('13800000001'); // not joined
    const reply = await fetch(`${shellUrl()}/pagesExam/paper/index`, {
      headers: { accept: 'text/html', cookie: `${SESSION_COOKIE}=${token}` },
      redirect: 'manual',
    });
    expect(reply.status).toBe(302);
    expect(reply.headers.get('location')).toBe('/pagesUser/bind/index');

    const { context, page } = await newPhonePage(browser);
    await logInAs(page, '13800000001');
    await page.goto(`${shellUrl()}/pagesExam/paper/index`);
    expect(await toastText(page)).toBe('please join a team first');
    expect(new URL(page.url()).pathname).toBe('/pagesUser/bind/index');
    await context.close();
  });
});

/** mf-content's local build deployed as this version; answers the release that went live. */
async function deployContent(version: string): Promise<string> {
  const build = path.join(repoRoot, 'mf-content', 'dist');
  const deployed = await run(
    ['deploy', 'mf-content', `--from=${build}`, `--version=${version}`],
    deployEnv(),
  );
  const live = new RegExp(`(${version.replace(/\./g, '\\.')}-[0-9a-f]{8}) is live`).exec(deployed);
  if (!live) throw new Error(`The deploy of ${version} did not go live: ${deployed}`);
  return live[1]!;
}

describe('when the server cannot render a page', () => {
  afterAll(() => {
    // Back to the local builds for the suites after this one.
    fs.rmSync(path.join(deployEnv().DEPLOY_ROOT, 'remotes.json'), { force: true });
  });

  it("renders it in the browser when the remote's server half cannot be loaded, and says so", async () => {
    const release = await deployContent('19.0.0');
    // The release's server half goes missing from its folder (the CDN lost it).
    fs.rmSync(path.join(deployEnv().DEPLOY_ROOT, 'mf-content', release, 'server'), {
      recursive: true,
    });
    const html = await pageHtml('/pages/news/list');
    expect(html).toContain(`id="${RENDER_FALLBACK_ID}"`);
    expect(html).not.toContain(`id="${RENDERED_STATE_ID}"`);

    const { context, page } = await newPhonePage(browser);
    const reports: string[] = [];
    // The page's reports go out with sendBeacon: read on their way.
    await context.route('**/api/client-reports', async (route) => {
      reports.push(route.request().postData() ?? '');
      await route.continue();
    });
    const { rendering } = await openAndWatch(page, '/pages/news/list');
    expect(rendering).toBe('client');
    // The page works: its news, from the browser's own calls.
    await page.getByRole('link').filter({ visible: true }).first().waitFor();
    await page.evaluate(() =>
      (window as unknown as { __clientReports: { flush(): void } }).__clientReports.flush(),
    );
    for (let waited = 0; !reports.join('\n').includes('"kind":"render-fallback"'); waited += 100) {
      if (waited > 5000) throw new Error(`No render-fallback report among: ${reports.join('\n')}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await context.close();
  }, 120_000);

  it('renders with a release deployed since, without a restart', async () => {
    const release = await deployContent('19.0.1');
    // The page's stylesheets come from the release the server rendered it with.
    const html = await renderedHtml('/pages/news/list');
    expect(html).toContain(`${deployUrl()}/mf-content/${release}/`);
  }, 120_000);
});
