/**
 * The session ending mid-use (spec 4, 5, 8): the token's time running out on the device, the
 * server ending it, and HTTP 500 (the forced logout). Each shows the spec's toast, lands where
 * the spec says, and settles: no redirect or request loop.
 */
import { createSigner } from 'fast-jwt';
import type { Browser, Page } from 'playwright-core';
import { apiLogin, apiUrl, launchBrowser, newPhonePage, shellUrl } from '../src/support/app';
import { apiPattern, recordToasts, toast } from './support/faults-app';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

type Session = { token: string; exp: number; user: Record<string, unknown> };

async function storeSession(page: Page, session: Session): Promise<void> {
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
}

const storedToken = (page: Page) =>
  page.evaluate(() => {
    const raw = localStorage.getItem('shared.session');
    return raw ? ((JSON.parse(raw) as { state?: { token?: string } }).state?.token ?? null) : null;
  });

/** Counts what happens after the fault: in-page navigations and API calls. */
function watch(page: Page): { navigations: () => number; apiCalls: () => number } {
  let navigations = 0;
  let apiCalls = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  });
  const pattern = apiPattern();
  page.on('request', (request) => {
    if (pattern.test(request.url())) apiCalls += 1;
  });
  return { navigations: () => navigations, apiCalls: () => apiCalls };
}

/** Nothing more happens for `ms`: the app has settled instead of looping. */
async function expectSettled(page: Page, counter: () => number, ms = 3000): Promise<void> {
  const before = counter();
  await page.waitForTimeout(ms);
  expect(counter() - before).toBeLessThanOrEqual(1);
}

/** The paths of the API calls the page sends without a token (as a visitor), from now on. */
function recordVisitorCalls(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && request.headers().authorization === 'visitor')
      paths.push(url.pathname);
  });
  return paths;
}

const tabBar = (page: Page) => page.getByRole('navigation', { name: 'Main sections' });

