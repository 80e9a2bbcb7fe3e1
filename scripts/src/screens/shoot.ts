import {
  chromium,
  type Browser,
  type BrowserContext,
  type Page,
  type PageScreenshotOptions,
} from 'playwright-core';

import { SESSION_COOKIE } from '../../../shell/src/server/render-contract';

export type ShotLanguage = 'en' | 'zh-CN';
export type ShotWidth = 375 | 960;

/** Who looks at a page: a demo account's mobile, or undefined for a visitor. */
export type Shot = {
  /** App path with its query, e.g. /pagesUser/user/customer. */
  path: string;
  as?: string | undefined;
  language: ShotLanguage;
  width: ShotWidth;
  file: string;
};

/** The reader of a browser context: identity, language and screen width. */
export type ReaderView = Omit<Shot, 'path' | 'file'>;

export type ShootTarget = { shellUrl: string; apiUrl: string };

const SESSION_KEY = 'shared.session';
const LANGUAGE_KEY = 'shared.language';
export const DEMO_PASSWORD = 'Passw0rd!';

/** The page's loading indicators (shared/ui LoadingView, CompactLoading, the global spinner). */
export const LOADING_INDICATORS =
  '.adm-spin-loading, .adm-dot-loading, .adm-skeleton, [data-testid="global-loading"]';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
}

export type DemoSession = { token: string; exp: number; user: unknown };

const sessions = new Map<string, Promise<DemoSession>>();

