/**
 * Issue 17, first step: `npm start` serves the deploy root, so `npm run deploy` and
 * `npm run rollback` change what the running app loads, without a restart. The composition of
 * the browser suite is `npm start`'s, with a deploy root of its own.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { repoRoot } from '../../scripts/src/apps';
import { run } from '../../scripts/src/deploy/deploy-cli';
import { launchBrowser, newPhonePage, shellUrl } from './support/app';

let browser: Browser;
const env = () => ({
  DEPLOY_ROOT: process.env.E2E_DEPLOY_ROOT!,
  DEPLOY_PORT: process.env.E2E_DEPLOY_PORT!,
});
const deployUrl = () => `http://localhost:${process.env.E2E_DEPLOY_PORT}`;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  // Back to the local builds for the suites after this one.
  fs.rmSync(path.join(env().DEPLOY_ROOT, 'remotes.json'), { force: true });
});

/** The news list's first load: which release folder of mf-content its entry came from. */
async function contentRelease(page: Page): Promise<string> {
  await page.goto(`${shellUrl()}/pages/news/list`);
  await page.getByRole('link').filter({ visible: true }).first().waitFor();
  const entries = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((e) => e.name),
  );
  const entry = entries.find((n) => /\/remoteEntry\.js$/.test(n) && n.includes('mf-content'));
  return entry?.startsWith(`${deployUrl()}/mf-content/`)
    ? entry.split('/').at(-2)!
    : `local: ${entries.find((n) => /\/remoteEntry\.js$/.test(n)) ?? 'none'}`;
}

describe('a deploy to the local deploy root', () => {
  it('is what the running app loads on the next page load, and a rollback takes it back', async () => {
    const { context, page } = await newPhonePage(browser);
    const build = path.join(repoRoot, 'mf-content', 'dist');
    const first = await run(['deploy', 'mf-content', `--from=${build}`, '--version=9.9.0'], env());
    expect(first).toMatch(/9\.9\.0-[0-9a-f]{8} is live/);
    expect(await contentRelease(page)).toMatch(/^9\.9\.0-[0-9a-f]{8}$/);

    await run(['deploy', 'mf-content', `--from=${build}`, '--version=9.9.1'], env());
    expect(await contentRelease(page)).toMatch(/^9\.9\.1-/);

    const back = await run(['rollback', 'mf-content'], env());
    expect(back).toContain('9.9.0');
    expect(await contentRelease(page)).toMatch(/^9\.9\.0-/);
    await context.close();
  }, 120_000);
});
