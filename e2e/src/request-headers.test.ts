import type { Browser, Page } from 'playwright-core';
import { RENDER_COOKIE } from '../../shell/src/server/render-contract';
import { apiUrl, launchBrowser, logInAs, newPhonePage, shellUrl } from './support/app';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/**
 * The headers of the first API call the page makes after opening a route: a page the browser
 * renders (a server-rendered one carries its data and calls nothing at first).
 */
async function firstApiHeaders(page: Page, route: string): Promise<Record<string, string>> {
  await page.context().addCookies([{ name: RENDER_COOKIE, value: 'client', url: shellUrl() }]);
  const request = page.waitForRequest(
    (r) =>
      r.url().startsWith(`${apiUrl()}/api/`) &&
      !r.url().startsWith(`${apiUrl()}/api/media/`) &&
      r.method() !== 'OPTIONS',
  );
  await page.goto(`${shellUrl()}${route}`);
  return (await request).headers();
}

describe('the request client in the browser (spec 7)', () => {
  it('sends Authorization "visitor" and channel h5 for a visitor in a normal browser', async () => {
    const { context, page } = await newPhonePage(browser);
    const headers = await firstApiHeaders(page, '/pages/news/list');
    expect(headers.authorization).toBe('visitor');
    expect(headers['x-channel']).toBe('h5');
    await context.close();
  });

  it('sends channel wechat inside the WeChat browser', async () => {
    const { context, page } = await newPhonePage(browser, { wechat: true });
    const headers = await firstApiHeaders(page, '/pages/news/list');
    expect(headers['x-channel']).toBe('wechat');
    await context.close();
  });

  it('sends the stored token once logged in', async () => {
    const { context, page } = await newPhonePage(browser);
    await logInAs(page, '13800000000');
    const headers = await firstApiHeaders(page, '/pages/user/index');
    expect(headers.authorization).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    await context.close();
  });
});
