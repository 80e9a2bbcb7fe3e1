import type { Browser } from 'playwright-core';
import { launchBrowser, logInAs, newPhonePage, shellUrl } from './support/app';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('the content area inside the composed shell', () => {
  it('lets a visitor read the news: the list, then an article', async () => {
    const { context, page } = await newPhonePage(browser);
    await page.goto(`${shellUrl()}/pages/news/list`);
    const first = page.locator('a[href*="/pages/news/detail?id="]').first();
    await first.waitFor();
    const href = await first.getAttribute('href');
    await first.click();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === href);
    await page
      .getByText(/\d+ reads?/)
      .first()
      .waitFor();
    await context.close();
  });

  it('lets a member browse the materials centre, open a material and keep it as a favourite', async () => {
    const { context, page } = await newPhonePage(browser);
    await logInAs(page, '13800000000');
    await page.goto(`${shellUrl()}/pages/material/category`);
    const material = page.locator('a[href*="/pagesPublic/material/index?id="]').first();
    await material.waitFor();
    await material.click();
    await page.waitForURL(/\/pagesPublic\/material\/index\?id=\d+/);
    const favourite = page.getByRole('button', { name: /Favourite|Remove from favourites/ });
    await favourite.waitFor();
    const before = await favourite.getAttribute('aria-pressed');
    await favourite.click();
    await page.waitForFunction(
      (was) => document.querySelector('button[aria-pressed]')?.getAttribute('aria-pressed') !== was,
      before,
    );
    // The server kept it: a fresh load shows the new state.
    await page.reload();
    const after = page.getByRole('button', { name: /Favourite|Remove from favourites/ });
    await after.waitFor();
    expect(await after.getAttribute('aria-pressed')).toBe(before === 'true' ? 'false' : 'true');
    await context.close();
  });

  it('finds Chinese keywords across kinds from the search page', async () => {
    const { context, page } = await newPhonePage(browser);
    await logInAs(page, '13800000000');
    await page.goto(`${shellUrl()}/pages/search/index`);
    const box = page.getByRole('searchbox').or(page.locator('input[type="search"]')).first();
    await box.fill('以旧换新');
    await box.press('Enter');
    await page.waitForURL(/\/pages\/search\/list\?keyword=/);
    await page.getByText('News', { exact: false }).first().waitFor();
    expect(decodeURIComponent(new URL(page.url()).searchParams.get('keyword') ?? '')).toBe(
      '以旧换新',
    );
    await context.close();
  });
});
