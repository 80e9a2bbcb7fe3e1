import type { Browser, Page } from 'playwright-core';
import { apiUrl, launchBrowser, logInAs, newPhonePage, shellUrl, toastText } from './support/app';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const API_HEADERS = { 'content-type': 'application/json' };

/**
 * A brand-new account (an SMS login creates it, is_check 0), so the journey leaves the demo
 * accounts as the other browser tests expect them (13800000001 stays "not joined").
 */
async function newAccount(mobile: string) {
  await fetch(`${apiUrl()}/api/sms`, {
    method: 'POST',
    headers: API_HEADERS,
    body: JSON.stringify({ mobile, scene: 'login' }),
  });
  const outbox = (await (
    await fetch(`${apiUrl()}/api/dev/sms?format=json&mobile=${mobile}`)
  ).json()) as { list: { code: string }[] };
  const reply = (await (
    await fetch(`${apiUrl()}/api/login`, {
      method: 'POST',
      headers: API_HEADERS,
      body: JSON.stringify({ mobile, code: outbox.list[0]!.code }),
    })
  ).json()) as { code: number; data: { token: string; exp: number; user: unknown } };
  if (reply.code !== 0) throw new Error(`SMS login failed: ${JSON.stringify(reply)}`);
  return reply.data;
}

async function startAs(page: Page, session: { token: string; exp: number; user: unknown }) {
  await page.goto(`${shellUrl()}/pages/index/guide`);
  await page.evaluate((s) => {
    localStorage.setItem(
      'shared.session',
      JSON.stringify({
        state: { token: s.token, exp: s.exp, user: s.user, isLoggedIn: true },
        version: 1,
      }),
    );
  }, session);
}

describe('the user area inside the composed shell', () => {
  it('takes a new user from profile and invite code through review to check-in, points and notices', async () => {
    const name = '周子涵';
    const applicant = await newPhonePage(browser);
    await startAs(applicant.page, await newAccount('13912345678'));
    const page = applicant.page;

    // Complete the profile.
    await page.goto(`${shellUrl()}/pagesUser/bind/index`);
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.getByText('Enter your real name').waitFor();
    await page.getByPlaceholder('As on your ID card').fill(name);
    await page.getByText('Male', { exact: true }).click();
    await page.getByRole('button', { name: 'Save and continue' }).click();

    // Activate with the team's invite code.
    await page.waitForURL(/\/pagesUser\/bind\/invite/);
    await page.getByPlaceholder('6 letters or digits').fill('YOU');
    await page.getByRole('button', { name: 'Activate' }).click();
    await page.getByText('An invite code has 6 letters or digits').waitFor();
    await page.getByPlaceholder('6 letters or digits').fill('YOUJIA');
    await page.getByRole('button', { name: 'Activate' }).click();
    await page.waitForURL(/\/pagesUser\/bind\/state/);
    await page.getByText('Pending review').first().waitFor();
    await page.getByText('This page updates by itself once your request is reviewed.').waitFor();

    // The area manager approves the request in area management.
    const manager = await newPhonePage(browser);
    await logInAs(manager.page, '13800000004');
    await manager.page.goto(`${shellUrl()}/pagesUser/team/list`);
    const request = manager.page.locator('.adm-list-item', { hasText: name });
    await request.getByRole('button', { name: 'Approve' }).click();
    await manager.page.locator('.adm-dialog').getByRole('button', { name: 'Approve' }).click();
    expect(await toastText(manager.page)).toBe(`${name} has joined the team`);
    await manager.context.close();

    // The review page notices by itself.
    await page.getByText('Approved').first().waitFor({ timeout: 15000 });

    // Mine shows the points; checking in earns 5, once a day.
    await page.goto(`${shellUrl()}/pages/user/index`);
    await page.getByText('Joined', { exact: true }).waitFor();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="points"]')?.textContent === '0',
    );
    await page.goto(`${shellUrl()}/pagesUser/user/sign`);
    await page.getByRole('button', { name: 'Check in today (+5 points)' }).click();
    expect(await toastText(page)).toBe('Checked in: +5 points');
    await page.getByRole('button', { name: 'Checked in today' }).waitFor();
    await page.reload();
    expect(await page.getByRole('button', { name: 'Checked in today' }).isDisabled()).toBe(true);

    // The ledger has the entry, and the points it brought.
    await page.goto(`${shellUrl()}/pagesUser/user/integral`);
    const entry = page.locator('.adm-list-item', { hasText: 'Daily check-in' });
    await entry.getByText('+5').waitFor();
    await page.getByTestId('points').getByText('5', { exact: true }).waitFor();

    // The approval notice is unread until it is opened.
    await page.goto(`${shellUrl()}/pagesUser/notice/notice`);
    await page.getByTestId('unread-count').getByText('1 unread').waitFor();
    await page.getByTestId('unread-dot').first().waitFor();
    await page.getByText(/^Joined /).click();
    await page.waitForURL(/\/pagesUser\/bind\/state/);
    await page.goto(`${shellUrl()}/pagesUser/notice/notice`);
    await page.getByTestId('unread-count').getByText('0 unread').waitFor();
    expect(await page.getByTestId('unread-dot').count()).toBe(0);
    await applicant.context.close();
  });

  it('lets a user who has not joined use the pre-join pages of the area', async () => {
    const { context, page } = await newPhonePage(browser);
    await logInAs(page, '13800000001');
    await page.goto(`${shellUrl()}/pages/user/index`);
    await page.getByText('Not joined', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Complete profile' }).waitFor();
    await page.goto(`${shellUrl()}/pagesUser/user/sign`);
    await page.getByRole('table').waitFor();
    await page.getByRole('button', { name: /^Check in today/ }).waitFor();
    await page.goto(`${shellUrl()}/pagesUser/affiche/list`);
    await page.locator('a[href*="/pagesUser/affiche/info?id="]').first().waitFor();
    await page.goto(`${shellUrl()}/pagesUser/set/feedback`);
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Write what you want to tell us').waitFor();
    expect(new URL(page.url()).pathname).toBe('/pagesUser/set/feedback');
    await context.close();
  });

  it('lets a joined user read a knowledge-base file in place and find a colleague', async () => {
    const { context, page } = await newPhonePage(browser);
    await logInAs(page, '13800000000');
    await page.goto(`${shellUrl()}/pagesUser/file/index`);
    await page.locator('a[href*="/pagesUser/file/index?folder_id="]').first().click();
    await page.waitForURL(/folder_id=\d+/);
    const file = page.locator('a[href*="/pagesUser/file/look?id="]').first();
    await file.waitFor();
    const recorded = page.waitForResponse(
      (r) => /\/api\/kb\/files\/\d+\/read$/.test(r.url()) && r.request().method() === 'POST',
    );
    await file.click();
    expect(((await (await recorded).json()) as { code: number }).code).toBe(0);
    await page.getByText(/Opened by \d+ (person|people)/).waitFor();

    await page.goto(`${shellUrl()}/pagesUser/team/people`);
    const call = page.locator('a[href^="tel:"]').first();
    await call.waitFor();
    await page.getByPlaceholder('Search by name or mobile').fill('李晓明');
    await page.getByPlaceholder('Search by name or mobile').press('Enter');
    await page.getByRole('link', { name: '李晓明', exact: true }).click();
    await page.waitForURL(/\/pagesUser\/team\/profile\?id=\d+/);
    await page.getByRole('heading', { name: '李晓明' }).waitFor();
    await context.close();
  });
});
