import type { Browser, Page } from 'playwright-core';
import { apiLogin, apiUrl, launchBrowser, newPhonePage, shellUrl } from './support/app';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function openLogin(page: Page, query = ''): Promise<void> {
  await page.goto(`${shellUrl()}/pages/login/index${query}`);
  await page.getByRole('button', { name: 'Log in' }).first().waitFor();
}

const storedToken = (page: Page) =>
  page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('shared.session') ?? '{}') as { state?: { token?: string } })
        .state?.token ?? null,
  );

async function latestSmsCode(mobile: string): Promise<string> {
  const outbox = (await (
    await fetch(`${apiUrl()}/api/dev/sms?format=json&mobile=${mobile}`)
  ).json()) as { list: { code: string }[] };
  return outbox.list[0]!.code;
}

describe('logging in (every method)', () => {
  it('shows inline messages for an empty or malformed form and calls nothing', async () => {
    const { context, page } = await newPhonePage(browser);
    await openLogin(page);
    let calls = 0;
    page.on('request', (r) => r.url().endsWith('/api/login') && calls++);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('Enter your mobile number').waitFor();
    await page.getByLabel('Mobile').fill('12345');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('Enter a valid mobile number').waitFor();
    expect(calls).toBe(0);
    await context.close();
  });

  it('with mobile and password, then goes where the user was heading', async () => {
    const { context, page } = await newPhonePage(browser);
    await page.goto(`${shellUrl()}/pagesUser/user/order`);
    await page.waitForURL(/\/pages\/login\/index\?redirect=/);
    await page.getByLabel('Mobile').fill('13800000000');
    await page.getByLabel('Password').fill('wrong-pass');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('Incorrect mobile or password').waitFor();
    await page.getByLabel('Password').fill('Passw0rd!');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/pagesUser\/user\/order$/);
    expect(await storedToken(page)).toMatch(/\./);
    await context.close();
  });

  it('with an SMS code (60 s countdown, 6 digits)', async () => {
    const { context, page } = await newPhonePage(browser);
    await openLogin(page);
    await page.getByRole('tab', { name: 'SMS code' }).click();
    await page.getByLabel('Mobile').fill('13800000003');
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByRole('button', { name: /Resend in \d+ s/ }).waitFor();
    await page.getByLabel('Verification code').fill(await latestSmsCode('13800000003'));
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/pages\/index\/index$/);
    await context.close();
  });

  it('by scanning the QR code with a phone that is logged in', async () => {
    const { context, page } = await newPhonePage(browser);
    const qr = page.waitForResponse((r) => r.url().includes('/api/login/qrcode'));
    await openLogin(page);
    await page.getByRole('tab', { name: 'QR code' }).click();
    const { data } = (await (await qr).json()) as { data: { ticket: string } };
    await page.getByAltText('QR code for logging in').waitFor();
    const phone = await apiLogin('13800000004');
    const scan = await fetch(`${apiUrl()}/api/login/scan`, {
      method: 'POST',
      headers: { authorization: phone.token, 'content-type': 'application/json' },
      body: JSON.stringify({ ticket: data.ticket }),
    });
    expect(((await scan.json()) as { code: number }).code).toBe(0);
    await page.waitForURL(/\/pages\/index\/index$/, { timeout: 10000 });
    expect(await storedToken(page)).toMatch(/\./);
    await context.close();
  });

  it('with WeChat inside the WeChat browser, through the (simulated) authorize page', async () => {
    const { context, page } = await newPhonePage(browser, { wechat: true });
    await openLogin(page);
    await page.getByRole('tab', { name: 'WeChat' }).click();
    await page.getByRole('button', { name: 'Log in with WeChat' }).click();
    await page.waitForURL(/\/api\/dev\/wx-authorize/);
    await page
      .locator('li', { hasText: '13800000000' })
      .getByRole('button', { name: 'Authorize' })
      .click();
    await page.waitForURL(/\/pages\/index\/index$/, { timeout: 15000 });
    expect(await storedToken(page)).toMatch(/\./);
    await context.close();
  });
});