async function logIn(apiUrl: string, mobile: string): Promise<DemoSession> {
  const response = await fetch(`${apiUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile, password: DEMO_PASSWORD }),
  });
  const body = (await response.json()) as {
    code: number;
    message?: string;
    data: DemoSession;
  };
  if (body.code !== 0) throw new Error(`Logging in as ${mobile} failed: ${body.message ?? ''}`);
  return body.data;
}

/** A demo account's session, logged in once per run (every page of that reader shares it). */
export function demoSession(apiUrl: string, mobile: string): Promise<DemoSession> {
  const key = `${apiUrl} ${mobile}`;
  let session = sessions.get(key);
  if (!session) {
    session = logIn(apiUrl, mobile);
    sessions.set(key, session);
    session.catch(() => sessions.delete(key));
  }
  return session;
}

/**
 * Runs `fn` in the page. The function travels as source text: tsx (esbuild, keepNames) wraps
 * named inner functions in `__name(...)`, which the page does not have, so it is defined here.
 */
export function inPage<A, R>(page: Page, fn: (arg: A) => R | Promise<R>, arg: A): Promise<R> {
  return page.evaluate(
    `(() => { const __name = (f) => f; return (${fn.toString()})(${JSON.stringify(arg)}); })()`,
  ) as Promise<R>;
}

/**
 * A browser context for one reader: phone or desktop viewport, the reader's language, and the
 * session the app's store persists (seeded before the app starts, on every page of the context).
 */
export async function newReaderContext(
  browser: Browser,
  target: ShootTarget,
  reader: ReaderView,
): Promise<BrowserContext> {
  const session = reader.as ? await demoSession(target.apiUrl, reader.as) : null;
  const context = await browser.newContext({
    viewport: { width: reader.width, height: reader.width === 375 ? 667 : 800 },
    deviceScaleFactor: 2,
    isMobile: reader.width === 375,
    hasTouch: reader.width === 375,
    locale: reader.language === 'en' ? 'en-US' : 'zh-CN',
    // Carousels then stand still: a shot never catches a banner halfway through its turn.
    reducedMotion: 'reduce',
  });
  const stored = session
    ? JSON.stringify({ state: { ...session, isLoggedIn: true }, version: 1 })
    : null;
  // As the app keeps it: the session cookie lets the shell's server render the reader's pages.
  if (session) {
    await context.addCookies([
      { name: SESSION_COOKIE, value: session.token, url: target.shellUrl },
    ]);
  }
  await context.addInitScript(
    ([sessionKey, languageKey, value, language]) => {
      // Only the app's own document: the script also runs in frames (a PDF viewer's), where
      // storage may be missing. Once per tab: a page may change its language or log out later.
      if (window !== window.top || !window.sessionStorage) return;
      if (sessionStorage.getItem('screens.seeded')) return;
      sessionStorage.setItem('screens.seeded', '1');
      localStorage.setItem(languageKey!, language!);
      if (value) localStorage.setItem(sessionKey!, value);
      else localStorage.removeItem(sessionKey!);
    },
    [SESSION_KEY, LANGUAGE_KEY, stored, reader.language] as const,
  );
  return context;
}

export type Settled = {
  /** Loading indicators still on screen when the wait gave up. */
  stillLoading: boolean;
  /** Images that had not finished loading when the wait gave up. */
  imagesPending: number;
};

/** Requests in flight on a page, so a wait can tell when it has gone quiet. */
export type NetworkWatch = {
  /** Resolves once nothing has been in flight for `quietMs` (false: still busy at the timeout). */
  quiet(quietMs?: number, timeoutMs?: number): Promise<boolean>;
};

const networkWatches = new WeakMap<Page, NetworkWatch>();

/**
 * Watches a page's requests (websockets aside). Unlike the load state 'networkidle', which a
 * page reaches once per document, this also settles after a navigation inside the app.
 */
export function watchNetwork(page: Page): NetworkWatch {
  const existing = networkWatches.get(page);
  if (existing) return existing;
  const inFlight = new Set<unknown>();
  let lastActivity = Date.now();
  page.on('request', (request) => {
    inFlight.add(request);
    lastActivity = Date.now();
  });
  const finished = (request: unknown) => {
    inFlight.delete(request);
    lastActivity = Date.now();
  };
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
  const watch: NetworkWatch = {
    async quiet(quietMs = 500, timeoutMs = 10_000) {
      const end = Date.now() + timeoutMs;
      while (Date.now() < end) {
        if (inFlight.size === 0 && Date.now() - lastActivity >= quietMs) return true;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return false;
    },
  };
  networkWatches.set(page, watch);
  return watch;
}

/**
 * Opens `path` in a page that already shows the app, the way a link does: a history entry and
 * the router's popstate, no new document (the shell and the area stay loaded, much faster).
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

/**
 * Waits for a page to settle: network quiet, fonts, the page's loading indicators gone, every
 * image (lazy ones too, so a full-page shot has them) decoded, carousels and toasts still.
 * Call `watchNetwork(page)` before the navigation so its requests are seen from the start. The
 * 20 s limit is for a busy machine (2 cores shared with builds): a settled page returns at once.
 */
export async function settle(page: Page, timeoutMs = 20_000): Promise<Settled> {
  const network = watchNetwork(page);
  // A request that is only about to start (a lazy chunk, the page's data) counts as activity too.
  await page.waitForTimeout(100);
  await network.quiet(500, timeoutMs);
  await page.evaluate(() => document.fonts.ready);
  const stillLoading = await page
    .waitForFunction(
      `(() => ![...document.querySelectorAll(${JSON.stringify(LOADING_INDICATORS)})].some((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden'))()`,
      undefined,
      { timeout: timeoutMs, polling: 100 },
    )
    .then(
      () => false,
      () => true,
    );
  await page.evaluate(() => {
    for (const image of Array.from(document.images)) {
      if (image.loading === 'lazy') image.loading = 'eager';
    }
  });
  const imagesPending = await page
    .waitForFunction('Array.from(document.images).every((image) => image.complete)', undefined, {
      timeout: 5_000,
      polling: 100,
    })
    .then(
      () => 0,
      () => page.evaluate(() => Array.from(document.images).filter((i) => !i.complete).length),
    );
  await network.quiet(300, 3_000);
  await page.waitForTimeout(200);
  return { stillLoading, imagesPending };
}

/** Opens one page as the shot's reader and waits for it to settle. */
export async function openAs(browser: Browser, target: ShootTarget, shot: Shot): Promise<Page> {
  const context = await newReaderContext(browser, target, shot);
  const page = await context.newPage();
  watchNetwork(page);
  await page.goto(`${target.shellUrl}${shot.path}`, { waitUntil: 'domcontentloaded' });
  await settle(page);
  return page;
}

const SCREENSHOT_OPTIONS: PageScreenshotOptions = { animations: 'disabled' };
/** Taller pages are cut here (Chromium's largest texture at device scale 2). */
const MAX_SHOT_HEIGHT = 8000;

/**
 * The whole page, as tall as its content: the viewport grows to the page's height first, so
 * fixed bars (the tab bar, a page's action bar) sit at the bottom of the picture as on a phone,
 * not across the middle of the content as in a stitched full-page capture.
 */
export async function captureFullPage(page: Page, file: string): Promise<void> {
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('The page has no viewport');
  // A taller viewport can bring a paged list's next page into view, which makes the page taller
  // again: grow until the height holds, or a bar fixed at the bottom would seem to cover rows.
  let shown = viewport.height;
  for (let round = 0; round < 6; round += 1) {
    const height = await page.evaluate(() => document.scrollingElement?.scrollHeight ?? 0);
    const wanted = Math.min(height, MAX_SHOT_HEIGHT);
    if (wanted <= shown) break;
    shown = wanted;
    await page.setViewportSize({ width: viewport.width, height: shown });
    await page.waitForTimeout(400);
  }
  // Two frames after the last resize: on a busy machine a shot taken sooner can catch the
  // compositor's tiles of the old size (the screen repeated in a grid, cut at half width).
  await page.evaluate(
    () =>
      new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
  await page.screenshot({ ...SCREENSHOT_OPTIONS, path: file });
}

export async function shoot(browser: Browser, target: ShootTarget, shot: Shot): Promise<void> {
  const page = await openAs(browser, target, shot);
  try {
    await captureFullPage(page, shot.file);
  } finally {
    await page.context().close();
  }
}
