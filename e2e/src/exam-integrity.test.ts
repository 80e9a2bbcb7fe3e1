/**
 * The integrity demo paper (诚信考试示范卷, seeded: drawn per type, both shuffles, 60 s per
 * question, 2 leaves allowed): its rules on the detail page, the sequential exam with both timers
 * and the candidate's watermark, an order of the candidate's own, two warned leaves (a lasting
 * blur, then the page hidden as WeChat reports an app switch), and the third leave submitting it.
 */
import type { Browser, Page } from 'playwright-core';
import { apiLogin, apiUrl, launchBrowser, logInAs, newPhonePage, shellUrl } from './support/app';

const PAPER_TITLE = '诚信考试示范卷';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

type ExamQuestion = { id: number; options: { key: string; text: string }[] };
type Attempt = { id: number; status: string; questions: ExamQuestion[] };

async function api<T>(token: string, method: string, path: string): Promise<T> {
  const res = await fetch(`${apiUrl()}${path}`, { method, headers: { authorization: token } });
  const body = (await res.json()) as { code: number; data: T; message: string };
  if (body.code !== 0) throw new Error(`${method} ${path}: ${body.message}`);
  return body.data;
}

/** The first question as a candidate sees it: which question, and its options in their order. */
const firstShown = (attempt: Attempt): string => {
  const first = attempt.questions[0]!;
  return `${first.id}:${first.options.map((o) => o.text).join('|')}`;
};

/** Seconds shown by a timer ("17:59" or "0:45"). */
async function timerSeconds(page: Page, name: RegExp): Promise<number> {
  const text = (await page.getByRole('timer', { name }).innerText()).trim();
  const [minutes, seconds] = text.split(':').map(Number);
  return minutes! * 60 + seconds!;
}

/** A blur that lasts (the app switched without the page being hidden), then the focus back. */
async function leaveByBlur(page: Page): Promise<void> {
  await page.evaluate(() => window.dispatchEvent(new Event('blur')));
  await page.waitForTimeout(1200);
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
}

/** The page hidden and shown again, as the browser reports an app switch or a locked screen. */
async function leaveByHiding(page: Page, back = true): Promise<void> {
  const setVisibility = (state: 'hidden' | 'visible') =>
    page.evaluate((s) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => s });
      Object.defineProperty(document, 'hidden', {
        configurable: true,
        get: () => s === 'hidden',
      });
      document.dispatchEvent(new Event('visibilitychange'));
    }, state);
  await setVisibility('hidden');
  await page.waitForTimeout(600);
  if (back) await setVisibility('visible');
}

async function acknowledgeWarning(page: Page, text: string): Promise<void> {
  const dialog = page.locator('.adm-dialog');
  await dialog.getByText(text).waitFor();
  await dialog.getByRole('button', { name: 'Back to the exam' }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('exam integrity', () => {
  it('takes the integrity paper: rules, timers, watermark, own order, warned leaves and the automatic submission', async () => {
    const { context, page } = await newPhonePage(browser);
    await logInAs(page, '13800000000');

    // The paper's details list its rules.
    await page.goto(`${shellUrl()}/pagesExam/paper/index`);
    await page.getByRole('link', { name: new RegExp(PAPER_TITLE) }).click();
    await page.waitForURL(/\/pagesExam\/paper\/detail\?id=\d+/);
    const rules = page.getByRole('region', { name: 'Rules' });
    await rules.getByText('Single choice: 5 of 12, 8 points each').waitFor();
    await rules.getByText('Multiple choice: 3 of 6, 10 points each').waitFor();
    await rules.getByText('True or false: 5 of 10, 6 points each').waitFor();
    await rules.getByText('Questions come in an order of your own').waitFor();
    await rules.getByText(/^One question at a time, 60 s each/).waitFor();
    await rules.getByText('You may leave the exam 2 times; one more leave submits it').waitFor();

    // The exam: one question at a time, both timers running, the watermark over the page.
    await page.getByRole('button', { name: 'Start the exam' }).click();
    await page.waitForURL(/\/pagesExam\/answer\/index\?paperId=\d+&attemptId=\d+/);
    const attemptId = Number(new URL(page.url()).searchParams.get('attemptId'));
    const paperId = Number(new URL(page.url()).searchParams.get('paperId'));
    await page.getByText('1 / 13').waitFor();
    await page.getByText('Leaves 0/2').waitFor();
    expect(await page.getByRole('button', { name: 'Previous' }).count()).toBe(0);
    const exam = /^Time left \d/;
    const question = /^Time left for this question/;
    const before = [await timerSeconds(page, exam), await timerSeconds(page, question)];
    await page.waitForTimeout(2200);
    const after = [await timerSeconds(page, exam), await timerSeconds(page, question)];
    expect(after[0]).toBeLessThan(before[0]!);
    expect(after[1]).toBeLessThan(before[1]!);
    expect(after[1]).toBeLessThanOrEqual(60);
    const watermark = await page.locator('[data-watermark]').evaluate((el) => ({
      mask: decodeURIComponent(getComputedStyle(el).maskImage || el.style.maskImage),
      text: el.textContent,
      pointerEvents: getComputedStyle(el).pointerEvents,
      hidden: el.getAttribute('aria-hidden'),
    }));
    expect(watermark.mask).toMatch(/ 0000<\/text>/);
    expect(watermark).toMatchObject({ text: '', pointerEvents: 'none', hidden: 'true' });

    // Another candidate (…003) gets an order of their own.
    const mine = await api<Attempt>(
      (await apiLogin('13800000000')).token,
      'GET',
      `/api/exam/attempts/${attemptId}`,
    );
    const theirs = await api<Attempt>(
      (await apiLogin('13800000003')).token,
      'POST',
      `/api/exam/papers/${paperId}/attempts`,
    );
    expect(theirs.status).toBe('in_progress');
    expect(firstShown(theirs)).not.toBe(firstShown(mine));

    // Answering stays possible through the watermark (it never catches a tap).
    // A real click on the option's label, without force: it would fail on an element on top.
    const option = page.locator('article[aria-label^="Question"] label').first();
    await option.click();
    expect(await option.locator('input').isChecked()).toBe(true);
    await page.getByText('Answers saved').waitFor();

    // Two leaves, each warned.
    await leaveByBlur(page);
    await acknowledgeWarning(page, 'You left the exam (1 of 2).');
    await page.getByText('Leaves 1/2').waitFor();
    await leaveByHiding(page);
    await acknowledgeWarning(page, 'You left the exam (2 of 2). One more leave submits it.');
    await page.getByText('Leaves 2/2').waitFor();

    // The third leave submits the attempt: the grade says how it ended.
    await leaveByHiding(page);
    await page.waitForURL(
      new RegExp(`/pagesExam/test-result/grade/index\\?attemptId=${attemptId}`),
    );
    await page.getByText('Submitted automatically after leaving the exam').waitFor();
    await page.getByText('Left the exam 3 times').waitFor();
    await context.close();
  }, 150_000);
});
