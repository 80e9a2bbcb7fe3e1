import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, logInAs, ok, refused, renderAt, resetAreaTest } from 'shared/standalone/testing';
import { readStoredAttempt, writeStoredAttempt } from '../components/attempt-storage';
import { attempt, attemptResult, singleQuestion } from '../testing/fixtures';
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
