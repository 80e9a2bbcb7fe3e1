import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Chart } from 'chart.js';
import { fakeApi, logInAs, ok, renderAt, resetAreaTest } from 'shared/standalone/testing';
import { paperItem } from '../testing/fixtures';
import ReportPage from './report-page';

jest.mock('chart.js', () => {
  const Chart = jest.fn().mockImplementation(() => ({ destroy: jest.fn() }));
  Object.assign(Chart, { register: jest.fn() });
  return { ...jest.requireActual<object>('chart.js'), Chart };
});

type Point = { x: number; y: number };
type LineConfig = {
  data: { datasets: { data: Point[]; borderDash?: number[] }[] };
  options: { scales: { x: { min: number; max: number } } };
};
const drawn = () => jest.mocked(Chart).mock.calls.at(-1)![1] as unknown as LineConfig;

beforeEach(() => {
  // jsdom has no canvas; Chart.js itself is replaced above, so any context will do.
  jest
    .spyOn(HTMLCanvasElement.prototype, 'getContext')
    .mockReturnValue({} as CanvasRenderingContext2D);
});
afterEach(() => {
  resetAreaTest();
  jest.restoreAllMocks();
});

const nowSeconds = () => Math.floor(Date.now() / 1000);
const finished = (id: number, score: number, hoursAgo: number) => ({
  id,
  paper: { id: 3, title: '新员工入职考试', kind: 'exam' },
  status: 'submitted',
  score,
  total_score: 100,
  pass_score: 60,
  is_passed: score >= 60,
  started_at: nowSeconds() - hoursAgo * 3600 - 1200,
  submitted_at: nowSeconds() - hoursAgo * 3600,
});

describe('ReportPage', () => {
  it('shows my best, rank and every candidate’s figures, the trend against the pass mark and each attempt', async () => {
    const user = userEvent.setup();
    logInAs();
    fakeApi({
      'GET /api/exam/papers/3/report': ok({
        paper: paperItem({ id: 3, best_score: 85, total_score: 100, pass_score: 60 }),
        // Newest first, as the API answers.
        attempts: [finished(902, 85, 2), finished(901, 45, 30)],
        candidates: 42,
        average_score: 71.5,
        pass_rate: 0.81,
        my_rank: 7,
      }),
    });
    const { location } = renderAt(<ReportPage />, '/pagesExam/report/index?paperId=3');
    expect(await screen.findByText('85')).toBeVisible();
    expect(screen.getByText('7')).toBeVisible();
    expect(screen.getByText('71.5')).toBeVisible();
    // The chart reads oldest first; screen readers get the scores in words.
    expect(screen.getByRole('img', { name: 'Score trend: 1 45%, 2 85%' })).toBeInTheDocument();
    expect(
      screen.getByText('Scores in percent, oldest first; the dashed line is the pass mark (60%).'),
    ).toBeVisible();
    const [scores, passLine] = drawn().data.datasets;
    expect(scores!.data).toEqual([
      { x: 1, y: 45 },
      { x: 2, y: 85 },
    ]);
    // The pass mark is drawn: a dashed line at 60% across the whole plot.
    const { min, max } = drawn().options.scales.x;
    expect(passLine!.borderDash).toEqual([6, 4]);
    expect(passLine!.data).toEqual([
      { x: min, y: 60 },
      { x: max, y: 60 },
    ]);
    await user.click(screen.getByText('85/100'));
    expect(location()).toBe('/pagesExam/test-result/grade/index?attemptId=902');
  });

  it('shows a single attempt as its value against the pass mark, not a chart of one dot', async () => {
    logInAs();
    fakeApi({
      'GET /api/exam/papers/3/report': ok({
        paper: paperItem({ id: 3, best_score: 42, total_score: 50, pass_score: 35 }),
        attempts: [{ ...finished(903, 42, 1), total_score: 50, pass_score: 35 }],
        candidates: 10,
        average_score: 38,
        pass_rate: 0.7,
        my_rank: 2,
      }),
    });
    renderAt(<ReportPage />, '/pagesExam/report/index?paperId=3');
    expect(await screen.findByRole('heading', { name: 'My score' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Score 84%, pass mark 70%' })).toBeInTheDocument();
    expect(screen.getByText('Pass mark 70%')).toBeInTheDocument();
    expect(
      screen.getByText('One attempt so far: the trend starts with your second.'),
    ).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Score trend' })).toBeNull();
    expect(Chart).not.toHaveBeenCalled();
  });

  it('says so when there are no attempts yet', async () => {
    logInAs();
    fakeApi({
      'GET /api/exam/papers/3/report': ok({
        paper: paperItem({ id: 3, best_score: null }),
        attempts: [],
        candidates: 0,
        average_score: 0,
        pass_rate: 0,
        my_rank: null,
      }),
    });
    renderAt(<ReportPage />, '/pagesExam/report/index?paperId=3');
    expect(await screen.findAllByText('--')).toHaveLength(2);
    expect(screen.queryByRole('img')).toBeNull();
    expect(Chart).not.toHaveBeenCalled();
  });
});
