// Check (g) against pages made for it: it must catch a row under a fixed bar and pass a page that
// keeps the bar's height free. Needs only Chromium (no app).
import type { Browser, Page } from 'playwright-core';
import { inPage } from '../../../../scripts/src/screens/shoot';
import { launchBrowser } from '../app';
import { coveredAtEnd } from './covered-check';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 375, height: 667 } });
});
afterAll(() => browser.close());

const rows = Array.from({ length: 30 }, (_, i) => `<p class="row">Row ${i + 1}</p>`).join('');
const bar =
  '<div class="bar" style="position:fixed;left:0;right:0;bottom:0;height:60px;background:#fff">My rank</div>';

it.each([
  ['a fixed bar over the last rows', `${rows}${bar}`, /"Row 30" is under <div.bar> "My rank"/],
  [
    'the bar’s height kept free under the rows',
    `${rows}<div style="height:60px"></div>${bar}`,
    null,
  ],
  [
    'a sticky bar that ends the list',
    `${rows}<div style="position:sticky;bottom:0;height:60px">Total</div>`,
    null,
  ],
  [
    'rows in a scroller running under the bar',
    `<div style="height:667px;overflow-y:auto">${rows}</div>${bar}`,
    /"Row 30" is under/,
  ],
  ['an open sheet', `${rows}${bar}<div role="dialog">Pick one</div>`, null],
])('%s', async (_what, body, expected) => {
  await page.setContent(`<body style="margin:0">${body}</body>`);
  const findings = await inPage(page, coveredAtEnd, undefined);
  if (expected) expect(findings.join('\n')).toMatch(expected);
  else expect(findings).toEqual([]);
});
