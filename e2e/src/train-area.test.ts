import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { apiLogin, apiUrl, launchBrowser, logInAs, newPhonePage, shellUrl } from './support/app';

const JOINED = '13800000000';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function api<T>(method: string, path: string, token: string, body?: unknown) {
  const response = await fetch(`${apiUrl()}${path}`, {
    method,
    headers: { authorization: token, 'content-type': 'application/json', 'accept-language': 'en' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await response.json()) as { code: number; message: string; data: T };
}

const balanceOf = async (token: string) =>
  Number((await api<{ money: string }>('GET', '/api/me', token)).data.money);

/** Opens a category from the course categories page, then a course of it by title. */
async function openCourse(page: Page, category: RegExp, title: string) {
  await page.goto(`${shellUrl()}/pages/train/index`);
  await page.getByRole('link', { name: 'Categories', exact: true }).click();
  await page.getByRole('link', { name: category }).click();
  await page.waitForURL(/\/pagesTrain\/course\/index\?category_id=\d+/);
  await page.getByRole('link', { name: new RegExp(title) }).click();
  await page.waitForURL(/\/pagesTrain\/course\/course\?id=\d+/);
  await page.getByRole('heading', { name: title }).waitFor();
}

const videoTime = (page: Page) =>
  page.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime);

describe('the training area inside the composed shell', () => {
  it('shows a joined user their required-course progress and the courses to continue', async () => {
    const { context, page } = await newPhonePage(browser);
    await logInAs(page, JOINED);
    await page.goto(`${shellUrl()}/pages/train/index`);
    await page.getByRole('heading', { name: 'My required courses' }).waitFor();
    const completion = page.getByRole('link', { name: 'Completion of my required courses' });
    await completion.waitFor();
    expect(await completion.innerText()).toMatch(/\d+\/\d+ completed/);
    await page.getByRole('heading', { name: 'Continue learning' }).waitFor();
    await page
      .getByText(/Last studied: /)
      .first()
      .waitFor();

    await completion.click();
    await page.waitForURL(/\/pagesTrain\/compulsory\/index$/);
    await page.getByText('Next deadlines').waitFor();
    await page
      .getByRole('link', { name: /Product/ })
      .first()
      .waitFor();
    await context.close();
  });

  it('plays a lesson: progress is saved, and the player resumes where it stopped', async () => {
    const { context, page } = await newPhonePage(browser);
    await logInAs(page, JOINED);
    await openCourse(page, /Onboarding/, '收银与开单系统操作');
    await page.getByRole('button', { name: 'Start learning' }).click();
    await page.waitForURL(/\/pagesTrain\/course\/player\?id=\d+&lessonId=\d+/);
    const video = page.locator('video');
    await video.waitFor();
    expect(await video.getAttribute('playsinline')).not.toBeNull();
    expect(await video.getAttribute('x5-playsinline')).toBe('true');
    await video.evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      return v.play();
    });
    await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) >= 2.5);
    const saved = page.waitForResponse(
      (r) => r.url().includes('/progress') && r.request().method() === 'POST',
    );
    await video.evaluate((v: HTMLVideoElement) => v.pause());
    const reply = (await (await saved).json()) as {
      code: number;
      data: { progress: { position_seconds: number } };
    };
    expect(reply.code).toBe(0);
    const position = reply.data.progress.position_seconds;
    expect(position).toBeGreaterThanOrEqual(2);

    await page.reload();
    await page.locator('video').waitFor();
    await page.waitForFunction(
      (at) => (document.querySelector('video')?.currentTime ?? 0) >= at - 0.5,
      position,
    );
    expect(await videoTime(page)).toBeGreaterThanOrEqual(position - 0.5);
    // The course now shows as started on the training home.
    await page.goto(`${shellUrl()}/pages/train/index`);
    await page.getByText('收银与开单系统操作').first().waitFor();
    await context.close();
  });

  it("plays an audio lesson from the product's own controls, and saves its progress", async () => {
    const { context, page } = await newPhonePage(browser);
    await logInAs(page, JOINED);
    await page.goto(`${shellUrl()}/pagesTrain/trainingAudio/trainingAudio`);
    await page.getByRole('link', { name: /零冷水燃气热水器讲解/ }).click();
    await page.waitForURL(/\/pagesTrain\/trainingAudio\/trainingAudio\?id=\d+/);
    const controls = page.getByRole('group', { name: 'Audio player' });
    await controls.waitFor();
    // Not the browser's own bar: the element is there, without its controls.
    expect(await page.locator('audio').getAttribute('controls')).toBeNull();
    const seek = controls.getByRole('slider', { name: 'Playback position' });
    await page.waitForFunction(() => Number(document.querySelector('audio')?.duration) > 0);
    expect(Number(await seek.getAttribute('max'))).toBeGreaterThan(0);
    // Muted, so the run makes no sound; still the page's own Play starts it.
    await page.locator('audio').evaluate((a: HTMLAudioElement) => {
      a.muted = true;
      a.pause();
      a.currentTime = 0;
    });
    await controls.getByRole('button', { name: 'Play', exact: true }).click();
    await page.waitForFunction(() => (document.querySelector('audio')?.currentTime ?? 0) >= 2.5);
    expect(Number(await seek.inputValue())).toBeGreaterThanOrEqual(2);
    const saved = page.waitForResponse(
      (r) => r.url().includes('/progress') && r.request().method() === 'POST',
    );
    await controls.getByRole('button', { name: 'Pause', exact: true }).click();
    const reply = (await (await saved).json()) as {
      code: number;
      data: { progress: { position_seconds: number } };
    };
    expect(reply.code).toBe(0);
    expect(reply.data.progress.position_seconds).toBeGreaterThanOrEqual(2);
    await controls.getByRole('button', { name: 'Play', exact: true }).waitFor();
    await context.close();
  });

  it('buys a paid course with the balance: it unlocks at once, and paying twice charges once', async () => {
    const { token } = await apiLogin(JOINED);
    const before = await balanceOf(token);
    const { context, page } = await newPhonePage(browser);
    await logInAs(page, JOINED);
    await openCourse(page, /Product knowledge/, '厨房电器套购方案');
    await page.getByRole('button', { name: 'Buy for ¥49.00' }).click();
    await page.waitForURL(/\/pagesTrain\/course\/order\?id=\d+/);
    await page.getByText('Order summary').waitFor();
    await page.getByRole('button', { name: 'Submit order' }).click();
    await page.waitForURL(/\/pagesTrain\/payment\/payment\?id=\d+/);
    const orderId = Number(new URL(page.url()).searchParams.get('id'));
    await page.getByText(/Balance \(¥[\d.]+ available\)/).waitFor();
    await page.getByRole('button', { name: 'Pay ¥49.00' }).click();
    // Paying from the balance asks first.
    await page.getByRole('dialog').getByRole('button', { name: 'Pay now' }).click();
    await page.waitForURL(/\/pagesTrain\/payment\/result\?id=\d+/);
    await page.getByText('Payment successful').waitFor();
    await page.getByText('The course is unlocked.').waitFor();
    await page.getByRole('button', { name: 'Start learning' }).click();
    await page.waitForURL(/\/pagesTrain\/course\/course\?id=\d+/);
    await page.getByText('Bought', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Start learning' }).waitFor();
    expect(await page.getByText('Locked', { exact: true }).count()).toBe(0);

    // Paying the same order again: the cashier says it is paid, the API refuses, one charge.
    await page.goto(`${shellUrl()}/pagesTrain/payment/payment?id=${orderId}`);
    await page.getByText('This order is paid').waitFor();
    const again = await api('POST', `/api/orders/${orderId}/pay`, token, { method: 'balance' });
    expect(again).toMatchObject({ code: 1, message: 'This order is already paid' });
    expect(Math.round((before - (await balanceOf(token))) * 100)).toBe(4900);
    await context.close();
  });

  it("buys a course by WeChat Pay through the provider's cashier and comes back to the result", async () => {
    const { context, page } = await newPhonePage(browser);
    await logInAs(page, JOINED);
    await openCourse(page, /Sales skills/, '顾客异议处理实战');
    await page.getByRole('button', { name: 'Buy for ¥69.00' }).click();
    await page.getByRole('button', { name: 'Submit order' }).click();
    await page.waitForURL(/\/pagesTrain\/payment\/payment\?id=\d+/);
    await page.getByText('WeChat Pay', { exact: true }).click();
    await page.getByRole('button', { name: 'Pay ¥69.00' }).click();
    await page.waitForURL(/\/api\/dev\/pay\?payment_no=/);
    await page.getByRole('button', { name: 'Confirm payment' }).click();
    await page.getByRole('link', { name: 'Back to the app' }).click();
    await page.waitForURL(/\/pagesTrain\/payment\/result\?id=\d+&payment_no=P/);
    await page.getByText('Payment successful').waitFor();
    await page.getByText('The course is unlocked.').waitFor();
    await context.close();
  });

  it('takes the test after a finished course, graded on the server', async () => {
    const { context, page } = await newPhonePage(browser);
    await logInAs(page, JOINED);
    await openCourse(page, /Onboarding/, '新员工入职第一课');
    await page.getByRole('button', { name: 'Take the test' }).click();
    await page.waitForURL(/\/pagesTrain\/test\/index\?courseId=\d+/);
    const again = page.getByRole('button', { name: 'Take the test again' });
    const handIn = page.getByRole('button', { name: 'Hand in' });
    await again.or(handIn).first().waitFor();
    if (await again.isVisible()) await again.click();
    await handIn.click();
    await page
      .getByRole('alert')
      .getByText(/questions are unanswered/)
      .waitFor();
    await page.getByRole('button', { name: 'Hand in anyway' }).click();
    await page.getByText('Not passed yet').waitFor();
    await page.getByText(/You scored 0 of \d+/).waitFor();
    await context.close();
  });

  it('shows a shop manager who in the team has not finished the required courses', async () => {
    const { context, page } = await newPhonePage(browser);
    await logInAs(page, '13800000003');
    await page.goto(`${shellUrl()}/pagesTrain/compulsory/index`);
    await page.getByRole('link', { name: /Team training/ }).click();
    await page.waitForURL(/\/pagesTrain\/compulsory\/team/);
    await page.getByText("My team's completion").waitFor();
    await page.getByRole('listitem').first().waitFor();
    await page.getByRole('switch', { name: 'Not finished only' }).click();
    await page.waitForURL(/unfinished=1/);
    await page.getByRole('listitem').first().waitFor();
    await context.close();
  });

  it('opens a free preview lesson to a visitor', async () => {
    const { context, page } = await newPhonePage(browser);
    const course = await api<{
      chapters: { lessons: { id: number; is_free_preview: boolean }[] }[];
      id: number;
    }>('GET', '/api/courses/10', 'visitor');
    const preview = course.data.chapters.flatMap((c) => c.lessons).find((l) => l.is_free_preview)!;
    await page.goto(`${shellUrl()}/pagesTrain/course/player?id=10&lessonId=${preview.id}`);
    await page.locator('video').waitFor();
    await page.getByText('Free preview: log in and join a team to keep your progress.').waitFor();
    await context.close();
  });

  it('asks a visitor to log in to a course without free previews, and comes back after', async () => {
    const { context, page } = await newPhonePage(browser);
    await page.goto(`${shellUrl()}/pagesTrain/course/player?id=1`);
    await page.getByText('Log in to study this course').waitFor();
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/pages\/login\/index\?redirect=%2FpagesTrain%2Fcourse%2Fplayer/);
    await context.close();
  });

  it('shows a document lesson as a file to read or download, not a frame', async () => {
    const { context, page } = await newPhonePage(browser);
    await logInAs(page, JOINED);
    const course = await api<{ chapters: { lessons: { id: number }[] }[] }>(
      'GET',
      '/api/courses/7',
      (await apiLogin(JOINED)).token,
    );
    const lesson = course.data.chapters[0]!.lessons[0]!;
    await page.goto(`${shellUrl()}/pagesTrain/course/player?id=7&lessonId=${lesson.id}`);
    await page.getByText(/^PDF · [\d.]+ KB$/).waitFor();
    expect(await page.locator('iframe').count()).toBe(0);
    // Read opens the file in a new tab (the phone's own viewer); the tab itself is not looked at.
    await page.evaluate(() => {
      const opened: string[] = [];
      (window as unknown as { opened: string[] }).opened = opened;
      window.open = (url?: string | URL) => {
        opened.push(String(url));
        return null;
      };
    });
    await page.getByRole('button', { name: 'Read' }).click();
    const opened = await page.evaluate(() => (window as unknown as { opened: string[] }).opened);
    expect(opened).toEqual([expect.stringMatching(/\.pdf$/)]);
    await context.close();
  });

  it('says an ended training session has ended, with no seat to take', async () => {
    const { context, page } = await newPhonePage(browser);
    await logInAs(page, JOINED);
    await page.goto(`${shellUrl()}/pagesTrain/training/list?when=past`);
    await page.getByRole('listitem').first().getByRole('link').click();
    await page.waitForURL(/\/pagesTrain\/training\/info\?id=\d+/);
    await page.getByText('This session has ended.').waitFor();
    expect(await page.getByRole('button', { name: /Take a seat|Give my seat back/ }).count()).toBe(
      0,
    );
    await context.close();
  });

  it('drafts a procurement file and downloads it as a PDF', async () => {
    const { context, page } = await newPhonePage(browser);
    await logInAs(page, '13800000000');
    await page.goto(`${shellUrl()}/pagesTrain/fileWeave/fileWeave`);
    await page.getByRole('textbox', { name: 'Shop' }).fill('南京西路店');
    await page.getByText('致采购部：').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('门店物料采购申请书.pdf');
    const file = await download.path();
    const head = fs.readFileSync(file).subarray(0, 5).toString('latin1');
    expect(head).toBe('%PDF-');
    await context.close();
  });
});
