import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  fakeApi,
  logInAs,
  ok,
  paramsOf,
  renderAt,
  resetAreaTest,
  type FakeRoute,
} from 'shared/standalone/testing';
import {
  COURSE_CATEGORIES,
  OVERVIEW,
  compulsoryCourse,
  course,
  coursePage,
} from '../testing/fixtures';
import CompulsoryCompanyPage from './compulsory-company-page';
import CompulsoryCoursePage from './compulsory-course-page';
import CompulsoryPage from './compulsory-page';
import CompulsoryProductTrainingPage from './compulsory-product-training-page';
import CompulsoryTeamPage from './compulsory-team-page';
import CompulsoryTwoListPage from './compulsory-two-list-page';
import { prefetchTrainIndex } from './train-index-calls';
import TrainIndexPage from './train-index-page';

// Unmount before the session resets, so no page re-renders outside act().
afterEach(() => {
  cleanup();
  resetAreaTest();
});
beforeEach(() => logInAs());

describe('CompulsoryPage', () => {
  it('shows my completion overall and by kind, and the next deadlines', async () => {
    fakeApi({ 'GET /api/compulsory/overview': ok(OVERVIEW) });
    renderAt(<CompulsoryPage />, '/pagesTrain/compulsory/index');
    expect(await screen.findByText('44%')).toBeVisible();
    expect(screen.getByText('8/18 completed')).toBeVisible();
    expect(screen.getByRole('link', { name: /Product 2\/4/ })).toHaveAttribute(
      'href',
      '/pagesTrain/compulsory/productTraining',
    );
    expect(screen.getByText('Overdue')).toBeVisible();
    expect(screen.queryByText('Team training')).toBeNull();
  });

  it('leads managers to their team', async () => {
    fakeApi({ 'GET /api/compulsory/overview': ok({ ...OVERVIEW, is_manager: true }) });
    renderAt(<CompulsoryPage />, '/pagesTrain/compulsory/index');
    expect(await screen.findByText('Team training')).toBeVisible();
  });
});

describe('CompulsoryProductTrainingPage', () => {
  it('lists my product courses by status', async () => {
    const user = userEvent.setup();
    const adapter = fakeApi({
      'GET /api/compulsory/courses': (config) =>
        paramsOf(config).status === 'completed'
          ? ok(coursePage([]))
          : ok(coursePage([compulsoryCourse(1), compulsoryCourse(2, { status: 'not_started' })])),
    });
    renderAt(<CompulsoryProductTrainingPage />, '/pagesTrain/compulsory/productTraining');
    expect(await screen.findByText('In progress')).toBeVisible();
    expect(screen.getByText('Not started')).toBeVisible();
    expect(paramsOf(adapter.calls[0]!)).toMatchObject({ kind: 'product' });
    await user.click(screen.getByText('Completed'));
    expect(await screen.findByText('No data yet')).toBeVisible();
  });
});

describe('CompulsoryTeamPage', () => {
  const teamPage = (list: unknown[]) => ({
    ...coursePage(list),
    summary: {
      total: 36,
      completed: 20,
      overdue: 3,
      percent: 55,
      counted_seconds: 6300,
      checks_passed: 17,
      checks_missed: 3,
    },
    courses: [
      { id: 1, title: '十字对开门冰箱卖点精讲' },
      { id: 2, title: '变频空调核心技术解析' },
    ],
  });
  const member = (id: number, completed: number, presence = {}) => ({
    user: { id, name: `店员${id}`, avatar: '', role: 'staff', team: '上海徐汇旗舰店团队' },
    total: 18,
    completed,
    overdue: completed < 18 ? 1 : 0,
    percent: Math.floor((completed * 100) / 18),
    counted_seconds: 0,
    checks_passed: 0,
    checks_missed: 0,
    ...presence,
  });

  it("shows the team's completion, who has not finished first, and filters them", async () => {
    const user = userEvent.setup();
    const routes: Record<string, FakeRoute> = {
      'GET /api/compulsory/team': (config) =>
        ok(
          teamPage(
            paramsOf(config).unfinished === 1 ? [member(5, 3)] : [member(5, 3), member(6, 18)],
          ),
        ),
    };
    const adapter = fakeApi(routes);
    renderAt(<CompulsoryTeamPage />, '/pagesTrain/compulsory/team');
    expect(await screen.findByText('店员5')).toBeVisible();
    expect(screen.getByText('All done')).toBeVisible();
    expect(screen.getByText('55%')).toBeVisible();
    await user.click(screen.getByRole('switch', { name: 'Not finished only' }));
    await waitFor(() => expect(screen.queryByText('店员6')).toBeNull());
    expect(paramsOf(adapter.calls.at(-1)!)).toMatchObject({ unfinished: 1 });
  });

  it('shows each person’s counted time and missed presence checks, and the team’s', async () => {
    fakeApi({
      'GET /api/compulsory/team': ok(
        teamPage([
          member(5, 3, { counted_seconds: 4800, checks_passed: 12, checks_missed: 2 }),
          member(6, 18, { counted_seconds: 1500, checks_passed: 5, checks_missed: 1 }),
          member(7, 18, { counted_seconds: 0 }),
        ]),
      ),
    });
    renderAt(<CompulsoryTeamPage />, '/pagesTrain/compulsory/team');
    // The line is one div; the missed part is coloured (a span inside it).
    const line = (text: string) => (_: string, element: Element | null) =>
      element?.tagName === 'DIV' && element.textContent === text;
    expect(await screen.findByText(line('Counted 1 h 20 min · 2 checks missed'))).toBeVisible();
    expect(screen.getByText(line('Counted 25 min · 1 check missed'))).toBeVisible();
    expect(screen.getByText(line('Counted 0 min'))).toBeVisible();
    expect(screen.getByText('2 checks missed')).toBeVisible();
    // The summary: the team's counted time and its misses.
    expect(screen.getByText(line('Counted 1 h 45 min · 3 checks missed'))).toBeVisible();
  });

  it('shows the refusal to someone who manages no one', async () => {
    fakeApi({
      'GET /api/compulsory/team': {
        data: {
          code: 403,
          message: "Only shop and area managers can see their team's training",
          data: null,
        },
      },
    });
    renderAt(<CompulsoryTeamPage />, '/pagesTrain/compulsory/team');
    expect(
      await screen.findByText("Only shop and area managers can see their team's training"),
    ).toBeVisible();
  });
});

