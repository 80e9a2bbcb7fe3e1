import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog } from 'shared/ui-kit';
import { fakeApi, logInAs, ok, refused, renderAt, resetAreaTest } from 'shared/standalone/testing';
import { readStoredAttempt, writeStoredAttempt } from '../components/attempt-storage';
import {
  attempt,
  attemptResult,
  judgeQuestion,
  sequentialAttempt,
  singleQuestion,
} from '../testing/fixtures';
import AnswerPage from './answer-page';

afterEach(() => {
  jest.useRealTimers();
  resetAreaTest();
});
beforeEach(() => logInAs());

const bodyOf = (config: { data?: unknown }) => JSON.parse(String(config.data)) as unknown;
const saved = (questionId: number) =>
  ok({ question_id: questionId, saved_at: 1, answered_count: 1, remaining_seconds: 1700 });
const URL_WITH_ATTEMPT = '/pagesExam/answer/index?paperId=3&attemptId=901';

describe('AnswerPage', () => {
  it('starts the attempt, shows the server countdown and adds the attempt to the address', async () => {
    const adapter = fakeApi({
      'POST /api/exam/papers/3/attempts': ok(attempt()),
      'GET /api/exam/attempts/901': ok(attempt()),
    });
    const { location } = renderAt(<AnswerPage />, '/pagesExam/answer/index?paperId=3');
    expect(await screen.findByRole('timer', { name: /Time left 2[89]:\d\d/ })).toBeVisible();
    await waitFor(() => expect(location()).toBe(URL_WITH_ATTEMPT));
    expect(await screen.findByText(singleQuestion.stem)).toBeVisible();
    expect(adapter.calls[0]!.method).toBe('post');
    expect(screen.queryByText(/Correct answer/)).toBeNull();
  });

  it('saves an answer on the device at once and then on the server', async () => {
    const user = userEvent.setup();
    const adapter = fakeApi({
      'GET /api/exam/attempts/901': ok(attempt()),
      'POST /api/exam/attempts/901/answers': saved(singleQuestion.id),
    });
    renderAt(<AnswerPage />, URL_WITH_ATTEMPT);
    await user.click(await screen.findByRole('radio', { name: 'B. 10秒内' }));
    expect(readStoredAttempt(901).answers[String(singleQuestion.id)]).toEqual(['B']);
    expect(await screen.findByText('Answers saved')).toBeVisible();
    const save = adapter.calls.find((c) => c.url?.endsWith('/answers'))!;
    expect(bodyOf(save)).toEqual({ question_id: singleQuestion.id, answer: ['B'] });
    expect(readStoredAttempt(901).unsynced).toEqual([]);
    expect(screen.getByRole('button', { name: 'Answer sheet 1/4' })).toBeVisible();
  });

  it('keeps an answer the server could not take, and sends it after a reload', async () => {
    const user = userEvent.setup();
    let online = false;
    const adapter = fakeApi({
      'GET /api/exam/attempts/901': ok(attempt()),
      'POST /api/exam/attempts/901/answers': () =>
        online ? saved(singleQuestion.id) : { fail: 'network' },
    });
    const first = renderAt(<AnswerPage />, URL_WITH_ATTEMPT);
    await user.click(await screen.findByRole('radio', { name: 'B. 10秒内' }));
    expect(await screen.findByText('Saved on this device; will sync when online')).toBeVisible();
    expect(readStoredAttempt(901).unsynced).toEqual([singleQuestion.id]);
    first.unmount();

    // The reload: the server has no answer, the device has one.
    online = true;
    renderAt(<AnswerPage />, URL_WITH_ATTEMPT);
    expect(await screen.findByRole('radio', { name: 'B. 10秒内' })).toBeChecked();
    expect(await screen.findByText('Answers saved')).toBeVisible();
    const saves = adapter.calls.filter((c) => c.url?.endsWith('/answers'));
    expect(bodyOf(saves[saves.length - 1]!)).toEqual({
      question_id: singleQuestion.id,
      answer: ['B'],
    });
  });

  it('shows the server’s saved answers and flags after a reload', async () => {
    fakeApi({
      'GET /api/exam/attempts/901': ok(
        attempt({
          answers: [{ question_id: singleQuestion.id, answer: ['C'], saved_at: 1 }],
          flagged: [singleQuestion.id],
        }),
      ),
    });
    renderAt(<AnswerPage />, URL_WITH_ATTEMPT);
    expect(await screen.findByRole('radio', { name: 'C. 顾客招呼之后' })).toBeChecked();
    expect(screen.getByRole('button', { name: /Flagged/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Answer sheet 1/4' })).toBeVisible();
  });

  it('leads with Next until the last question, where Submit becomes the main action', async () => {
    const user = userEvent.setup();
    fakeApi({ 'GET /api/exam/attempts/901': ok(attempt()) });
    renderAt(<AnswerPage />, URL_WITH_ATTEMPT);
    // Question 1: Next is the main action; handing in early stays one tap away, as a small button.
    const next = await screen.findByRole('button', { name: 'Next' });
    expect(next).toHaveClass('adm-button-primary');
    expect(next).not.toHaveClass('adm-button-small');
    const early = screen.getByRole('button', { name: 'Submit' });
    expect(early).toHaveClass('adm-button-small');
    for (let i = 0; i < 3; i++) await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('4 / 4')).toBeVisible();
    // The last question: no Next, and one Submit, the bar's main action.
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    const submits = screen.getAllByRole('button', { name: 'Submit' });
    expect(submits).toHaveLength(1);
    expect(submits[0]).toHaveClass('adm-button-primary');
    expect(submits[0]).not.toHaveClass('adm-button-small');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('button', { name: 'Next' })).toHaveClass('adm-button-primary');
  });

  it('jumps to a question from the answer sheet', async () => {
    // The popup animates in with pointer-events off; a person taps once it is shown.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    fakeApi({ 'GET /api/exam/attempts/901': ok(attempt({ flagged: [33] })) });
    renderAt(<AnswerPage />, URL_WITH_ATTEMPT);
    await user.click(await screen.findByRole('button', { name: 'Answer sheet 0/4' }));
    await user.click(
      await screen.findByRole('button', { name: 'Question 3, unanswered, flagged' }),
    );
    expect(await screen.findByText('接听门店电话应在铃响____。')).toBeVisible();
  });

  it('confirms with the count of unanswered questions, submits with the device answers, shows the grade', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    writeStoredAttempt(901, { answers: { '31': ['A'] }, unsynced: [] });
    const adapter = fakeApi({
      'GET /api/exam/attempts/901': ok(
        attempt({ answers: [{ question_id: 31, answer: ['A'], saved_at: 1 }] }),
      ),
      'POST /api/exam/attempts/901/submit': ok(attemptResult()),
    });
    const { location } = renderAt(<AnswerPage />, URL_WITH_ATTEMPT);
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog');
    // The dialog fades in: on a busy machine its text is there a moment before it shows.
    await waitFor(() =>
      expect(
        within(dialog).getByText(
          '3 questions are unanswered. Once submitted, answers cannot be changed.',
        ),
      ).toBeVisible(),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(location()).toBe('/pagesExam/test-result/grade/index?attemptId=901'),
    );
    const submit = adapter.calls.find((c) => c.url?.endsWith('/submit'))!;
    expect(bodyOf(submit)).toEqual({ answers: [{ question_id: 31, answer: ['A'] }] });
    expect(localStorage.getItem('mf-exam.attempt.901')).toBeNull();
  });

  it('submits by itself when the time is up', async () => {
    jest.useFakeTimers();
    const adapter = fakeApi({
      'GET /api/exam/attempts/901': ok(attempt({ remaining_seconds: 2 })),
      'POST /api/exam/attempts/901/submit': ok(attemptResult({ status: 'expired' })),
    });
    const { location } = renderAt(<AnswerPage />, URL_WITH_ATTEMPT);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(100);
    });
    expect(screen.getByRole('timer', { name: 'Time left 0:02' })).toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(3000);
    });
    expect(adapter.calls.some((c) => c.url?.endsWith('/submit'))).toBe(true);
    expect(location()).toBe('/pagesExam/test-result/grade/index?attemptId=901');
  });

  it('goes to the grade when the server says the time is up while saving', async () => {
    const user = userEvent.setup();
    fakeApi({
      'GET /api/exam/attempts/901': ok(attempt()),
      'POST /api/exam/attempts/901/answers': refused('Time is up: the exam has been submitted'),
      'POST /api/exam/attempts/901/submit': ok(attemptResult({ status: 'expired' })),
    });
    const { location } = renderAt(<AnswerPage />, URL_WITH_ATTEMPT);
    await user.click(await screen.findByRole('radio', { name: 'B. 10秒内' }));
    await waitFor(() =>
      expect(location()).toBe('/pagesExam/test-result/grade/index?attemptId=901'),
    );
  });

  it('goes to the grade when the attempt was already submitted', async () => {
    fakeApi({
      'GET /api/exam/attempts/901': ok(
        attempt({ status: 'submitted', questions: [], remaining_seconds: 0 }),
      ),
    });
    const { location } = renderAt(<AnswerPage />, URL_WITH_ATTEMPT);
    await waitFor(() =>
      expect(location()).toBe('/pagesExam/test-result/grade/index?attemptId=901'),
    );
  });

  it('shows a refusal to start (no attempts left) inline', async () => {
    fakeApi({
      'POST /api/exam/papers/3/attempts': refused('You have no attempts left for this exam'),
    });
    renderAt(<AnswerPage />, '/pagesExam/answer/index?paperId=3');
    expect(await screen.findByText('You have no attempts left for this exam')).toBeVisible();
  });
});

