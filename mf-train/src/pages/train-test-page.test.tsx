import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, logInAs, ok, renderAt, resetAreaTest } from 'shared/standalone/testing';
import TrainTestPage from './train-test-page';

// Unmount before the session resets, so no page re-renders outside act().
afterEach(() => {
  cleanup();
  resetAreaTest();
});
beforeEach(() => logInAs());

const PATH = '/pagesTrain/test/index?courseId=1';

const paper = (overrides: Record<string, unknown> = {}) => ({
  course: { id: 1, title: '新员工入职第一课' },
  questions: [
    {
      id: 101,
      type: 'single',
      stem: '顾客进店后应在多少秒内打招呼？',
      options: [
        { key: 'A', text: '3秒' },
        { key: 'B', text: '30秒' },
      ],
      blanks: 0,
      score: 20,
    },
    {
      id: 102,
      type: 'judge',
      stem: '样机可以不通电展示。',
      options: [
        { key: 'T', text: '正确' },
        { key: 'F', text: '错误' },
      ],
      blanks: 0,
      score: 20,
    },
  ],
  total_score: 40,
  pass_score: 24,
  can_take: true,
  reason: null,
  last_result: null,
  ...overrides,
});

const result = {
  id: 9,
  score: 20,
  total_score: 40,
  pass_score: 24,
  passed: false,
  created_at: 1790000000,
  questions: [
    { id: 101, correct: true, your_answer: ['A'], answer: ['A'], explanation: '' },
    { id: 102, correct: false, your_answer: [], answer: ['F'], explanation: '样机必须通电演示。' },
  ],
};

describe('TrainTestPage', () => {
  it('warns about unanswered questions, then hands in and shows the graded result', async () => {
    const user = userEvent.setup();
    const adapter = fakeApi({
      'GET /api/courses/1/test': ok(paper()),
      'POST /api/courses/1/test': ok(result),
    });
    renderAt(<TrainTestPage />, PATH);
    expect(await screen.findByText('2 questions, 40 points; 24 points to pass.')).toBeVisible();
    await user.click(screen.getByText('A. 3秒'));
    await user.click(screen.getByRole('button', { name: 'Hand in' }));
    expect(screen.getByRole('alert')).toHaveTextContent('1 question is unanswered');
    expect(adapter.calls.filter((c) => c.method === 'post')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Hand in anyway' }));
    expect(await screen.findByText('Not passed yet')).toBeVisible();
    expect(screen.getByText('You scored 20 of 40 (pass mark 24).')).toBeVisible();
    expect(screen.getByText('Right answer: F')).toBeVisible();
    const post = adapter.calls.find((c) => c.method === 'post');
    expect(JSON.parse(String(post!.data))).toEqual({ answers: { '101': ['A'] } });
  });

  it('explains why the test cannot be taken yet', async () => {
    const user = userEvent.setup();
    fakeApi({
      'GET /api/courses/1/test': ok(
        paper({ can_take: false, reason: 'Finish the course before taking its test' }),
      ),
    });
    const { location } = renderAt(<TrainTestPage />, PATH);
    expect(await screen.findByText('The test is not open yet')).toBeVisible();
    expect(
      screen.getByText('It opens once you have finished every lesson of the course.'),
    ).toBeVisible();
    expect(screen.queryByText('No data yet')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Back to the course' }));
    expect(location()).toBe('/pagesTrain/course/course?id=1');
  });

  it('shows my last result first and lets me take it again', async () => {
    const user = userEvent.setup();
    fakeApi({ 'GET /api/courses/1/test': ok(paper({ last_result: result })) });
    renderAt(<TrainTestPage />, PATH);
    await user.click(await screen.findByRole('button', { name: 'Take the test again' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Hand in' })).toBeVisible());
  });
});
