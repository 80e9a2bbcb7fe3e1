import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPhonePage, remoteOrigin } from './support/app';

let browser: Browser;
let bare: http.Server;
let bareUrl: string;

beforeAll(async () => {
  browser = await launchBrowser();
  // A page with no app on it: only an empty element, served from its own origin.
  bare = http.createServer((_req, res) =>
    res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><div id="area"></div>'),
  );
  await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
  bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}/`;
});
afterAll(async () => {
  await browser.close();
  await new Promise((resolve) => bare.close(resolve));
});

type Mounted = { mounted: string; after: string };

describe('single-spa-react lifecycles: an area mounts in a bare page without the shell', () => {
  it.each([
    ['mf-exam', 'mf_exam', 'Question bank'],
    ['mf-user', 'mf_user', 'Mine'],
  ])('%s mounts, renders its first page, and unmounts cleanly', async (dir, container, heading) => {
    const { context, page } = await newPhonePage(browser);
    await page.goto(bareUrl);
    const result: Mounted = await page.evaluate(
      async ({ origin, name, expected }) => {
        const load = (src: string) =>
          new Promise((resolve, reject) => {
            const script = document.createElement('script');
            script.src = src;
            script.onload = resolve;
            script.onerror = reject;
            document.head.appendChild(script);
          });
        // A host other than the shell brings the federation runtime first (remotes leave it out).
        await load(`${origin}/runtime-core.js`);
        await load(`${origin}/remoteEntry.js`);
        type Container = {
          init(scope: object): Promise<void>;
          get(module: string): Promise<() => Record<string, (props: object) => Promise<unknown>>>;
        };
        const remote = (window as unknown as Record<string, Container>)[name]!;
        await remote.init({});
        const lifecycles = (await remote.get('./lifecycles'))();
        const domElement = document.getElementById('area')!;
        await lifecycles.bootstrap!({ name });
        await lifecycles.mount!({ name, domElement });
        for (let i = 0; i < 100 && !domElement.innerText.includes(expected); i++)
          await new Promise((r) => setTimeout(r, 100));
        const mounted = domElement.innerText;
        await lifecycles.unmount!({ name, domElement });
        return { mounted, after: domElement.innerHTML };
      },
      { origin: remoteOrigin(dir), name: container, expected: heading },
    );
    expect(result.mounted).toContain(heading);
    expect(result.after).toBe('');
    await context.close();
  });
});
