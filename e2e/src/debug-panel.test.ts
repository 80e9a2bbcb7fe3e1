/** The shell's debug panel for integration testers, on a phone-sized screen. */
import type { Browser } from 'playwright-core';
import { apiUrl, launchBrowser, logInAs, newPhonePage, shellUrl } from './support/app';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('the debug panel', () => {
  it('opens with ?debug=1, stays on for the session, and lists remotes, singletons and failed requests on a 375 px screen', async () => {
    const { context, page } = await newPhonePage(browser);
    await logInAs(page, '13800000000');
    const open = page.getByRole('button', { name: 'Debug', exact: true });

    await page.goto(`${shellUrl()}/`);
    await page.waitForLoadState('networkidle');
    expect(await open.count()).toBe(0);

    await page.goto(`${shellUrl()}/pages/user/index?debug=1`);
    await page.waitForLoadState('networkidle');
    // Remembered for the session: a later load without the parameter keeps it.
    await page.goto(`${shellUrl()}/pages/exam/index`);
    await page.waitForLoadState('networkidle');

    // One failing API call (the service is down for it).
    await page.route(`${apiUrl()}/api/news**`, (route) =>
      route.fulfill({ status: 503, body: 'down' }),
    );
    await page.evaluate(() => {
      window.history.pushState({}, '', '/pages/news/list');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.waitForLoadState('networkidle');

    await open.click();
    const panel = page.getByRole('dialog', { name: 'Debug panel' });
    await panel.waitFor();
    const remotes = panel.getByLabel('Loaded remotes');
    // This document loaded the exam area, then news (a reload forgets the earlier ones).
    for (const name of ['mf_exam', 'mf_content']) {
      // The item's text is the name followed by its description.
      await remotes
        .getByText(new RegExp(`^${name}`))
        .first()
        .waitFor();
    }
    expect(await remotes.innerText()).toMatch(
      /Version 1\.0\.0 · http:\/\/localhost:\d+ · loaded in \d+ ms/,
    );

    const shared = await panel.getByLabel('Shared singletons').innerText();
    for (const name of [
      'react',
      'react-dom',
      'shared/ui-kit-core',
      'shared/request',
      'zustand',
      'axios',
    ]) {
      expect(shared).toMatch(new RegExp(`^${name}$`, 'm'));
    }
    expect(shared).toMatch(/19\.3\.1 from shell/);
    expect(await panel.getByLabel('Loaded twice').innerText()).toContain(
      'Every singleton is loaded once',
    );
    const failed = panel.getByLabel('Recent failed requests');
    await failed
      .getByText(/^GET http:\/\/localhost:\d+\/api\/news/)
      .first()
      .waitFor();
    expect(await failed.innerText()).toContain('http 503');

    // It fits the phone: nothing wider than the screen.
    const box = await panel.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );

    await panel.getByRole('button', { name: 'Close' }).click();
    await panel.waitFor({ state: 'hidden' });
    await context.close();
  });
});
