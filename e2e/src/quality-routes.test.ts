// Issue 15, "looking at it, every time" and "usable by everyone": every route of the product
// (shared/src/paths.ts, the source of every route table), each as the reader it is made for, at
// 375 px, in English and Chinese, checked for the defects that made the product read as a
// template, and with axe-core (English). One browser, one logged-in context per reader and
// language, two pages at a time. `npx tsx e2e/src/support/quality/report-cli.ts` runs the same
// checks against a running app.
import type { Browser } from 'playwright-core';
import { apiUrl, launchBrowser, shellUrl } from './support/app';
import {
  CHECKS,
  findingLines,
  findingTable,
  sweepRoutes,
  type CheckId,
  type SweepResult,
} from './support/quality/route-sweep';

let browser: Browser;
let sweep: SweepResult;

beforeAll(async () => {
  browser = await launchBrowser();
  sweep = await sweepRoutes(browser, { shellUrl: shellUrl(), apiUrl: apiUrl() });
  if (sweep.findings.length > 0) {
    console.log(`Findings per route and check:\n${findingTable(sweep.findings)}`);
  }
}, 10 * 60_000);
afterAll(() => browser.close());

describe('every route as its reader, 375 px, English and Chinese (issue 15)', () => {
  it.each(Object.entries(CHECKS) as [CheckId, string][])('%s: %s', (check) => {
    expect(findingLines(sweep.findings, check)).toEqual([]);
  });
});
