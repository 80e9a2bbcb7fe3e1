/**
 * Production-true serving (`npm start`, this suite, the bench: scripts/src/serve-app.ts): a phone
 * loading home gets every script and stylesheet as the brotli file the build wrote beside it, with
 * the caching rules nginx applies (scripts/src/caching-rules.ts).
 */
import type { Browser, Response } from 'playwright-core';
import { cacheControlOf } from '../../scripts/src/caching-rules';
import { COMPRESSION_THRESHOLD } from '../../scripts/src/precompression';
import { launchBrowser, newPhonePage, shellUrl } from './support/app';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

type Served = {
  url: string;
  type: string;
  encoding: string | undefined;
  cacheControl: string | undefined;
  vary: string;
  /** Bytes on the wire (the encoded body) and bytes the page got (decoded). */
  transferred: number;
  size: number;
};

async function served(response: Response): Promise<Served> {
  const headers = await response.allHeaders();
  const [sizes, body] = await Promise.all([response.request().sizes(), response.body()]);
  return {
    url: response.url(),
    type: response.request().resourceType(),
    encoding: headers['content-encoding'],
    cacheControl: headers['cache-control'],
    vary: (headers.vary ?? '').toLowerCase(),
    transferred: sizes.responseBodySize,
    size: body.length,
  };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

describe('serving the built apps', () => {
  it('sends home, its scripts and its stylesheets brotli-compressed, with the caching rules of nginx', async () => {
    const { context, page } = await newPhonePage(browser);
    const pending: Promise<Served>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (['document', 'script', 'stylesheet'].includes(type) && response.status() === 200)
        pending.push(served(response));
    });
    await page.goto(shellUrl(), { waitUntil: 'networkidle' });
    await page.getByRole('navigation', { name: 'Main sections' }).waitFor();
    // The preload of mf_train and mf_user after home has settled comes from the same servers.
    await page.waitForTimeout(1500);
    const files = await Promise.all(pending);
    await context.close();

    const scripts = files.filter((f) => f.type === 'script');
    const stylesheets = files.filter((f) => f.type === 'stylesheet');
    expect(scripts.length).toBeGreaterThan(10);
    expect(stylesheets.length).toBeGreaterThan(0);
    // Several origins: the shell and the remotes whose widgets home shows.
    expect(new Set(scripts.map((s) => new URL(s.url).origin)).size).toBeGreaterThan(2);

    for (const file of files) {
      const { pathname } = new URL(file.url);
      // Files under the build's threshold have no variant and come as they are.
      const expected = file.size < COMPRESSION_THRESHOLD ? [undefined, 'br'] : ['br'];
      expect([file.url, expected.includes(file.encoding)]).toEqual([file.url, true]);
      expect([file.url, file.cacheControl]).toEqual([
        file.url,
        cacheControlOf(file.type === 'document' ? '/index.html' : pathname),
      ]);
      expect([file.url, file.vary.includes('accept-encoding')]).toEqual([file.url, true]);
    }
    // The entries are never cached; the content-hashed chunks are, for a year.
    expect(files.find((f) => f.type === 'document')?.cacheControl).toBe('no-store');
    expect(scripts.find((s) => new URL(s.url).pathname === '/main.js')?.cacheControl).toBe(
      'no-store',
    );
    expect(scripts.filter((s) => /immutable/.test(s.cacheControl ?? '')).length).toBeGreaterThan(
      10,
    );

    const transferred = scripts.reduce((sum, s) => sum + s.transferred, 0);
    const size = scripts.reduce((sum, s) => sum + s.size, 0);
    console.log(
      `home's scripts: ${kb(transferred)} KB transferred (brotli) for ${kb(size)} KB of JavaScript, in ${scripts.length} files`,
    );
    expect(transferred).toBeLessThan(size * 0.3);
  });
});
