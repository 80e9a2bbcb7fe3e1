import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  fakeApi,
  logInAs,
  ok,
  paramsOf,
  pendingApi,
  renderAt,
  resetAreaTest,
} from 'shared/standalone/testing';
import {
  attemptResult,
  examHome,
  integrityPaperDetail,
  page,
  paperDetail,
  paperItem,
  practiceSession,
  singleQuestion,
  singleReveal,
} from '../testing/fixtures';
import CommentPage from './comment-page';
import ExamIndexPage from './exam-index-page';
import MistakesPage from './mistakes-page';
import PaperDetailPage from './paper-detail-page';
import PaperPage from './paper-page';
import QuestionsPage from './questions-page';
import SimulatePage from './simulate-page';
import TestResultGradePage from './test-result-grade-page';
import TestResultPracticePage from './test-result-practice-page';

afterEach(resetAreaTest);
beforeEach(() => logInAs());

const bodyOf = (config: { data?: unknown }) => JSON.parse(String(config.data)) as unknown;
const questionItem = {
  id: 31,
  type: 'single' as const,
  stem: singleQuestion.stem,
  chapter: singleQuestion.chapter,
};

describe('ExamIndexPage', () => {
  it('shows progress, exams to take and each chapter with its practice link', async () => {
    fakeApi({ 'GET /api/exam/home': ok(examHome()), 'GET /api/banners': ok({ list: [] }) });
    renderAt(<ExamIndexPage />, '/pages/exam/index');
    expect(await screen.findByRole('heading', { name: '岗位通用题库' })).toBeVisible();
    expect(screen.getByText('80%')).toBeVisible();
    // 23 is how many questions the wrong-answer set holds, not how many answers were wrong.
    const summary = screen.getByRole('region', { name: 'My practice' });
    expect(within(summary).getByText('23').nextSibling).toHaveTextContent('Wrong-answer set');
    expect(within(summary).queryByText('Wrong answers')).toBeNull();
    expect(screen.getByText('14 of 80 questions practised')).toBeVisible();
    // The link is named by what it shows (chapter, progress, action), never by a hidden label.
    const chapter = screen.getByRole('link', { name: /^企业文化与制度 .* Practise$/ });
    expect(chapter).toHaveAttribute('href', '/pagesExam/exercise/index?chapterId=1');
    expect(chapter).not.toHaveAttribute('aria-label');
    const resume = screen.getByRole('link', { name: /^门店服务规范 .* Resume$/ });
    expect(within(resume).getByText('Resume')).toBeVisible();
    expect(screen.getByRole('link', { name: /门店服务月度考核/ })).toHaveAttribute(
      'href',
      '/pagesExam/paper/detail?id=2',
    );
    expect(screen.getByRole('link', { name: 'Wrong-answer set' })).toHaveAttribute(
      'href',
      '/pagesExam/mistakes/index',
    );
  });

  it('gives every entry of the grid an icon', () => {
    pendingApi();
    renderAt(<ExamIndexPage />, '/pages/exam/index');
    const links = within(screen.getByRole('navigation')).getAllByRole('link');
    expect(links).toHaveLength(10);
    for (const link of links) expect(link.querySelector('svg')).not.toBeNull();
  });

  it('names the page itself (it has no nav bar) and keeps a way back', async () => {
    const user = userEvent.setup();
    pendingApi();
    const { location } = renderAt(<ExamIndexPage />, '/pages/exam/index');
    expect(screen.getByRole('heading', { level: 1, name: 'Question bank' })).toBeVisible();
    // Opened directly, there is no page to go back to: home is the way out.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(location()).toBe('/pages/index/index');
  });

  it('shows the entries while the banks load', () => {
    pendingApi();
    renderAt(<ExamIndexPage />, '/pages/exam/index');
    expect(screen.getByRole('link', { name: 'Exam papers' })).toBeVisible();
  });
});

