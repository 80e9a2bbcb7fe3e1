import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { SESSION_COOKIE } from '../../../shell/src/server/render-contract';

export const shellUrl = (): string => process.env.E2E_SHELL_URL!;
export const apiUrl = (): string => process.env.E2E_API_URL!;
export const remoteOrigin = (dir: string): string =>
  process.env[`E2E_ORIGIN_${dir.replace('-', '_').toUpperCase()}`]!;

export const WECHAT_USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
}

/** A phone-sized page (375 × 667), English, optionally inside the WeChat browser. */
export async function newPhonePage(
  browser: Browser,
  options: { wechat?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 667 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
    ...(options.wechat ? { userAgent: WECHAT_USER_AGENT } : {}),
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  return { context, page };
}

export async function apiLogin(
  mobile: string,
  password = 'Passw0rd!',
): Promise<{ token: string; exp: number; user: Record<string, unknown> }> {
  const response = await fetch(`${apiUrl()}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile, password }),
  });
  const body = (await response.json()) as {
    code: number;
    data: { token: string; exp: number; user: Record<string, unknown> };
  };
  if (body.code !== 0) throw new Error(`login ${mobile}: ${JSON.stringify(body)}`);
  return body.data;
}

/** Starts the page logged in as a demo account, the way the session store persists it. */
export async function logInAs(page: Page, mobile: string): Promise<void> {
  const session = await apiLogin(mobile);
  await page.goto(`${shellUrl()}/pages/index/guide`);
  await page.evaluate((s) => {
    localStorage.setItem(
      'shared.session',
      JSON.stringify({
        state: { token: s.token, exp: s.exp, user: s.user, isLoggedIn: true },
        version: 1,
      }),
    );
  }, session);
  // The app keeps its session in this cookie too (the shell's server renders the reader's
  // pages with it); set after the page above ran, which wrote the cookie of no session.
  await page
    .context()
    .addCookies([{ name: SESSION_COOKIE, value: session.token, url: shellUrl() }]);
}

/**
 * The text of the toast on screen (antd-mobile Toast), read in the moment it is seen: a toast
 * lasts two seconds, and on a busy machine a second step could find it gone. With `naming`, the
 * first toast whose text matches it (an earlier toast may still be showing).
 */
export async function toastText(page: Page, naming?: RegExp): Promise<string> {
  const text = await page.waitForFunction(
    (pattern) => {
      const texts = [...document.querySelectorAll('.adm-toast-main')].map((toast) =>
        toast instanceof HTMLElement ? toast.innerText.trim() : '',
      );
      const match = pattern ? new RegExp(pattern.source, pattern.flags) : null;
      return texts.find((t) => t && (!match || match.test(t))) ?? null;
    },
    naming ? { source: naming.source, flags: naming.flags } : null,
    { timeout: 5000, polling: 'raf' },
  );
  return (await text.jsonValue()) as string;
}
