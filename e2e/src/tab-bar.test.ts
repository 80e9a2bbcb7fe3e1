import type { Browser } from 'playwright-core';
import { launchBrowser, logInAs, newPhonePage, shellUrl } from './support/app';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('the tab bar (spec 2)', () => {
  it('has the five tabs in order, bottom, 50 px, 24 px icons, 10 px labels, white, orange when selected', async () => {
    const { context, page } = await newPhonePage(browser);
    await logInAs(page, '13800000000');
    await page.goto(`${shellUrl()}/pages/news/list`);
    const nav = page.getByRole('navigation');
    await nav.waitFor();
    const links = nav.getByRole('link');
    expect(await links.allInnerTexts()).toEqual(['Home', 'Materials', 'College', 'News', 'Mine']);
    expect(await links.evaluateAll((els) => els.map((e) => e.getAttribute('href')))).toEqual([
      '/',
      '/pages/material/category',
      '/pages/college/index',
      '/pages/news/list',
      '/pages/user/index',
    ]);
    const bar = await nav.evaluate((el) => {
      const box = el.getBoundingClientRect();
      return {
        height: box.height,
        bottom: Math.round(box.bottom),
        background: getComputedStyle(el).backgroundColor,
      };
    });
    expect(bar.height).toBeGreaterThanOrEqual(50);
    expect(bar.bottom).toBe(667);
    expect(bar.background).toBe('rgb(255, 255, 255)');
    const styles = await links.evaluateAll((els) =>
      els.map((e) => {
        const icon = e.querySelector('svg');
        return {
          color: getComputedStyle(e).color,
          fontSize: getComputedStyle(e).fontSize,
          icon: icon ? Math.round(icon.getBoundingClientRect().width) : 0,
        };
      }),
    );
    expect(styles.map((s) => s.color)).toEqual([
      'rgb(153, 153, 153)',
      'rgb(153, 153, 153)',
      'rgb(153, 153, 153)',
      'rgb(255, 128, 26)',
      'rgb(153, 153, 153)',
    ]);
    expect(new Set(styles.map((s) => s.fontSize))).toEqual(new Set(['10px']));
    expect(new Set(styles.map((s) => s.icon))).toEqual(new Set([24]));

    await links.nth(4).click();
    await page.waitForURL(/\/pages\/user\/index$/);
    expect(await links.nth(4).evaluate((e) => getComputedStyle(e).color)).toBe('rgb(255, 128, 26)');
    await context.close();
  });

  it('is not shown on pages other than the five tabs', async () => {
    const { context, page } = await newPhonePage(browser);
    await page.goto(`${shellUrl()}/pages/index/guide`);
    // The guide's slides are the page (the shell has rendered it); waiting for an idle network
    // instead timed out on CI's busy cores while the areas were still being preloaded.
    await page.getByRole('region', { name: 'Introduction' }).waitFor();
    expect(await page.getByRole('navigation').count()).toBe(0);
    await context.close();
  });
});