describe('PaperPage and PaperDetailPage', () => {
  it('lists papers with one status each, attempts left and the best score', async () => {
    fakeApi({
      'GET /api/exam/papers': ok(
        page([
          paperItem(),
          paperItem({
            id: 1,
            title: '岗位知识月度考核',
            status: 'closed',
            attempts_left: 0,
            my_status: 'passed',
            best_score: 88,
          }),
          paperItem({ id: 5, title: '店长管理能力考核', status: 'upcoming' }),
          paperItem({ id: 6, title: '冰箱产品知识测验', my_status: 'in_progress' }),
        ]),
      ),
    });
    renderAt(<PaperPage />, '/pagesExam/paper/index');
    const open = await screen.findByRole('link', { name: /新员工入职考试/ });
    // One status a row: where the reader stands, not the paper's window beside it.
    expect(within(open).getByText('Not started')).toBeVisible();
    expect(within(open).queryByText('Open')).toBeNull();
    expect(within(open).getByText('3 attempts left')).toBeVisible();
    const closed = screen.getByRole('link', { name: /岗位知识月度考核/ });
    expect(within(closed).getByText('Passed')).toBeVisible();
    expect(within(closed).queryByText('Closed')).toBeNull();
    expect(within(closed).getByText('Best 88/100')).toBeVisible();
    expect(within(closed).queryByText(/attempts? left/)).toBeNull();
    expect(
      within(screen.getByRole('link', { name: /店长管理能力考核/ })).getByText('Upcoming'),
    ).toBeVisible();
    const underWay = screen.getByRole('link', { name: /冰箱产品知识测验/ });
    expect(within(underWay).getByText('In progress')).toBeVisible();
    expect(within(underWay).queryByText('Open')).toBeNull();
  });

  it('writes deadlines as numeric China-time dates', async () => {
    // 2026-12-03 22:49 in China is 14:49 UTC.
    const deadline = Date.UTC(2026, 11, 3, 14, 49) / 1000;
    fakeApi({ 'GET /api/exam/papers': ok(page([paperItem({ deadline_at: deadline })])) });
    renderAt(<PaperPage />, '/pagesExam/paper/index');
    expect(await screen.findByText('Due 2026-12-03 22:49')).toBeVisible();
  });

  it('shows the rules and starts the exam', async () => {
    const user = userEvent.setup();
    fakeApi({ 'GET /api/exam/papers/3': ok(paperDetail()) });
    const { location } = renderAt(<PaperDetailPage />, '/pagesExam/paper/detail?id=3');
    const figures = await screen.findByRole('region', { name: 'Paper at a glance' });
    expect(within(figures).getByText('Time limit').previousSibling).toHaveTextContent('30min');
    expect(within(figures).getByText('Pass mark')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Start the exam' }));
    expect(location()).toBe('/pagesExam/answer/index?paperId=3');
  });

  it('lists the integrity rules of a paper: draws, shuffles, time per question, leaves, certificate', async () => {
    fakeApi({
      'GET /api/exam/papers/14': ok(
        integrityPaperDetail({
          attempts: [
            {
              id: 77,
              paper: { id: 14, title: '诚信考试示范卷', kind: 'exam' },
              status: 'submitted',
              score: 52,
              total_score: 100,
              pass_score: 60,
              is_passed: false,
              started_at: 1_764_000_000,
              submitted_at: 1_764_000_900,
              leave_count: 2,
              closed_by: 'candidate',
            },
          ],
        }),
      ),
    });
    renderAt(<PaperDetailPage />, '/pagesExam/paper/detail?id=14');
    const rules = await screen.findByRole('region', { name: 'Rules' });
    const lines = within(rules)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(lines).toEqual([
      'Single choice: 5 of 12, 8 points each',
      'Multiple choice: 3 of 6, 10 points each',
      'True or false: 5 of 10, 6 points each',
      'Questions come in an order of your own',
      'Choice options come in an order of your own',
      'One question at a time, 60 s each; you cannot go back to an earlier question',
      'You may leave the exam 2 times; one more leave submits it',
      'A certificate when you pass',
    ]);
    const mine = screen.getByRole('region', { name: 'My attempts' });
    expect(within(mine).getByText(/Left the exam 2 times/)).toBeVisible();
  });

  it('says that leaving is recorded on a paper without integrity settings', async () => {
    fakeApi({ 'GET /api/exam/papers/3': ok(paperDetail()) });
    renderAt(<PaperDetailPage />, '/pagesExam/paper/detail?id=3');
    const rules = await screen.findByRole('region', { name: 'Rules' });
    expect(
      within(rules)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Leaving the exam page is recorded']);
  });

  it('offers to continue an attempt under way, and no start when none is left', async () => {
    fakeApi({
      'GET /api/exam/papers/3': ok(
        paperDetail({ in_progress_attempt_id: 9, my_status: 'in_progress' }),
      ),
      'GET /api/exam/papers/4': ok(paperDetail({ id: 4, attempts_left: 0 })),
    });
    const first = renderAt(<PaperDetailPage />, '/pagesExam/paper/detail?id=3');
    expect(await screen.findByRole('button', { name: 'Continue the exam' })).toBeVisible();
    first.unmount();
    renderAt(<PaperDetailPage />, '/pagesExam/paper/detail?id=4');
    expect(await screen.findByText('You have no attempts left for this exam.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Start the exam' })).toBeNull();
  });
});

describe('results', () => {
  it('shows the grade, pass or fail, rank, and the wrong answers to open one by one', async () => {
    const user = userEvent.setup();
    fakeApi({ 'GET /api/exam/attempts/901/result': ok(attemptResult()) });
    renderAt(<TestResultGradePage />, '/pagesExam/test-result/grade/index?attemptId=901');
    expect(await screen.findByText('25 / 100')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Not passed');
    expect(screen.getByText(/Rank 12 of 40/)).toBeVisible();
    // The question is a short row until it is opened.
    const row = screen.getByRole('button', { name: new RegExp(singleQuestion.stem.slice(0, 6)) });
    expect(row).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Correct answer: B')).toBeNull();
    await user.click(row);
    expect(row).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Your answer: A')).toBeVisible();
    expect(screen.getByText('Correct answer: B')).toBeVisible();
    expect(screen.getByText(singleReveal.explanation)).toBeVisible();
  });

  it('says the attempt was submitted automatically after leaving the exam, and how often', async () => {
    logInAs({ display_name: '张三', mobile: '13800000000' });
    fakeApi({
      'GET /api/exam/attempts/902/result': ok(
        attemptResult({
          id: 902,
          paper: { id: 14, title: '诚信考试示范卷', kind: 'exam' },
          leave_count: 3,
          leave_limit: 2,
          closed_by: 'leaves',
          leaves: [
            { started_at: 1_764_000_100, ended_at: 1_764_000_105, duration_seconds: 5 },
            { started_at: 1_764_000_200, ended_at: 1_764_000_230, duration_seconds: 30 },
            { started_at: 1_764_000_300, ended_at: 1_764_000_302, duration_seconds: 2 },
          ],
        }),
      ),
    });
    const { container } = renderAt(
      <TestResultGradePage />,
      '/pagesExam/test-result/grade/index?attemptId=902',
    );
    expect(await screen.findByText('Left the exam 3 times')).toBeVisible();
    expect(screen.getByText('Submitted automatically after leaving the exam')).toBeVisible();
    expect(screen.queryByText('Submitted when time was up')).toBeNull();
    const mark = container.ownerDocument.querySelector<HTMLElement>('[data-watermark]')!;
    expect(decodeURIComponent(mark.style.maskImage)).toContain('张三 0000');
  });

  it('says so when the paper allows no review', async () => {
    fakeApi({
      'GET /api/exam/attempts/901/result': ok(
        attemptResult({ review: null, is_passed: true, score: 80 }),
      ),
    });
    renderAt(<TestResultGradePage />, '/pagesExam/test-result/grade/index?attemptId=901');
    expect(await screen.findByText('Passed')).toBeVisible();
    expect(screen.getByText('This paper does not show answers for review.')).toBeVisible();
  });

  it('shows a practice result with accuracy and the answered questions', async () => {
    const user = userEvent.setup();
    const session = practiceSession({
      answered_count: 1,
      correct_count: 0,
      duration_seconds: 95,
      finished_at: 1,
    });
    session.questions[0] = { ...session.questions[0]!, result: singleReveal };
    fakeApi({ 'GET /api/exam/practice/65': ok(session) });
    renderAt(<TestResultPracticePage />, '/pagesExam/test-result/practice/index?sessionId=65');
    expect(await screen.findByText('0%')).toBeVisible();
    expect(screen.getByText('1:35')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Question 1, Wrong' }));
    expect(screen.getByText(singleReveal.explanation)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Practise again' })).toHaveAttribute(
      'href',
      '/pagesExam/exercise/index?chapterId=2',
    );
  });

  it('offers another run of the same kind after a wrong-answer run, not a chapter practice', async () => {
    const session = practiceSession({ mode: 'mistakes', chapter: null, finished_at: 1 });
    fakeApi({ 'GET /api/exam/practice/65': ok(session) });
    renderAt(<TestResultPracticePage />, '/pagesExam/test-result/practice/index?sessionId=65');
    // One main action, as after a chapter run: the run's kind and chapter kept.
    expect(await screen.findByRole('link', { name: 'Practise again' })).toHaveAttribute(
      'href',
      '/pagesExam/exercise/index?mode=mistakes',
    );
  });
});

describe('MistakesPage', () => {
  const mistake = {
    id: 31,
    question: questionItem,
    wrong_count: 2,
    right_streak: 1,
    last_answer: ['A'],
    last_wrong_at: Math.floor(Date.now() / 1000) - 3600,
  };

  it('lists wrong answers by chapter, redoes them and removes one by hand', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const adapter = fakeApi({
      'GET /api/exam/mistakes': () =>
        ok({ ...page([mistake]), chapters: [{ id: 2, name: '门店服务规范', count: 1 }] }),
      'DELETE /api/exam/mistakes/31': ok({ removed: true }),
    });
    renderAt(<MistakesPage />, '/pagesExam/mistakes/index');
    expect(await screen.findByText(singleQuestion.stem)).toBeVisible();
    expect(screen.getByText('Wrong 2 times')).toBeVisible();
    expect(screen.getByText('1 right in a row')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Redo 1 question' })).toHaveAttribute(
      'href',
      '/pagesExam/exercise/index?mode=mistakes',
    );
    await user.click(screen.getByRole('tab', { name: '门店服务规范 (1)' }));
    await waitFor(() =>
      expect(paramsOf(adapter.calls[adapter.calls.length - 1]!)).toMatchObject({ chapter_id: 2 }),
    );
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }),
    );
    await waitFor(() => expect(screen.queryByText(singleQuestion.stem)).toBeNull());
    expect(adapter.calls.some((c) => c.method === 'delete')).toBe(true);
  });

  it('keeps how a question leaves the set for a set that has questions', async () => {
    fakeApi({ 'GET /api/exam/mistakes': ok({ ...page([]), chapters: [] }) });
    renderAt(<MistakesPage />, '/pagesExam/mistakes/index');
    expect(await screen.findByText('No wrong answers. Well done!')).toBeVisible();
    expect(screen.queryByText(/leaves this set/)).toBeNull();
  });
});

