/**
 * Each of the five remotes down in turn (its server stopped, as in an outage): the shell and the
 * other four areas keep working, the missing area shows the page-error view inside the page
 * area, and tapping it once the remote is back recovers the area without a page reload.
 */
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, logInAs, newPhonePage, shellUrl } from '../src/support/app';
import {
  errorView,
  isSameDocument,
  markDocument,
  navigateInApp,
  setAppRunning,
} from './support/faults-app';

/** One page of each area, and a page of another area to visit while it is down. */
const AREAS: { dir: string; route: string; other: string }[] = [
  { dir: 'mf-content', route: '/pages/news/list', other: '/pages/user/index' },
  { dir: 'mf-exam', route: '/pagesExam/mistakes/index', other: '/pages/news/list' },
  { dir: 'mf-train', route: '/pages/train/index', other: '/pagesExam/mistakes/index' },
  { dir: 'mf-user', route: '/pages/user/index', other: '/pages/train/index' },
  { dir: 'mf-clockin', route: '/pagesClockin/activity/index', other: '/pages/user/index' },
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  for (const { dir } of AREAS) await setAppRunning(dir, true);
});

const tabLinks = (page: Page) =>
  page.getByRole('navigation', { name: 'Main sections' }).getByRole('link');

const TAB_ROUTES = [
  '/',
  '/pages/material/category',
  '/pages/college/index',
  '/pages/news/list',
  '/pages/user/index',
];

/** The shell's frame is there: the tab bar on tab pages, the nav bar elsewhere. */
async function expectShellFrame(page: Page): Promise<void> {
  if (TAB_ROUTES.includes(new URL(page.url()).pathname))
    expect(await tabLinks(page).count()).toBe(5);
  else expect(await page.locator('header').count()).toBeGreaterThan(0);
}

/** The area shows its content: no error view, no loading view, something on the page. */
async function expectWorking(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(
    () =>
      !/This page failed to load|Loading…/.test(document.body.innerText) &&
      document.body.innerText.trim().length > 40,
    undefined,
    { timeout: 20000 },
  );
  await expectShellFrame(page);
}

describe.each(AREAS)('$dir down', ({ dir, route, other }) => {
  it('keeps the shell and the other areas working, shows the error view, recovers without a reload', async () => {
    await setAppRunning(dir, false);
    const { context, page } = await newPhonePage(browser);
    try {
      await logInAs(page, '13800000000');
      // The shell's home still starts (its widgets from the missing remote fail alone).
      await page.goto(`${shellUrl()}/`);
      await page.waitForLoadState('networkidle');
      expect(await tabLinks(page).count()).toBe(5);
      expect(await errorView(page).count()).toBe(0);
      await markDocument(page);

      await navigateInApp(page, route);
      await errorView(page).waitFor({ timeout: 20000 });
      await expectShellFrame(page);

      await navigateInApp(page, other);
      await expectWorking(page);

      await navigateInApp(page, route);
      await errorView(page).waitFor({ timeout: 20000 });
      await setAppRunning(dir, true);
      await errorView(page).click();
      await expectWorking(page);
      expect(await isSameDocument(page)).toBe(true);
      expect(new URL(page.url()).pathname).toBe(route);
    } finally {
      await setAppRunning(dir, true);
      await context.close();
    }
  });
});
