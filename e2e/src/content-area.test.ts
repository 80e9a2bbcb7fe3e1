import type { Browser } from 'playwright-core';
import { launchBrowser, logInAs, newPhonePage, shellUrl, toastText } from './support/app';

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
    // The list names each material's kinds of file (from the list API), before any is opened.
    expect(await material.innerText()).toMatch(/\b(PDF|Image|Video)\b/);
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

  it('shows a visitor the likes in the like button, which leads to the login and back', async () => {
    const { context, page } = await newPhonePage(browser);
    await page.goto(`${shellUrl()}/pages/news/list`);
    const first = page.locator('a[href*="/pages/news/detail?id="]').first();
    await first.waitFor();
    const href = (await first.getAttribute('href'))!;
    await first.click();
    const like = page.getByRole('button', { name: /^Like \d+$/ });
    await like.waitFor();
    // The count sits beside the heart (and describes the button), never on a line of its own
    // among the article's facts.
    const count = await like.locator('[aria-hidden="true"]', { hasText: /^\d+$/ }).innerText();
    const description = await like.evaluate(
      (button) => document.getElementById(button.getAttribute('aria-describedby')!)!.textContent,
    );
    expect(description).toBe(`${count} like${count === '1' ? '' : 's'}`);
    const facts = await page
      .getByRole('article')
      .getByText(/^\d+ reads?$/)
      .locator('..')
      .innerText();
    expect(facts).not.toMatch(/like/);
    await like.click();
    await page.waitForURL(/\/pages\/login\/index\?redirect=/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(href);
    await context.close();
  });

  it('shows a PDF attachment as a file card whose Read opens it in a tab of its own', async () => {
    const { context, page } = await newPhonePage(browser);
    await logInAs(page, '13800000000');
    await page.goto(`${shellUrl()}/pages/material/category`);
    await page.locator('a[href*="/pagesPublic/material/index?id="]').first().click();
    const read = page.getByRole('button', { name: /^Read .+\.pdf$/ }).first();
    await read.waitFor();
    await page
      .getByText(/^PDF · \d+(\.\d)? (B|KB|MB)$/)
      .first()
      .waitFor();
    // No frame: a phone draws a PDF in a frame as a black box.
    expect(await page.locator('iframe').count()).toBe(0);
    const [tab] = await Promise.all([context.waitForEvent('page'), read.click()]);
    await tab.waitForLoadState();
    expect(tab.url()).toMatch(/\/api\/media\/.+\.pdf$/);
    await context.close();
  });

  it('points a WeChat reader to the ··· menu to share an article, with the share card signed', async () => {
    const { context, page } = await newPhonePage(browser, { wechat: true });
    const signed = page.waitForResponse((r) => r.url().includes('/api/wechat/jssdk-config'));
    await page.goto(`${shellUrl()}/pages/news/list`);
    await page.locator('a[href*="/pages/news/detail?id="]').first().click();
    const reply = (await (await signed).json()) as { code: number; data: { signature: string } };
    expect(reply.code).toBe(0);
    expect(reply.data.signature).toMatch(/^[0-9a-f]{40}$/);
    await page.getByRole('button', { name: 'Share' }).click();
    await page.getByText('Tap ··· in the top right corner').waitFor();
    await context.close();
  });

  it('counts a material download as the reader starts it', async () => {
    const { context, page } = await newPhonePage(browser);
    await logInAs(page, '13800000000');
    await page.goto(`${shellUrl()}/pages/material/category`);
    await page.locator('a[href*="/pagesPublic/material/index?id="]').first().click();
    const downloads = page.getByText(/^\d+ downloads?$/);
    await downloads.waitFor();
    const before = Number((await downloads.innerText()).split(' ')[0]);
    const save = page.getByRole('button', { name: /^Download / }).first();
    const name = (await save.getAttribute('aria-label'))!.replace(/^Download /, '');
    const [download] = await Promise.all([page.waitForEvent('download'), save.click()]);
    // Saved under the attachment's own (Chinese) name, not the storage file's.
    expect(download.suggestedFilename()).toBe(name);
    await page.getByText(`${before + 1} download`, { exact: false }).waitFor();
    await context.close();
  });

  it('lets a user who has not joined yet enrol in a business school programme', async () => {
    const { context, page } = await newPhonePage(browser);
    await logInAs(page, '13800000001');
    await page.goto(`${shellUrl()}/pages/college/index`);
    const enrol = page.getByRole('button', { name: /^Enrol / }).and(page.locator(':enabled'));
    await enrol.first().waitFor();
    const label = (await enrol.first().getAttribute('aria-label'))!;
    const title = label.replace(/^Enrol /, '');
    await enrol.first().click();
    expect(await toastText(page)).toBe('Enrolled');
    await page.reload();
    const card = page
      .locator('div', { has: page.getByRole('heading', { name: title }) })
      .filter({ has: page.getByText('Enrolled', { exact: true }) })
      .last();
    await card.getByText('Enrolled', { exact: true }).waitFor();
    await context.close();
  });

  it('shows a user who has not joined yet the company culture: values, history and gallery', async () => {
    const { context, page } = await newPhonePage(browser);
    await logInAs(page, '13800000001');
    await page.goto(`${shellUrl()}/pages/culture/index`);
    for (const heading of ['Our values', 'Our history', 'Gallery']) {
      await page.getByRole('heading', { name: heading }).waitFor();
    }
    await context.close();
  });

  it('fits the shop enablement tabs on a phone, none cut off', async () => {
    const { context, page } = await newPhonePage(browser);
    await logInAs(page, '13800000003');
    await page.goto(`${shellUrl()}/pages/shop/index`);
    const tabs = page.getByRole('tab');
    await tabs.first().waitFor();
    expect(await tabs.allInnerTexts()).toEqual(['Guides', 'Products', 'Scripts']);
    const overflow = await page
      .locator('.adm-tabs-tab-list')
      .evaluate((list) => list.scrollWidth - list.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });

  it('lets a shop manager search the shop enablement guides', async () => {
    const { context, page } = await newPhonePage(browser);
    await logInAs(page, '13800000003');
    await page.goto(`${shellUrl()}/pages/shop/index`);
    const search = page.getByRole('searchbox').or(page.locator('input[type="search"]')).first();
    await search.fill('冰箱');
    await search.press('Enter');
    await page.getByText('冰箱区“三段式”陈列指引').waitFor();
    await page.getByText('冰箱区“三段式”陈列指引').click();
    await page.getByText('执行步骤').waitFor();
    await context.close();
  });
});