describe('CommentPage', () => {
  const comment = {
    id: 7,
    body: '这题容易混淆，记住关键词就好。',
    like_count: 3,
    created_at: Math.floor(Date.now() / 1000) - 7200,
    author: { id: 5, nickname: '小李', avatar: '/api/media/avatar-5.svg' },
    mine: false,
    question: questionItem,
  };

  it('lists comments, refuses an empty one inline, posts one and reloads', async () => {
    const user = userEvent.setup();
    let posted = false;
    const adapter = fakeApi({
      'GET /api/exam/questions/31/comments': () =>
        ok({
          ...page(
            posted ? [{ ...comment, id: 8, body: '记住10秒', mine: true }, comment] : [comment],
          ),
          question: questionItem,
        }),
      'POST /api/exam/questions/31/comments': () => {
        posted = true;
        return ok({ ...comment, id: 8, body: '记住10秒', mine: true });
      },
    });
    renderAt(<CommentPage />, '/pagesExam/comment/index?questionId=31');
    expect(await screen.findByText(comment.body)).toBeVisible();
    expect(screen.getByText(singleQuestion.stem)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Write something before posting.');
    expect(adapter.calls.filter((c) => c.method === 'post')).toHaveLength(0);
    const box = screen.getByRole('textbox', { name: 'Your comment' });
    expect(screen.getByText('0/140')).toBeVisible();
    await user.type(box, '  记住10秒 ');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('记住10秒')).toBeVisible();
    const post = adapter.calls.find((c) => c.method === 'post')!;
    expect(bodyOf(post)).toEqual({ body: '记住10秒' });
  });
});

