import type { Browser, Page } from 'playwright-core';
import { launchBrowser, logInAs, newPhonePage, shellUrl } from './support/app';
import { LANGUAGE_COOKIE } from '../../shell/src/server/render-contract';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/**
 * The parts of the text catalogues (their own chunks, `texts-<language>-<part>.<hash>.js`) the
 * page requests, as `<language>-<part>`.
 */
function recordCatalogues(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    const match = /\/texts-((en|zh-cn)-(start|rest))\.[0-9a-f]+\.js$/.exec(request.url());
    if (match) requested.push(match[1]!);
  });
  return requested;
}

const sorted = (list: string[]) => [...list].sort();

describe('texts per language', () => {
  it('loads only the shown language, fetches the other on a switch, and keeps the choice', async () => {
    const { context, page } = await newPhonePage(browser);
    await logInAs(page, '13800000000');
    const catalogues = recordCatalogues(page);
    await page.goto(`${shellUrl()}/pagesUser/set/index`);
    await page.getByRole('heading', { name: 'Settings' }).first().waitFor();
    await page.getByText('Language', { exact: true }).waitFor();
    // A page other than home: the whole catalogue (both parts), requested by the page itself.
    expect(sorted(catalogues)).toEqual(['en-rest', 'en-start']);

    await page.getByText('简体中文').click();
    await page.getByRole('heading', { name: '设置' }).first().waitFor();
    await page.getByText('语言', { exact: true }).waitFor();
    expect(sorted(catalogues)).toEqual(['en-rest', 'en-start', 'zh-cn-rest', 'zh-cn-start']);

    // The choice is stored: a new visit shows Chinese and downloads no English texts.
    catalogues.length = 0;
    await page.reload();
    await page.getByRole('heading', { name: '设置' }).first().waitFor();
    expect(sorted(catalogues)).toEqual(['zh-cn-rest', 'zh-cn-start']);
    await context.close();
  });

  it('starts home with its part of the texts, fetches the rest after home, and an area shows all of its own', async () => {
    const { context, page } = await newPhonePage(browser);
    await logInAs(page, '13800000000');
    // Stored as the app stores a choice: in the browser, and in the cookie the shell's server
    // renders pages in (which then preloads that language's texts).
    await page.evaluate(() => localStorage.setItem('shared.language', 'zh-CN'));
    await context.addCookies([{ name: LANGUAGE_COOKIE, value: 'zh-CN', url: shellUrl() }]);
    const catalogues = recordCatalogues(page);
    await page.goto(`${shellUrl()}/`);
    await page.getByRole('region', { name: '推荐', exact: true }).waitFor();
    expect(catalogues[0]).toBe('zh-cn-start');
    // After home, the rest (spec 2's preload moment): no English, nothing twice.
    await page.waitForLoadState('networkidle');
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((e) => /texts-zh-cn-rest/.test(e.name)),
    );
    expect(sorted(catalogues)).toEqual(['zh-cn-rest', 'zh-cn-start']);

    // An area's page shows its own texts (the rest part: its title, its labels), in Chinese.
    await page.getByRole('navigation').getByRole('link', { name: '资料' }).click();
    await page.getByRole('heading', { name: '资料中心' }).first().waitFor();
    await page.getByRole('navigation', { name: '资料分类' }).waitFor();
    expect(await page.getByRole('main').innerText()).not.toMatch(/\b[a-z]+\.[a-z]+\.[a-zA-Z.]+\b/);
    expect(catalogues.filter((c) => c.startsWith('en-'))).toEqual([]);
    await context.close();
  });
});
