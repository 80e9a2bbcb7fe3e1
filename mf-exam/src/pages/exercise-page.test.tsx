import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, logInAs, ok, refused, renderAt, resetAreaTest } from 'shared/standalone/testing';
import { practiceSession, singleQuestion, singleReveal } from '../testing/fixtures';
import ExercisePage from './exercise-page';

afterEach(resetAreaTest);
beforeEach(() => logInAs());

const bodyOf = (config: { data?: unknown }) => JSON.parse(String(config.data)) as unknown;

describe('ExercisePage', () => {
  it('starts the chapter run and shows the first question without its solution', async () => {
    const adapter = fakeApi({ 'POST /api/exam/practice': ok(practiceSession()) });
    renderAt(<ExercisePage />, '/pagesExam/exercise/index?chapterId=2');
    expect(await screen.findByText(singleQuestion.stem)).toBeVisible();
    expect(screen.getByText('1 / 4')).toBeVisible();
    expect(screen.getByText('0 of 4 answered', { exact: false })).toBeVisible();
    expect(screen.queryByText(/Correct answer/)).toBeNull();
    expect(bodyOf(adapter.calls[0]!)).toEqual({ mode: 'chapter', chapter_id: 2 });
    expect(screen.getByRole('button', { name: 'Check answer' })).toBeDisabled();
  });

  it('answers, then shows wrong, the correct answer and the explanation', async () => {
    const user = userEvent.setup();
    const adapter = fakeApi({
      'POST /api/exam/practice': ok(practiceSession()),
      'POST /api/exam/practice/65/answers': ok({
        question_id: singleQuestion.id,
        result: singleReveal,
        answered_count: 1,
        correct_count: 0,
        finished: false,
      }),
    });
    renderAt(<ExercisePage />, '/pagesExam/exercise/index?chapterId=2');
    await user.click(await screen.findByRole('radio', { name: 'A. 1分钟内' }));
    await user.click(screen.getByRole('button', { name: 'Check answer' }));
    expect(await screen.findByText('Wrong')).toBeVisible();
    expect(screen.getByText('Your answer: A')).toBeVisible();
    expect(screen.getByText('Correct answer: B')).toBeVisible();
    expect(screen.getByText(singleReveal.explanation)).toBeVisible();
    expect(screen.getByRole('radio', { name: 'A. 1分钟内' })).toBeDisabled();
    expect(bodyOf(adapter.calls[1]!)).toEqual({ question_id: singleQuestion.id, answer: ['A'] });
    expect(screen.getByText('1 of 4 answered', { exact: false })).toBeVisible();
  });

  it('resumes at the first unanswered question, the answered ones still revealed', async () => {
    const user = userEvent.setup();
    const session = practiceSession({ answered_count: 1 });
    session.questions[0] = { ...session.questions[0]!, result: singleReveal };
    fakeApi({ 'POST /api/exam/practice': ok(session) });
    renderAt(<ExercisePage />, '/pagesExam/exercise/index?chapterId=2');
    expect(await screen.findByText('员工在店内必须佩戴工牌。')).toBeVisible();
    // True/false read in the reader's language, whatever language the bank wrote them in.
    expect(screen.getByRole('radio', { name: 'True' })).toBeEnabled();
    expect(screen.queryByText('正确')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('Wrong')).toBeVisible();
    expect(screen.getByText(singleReveal.explanation)).toBeVisible();
  });

  it('fills in blanks and moves with next', async () => {
    const user = userEvent.setup();
    const adapter = fakeApi({
      'POST /api/exam/practice': ok(practiceSession()),
      'POST /api/exam/practice/65/answers': ok({
        question_id: 33,
        result: {
          answer: ['三声内'],
          is_correct: true,
          correct_answer: ['三声内'],
          explanation: '表述正确。',
        },
        answered_count: 1,
        correct_count: 1,
        finished: false,
      }),
    });
    renderAt(<ExercisePage />, '/pagesExam/exercise/index?chapterId=2');
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByRole('textbox', { name: 'Blank 1' }), '三声内');
    await user.click(screen.getByRole('button', { name: 'Check answer' }));
    expect(await screen.findByText('Correct')).toBeVisible();
    expect(bodyOf(adapter.calls[1]!)).toEqual({ question_id: 33, answer: ['三声内'] });
  });

  it('finishes and goes to the practice result', async () => {
    const user = userEvent.setup();
    fakeApi({
      'POST /api/exam/practice': ok(practiceSession()),
      'POST /api/exam/practice/65/finish': ok(practiceSession({ finished_at: 1 })),
    });
    const { location } = renderAt(<ExercisePage />, '/pagesExam/exercise/index?chapterId=2');
    await user.click(await screen.findByRole('button', { name: 'Finish practice' }));
    await waitFor(() =>
      expect(location()).toBe('/pagesExam/test-result/practice/index?sessionId=65'),
    );
  });

  it('replays mistakes and says so when there is nothing to practise', async () => {
    const adapter = fakeApi({
      'POST /api/exam/practice': refused('There are no questions to practise here'),
    });
    renderAt(<ExercisePage />, '/pagesExam/exercise/index?mode=mistakes');
    expect(await screen.findByText('There are no questions to practise here')).toBeVisible();
    expect(bodyOf(adapter.calls[0]!)).toEqual({ mode: 'mistakes' });
  });

  it('asks for a chapter without calling the API', () => {
    const adapter = fakeApi({});
    renderAt(<ExercisePage />, '/pagesExam/exercise/index');
    expect(screen.getByText('No chapter was chosen. Pick one in the question bank.')).toBeVisible();
    expect(adapter.calls).toHaveLength(0);
  });
});