describe('CompulsoryTwoListPage', () => {
  it('groups the courses of a kind by category', async () => {
    fakeApi({
      'GET /api/compulsory/courses': ok(
        coursePage([
          compulsoryCourse(1),
          compulsoryCourse(2, {
            status: 'completed',
            course: { ...compulsoryCourse(2).course, category_id: 2 },
          }),
        ]),
      ),
      'GET /api/course-categories': ok({ list: COURSE_CATEGORIES }),
    });
    renderAt(<CompulsoryTwoListPage />, '/pagesTrain/compulsory/twoList');
    expect(await screen.findByText('产品知识 · 0/1 completed')).toBeVisible();
    expect(screen.getByText('销售技巧 · 1/1 completed')).toBeVisible();
  });
});

describe('CompulsoryCoursePage', () => {
  it('shows the deadline, the status and my progress', async () => {
    fakeApi({
      'GET /api/compulsory/courses/1': ok(
        compulsoryCourse(1, { deadline_at: Math.floor(Date.now() / 1000) + 3 * 86400 + 60 }),
      ),
    });
    renderAt(<CompulsoryCoursePage />, '/pagesTrain/compulsory/course?id=1');
    expect(await screen.findByText('4 days left')).toBeVisible();
    expect(screen.getByText(/^Deadline /)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Continue learning' })).toBeVisible();
  });

  // One rule with the course page: nothing learnt yet is a start, not a continuation.
  it('offers to start a course not started yet (0 %), and leads to its player', async () => {
    const user = userEvent.setup();
    fakeApi({
      'GET /api/compulsory/courses/1': ok(
        compulsoryCourse(1, { progress_percent: 0, status: 'not_started' }),
      ),
    });
    const { location } = renderAt(<CompulsoryCoursePage />, '/pagesTrain/compulsory/course?id=1');
    await user.click(await screen.findByRole('button', { name: 'Start learning' }));
    expect(screen.queryByRole('button', { name: 'Continue learning' })).toBeNull();
    expect(location()).toBe('/pagesTrain/course/player?id=1');
  });
});

describe('TrainIndexPage for a joined user', () => {
  it('shows my required-course progress and the courses to continue', async () => {
    fakeApi({
      'GET /api/banners': ok({ list: [] }),
      'GET /api/courses': ok(coursePage([])),
      'GET /api/compulsory/overview': ok(OVERVIEW),
      'GET /api/learning/recent': ok({
        list: [
          {
            course: compulsoryCourse(3).course,
            progress_percent: 50,
            last_lesson: { id: 31, title: '微冻保鲜现场演示' },
            last_studied_at: 1790000000,
          },
        ],
      }),
    });
    renderAt(<TrainIndexPage />, '/pages/train/index');
    // Named by what it shows (label-content-name-mismatch): title, percent and counts.
    const box = await screen.findByRole('link', { name: /^Completion of my required courses/ });
    expect(box).toHaveAccessibleName(/44%.*8\/18 completed/);
    expect(within(box).getByText('8/18 completed')).toBeVisible();
    const recent = await screen.findByRole('link', { name: /微冻保鲜现场演示/ });
    expect(recent).toHaveAttribute('href', '/pagesTrain/course/player?id=3&lessonId=31');
  });

  it("shows what its route's prefetch started, asking the API nothing more", async () => {
    const adapter = fakeApi({
      'GET /api/banners': ok({ list: [] }),
      'GET /api/courses': ok(coursePage([course(1)])),
      'GET /api/compulsory/overview': ok(OVERVIEW),
      'GET /api/learning/recent': ok({ list: [] }),
    });
    prefetchTrainIndex();
    renderAt(<TrainIndexPage />, '/pages/train/index');
    await screen.findByRole('link', { name: /^Completion of my required courses/ });
    await screen.findAllByRole('listitem');
    expect(adapter.calls.map((call) => [call.url, paramsOf(call)])).toEqual([
      ['/api/banners', { position: 'train' }],
      ['/api/courses', { recommended: 1, page: 1, pageSize: 10 }],
      ['/api/compulsory/overview', {}],
      ['/api/learning/recent', { limit: 3 }],
    ]);
  });
});

describe('CompulsoryCompanyPage for a visitor', () => {
  it('lists the company courses without a Required badge on every row', async () => {
    resetAreaTest();
    const adapter = fakeApi({
      'GET /api/courses': ok(
        coursePage([
          course(1, { is_compulsory: true }),
          course(2, { is_compulsory: true, is_free: false, price: '9.90' }),
        ]),
      ),
    });
    renderAt(<CompulsoryCompanyPage />, '/pagesTrain/compulsory/company');
    expect(await screen.findAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByText('Required')).toBeNull();
    expect(screen.getByText('¥9.90')).toBeVisible();
    expect(paramsOf(adapter.calls[0]!)).toMatchObject({
      is_compulsory: 1,
      compulsory_kind: 'company',
    });
  });
});
