import type { Browser, BrowserContext, Page } from 'playwright-core';
import { MOBILE_PROFILE, VITALS_SCRIPT, throttle } from './mobile-profile';
import { RENDER_COOKIE, SESSION_COOKIE } from '../../../shell/src/server/render-contract';
import { watchTabTaps } from '../tab-switch/tab-tap';

/** A demo reader's session, as the API's login answers it. */
export type Session = { token: string; exp: number; user: unknown };

/** Logs the joined demo staff member in. */
export async function login(apiUrl: string): Promise<Session> {
  const res = await fetch(`${apiUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile: '13800000000', password: 'Passw0rd!' }),
  });
  return ((await res.json()) as { data: Session }).data;
}

/**
 * A fresh phone (empty cache), logged in from its first script when `session` is given (and,
 * for `origin`, with the session cookie the shell's server renders the reader's pages with);
 * `renderInBrowser` asks the shell's server for the browser's rendering of its pages.
 */
export async function phone(
  browser: Browser,
  session?: Session,
  options: { origin?: string; renderInBrowser?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: MOBILE_PROFILE.viewport,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
  });
  if (session) {
    await context.addInitScript((s) => {
      if (!localStorage.getItem('shared.session'))
        localStorage.setItem(
          'shared.session',
          JSON.stringify({
            state: { token: s.token, exp: s.exp, user: s.user, isLoggedIn: true },
            version: 1,
          }),
        );
    }, session);
  }
  if (options.origin) {
    await context.addCookies([
      ...(session ? [{ name: SESSION_COOKIE, value: session.token, url: options.origin }] : []),
      ...(options.renderInBrowser
        ? [{ name: RENDER_COOKIE, value: 'client', url: options.origin }]
        : []),
    ]);
  }
  await context.addInitScript(VITALS_SCRIPT);
  await watchTabTaps(context);
  const page = await context.newPage();
  await throttle(context, page);
  return { context, page };
}