describe('the session ending mid-use', () => {
  it('token time runs out on the device: the next protected page says "please log in first" and goes to login', async () => {
    const { context, page } = await newPhonePage(browser);
    const session = await apiLogin('13800000000');
    await storeSession(page, { ...session, exp: Math.floor(Date.now() / 1000) + 4 });
    await page.goto(`${shellUrl()}/pages/news/list`);
    await page.locator('a[href*="/pages/news/detail?id="]').first().waitFor();
    await page.waitForTimeout(4500);
    const seen = watch(page);
    await tabBar(page).getByRole('link', { name: 'Mine' }).click();
    await toast(page, 'please log in first').waitFor({ timeout: 5000 });
    await page.waitForURL(/\/pages\/login\/index/);
    await expectSettled(page, seen.navigations);
    expect(seen.navigations()).toBeLessThanOrEqual(3);
    await context.close();
  });

  it('the server ends the session: "Your login has expired", the request fails, and nothing loops', async () => {
    const { context, page } = await newPhonePage(browser);
    const session = await apiLogin('13800000000');
    await storeSession(page, session);
    await page.goto(`${shellUrl()}/pages/user/index`);
    await page.waitForLoadState('networkidle');
    // Logged out elsewhere: the token is revoked on the server while the device still holds it.
    const logout = await fetch(`${apiUrl()}/api/logout`, {
      method: 'POST',
      headers: { authorization: session.token },
    });
    expect(((await logout.json()) as { code: number | string }).code).toEqual(expect.anything());
    const seen = watch(page);
    await tabBar(page).getByRole('link', { name: 'Materials' }).click();
    // As a toast, or inline where a page shows its own load errors (calls made with toast: false).
    await page
      .getByText('Your login has expired')
      .filter({ visible: true })
      .first()
      .waitFor({ timeout: 10000 });
    await expectSettled(page, seen.apiCalls);
    expect(seen.apiCalls()).toBeLessThan(15);
    await context.close();
  });

  it('HTTP 500 from a token the server cannot verify: "Your login has expired", logged out, once', async () => {
    const { context, page } = await newPhonePage(browser);
    const session = await apiLogin('13800000000');
    const forged = createSigner({ key: 'another-key-'.repeat(4), algorithm: 'HS256' })({
      sub: String(session.user.id),
      jti: 'f'.repeat(32),
      exp: session.exp,
    });
    await storeSession(page, { ...session, token: forged });
    const toasts = await recordToasts(page);
    const seen = watch(page);
    let fiveHundreds = 0;
    page.on('response', (response) => {
      if (response.status() === 500) fiveHundreds += 1;
    });
    await page.goto(`${shellUrl()}/pages/user/index`);
    // The toast comes first; the login page follows once its route has loaded, which on a busy
    // machine can take longer than the toast's 2 s.
    await toast(page, 'Your login has expired').waitFor({ timeout: 10000 });
    await page.waitForURL(/\/pages\/login\/index/, { timeout: 10000 });
    // The only toast: the page's other calls that were on their way with the same token do not
    // toast or log out again.
    expect(await storedToken(page)).toBeNull();
    await expectSettled(page, seen.apiCalls);
    expect(fiveHundreds).toBeLessThanOrEqual(5);
    expect(await toasts()).toEqual(['Your login has expired']);
    await context.close();
  });

  it('an HTTP 500 in the middle of a session: the toast, the logout, and the login page stays', async () => {
    const { context, page } = await newPhonePage(browser);
    await storeSession(page, await apiLogin('13800000000'));
    const toasts = await recordToasts(page);
    await page.goto(`${shellUrl()}/pages/news/list`);
    await page.locator('a[href*="/pages/news/detail?id="]').first().waitFor();
    // Nothing of the news list still on its way (a next page): the 500 must reach the next page's
    // call, not one the news list abandons as it is left (a cancelled call shows nothing).
    await page.waitForLoadState('networkidle');
    // The Materials page's first call answers 500 (any other call on its way, the news list's or
    // a background one, is not the one under test); the server is fine again after it.
    let failing = true;
    await page.route(apiPattern(), (route) => {
      if (!failing || !new URL(route.request().url()).pathname.startsWith('/api/materials'))
        return route.continue();
      failing = false;
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ status_code: 500, message: 'Internal Server Error' }),
      });
    });
    const seen = watch(page);
    // The Materials page being left loads nothing as a visitor: its refusal ("Please log in
    // first") would replace the toast that says why the session ended.
    const visitorCalls = recordVisitorCalls(page);
    await tabBar(page).getByRole('link', { name: 'Materials' }).click();
    // The toast is read from the recorder below: on a busy machine its 2 s can pass before a
    // locator looks, while the logout has already taken the reader to the login page.
    await page.waitForURL(/\/pages\/login\/index/, { timeout: 10000 });
    expect(await storedToken(page)).toBeNull();
    await expectSettled(page, seen.navigations);
    expect(new URL(page.url()).pathname).toBe('/pages/login/index');
    expect(await toasts()).toEqual(['Your login has expired']);
    expect(visitorCalls.filter((path) => path.startsWith('/api/materials'))).toEqual([]);
    await context.close();
  });

  it('logged out in another tab: the guard takes the reader to the login page, and nothing is loaded as a visitor', async () => {
    const { context, page: settings } = await newPhonePage(browser);
    await storeSession(settings, await apiLogin('13800000000'));
    const mine = await context.newPage();
    await mine.goto(`${shellUrl()}/pages/user/index`);
    await mine.getByText('Joined', { exact: true }).waitFor();
    await mine.waitForLoadState('networkidle');
    const visitorCalls = recordVisitorCalls(mine);
    await settings.goto(`${shellUrl()}/pagesUser/set/index`);
    await settings.getByRole('button', { name: 'Log out' }).click();
    await settings.waitForURL(/\/pages\/login\/index/, { timeout: 10000 });
    await mine.waitForURL(/\/pages\/login\/index\?redirect=%2Fpages%2Fuser%2Findex$/, {
      timeout: 10000,
    });
    await toast(mine, 'please log in first').waitFor();
    // The login page's own call for the demo accounts is a visitor's; the Mine page made none.
    expect(visitorCalls.filter((path) => path !== '/api/demo-accounts')).toEqual([]);
    await context.close();
  });
});
