import type { Browser } from 'playwright-core';
import { launchBrowser, logInAs, newPhonePage, shellUrl, toastText } from './support/app';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const pathOf = (url: string) => new URL(url).pathname;

describe('the route guard in the composed app (spec 5 and 6)', () => {
  it.each([
    '/',
    '/pages/index/index',
    '/pages/index/guide',
    '/pages/news/list',
    '/pagesTrain/compulsory/company',
  ])('lets a visitor open the public route %s', async (route) => {
    const { context, page } = await newPhonePage(browser);
    await page.goto(`${shellUrl()}${route}`);
    await page.waitForLoadState('networkidle');
    expect(pathOf(page.url())).toBe(route);
    await context.close();
  });

  it.each(['/pages/exam/index', '/pages/user/index', '/pagesUser/user/order'])(
    'sends a visitor from %s to the login page with "please log in first"',
    async (route) => {
      const { context, page } = await newPhonePage(browser);
      await page.goto(`${shellUrl()}${route}`);
      expect(await toastText(page)).toBe('please log in first');
      await page.waitForURL(/\/pages\/login\/index/);
      await context.close();
    },
  );

  it('lets a user who has not joined open the pre-join pages, and refuses the rest with "please join a team first"', async () => {
    const { context, page } = await newPhonePage(browser);
    await logInAs(page, '13800000001');
    await page.goto(`${shellUrl()}/pages/user/index`);
    await page.waitForLoadState('networkidle');
    expect(pathOf(page.url())).toBe('/pages/user/index');
    await page.goto(`${shellUrl()}/pages/exam/index`);
    expect(await toastText(page)).toBe('please join a team first');
    await page.waitForURL((url) => url.pathname !== '/pages/exam/index');
    await context.close();
  });

  it('sends a pending user (is_check 1) to the college page: at once from the server with the toast there, one second after the toast in the app', async () => {
    const { context, page } = await newPhonePage(browser);
    await logInAs(page, '13800000002');
    // A first load: the shell's server redirects, and the college page shows why.
    await page.goto(`${shellUrl()}/pages/exam/index`);
    expect(pathOf(page.url())).toBe('/pages/college/index');
    expect(await toastText(page)).toBe('please join a team first');
    await page.waitForLoadState('networkidle');
    // In the app: the toast where the reader is, then the college page a second later.
    await page.waitForTimeout(1200);
    await page.evaluate(() => {
      window.history.pushState({}, '', '/pages/exam/index');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    const shownAt = Date.now();
    expect(await toastText(page, /join a team/)).toBe('please join a team first');
    await page.waitForURL(/\/pages\/college\/index/);
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(700);
    await context.close();
  });

  it('lets a joined user open every area, and sends a logged-in user away from the login page', async () => {
    const { context, page } = await newPhonePage(browser);
    await logInAs(page, '13800000000');
    for (const route of [
      '/pages/exam/index',
      '/pages/train/index',
      '/pagesUser/user/order',
      '/pagesClockin/activity/index',
      '/pages/shop/index',
    ]) {
      await page.goto(`${shellUrl()}${route}`);
      await page.waitForLoadState('networkidle');
      expect(pathOf(page.url())).toBe(route);
    }
    await page.goto(`${shellUrl()}/pages/login/index`);
    await page.waitForURL(/\/pages\/index\/index$/);
    await context.close();
  });
});