describe('SimulatePage', () => {
  it('asks for a chapter, then generates a mock paper and starts it', async () => {
    // The sheet's opening animation leaves pointer-events off in jsdom.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const adapter = fakeApi({
      'GET /api/exam/home': ok(examHome()),
      'GET /api/exam/papers': ok(
        page([
          paperItem({ id: 11, kind: 'mock', title: '产品知识模拟卷（一）', attempts_left: null }),
        ]),
      ),
      'POST /api/exam/mock-papers': ok(
        paperItem({ id: 40, kind: 'mock', title: '模拟卷 · 门店服务规范' }),
      ),
    });
    const { location } = renderAt(<SimulatePage />, '/pagesExam/simulate/index');
    expect(await screen.findByRole('link', { name: /产品知识模拟卷（一）/ })).toBeVisible();
    // The list is the page, titled by the nav bar alone; building one is its main action.
    expect(screen.queryByRole('heading')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Build a mock paper' }));
    const sheet = await screen.findByRole('dialog', { name: 'Build a mock paper' });
    expect(within(sheet).getByRole('checkbox', { name: '门店服务规范' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Generate and start' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose at least one chapter.');
    await user.click(screen.getByText('门店服务规范'));
    await user.click(screen.getByText('30 questions'));
    await user.click(screen.getByRole('button', { name: 'Generate and start' }));
    await waitFor(() => expect(location()).toBe('/pagesExam/answer/index?paperId=40'));
    const post = adapter.calls.find((c) => c.method === 'post')!;
    expect(bodyOf(post)).toEqual({ chapter_ids: [2], question_count: 30 });
  });
});

describe('QuestionsPage', () => {
  it('shows a searched question without a solution, then the selected questions to practise', async () => {
    fakeApi({
      'GET /api/exam/questions/31': ok({
        ...singleQuestion,
        favourited: true,
        comment_count: 3,
        result: null,
      }),
      'GET /api/exam/featured': ok({
        ...page([questionItem]),
        chapters: [{ id: 2, name: '门店服务规范', count: 1 }],
      }),
    });
    renderAt(<QuestionsPage />, '/pagesExam/questions/index?id=31');
    expect(
      await screen.findByText('Practise its chapter to answer it and see the explanation.'),
    ).toBeVisible();
    expect(screen.queryByText(/Correct answer/)).toBeNull();
    expect(screen.getByRole('link', { name: '3 comments' })).toHaveAttribute(
      'href',
      '/pagesExam/comment/index?questionId=31',
    );
    expect(await screen.findByRole('link', { name: 'Practise 1 question' })).toHaveAttribute(
      'href',
      '/pagesExam/exercise/index?mode=featured',
    );
  });
});
