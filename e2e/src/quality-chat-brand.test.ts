// Issue 15: the customer-service chat behaves like a chat, and a deployment's brand colour
// (app-config.json `brand.themeColor`) reaches every control that shows the brand.
import type { Browser } from 'playwright-core';
import { apiUrl, launchBrowser, shellUrl } from './support/app';
import { brandProblems } from './support/quality/brand-check';
import { chatProblems } from './support/quality/chat-check';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const target = () => ({ shellUrl: shellUrl(), apiUrl: apiUrl() });

describe('customer service (/pagesUser/user/customer as 13800000000)', () => {
  it('shows a message the moment it is sent, with the message box at the bottom of the screen', async () => {
    expect(await chatProblems(browser, target())).toEqual([]);
  });
});

describe('the brand colour from app-config.json', () => {
  it("recolours buttons, selected chips, tabs and the tab bar's selected item", async () => {
    expect(await brandProblems(browser, target())).toEqual([]);
  }, 120_000);
});
