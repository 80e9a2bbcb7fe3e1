import {
  chromium,
  type Browser,
  type BrowserContext,
  type Page,
  type PageScreenshotOptions,
} from 'playwright-core';

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
  });
  const stored = session
    ? JSON.stringify({ state: { ...session, isLoggedIn: true }, version: 1 })
    : null;
  await context.addInitScript(
    ([sessionKey, languageKey, value, language]) => {
      // Once per tab: a page may change its language or log out afterwards.
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

/**
 * Waits for a page to settle: network idle, fonts, the page's loading indicators gone, every
 * image (lazy ones too, so a full-page shot has them) decoded, carousels and toasts still.
 */
export async function settle(page: Page, timeoutMs = 10_000): Promise<Settled> {
  await page.waitForLoadState('networkidle', { timeout: timeoutMs }).catch(() => undefined);
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
  await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
  await page.waitForTimeout(300);
  return { stillLoading, imagesPending };
}

/** Opens one page as the shot's reader and waits for it to settle. */
export async function openAs(browser: Browser, target: ShootTarget, shot: Shot): Promise<Page> {
  const context = await newReaderContext(browser, target, shot);
  const page = await context.newPage();
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
  const height = await page.evaluate(() => document.scrollingElement?.scrollHeight ?? 0);
  if (height > viewport.height) {
    await page.setViewportSize({
      width: viewport.width,
      height: Math.min(height, MAX_SHOT_HEIGHT),
    });
    await page.waitForTimeout(200);
  }
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
