import { chromium, type Browser, type Page } from 'playwright-core';

/** Who looks at a page: a demo account's mobile, or undefined for a visitor. */
export type Shot = {
  /** App path with its query, e.g. /pagesUser/user/customer. */
  path: string;
  as?: string | undefined;
  language: 'en' | 'zh-CN';
  width: 375 | 960;
  file: string;
};

export type ShootTarget = { shellUrl: string; apiUrl: string };

const SESSION_KEY = 'shared.session';
const LANGUAGE_KEY = 'shared.language';
export const DEMO_PASSWORD = 'Passw0rd!';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
}

async function sessionOf(apiUrl: string, mobile: string): Promise<unknown> {
  const response = await fetch(`${apiUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile, password: DEMO_PASSWORD }),
  });
  const body = (await response.json()) as {
    code: number;
    message?: string;
    data: { token: string; exp: number; user: unknown };
  };
  if (body.code !== 0) throw new Error(`Logging in as ${mobile} failed: ${body.message ?? ''}`);
  const { token, exp, user } = body.data;
  return { state: { token, exp, user, isLoggedIn: true }, version: 1 };
}

/** Opens one page as the shot's reader and waits for it to settle (network idle, fonts). */
export async function openAs(browser: Browser, target: ShootTarget, shot: Shot): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: shot.width, height: shot.width === 375 ? 667 : 800 },
    deviceScaleFactor: 2,
    isMobile: shot.width === 375,
    hasTouch: shot.width === 375,
    locale: shot.language === 'en' ? 'en-US' : 'zh-CN',
  });
  const session = shot.as ? JSON.stringify(await sessionOf(target.apiUrl, shot.as)) : null;
  await context.addInitScript(
    ([sessionKey, languageKey, value, language]) => {
      if (sessionStorage.getItem('screens.seeded')) return;
      sessionStorage.setItem('screens.seeded', '1');
      localStorage.setItem(languageKey!, language!);
      if (value) localStorage.setItem(sessionKey!, value);
      else localStorage.removeItem(sessionKey!);
    },
    [SESSION_KEY, LANGUAGE_KEY, session, shot.language] as const,
  );
  const page = await context.newPage();
  await page.goto(`${target.shellUrl}${shot.path}`, { waitUntil: 'networkidle' });
  await page.evaluate(() => document.fonts.ready);
  // Carousels and toasts settle; images decode.
  await page.waitForTimeout(400);
  return page;
}

export async function shoot(browser: Browser, target: ShootTarget, shot: Shot): Promise<void> {
  const page = await openAs(browser, target, shot);
  try {
    await page.screenshot({ path: shot.file, fullPage: true });
  } finally {
    await page.context().close();
  }
}
