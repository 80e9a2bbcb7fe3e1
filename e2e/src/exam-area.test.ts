import type { Browser, Page } from 'playwright-core';
import { launchBrowser, logInAs, newPhonePage, shellUrl } from './support/app';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Gives the shown question an answer: its first option, or a text in every blank. */
async function answerShownQuestion(page: Page, blankText = '不知道'): Promise<void> {
  const card = page.locator('article[aria-label^="Question"]');
  // count() does not wait: the question's inputs are awaited before they are counted.
  await card.locator('input, textarea').first().waitFor({ state: 'attached' });
  const options = card.locator('input[type="radio"], input[type="checkbox"]');
  if ((await options.count()) > 0) {
    await options.first().check({ force: true });
    return;
  }
  const blanks = card.getByRole('textbox');
  for (let i = 0; i < (await blanks.count()); i++) await blanks.nth(i).fill(blankText);
}

/**
 * Scrolls a paged list to its end (every page loaded) and checks that the last row and the "No
 * more" line stand fully above the page's fixed action bar (decision 3).
 */
async function expectEndClearOfActionBar(page: Page, action: RegExp): Promise<void> {
  const noMore = page.getByText('No more', { exact: true });
  for (let i = 0; i < 10 && !(await noMore.isVisible()); i++) {
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(300);
  }
  await noMore.waitFor();
  await page.mouse.wheel(0, 4000);
  await page.waitForTimeout(200);
  const bar = page.getByRole('link', { name: action }).locator('xpath=..');
  const barTop = (await bar.boundingBox())!.y;
  const lastRow = page.getByRole('listitem').last();
  const rowBox = (await lastRow.boundingBox())!;
  const lineBox = (await noMore.boundingBox())!;
  expect(rowBox.y + rowBox.height).toBeLessThanOrEqual(barTop);
  expect(lineBox.y + lineBox.height).toBeLessThanOrEqual(barTop);
}

const stemOf = async (page: Page): Promise<string> =>
  (await page.locator('article[aria-label^="Question"] p').first().innerText()).trim();

describe('the exam area inside the composed shell', () => {
  it('practises a chapter, takes a timed exam across a reload, and finds the mistake', async () => {
    const { context, page } = await newPhonePage(browser);
    // Every reply of the attempt while it is under way, to prove no solution reaches the browser.
    const attemptReplies: string[] = [];
    page.on('response', (response) => {
      const url = response.url();
      if (/\/api\/exam\/(papers\/\d+\/attempts|attempts\/\d+(\/answers|\/flags)?)$/.test(url)) {
        void response.text().then(
          (text) => attemptReplies.push(text),
          () => undefined,
        );
      }
    });
    await logInAs(page, '13800000000');

    // The question-bank home: banks with chapters and progress.
    await page.goto(`${shellUrl()}/pages/exam/index`);
    await page.getByRole('heading', { name: 'General job knowledge' }).waitFor();
    await page.getByRole('link', { name: /^Store service standards / }).click();
    await page.waitForURL(/\/pagesExam\/exercise\/index\?chapterId=\d+/);

    // Practice: answer until one is wrong, each time seeing right/wrong and the explanation.
    let wrongStem = '';
    for (let i = 0; i < 10 && !wrongStem; i++) {
      await page.locator('article[aria-label^="Question"]').waitFor();
      const check = page.getByRole('button', { name: 'Check answer' });
      if (await check.isVisible()) {
        await answerShownQuestion(page);
        await check.click();
      }
      const verdict = page.locator('article [role="status"]');
      await verdict.waitFor();
      await page.getByText(/^Correct answer:/).waitFor();
      if ((await verdict.innerText()).trim() === 'Wrong') wrongStem = await stemOf(page);
      else if (await page.getByRole('button', { name: 'Next' }).isVisible()) {
        await page.getByRole('button', { name: 'Next' }).click();
      } else break;
    }
    expect(wrongStem).not.toBe('');

    // An assigned paper: its details, then the timed exam.
    await page.goto(`${shellUrl()}/pagesExam/paper/index`);
    await page.getByRole('link', { name: /新员工入职考试/ }).click();
    await page.waitForURL(/\/pagesExam\/paper\/detail\?id=\d+/);
    await page.getByText('Pass mark').waitFor();
    await page.getByRole('button', { name: 'Start the exam' }).click();
    await page.waitForURL(/\/pagesExam\/answer\/index\?paperId=\d+&attemptId=\d+/);
    await page.getByRole('timer').waitFor();

    await answerShownQuestion(page);
    const firstStem = await stemOf(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('2 / 20').waitFor();
    await answerShownQuestion(page);
    await page.getByRole('button', { name: 'Flag', exact: false }).first().click();
    await page.getByText('Answers saved').waitFor();
    await page.getByRole('button', { name: 'Answer sheet 2/20' }).waitFor();

    // A reload finds the same attempt and both answers (device and server agree).
    await page.reload();
    await page.getByRole('timer').waitFor();
    await page.getByRole('button', { name: 'Answer sheet 2/20' }).waitFor();
    expect(await stemOf(page)).toBe(firstStem);
    const card = page.locator('article[aria-label^="Question"]');
    const checked = await card.locator('input:checked').count();
    const blanks = card.getByRole('textbox');
    const filled = (await blanks.count()) > 0 ? await blanks.first().inputValue() : '';
    expect(checked > 0 || filled === '不知道').toBe(true);
    // Submit: the confirmation counts the unanswered questions; then the grade.
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    const dialog = page.locator('.adm-dialog');
    await dialog.getByText('18 questions are unanswered.', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL(/\/pagesExam\/test-result\/grade\/index\?attemptId=\d+/);
    await page.getByText(/^\d+ \/ 100$/).waitFor();
    await page
      .getByText(/^(Passed|Not passed)$/)
      .first()
      .waitFor();
    // The review: an answer sheet of all 20, the wrong answers as short rows opening on a tap.
    const sheet = page.getByRole('button', { name: /^Question \d+, / });
    await sheet.first().waitFor();
    expect(await sheet.count()).toBe(20);
    const review = page.getByRole('region', { name: 'Review' });
    await review.getByRole('button', { expanded: false }).first().click();
    await review.getByRole('button', { expanded: true }).waitFor();
    await review.getByText(/^Correct answer:/).waitFor();
    const whileAnswering = attemptReplies.join('\n');
    expect(attemptReplies.length).toBeGreaterThan(2);
    expect(whileAnswering).not.toMatch(/correct_answer|explanation|is_correct/);

    // The wrong practice answer is in the wrong-answer set.
    await page.goto(`${shellUrl()}/pagesExam/mistakes/index`);
    await page.getByText(wrongStem, { exact: true }).first().waitFor();
    // Scrolled to its end, the set's last row and "No more" sit above the Redo bar.
    await expectEndClearOfActionBar(page, /^Redo \d+ questions?$/);

    // So do the selected questions above their Practise bar.
    await page.goto(`${shellUrl()}/pagesExam/questions/index`);
    await expectEndClearOfActionBar(page, /^Practise \d+ questions?$/);
    await context.close();
  });
});

describe('exam notices before joining', () => {
  it('lets a member who has not joined read the exam notices', async () => {
    const { context, page } = await newPhonePage(browser);
    await logInAs(page, '13800000001');
    await page.goto(`${shellUrl()}/pagesExam/message/index`);
    await page
      .getByText(/ is open\.$/)
      .first()
      .waitFor();
    await context.close();
  });
});
