import type { Browser, Page } from 'playwright-core';
import {
  apiLogin,
  apiUrl,
  launchBrowser,
  logInAs,
  newPhonePage,
  shellUrl,
  toastText,
} from './support/app';

/**
 * A required lesson with presence checks, in real time: 门店陈列基础标准 is the testers' quick
 * course (a check after 20–40 s of watching, 20 s to answer; see api/src/seed/README.md).
 */
const JOINED = '13800000000';
const MANAGER = '13800000003';
const COURSE = '门店陈列基础标准';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function api<T>(path: string, token: string): Promise<T> {
  const response = await fetch(`${apiUrl()}${path}`, {
    headers: { authorization: token, 'accept-language': 'en' },
  });
  const body = (await response.json()) as { code: number; message: string; data: T };
  if (body.code !== 0) throw new Error(`${path}: ${body.message}`);
  return body.data;
}

type Lesson = { id: number; progress: { position_seconds: number; completed: boolean } | null };

const videoTime = (page: Page) =>
  page.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime);

const play = (page: Page) =>
  page.locator('video').evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });

describe('presence checks in a required lesson', () => {
  it('misses a check untouched (back to the checkpoint), passes the next, and the manager sees the miss', async () => {
    const { token, user } = await apiLogin(JOINED);
    const courses = await api<{ list: { course: { id: number; title: string } }[] }>(
      '/api/compulsory/courses?kind=company&pageSize=50',
      token,
    );
    const courseId = courses.list.find((c) => c.course.title === COURSE)!.course.id;
    const detail = await api<{ chapters: { lessons: Lesson[] }[] }>(
      `/api/courses/${courseId}`,
      token,
    );
    const lesson = detail.chapters.flatMap((c) => c.lessons).find((l) => !l.progress?.completed)!;
    const checkpoint = lesson.progress?.position_seconds ?? 0;

    const { context, page } = await newPhonePage(browser);
    await logInAs(page, JOINED);
    await page.goto(`${shellUrl()}/pagesTrain/course/player?id=${courseId}&lessonId=${lesson.id}`);
    await page.locator('video').waitFor();
    await page.getByText('Presence checks', { exact: true }).waitFor();
    expect(await page.locator('[data-watermark]').count()).toBe(1);
    await play(page);

    // The first check comes after 20–40 s of watching (plus a report's interval).
    const prompt = page.getByRole('dialog').filter({ hasText: 'Still there?' });
    await prompt.waitFor({ timeout: 60_000 });
    await page.getByRole('timer').waitFor();
    expect(await page.locator('video').evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);

    // Untouched: 20 s, the server's 5 s grace, then the player asks and hears "missed".
    await prompt.waitFor({ state: 'hidden', timeout: 45_000 });
    expect(await toastText(page, /Check missed/)).toBe(
      'Check missed: the time since the last check does not count',
    );
    expect(Math.abs((await videoTime(page)) - checkpoint)).toBeLessThan(3);

    // The next check is answered: playback goes on from where it was.
    await prompt.waitFor({ timeout: 60_000 });
    const passed = page.waitForResponse(
      (r) =>
        r.url().includes(`/api/lessons/${lesson.id}/progress`) &&
        (r.request().postData() ?? '').includes('presence_token'),
    );
    await page.getByRole('button', { name: 'Tap to continue' }).click();
    const reply = (await (await passed).json()) as {
      data: { presence: { outcome: string; checks_missed: number } };
    };
    expect(reply.data.presence).toMatchObject({ outcome: 'passed', checks_missed: 1 });
    await prompt.waitFor({ state: 'hidden' });
    const resumedAt = await videoTime(page);
    await page.waitForFunction(
      (from) => (document.querySelector('video')?.currentTime ?? 0) > from + 1.5,
      resumedAt,
      { timeout: 10_000 },
    );
    await context.close();

    // The shop manager sees the miss on the team page.
    const manager = await newPhonePage(browser);
    await logInAs(manager.page, MANAGER);
    const team = await api<{ list: { user: { id: number; name: string } }[] }>(
      '/api/compulsory/team?pageSize=50',
      (await apiLogin(MANAGER)).token,
    );
    const name = team.list.find((m) => m.user.id === user.id)!.user.name;
    await manager.page.goto(`${shellUrl()}/pagesTrain/compulsory/team`);
    const row = manager.page.getByRole('listitem').filter({ hasText: name });
    await row.getByText('1 check missed').waitFor();
    expect(await row.innerText()).toMatch(/Counted (\d+ h )?\d+ min/);
    await manager.context.close();
  }, 240_000);
});
