/**
 * Learning progress and clock-ins sent while offline arrive once: they wait on the device, go
 * out when the network is back, and when a reply is lost on the way (the server has it, the
 * phone does not know) the retry carries the same id and the server counts it once.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, Page, Route } from 'playwright-core';
import { launchBrowser, logInAs, newPhonePage, shellUrl } from '../src/support/app';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Reads the composed app's database (read-only) to count what really arrived. */
function count(sql: string, ...params: unknown[]): number {
  const db = new Database(path.join(process.env.FAULTS_DATA_DIR!, 'app.sqlite'), {
    readonly: true,
    fileMustExist: true,
  });
  try {
    return (db.prepare(sql).get(...params) as { n: number }).n;
  } finally {
    db.close();
  }
}

/** The first matching request reaches the server, but its reply never reaches the page. */
async function loseFirstReply(page: Page, pattern: RegExp): Promise<{ sent: () => string[] }> {
  const bodies: string[] = [];
  let lost = false;
  await page.route(pattern, async (route: Route) => {
    if (route.request().method() !== 'POST') return route.continue();
    bodies.push(route.request().postData() ?? '');
    if (lost) return route.continue();
    lost = true;
    await route.fetch(); // the server does the work...
    await route.abort('connectionreset'); // ...and the phone hears nothing
  });
  return { sent: () => bodies };
}

it('a clock-in made offline, whose first reply is lost, is recorded once and retried by itself', async () => {
  const { context, page } = await newPhonePage(browser);
  await logInAs(page, '13800000000');
  await page.goto(`${shellUrl()}/pagesClockin/activity/index`);
  await page.getByRole('tab', { name: 'Ongoing' }).click();
  await page.locator('a[href*="/pagesClockin/task/index?activityId="]').first().click();
  await page.waitForURL(/\/pagesClockin\/task\/index\?activityId=\d+/);
  const task = page
    .getByRole('region', { name: /^Day \d+ · / })
    .first()
    .locator('a[href*="/pagesClockin/activity/clock?taskId="]')
    .first();
  await task.click();
  await page.waitForURL(/\/pagesClockin\/activity\/clock\?taskId=\d+/);
  const taskId = Number(new URL(page.url()).searchParams.get('taskId'));
  const before = count('SELECT COUNT(*) AS n FROM clockin_records WHERE task_id = ?', taskId);
  await page.getByPlaceholder('Write what you learned or did today').waitFor();

  await context.setOffline(true);
  await page
    .getByPlaceholder('Write what you learned or did today')
    .fill('断网打卡，恢复后只记一次');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'offline.png', mimeType: 'image/png', buffer: PNG });
  await page
    .getByRole('listitem', { name: 'offline.png' })
    .getByText('Sent when back online')
    .waitFor();
  await page.getByPlaceholder('Your shop or address').fill('优家电器·南京西路店');
  await page.getByRole('button', { name: 'Clock in' }).click();
  await page.getByText('Saved on this device: it will be sent when the network is back').waitFor();
  const wire = await loseFirstReply(page, /\/api\/clockin\/records$/);
  await context.setOffline(false);
  // The phone heard nothing back: it should try again by itself within a few seconds.
  const done = page.getByText('You have clocked in this task today');
  const retriedByItself = await done.waitFor({ timeout: 15000 }).then(
    () => true,
    () => false,
  );
  if (!retriedByItself) {
    // Whatever the retry timing, the next visit sends what is still saved on the device.
    await page.reload();
    await done.waitFor({ timeout: 20000 });
  }

  expect(wire.sent().length).toBeGreaterThanOrEqual(2); // the lost one, and its retry
  const keys = new Set(
    wire.sent().map((b) => (JSON.parse(b) as { client_key: string }).client_key),
  );
  expect(keys.size).toBe(1);
  expect(count('SELECT COUNT(*) AS n FROM clockin_records WHERE task_id = ?', taskId)).toBe(
    before + 1,
  );
  expect(await page.evaluate(() => localStorage.getItem('mf_clockin.offline_queue'))).toBeNull();
  await context.close();
  // Last, so the "arrives once" checks above report on their own: a send whose reply was lost
  // is retried without waiting for another visit or another offline/online change.
  expect({ retriedByItself }).toEqual({ retriedByItself: true });
});

it('lesson progress reported offline, whose first reply is lost, counts once', async () => {
  const { context, page } = await newPhonePage(browser);
  await logInAs(page, '13800000000');
  await page.goto(`${shellUrl()}/pages/train/index`);
  await page.getByRole('link', { name: 'Categories', exact: true }).click();
  await page.getByRole('link', { name: /Onboarding/ }).click();
  await page.getByRole('link', { name: /收银与开单系统操作/ }).click();
  await page.getByRole('button', { name: /Start learning|Continue/ }).click();
  await page.waitForURL(/\/pagesTrain\/course\/player\?id=\d+&lessonId=\d+/);
  const video = page.locator('video');
  await video.waitFor();

  const play = () =>
    video.evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      return v.play();
    });
  // Watched online (so the video is buffered), then the line drops before the report goes out.
  await play();
  await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) >= 2.5);
  await context.setOffline(true);
  await video.evaluate((v: HTMLVideoElement) => v.pause()); // reported while offline: kept
  await page.waitForFunction(() => localStorage.getItem('train.progress-queue') !== null);
  const queued = await page.evaluate(() => localStorage.getItem('train.progress-queue'));
  expect(queued).toContain('report_id');

  const wire = await loseFirstReply(page, /\/api\/lessons\/\d+\/progress$/);
  await context.setOffline(false);
  // The next report sends the queue in order: the lost reply's report goes again, same id.
  for (
    let i = 0;
    i < 3 && (await page.evaluate(() => localStorage.getItem('train.progress-queue')));
    i++
  ) {
    await play();
    await page.waitForTimeout(1500);
    await video.evaluate((v: HTMLVideoElement) => v.pause());
    await page.waitForTimeout(1500);
  }
  expect(await page.evaluate(() => localStorage.getItem('train.progress-queue'))).toBeNull();
  const ids = wire.sent().map((b) => (JSON.parse(b) as { report_id: string }).report_id);
  expect(ids.length).toBeGreaterThan(new Set(ids).size); // a report went twice
  for (const id of new Set(ids)) {
    expect([
      id,
      count('SELECT COUNT(*) AS n FROM lesson_progress_reports WHERE report_id = ?', id),
    ]).toEqual([id, 1]);
  }
  await context.close();
});
