import { screen, within } from '@testing-library/react';
import { Chart } from 'chart.js';
import { fakeApi, logInAs, ok, renderAt, resetAreaTest } from 'shared/standalone/testing';
import ReportAllPage from './report-all-page';

jest.mock('chart.js', () => {
  const Chart = jest.fn().mockImplementation(() => ({ destroy: jest.fn() }));
  Object.assign(Chart, { register: jest.fn() });
  return { ...jest.requireActual<object>('chart.js'), Chart };
});

beforeEach(() => {
  jest
    .spyOn(HTMLCanvasElement.prototype, 'getContext')
    .mockReturnValue({} as CanvasRenderingContext2D);
});
afterEach(() => {
  resetAreaTest();
  jest.restoreAllMocks();
});

const nowSeconds = () => Math.floor(Date.now() / 1000);
const finished = (
  id: number,
  paper: { id: number; title: string; kind: 'exam' | 'mock' },
  score: number,
  daysAgo: number,
) => ({
  id,
  paper,
  status: 'submitted',
  score,
  total_score: 100,
  pass_score: 60,
  is_passed: score >= 60,
  started_at: nowSeconds() - daysAgo * 86400 - 1200,
  submitted_at: nowSeconds() - daysAgo * 86400,
});

const monthly = { id: 1, title: '岗位知识月度考核', kind: 'exam' as const };
const fridge = { id: 4, title: '冰箱产品知识测验', kind: 'exam' as const };
const mock = { id: 11, title: '产品知识模拟卷（一）', kind: 'mock' as const };

describe('ReportAllPage', () => {
  it('counts the same exam attempts it charts and lists; mock papers apart', async () => {
    logInAs();
    fakeApi({
      // As the seeded API answers: the counts are of exam papers, the trend holds mocks too.
      'GET /api/exam/report': ok({
        exam_count: 2,
        passed_count: 1,
        average_percent: 67,
        practice_answered: 56,
        practice_accuracy: 0.77,
        trend: [
          finished(300, mock, 72, 60),
          finished(299, mock, 68, 25),
          finished(298, fridge, 50, 16),
          finished(297, monthly, 84, 6),
        ],
      }),
    });
    renderAt(<ReportAllPage />, '/pagesExam/report/allReport');
    const summary = await screen.findByRole('region', { name: 'Score summary' });
    expect(within(summary).getByText('Exams taken').previousSibling).toHaveTextContent('2');
    expect(within(summary).getByText('Passed').previousSibling).toHaveTextContent('1');
    const exams = screen.getByRole('region', { name: 'Attempts' });
    expect(within(exams).getByText('冰箱产品知识测验')).toBeVisible();
    expect(within(exams).getByText('岗位知识月度考核')).toBeVisible();
    expect(within(exams).queryByText('产品知识模拟卷（一）')).toBeNull();
    expect(within(exams).getAllByText(/^(Passed|Not passed)$/)).toHaveLength(2);
    expect(screen.getByRole('img', { name: 'Score trend: 1 50%, 2 84%' })).toBeInTheDocument();
    const mocks = screen.getByRole('region', { name: 'Mock papers' });
    expect(within(mocks).getAllByText('产品知识模拟卷（一）')).toHaveLength(2);
    expect(Chart).toHaveBeenCalledTimes(1);
  });

  it('writes each attempt’s date as a numeric China-time date', async () => {
    logInAs();
    const attempt = {
      ...finished(297, monthly, 84, 0),
      submitted_at: Date.UTC(2026, 10, 18, 18, 13) / 1000,
    };
    fakeApi({
      'GET /api/exam/report': ok({
        exam_count: 1,
        passed_count: 1,
        average_percent: 84,
        practice_answered: 0,
        practice_accuracy: 0,
        trend: [attempt],
      }),
    });
    renderAt(<ReportAllPage />, '/pagesExam/report/allReport');
    // 18:13 UTC on the 18th is 02:13 on the 19th in China.
    expect(await screen.findByText('2026-11-19 02:13')).toBeVisible();
  });
});
