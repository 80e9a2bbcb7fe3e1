import type { Browser, Page } from 'playwright-core';
import { apiLogin, apiUrl, launchBrowser, logInAs, newPhonePage, shellUrl } from './support/app';

// The smallest valid PNG: 1×1 transparent pixel.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const CHALLENGE = '21天产品知识打卡挑战';
const DAILY = '每日晨会巡检打卡';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** From the activities page, the tasks of an ongoing activity. */
async function openActivity(page: Page, title: string): Promise<void> {
  await page.goto(`${shellUrl()}/pagesClockin/activity/index`);
  await page.getByRole('tab', { name: 'Ongoing' }).click();
  await page.locator('a[href*="/pagesClockin/task/index?activityId="]', { hasText: title }).click();
  await page.waitForURL(/\/pagesClockin\/task\/index\?activityId=\d+/);
  await page.getByRole('heading', { name: title }).waitFor();
}

/** Today's first task of the open activity, to clock in. */
async function openTodaysTask(page: Page): Promise<string> {
  const today = page.getByRole('region', { name: /^Day \d+ · / }).first();
  const task = today.locator('a[href*="/pagesClockin/activity/clock?taskId="]').first();
  await task.waitFor();
  // The row shows the task's title first.
  const title = (await task.locator('span > span').first().innerText()).trim();
  await task.click();
  await page.waitForURL(/\/pagesClockin\/activity\/clock\?taskId=\d+/);
  return title;
}

async function myRecordsOfToday(mobile: string, taskTitle: string): Promise<number> {
  const { token } = await apiLogin(mobile);
  const reply = await fetch(`${apiUrl()}/api/clockin/records?pageSize=100`, {
    headers: { authorization: token },
  });
  const body = (await reply.json()) as {
    data: { list: { task: { title: string }; day: string }[] };
  };
  const days = body.data.list.filter((r) => r.task.title === taskTitle).map((r) => r.day);
  return days.filter((day) => day === days[0]).length;
}

describe('the clock-in area inside the composed shell', () => {
  it('lets a joined user clock in a task with text and a photo, then see it done, ranked and on a poster', async () => {
    const { context, page } = await newPhonePage(browser);
    await logInAs(page, '13800000000');
    await openActivity(page, CHALLENGE);
    await page.getByText('+5 points per clock-in').first().waitFor();
    const taskTitle = await openTodaysTask(page);
    await page.getByRole('heading', { name: taskTitle }).waitFor();

    await page
      .getByPlaceholder('Write what you learned or did today')
      .fill('学会了推荐洗烘套装的话术');
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'shop-window.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('listitem', { name: 'shop-window.png' }).waitFor();
    await page.getByText(/Uploading/).waitFor({ state: 'detached' });

    // The first reply is lost on the way back: the server recorded the clock-in, the page saw a
    // network failure. The clock-in is kept and re-sent with the same key: recorded once.
    let posts = 0;
    await page.route('**/api/clockin/records', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      posts++;
      if (posts > 1) return route.fallback();
      await route.fetch();
      return route.abort('failed');
    });
    await page.getByRole('button', { name: 'Clock in' }).click();
    await page
      .getByText('Saved on this device: it will be sent when the network is back')
      .waitFor();
    await page.getByText('You have clocked in this task today').waitFor({ timeout: 20_000 });
    expect(posts).toBe(2);
    await page.getByText('学会了推荐洗烘套装的话术').waitFor();
    expect(await myRecordsOfToday('13800000000', taskTitle)).toBe(1);

    // The task is done in the activity's days; "All days" lists today too.
    await page.getByRole('link', { name: 'Back to the tasks' }).click();
    const today = page.getByRole('region', { name: /^Day \d+ · / }).first();
    await today.getByText('Done').waitFor();
    const todayName = await today.getAttribute('aria-label');
    await page
      .getByRole('region', { name: 'All days' })
      .getByRole('region', { name: todayName!, exact: true })
      .getByText('Done')
      .first()
      .waitFor();

    // My clock-ins, with the photo.
    await page.getByRole('link', { name: 'My clock-ins' }).click();
    await page.waitForURL(/\/pagesClockin\/activity\/list\?activityId=\d+/);
    const record = page.getByRole('article', { name: taskTitle }).first();
    await record.getByText('学会了推荐洗烘套装的话术').waitFor();
    await record.getByRole('img', { name: `${taskTitle} 1` }).waitFor();
    await page.goBack();

    // The ranking, my own place pinned: in the list's columns, and at the end of the list
    // below its last row, covering none.
    await page.getByRole('link', { name: 'Ranking' }).click();
    await page.waitForURL(/\/pagesClockin\/ranking\/index\?activityId=\d+/);
    const pinned = page.getByRole('region', { name: 'Me' });
    await pinned.getByText(/^My rank: No\. \d+$/).waitFor();
    const rows = page.getByRole('listitem');
    const listAvatar = (await rows.first().locator('.adm-avatar').boundingBox())!;
    const pinnedAvatar = (await pinned.locator('.adm-avatar').boundingBox())!;
    expect(Math.abs(pinnedAvatar.x - listAvatar.x)).toBeLessThanOrEqual(1);
    const noMore = page.getByText('No more', { exact: true });
    for (let i = 0; i < 10 && !(await noMore.isVisible()); i++) {
      await page.mouse.wheel(0, 4000);
      await page.waitForTimeout(300);
    }
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(200);
    const lastRow = (await rows.last().boundingBox())!;
    const line = (await noMore.boundingBox())!;
    const pinnedTop = (await pinned.boundingBox())!.y;
    expect(lastRow.y + lastRow.height).toBeLessThanOrEqual(pinnedTop);
    expect(line.y + line.height).toBeLessThanOrEqual(pinnedTop);
    await page.goBack();

    // The poster, drawn in the browser.
    await page.getByRole('link', { name: 'Poster' }).click();
    const poster = page.getByRole('img', { name: `Poster of ${CHALLENGE}` });
    await poster.waitFor();
    expect(await poster.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(await poster.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(750);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Save the poster' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^poster-\d+\.png$/);
    await context.close();
  });

  it('keeps a clock-in made offline on the device and sends it once the network is back', async () => {
    const { context, page } = await newPhonePage(browser);
    await logInAs(page, '13800000000');
    await openActivity(page, DAILY);
    const taskTitle = await openTodaysTask(page);
    await page.getByPlaceholder('Write what you learned or did today').waitFor();

    await context.setOffline(true);
    await page.getByPlaceholder('Write what you learned or did today').fill('晨会完成，目标已分解');
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'meeting.png', mimeType: 'image/png', buffer: PNG });
    await page
      .getByRole('listitem', { name: 'meeting.png' })
      .getByText('Sent when back online')
      .waitFor();
    await page.getByPlaceholder('Your shop or address').fill('优家电器·南京西路店');
    await page.getByRole('button', { name: 'Clock in' }).click();
    await page
      .getByText('Saved on this device: it will be sent when the network is back')
      .waitFor();
    expect(await page.evaluate(() => localStorage.getItem('mf_clockin.offline_queue'))).toContain(
      '晨会完成',
    );

    await context.setOffline(false);
    await page.getByText('You have clocked in this task today').waitFor({ timeout: 20_000 });
    await page.getByRole('article', { name: taskTitle }).getByRole('img').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('mf_clockin.offline_queue'))).toBeNull();
    expect(await myRecordsOfToday('13800000000', taskTitle)).toBe(1);
    await context.close();
  });
});