const SEQUENTIAL_URL = '/pagesExam/answer/index?paperId=14&attemptId=902';

/** The page hidden (app switched, screen locked) and shown again, as WeChat's browser reports it. */
let visibility: DocumentVisibilityState = 'visible';
const setVisibility = (state: DocumentVisibilityState) => {
  visibility = state;
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
};
beforeAll(() => {
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => visibility,
  });
});
afterEach(async () => {
  visibility = 'visible';
  // Dialog.alert renders outside the page: close it, so the next test starts without one.
  jest.useRealTimers();
  Dialog.clear();
  await waitFor(() => expect(document.querySelector('.adm-dialog')).toBeNull());
});

const leaveReply = (leaveCount: number, overrides: Record<string, unknown> = {}) =>
  ok({
    leave_count: leaveCount,
    leave_limit: 2,
    leaves_left: Math.max(0, 2 - leaveCount),
    status: 'in_progress',
    closed_by: null,
    submitted: false,
    ...overrides,
  });

describe('AnswerPage: the integrity paper (sequential mode, watermark, leaves)', () => {
  it('covers the page with the candidate’s watermark and shows the leave count and the question’s timer', async () => {
    fakeApi({ 'GET /api/exam/attempts/902': ok(sequentialAttempt(45)) });
    const { container } = renderAt(<AnswerPage />, SEQUENTIAL_URL);
    expect(await screen.findByText(singleQuestion.stem)).toBeVisible();
    const mark = container.ownerDocument.querySelector<HTMLElement>('[data-watermark]')!;
    expect(mark).toHaveAttribute('aria-hidden', 'true');
    expect(mark).toBeEmptyDOMElement();
    expect(decodeURIComponent(mark.style.maskImage)).toContain('张三 0000');
    expect(screen.getByText('Leaves 1/2')).toBeVisible();
    expect(screen.getByText('2 / 13')).toBeVisible();
    expect(
      screen.getByRole('timer', { name: /Time left for this question 0:4[45]/ }),
    ).toBeVisible();
  });

  it('has no Previous and no jumps: Next closes the question on the server and shows the next one', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const t = Math.floor(Date.now() / 1000);
    const third = { ...judgeQuestion, id: 35, stem: '收银时应当面点清找零。' };
    const advanced = sequentialAttempt(45, {
      server_now: t,
      questions: [
        { ...judgeQuestion, score: 6, closes_at: t - 80, locked: true },
        { ...singleQuestion, score: 8, closes_at: t, locked: true },
        { ...third, score: 6, closes_at: t + 60, locked: false },
      ],
      current_question_id: third.id,
    });
    const adapter = fakeApi({
      'GET /api/exam/attempts/902': ok(sequentialAttempt(45)),
      'POST /api/exam/attempts/902/answers': saved(singleQuestion.id),
      'POST /api/exam/attempts/902/advance': ok(advanced),
    });
    renderAt(<AnswerPage />, SEQUENTIAL_URL);
    await user.click(await screen.findByRole('radio', { name: 'B. 10秒内' }));
    expect(screen.queryByRole('button', { name: 'Previous' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Flag/ })).toBeNull();

    // The answer sheet only shows where the candidate is: its numbers are not buttons.
    await user.click(screen.getByRole('button', { name: 'Answer sheet 2/13' }));
    expect(
      await screen.findByText('One question at a time: this sheet only shows where you are.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Question 1,/ })).toBeNull();
    expect(screen.getByRole('img', { name: 'Question 1, answered' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Question 13, unanswered' })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(third.stem)).toBeVisible();
    expect(screen.getByText('3 / 13')).toBeVisible();
    const posted = adapter.calls.map((c) => c.url);
    // The open question's answer is saved before the question closes.
    expect(posted.indexOf('/api/exam/attempts/902/answers')).toBeLessThan(
      posted.indexOf('/api/exam/attempts/902/advance'),
    );
    const advance = adapter.calls.find((c) => c.url?.endsWith('/advance'))!;
    expect(bodyOf(advance)).toEqual({ question_id: singleQuestion.id });
  });

  it('moves on by itself when the question’s time is up', async () => {
    jest.useFakeTimers();
    const adapter = fakeApi({
      'GET /api/exam/attempts/902': ok(sequentialAttempt(2)),
      'POST /api/exam/attempts/902/advance': ok(sequentialAttempt(60)),
    });
    renderAt(<AnswerPage />, SEQUENTIAL_URL);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(100);
    });
    expect(adapter.calls.some((c) => c.url?.endsWith('/advance'))).toBe(false);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(3000);
    });
    const advance = adapter.calls.find((c) => c.url?.endsWith('/advance'))!;
    expect(bodyOf(advance)).toEqual({ question_id: singleQuestion.id });
  });

  it('reports a leave and the return, then warns with the count in a dialog', async () => {
    const adapter = fakeApi({
      'GET /api/exam/attempts/902': ok(sequentialAttempt(45)),
      'POST /api/exam/attempts/902/leaves': (config) =>
        (bodyOf(config) as { event: string }).event === 'start' ? leaveReply(2) : leaveReply(2),
    });
    renderAt(<AnswerPage />, SEQUENTIAL_URL);
    expect(await screen.findByText(singleQuestion.stem)).toBeVisible();

    setVisibility('hidden');
    await waitFor(() => expect(adapter.calls.some((c) => c.url?.endsWith('/leaves'))).toBe(true));
    const start = bodyOf(adapter.calls.find((c) => c.url?.endsWith('/leaves'))!) as {
      leave_id: string;
    };
    expect(start).toEqual({
      leave_id: expect.stringMatching(/^[0-9a-f]{32}$/),
      event: 'start',
      reason: 'hidden',
    });
    expect(localStorage.getItem('mf-exam.leave.902')).toBe(start.leave_id);

    setVisibility('visible');
    const dialog = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(
        within(dialog).getByText('You left the exam (2 of 2). One more leave submits it.'),
      ).toBeVisible(),
    );
    const leaves = adapter.calls.filter((c) => c.url?.endsWith('/leaves')).map(bodyOf);
    expect(leaves[1]).toEqual({ leave_id: start.leave_id, event: 'end' });
    expect(localStorage.getItem('mf-exam.leave.902')).toBeNull();
    expect(screen.getByText('Leaves 2/2')).toBeVisible();
  });

  it('sends the answers the server has not confirmed with the start of a leave (the page unloading)', async () => {
    const user = userEvent.setup();
    const adapter = fakeApi({
      'GET /api/exam/attempts/902': ok(sequentialAttempt(45)),
      'POST /api/exam/attempts/902/answers': { fail: 'network' },
      'POST /api/exam/attempts/902/leaves': leaveReply(2),
    });
    renderAt(<AnswerPage />, SEQUENTIAL_URL);
    await user.click(await screen.findByRole('radio', { name: 'C. 顾客招呼之后' }));
    expect(await screen.findByText('Saved on this device; will sync when online')).toBeVisible();
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    await waitFor(() => expect(adapter.calls.some((c) => c.url?.endsWith('/leaves'))).toBe(true));
    expect(bodyOf(adapter.calls.find((c) => c.url?.endsWith('/leaves'))!)).toEqual({
      leave_id: expect.stringMatching(/^[0-9a-f]{32}$/),
      event: 'start',
      reason: 'pagehide',
      answers: [{ question_id: singleQuestion.id, answer: ['C'] }],
    });
  });

  it('a blur counts only when it lasts: a quick system sheet is not a leave', async () => {
    jest.useFakeTimers();
    const adapter = fakeApi({
      'GET /api/exam/attempts/902': ok(sequentialAttempt(600)),
      'POST /api/exam/attempts/902/leaves': leaveReply(2),
    });
    renderAt(<AnswerPage />, SEQUENTIAL_URL);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(100);
    });
    act(() => {
      window.dispatchEvent(new Event('blur'));
    });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(500);
    });
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(2000);
    });
    expect(adapter.calls.some((c) => c.url?.endsWith('/leaves'))).toBe(false);

    act(() => {
      window.dispatchEvent(new Event('blur'));
    });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1200);
    });
    const start = adapter.calls.find((c) => c.url?.endsWith('/leaves'))!;
    expect(bodyOf(start)).toMatchObject({ event: 'start', reason: 'blur' });
  });

  it('ends a leave left open by a reload, and goes to the grade when that leave submitted the exam', async () => {
    localStorage.setItem('mf-exam.leave.902', 'a1b2c3d4e5f6a7b8');
    writeStoredAttempt(902, { answers: { '31': ['B'] }, unsynced: [31] });
    const adapter = fakeApi({
      'GET /api/exam/attempts/902': ok(sequentialAttempt(45, { leave_count: 3 })),
      'POST /api/exam/attempts/902/leaves': leaveReply(3, {
        leaves_left: 0,
        status: 'submitted',
        closed_by: 'leaves',
      }),
      'POST /api/exam/attempts/902/answers': saved(singleQuestion.id),
    });
    const { location } = renderAt(<AnswerPage />, SEQUENTIAL_URL);
    await waitFor(() =>
      expect(location()).toBe('/pagesExam/test-result/grade/index?attemptId=902'),
    );
    const end = adapter.calls.find((c) => c.url?.endsWith('/leaves'))!;
    expect(bodyOf(end)).toEqual({ leave_id: 'a1b2c3d4e5f6a7b8', event: 'end' });
    expect(localStorage.getItem('mf-exam.leave.902')).toBeNull();
    expect(localStorage.getItem('mf-exam.attempt.902')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('records leaves without a dialog on a paper without a limit', async () => {
    const adapter = fakeApi({
      'GET /api/exam/attempts/901': ok(attempt()),
      'POST /api/exam/attempts/901/leaves': ok({
        leave_count: 1,
        leave_limit: null,
        leaves_left: null,
        status: 'in_progress',
        closed_by: null,
        submitted: false,
      }),
    });
    renderAt(<AnswerPage />, URL_WITH_ATTEMPT);
    expect(await screen.findByText(singleQuestion.stem)).toBeVisible();
    expect(screen.queryByText(/Leaves/)).toBeNull();
    setVisibility('hidden');
    setVisibility('visible');
    expect(await screen.findByText('Leaves 1')).toBeVisible();
    expect(adapter.calls.filter((c) => c.url?.endsWith('/leaves'))).toHaveLength(2);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  });
});
