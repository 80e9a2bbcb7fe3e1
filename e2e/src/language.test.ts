import type { Browser, Page } from 'playwright-core';
import { launchBrowser, logInAs, newPhonePage, shellUrl } from './support/app';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** The text catalogues (their own chunks, `texts-<language>.<hash>.js`) the page requests. */
function recordCatalogues(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    const match = /\/texts-(en|zh-cn)\.[0-9a-f]+\.js$/.exec(request.url());
    if (match) requested.push(match[1]!);
  });
  return requested;
}

describe('texts per language', () => {
  it('loads only the shown language, fetches the other on a switch, and keeps the choice', async () => {
    const { context, page } = await newPhonePage(browser);
    await logInAs(page, '13800000000');
    const catalogues = recordCatalogues(page);
    await page.goto(`${shellUrl()}/pagesUser/set/index`);
    await page.getByRole('heading', { name: 'Settings' }).first().waitFor();
    await page.getByText('Language', { exact: true }).waitFor();
    expect(catalogues).toEqual(['en']);

    await page.getByText('简体中文').click();
    await page.getByRole('heading', { name: '设置' }).first().waitFor();
    await page.getByText('语言', { exact: true }).waitFor();
    expect(catalogues).toEqual(['en', 'zh-cn']);

    // The choice is stored: a new visit shows Chinese and downloads no English texts.
    catalogues.length = 0;
    await page.reload();
    await page.getByRole('heading', { name: '设置' }).first().waitFor();
    expect(catalogues).toEqual(['zh-cn']);
    await context.close();
  });
});
