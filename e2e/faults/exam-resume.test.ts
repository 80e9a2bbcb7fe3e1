/**
 * A timed exam with the page killed after each answer: every answer is there on resume. Odd
 * answers: the tab is killed at once, before the save could reach the server (the device keeps
 * it and sends it on resume). Even answers: the whole browser session is killed once the save
 * is confirmed (the server keeps it). At the end the server holds every answer, and the exam
 * page shows each one.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  apiLogin,
  apiUrl,
  launchBrowser,
  logInAs,
  newPhonePage,
  shellUrl,
} from '../src/support/app';

const ANSWERS = 4;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

type Attempt = {
  id: number;
  status: string;
  questions: { id: number }[];
  answers: { question_id: number; answer: string[] }[];
};

async function api<T>(token: string, method: string, path: string): Promise<T> {
  const res = await fetch(`${apiUrl()}${path}`, { method, headers: { authorization: token } });
  const body = (await res.json()) as { code: number; data: T; message: string };
  if (body.code !== 0) throw new Error(`${method} ${path}: ${body.message}`);
  return body.data;
}

const card = (page: Page) => page.locator('article[aria-label^="Question"]');

/** Answers the shown question (its last option, or a text in every blank). */
async function answerShownQuestion(page: Page): Promise<void> {
  await card(page).waitFor();
  const options = card(page).locator('input[type="radio"], input[type="checkbox"]');
  if ((await options.count()) > 0) {
    await options.last().check({ force: true });
    return;
  }
  const blanks = card(page).getByRole('textbox');
  for (let i = 0; i < (await blanks.count()); i++) await blanks.nth(i).fill('断电续答');
}

async function shownQuestionIsAnswered(page: Page): Promise<boolean> {
  await card(page).waitFor();
  if ((await card(page).locator('input:checked').count()) > 0) return true;
  const blanks = card(page).getByRole('textbox');
  return (await blanks.count()) > 0 && (await blanks.first().inputValue()) === '断电续答';
}

it('keeps every answer of an exam through a killed page after each one', async () => {
  const { token } = await apiLogin('13800000000');
  const papers = await api<{
    list: {
      id: number;
      status: string;
      attempts_left: number | null;
      question_seconds: number | null;
      leave_limit: number | null;
    }[];
  }>(token, 'GET', '/api/exam/papers?pageSize=50');
  let attempt: Attempt | undefined;
  // Jumps with ?q= and killed pages need a paper without sequential mode or a leave limit (a killed
  // page is a leave, and the limit would submit the attempt).
  const plain = papers.list.filter((p) => p.question_seconds === null && p.leave_limit === null);
  for (const paper of plain) {
    try {
      attempt = await api<Attempt>(token, 'POST', `/api/exam/papers/${paper.id}/attempts`);
      if (attempt.status === 'in_progress' && attempt.questions.length >= ANSWERS) break;
    } catch {
      // Closed, used up or not open yet: try the next paper.
    }
    attempt = undefined;
  }
  expect(attempt).toBeDefined();
  const url = (q: number) => `${shellUrl()}/pagesExam/answer/index?attemptId=${attempt!.id}&q=${q}`;

  let session: { context: BrowserContext; page: Page } | undefined;
  for (let q = 1; q <= ANSWERS; q++) {
    if (!session) {
      session = await newPhonePage(browser);
      await logInAs(session.page, '13800000000');
    } else {
      session = { context: session.context, page: await session.context.newPage() };
    }
    const { context, page } = session;
    await page.goto(url(q));
    await page.getByRole('timer').waitFor();
    // What the previous, killed page answered is there.
    if (q > 1) {
      await page.goto(url(q - 1));
      expect(await shownQuestionIsAnswered(page)).toBe(true);
      await page.goto(url(q));
    }
    await answerShownQuestion(page);
    if (q % 2 === 1) {
      await page.close(); // killed at once: the answer may not have left the device
    } else {
      await page.getByText('Answers saved', { exact: true }).waitFor({ timeout: 15000 });
      await context.close(); // the whole browser session is gone: the server must have it
      session = undefined;
    }
  }
  if (!session) {
    session = await newPhonePage(browser);
    await logInAs(session.page, '13800000000');
  } else {
    session = { context: session.context, page: await session.context.newPage() };
  }
  const { context, page } = session;
  for (let q = ANSWERS; q >= 1; q--) {
    await page.goto(url(q));
    expect([q, await shownQuestionIsAnswered(page)]).toEqual([q, true]);
  }
  await page.getByText('Answers saved', { exact: true }).waitFor({ timeout: 15000 });
  const onServer = await api<Attempt>(token, 'GET', `/api/exam/attempts/${attempt!.id}`);
  const answered = new Set(
    onServer.answers.filter((a) => a.answer.length > 0).map((a) => a.question_id),
  );
  for (const question of attempt!.questions.slice(0, ANSWERS)) {
    expect([question.id, answered.has(question.id)]).toEqual([question.id, true]);
  }
  await context.close();
});
