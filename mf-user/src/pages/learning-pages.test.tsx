import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  TEST_USER,
  envelope,
  fakeApi,
  logInAs,
  ok,
  paramsOf,
  refused,
  renderAt,
  resetAreaTest,
} from 'shared/standalone/testing';
import CheckInWidget from '../expose/widgets/check-in';
import { questionnaire, signInCalendar, studyRoute } from '../testing/fixtures';
import LearnInfoPage from './learn-info-page';
import LearnListPage from './learn-list-page';
import QuestionnairePage from './questionnaire-page';
import StudyRouteDetailPage from './study-route-detail-page';
import StudyRoutePage from './study-route-page';
import StudyStatisticsBandsPage from './study-statistics-bands-page';
import StudyStatisticsPage from './study-statistics-page';
import UserCoursePage from './user-course-page';
import UserTrainPage from './user-train-page';

const setupUser = () => userEvent.setup({ pointerEventsCheck: 0 });
const bodyOf = (data: unknown) => JSON.parse(data as string) as unknown;
const page = <T,>(list: T[]) => ({ list, total: list.length, page: 1, pageSize: 20 });

beforeEach(() => act(() => void logInAs()));
afterEach(resetAreaTest);

describe('UserCoursePage', () => {
  it('lists my courses with progress and filters the completed ones', async () => {
    const user = setupUser();
    const adapter = fakeApi({
      'GET /api/user/courses': (config) =>
        ok(
          page([
            {
              id: 7,
              title: paramsOf(config).status === 'completed' ? '门店服务规范' : '冰箱产品知识',
              cover: '',
              source: 'free',
              lessons_total: 5,
              lessons_done: 3,
              progress: 60,
              last_studied_at: null,
              completed_at: null,
            },
          ]),
        ),
    });
    renderAt(<UserCoursePage />, '/pagesUser/user/course');
    expect(await screen.findByText('冰箱产品知识')).toBeVisible();
    expect(screen.getByText('3/5 lessons')).toBeVisible();
    expect(screen.getByRole('link', { name: /冰箱产品知识/ })).toHaveAttribute(
      'href',
      '/pagesTrain/course/course?id=7',
    );
    await user.click(screen.getByRole('tab', { name: 'Completed' }));
    expect(await screen.findByText('门店服务规范')).toBeVisible();
    expect(paramsOf(adapter.calls.at(-1)!)).toEqual({ page: 1, pageSize: 20, status: 'completed' });
  });
});

describe('UserTrainPage', () => {
  it('lists my trainings with their state', async () => {
    fakeApi({
      'GET /api/user/trainings': ok(
        page([
          {
            id: 3,
            title: '华东区新品培训会',
            cover: '',
            location: '上海市徐汇区培训中心 3F',
            lecturer: '刘芳',
            starts_at: Math.floor(Date.now() / 1000) + 86400,
            ends_at: Math.floor(Date.now() / 1000) + 90000,
            signed_up_at: Math.floor(Date.now() / 1000) - 86400,
            state: 'upcoming',
          },
        ]),
      ),
    });
    renderAt(<UserTrainPage />, '/pagesUser/user/train');
    expect(await screen.findByText('华东区新品培训会')).toBeVisible();
    expect(screen.getByText('Lecturer: 刘芳')).toBeVisible();
    expect(screen.getAllByText('Upcoming').length).toBeGreaterThan(0);
  });
});

describe('LearnInfoPage and LearnListPage', () => {
  it('shows time per day as a chart, completion and scores; switches to 30 days', async () => {
    const user = setupUser();
    const stats = (days: number) => ({
      total_seconds: 10 * 3600,
      today_seconds: 1800,
      study_days: 20,
      per_day: Array.from({ length: days }, (_, i) => ({
        day: `2026-11-${String(i + 1).padStart(2, '0')}`,
        seconds: i * 300,
      })),
      courses: { enrolled: 8, completed: 6, in_progress: 2 },
      exams: {
        taken: 3,
        passed: 2,
        average_score: 82,
        recent: [
          {
            id: 1,
            title: '岗位知识月度考核',
            score: 88,
            total_score: 100,
            passed: true,
            submitted_at: 1_761_000_000,
          },
        ],
      },
    });
    const adapter = fakeApi({
      'GET /api/user/learning/stats': (config) => ok(stats(Number(paramsOf(config).days))),
    });
    renderAt(<LearnInfoPage />, '/pagesUser/learn/info');
    expect(
      await screen.findByRole('img', { name: 'Minutes studied on each of the last 7 days' }),
    ).toBeVisible();
    expect(screen.getByText('10 h')).toBeVisible();
    expect(screen.getByText('30 min')).toBeVisible();
    expect(screen.getByText('6 completed, 2 in progress, 8 in all')).toBeVisible();
    expect(screen.getByText('Exam scores (average 82%)')).toBeVisible();
    expect(screen.getByText('88/100')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: '30 days' }));
    expect(
      await screen.findByRole('img', { name: 'Minutes studied on each of the last 30 days' }),
    ).toBeVisible();
    expect(paramsOf(adapter.calls.at(-1)!)).toEqual({ days: 30 });
  });

  it('lists what I studied each day, each record with its own time (seconds from the API)', async () => {
    const record = (day: string, seconds: number, id: number, title: string) => ({
      day,
      seconds,
      course: { id: 7, name: '冰箱产品知识' },
      lesson: { id, title, kind: 'video' },
    });
    fakeApi({
      // As the API sends them: short visits of seconds, which once all read "0 h 0 min".
      'GET /api/user/learning/records': ok(
        page([
          record('2026-11-21', 12, 30, '导入'),
          record('2026-11-21', 298, 31, '第一课 产品结构'),
          record('2026-11-20', 1500, 32, '第二课 核心卖点'),
          record('2026-11-20', 3725, 33, '第三课 安装要点'),
        ]),
      ),
    });
    renderAt(<LearnListPage />, '/pagesUser/learn/list');
    expect(await screen.findByText('第一课 产品结构')).toBeVisible();
    const row = (title: string) => screen.getByText(title).closest('.adm-list-item') as HTMLElement;
    expect(within(row('导入')).getByText('12 s')).toBeVisible();
    expect(within(row('第一课 产品结构')).getByText('5 min')).toBeVisible();
    expect(within(row('第二课 核心卖点')).getByText('25 min')).toBeVisible();
    expect(within(row('第三课 安装要点')).getByText('1 h 2 min')).toBeVisible();
    expect(screen.queryByText(/0 h 0 min/)).not.toBeInTheDocument();
    // A day's records under the day, with the day's total.
    const day = screen.getByRole('region', { name: '2026-11-20' });
    expect(within(day).getByText('1 h 27 min in all')).toBeVisible();
    expect(within(day).getAllByRole('link', { name: '冰箱产品知识' })).toHaveLength(2);
    expect(screen.getAllByRole('link', { name: '冰箱产品知识' })[0]).toHaveAttribute(
      'href',
      '/pagesTrain/course/course?id=7',
    );
  });
});

describe('Learning paths', () => {
  it('lists the paths with my progress', async () => {
    fakeApi({ 'GET /api/study-routes': ok(page([studyRoute()])) });
    renderAt(<StudyRoutePage />, '/pagesUser/studyRoute/index');
    expect(await screen.findByText('新员工入职成长路径')).toBeVisible();
    expect(screen.getByText(/1\/3 stages/)).toBeVisible();
    expect(screen.getByText('Started')).toBeVisible();
  });

  it('shows stages unlocking in order and marks a reading read', async () => {
    const user = setupUser();
    const route = studyRoute({
      done_count: 0,
      steps: studyRoute().steps.map((s, i) => ({ ...s, done: false, unlocked: i === 0 })),
    });
    const adapter = fakeApi({
      'GET /api/study-routes/1': ok(route),
      'POST /api/study-routes/1/steps/11/complete': ok(studyRoute()),
    });
    renderAt(<StudyRouteDetailPage />, '/pagesUser/studyRoute/detail?id=1');
    expect(await screen.findByText('了解公司')).toBeVisible();
    expect(screen.getAllByLabelText('Locked')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Read' })).toHaveAttribute(
      'href',
      '/pagesPublic/material/index?id=4',
    );
    await user.click(screen.getByRole('button', { name: 'Mark as read' }));
    expect(await screen.findByText('Stage done')).toBeVisible();
    expect(screen.getAllByLabelText('Locked')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Study' })).toHaveAttribute(
      'href',
      '/pagesTrain/course/course?id=7',
    );
    expect(adapter.calls.filter((c) => c.method === 'post')).toHaveLength(1);
  });

  it('starts a path not started yet', async () => {
    const user = setupUser();
    fakeApi({
      'GET /api/study-routes/1': ok(studyRoute({ joined: false })),
      'POST /api/study-routes/1/join': ok(studyRoute()),
    });
    renderAt(<StudyRouteDetailPage />, '/pagesUser/studyRoute/detail?id=1');
    await user.click(await screen.findByRole('button', { name: 'Start this path' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Start this path' })).not.toBeInTheDocument(),
    );
  });

  it("shows my team's statistics and the ranking", async () => {
    fakeApi({
      'GET /api/study-statistics': ok({
        scope: { kind: 'team', name: '徐汇旗舰店团队', people: 11 },
        list: [
          {
            id: 1,
            title: '新员工入职成长路径',
            step_count: 3,
            started: 6,
            finished: 2,
            average_progress: 55,
          },
        ],
      }),
      'GET /api/study-ranking': ok({
        me: 2,
        list: [
          {
            rank: 1,
            id: 3,
            name: '王小明',
            avatar: '',
            shop: '上海徐汇旗舰店',
            steps_done: 5,
            study_seconds: 7200,
          },
          {
            rank: 2,
            id: 1,
            name: '张三',
            avatar: '',
            shop: '上海徐汇旗舰店',
            steps_done: 3,
            study_seconds: 3600,
          },
        ],
      }),
    });
    const { unmount } = renderAt(
      <StudyStatisticsPage />,
      '/pagesUser/studyRoute/studyStatistics/index',
    );
    expect(await screen.findByText('徐汇旗舰店团队')).toBeVisible();
    expect(screen.getByText('6 started · 2 finished')).toBeVisible();
    unmount();
    renderAt(<StudyStatisticsBandsPage />, '/pagesUser/studyRoute/studyStatistics/bands');
    expect(await screen.findByTestId('my-rank')).toHaveTextContent('You are number 2');
    expect(screen.getByLabelText('Number 1')).toHaveTextContent('1');
    expect(document.body).not.toHaveTextContent('🥇');
    expect(screen.getByText('2 h')).toBeVisible();
    expect(screen.getByText('5 stages')).toBeVisible();
  });
});

describe('QuestionnairePage', () => {
  it('checks required questions inline, submits every type once', async () => {
    const user = setupUser();
    const adapter = fakeApi({
      'GET /api/questionnaires/1': ok(questionnaire()),
      'POST /api/questionnaires/1/answers': ok(
        questionnaire({
          submitted: true,
          questions: questionnaire().questions.map((q) => ({
            ...q,
            answer: q.type === 'text' ? [] : [q.options[0]],
          })),
        }),
      ),
      'GET /api/me': envelope('0', TEST_USER),
    });
    renderAt(<QuestionnairePage />, '/pagesUser/questionnaire/index?id=1');
    expect(await screen.findByText('2026年度培训满意度调查')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getAllByText('Answer this question')).toHaveLength(3);
    expect(adapter.calls.filter((c) => c.method === 'post')).toHaveLength(0);
    await user.click(screen.getByText('视频课程'));
    await user.click(screen.getByText('产品知识'));
    await user.click(screen.getByText('销售技巧'));
    await user.click(screen.getByLabelText('4 stars'));
    await user.type(screen.getByPlaceholderText('Your answer'), '多一些案例');
    expect(screen.queryByText('Answer this question')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Thank you for your answers')).toBeVisible();
    expect(bodyOf(adapter.calls.find((c) => c.method === 'post')!.data)).toEqual({
      answers: [
        { question_id: 1, answer: ['视频课程'] },
        { question_id: 2, answer: ['产品知识', '销售技巧'] },
        { question_id: 3, answer: ['4'] },
        { question_id: 4, answer: ['多一些案例'] },
      ],
    });
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });

  it('asks each question with its proper control and a plain hint, never a raw type', async () => {
    const user = setupUser();
    fakeApi({ 'GET /api/questionnaires/1': ok(questionnaire()) });
    renderAt(<QuestionnairePage />, '/pagesUser/questionnaire/index?id=1');
    const question = async (title: RegExp) =>
      screen.findByRole('region', { name: title }) as Promise<HTMLElement>;

    // One choice: radios, "Choose one".
    const single = await question(/你最常用的学习方式是？/);
    expect(within(single).getByText('Choose one')).toBeVisible();
    expect(within(single).getAllByRole('radio')).toHaveLength(3);
    expect(within(single).queryByRole('checkbox')).not.toBeInTheDocument();

    // Several choices: checkboxes, "Choose any"; two can be ticked together.
    const multiple = await question(/你希望增加哪些内容？/);
    expect(within(multiple).getByText('Choose any')).toBeVisible();
    expect(within(multiple).getAllByRole('checkbox')).toHaveLength(3);
    expect(within(multiple).queryByRole('radio')).not.toBeInTheDocument();
    await user.click(within(multiple).getByText('产品知识'));
    await user.click(within(multiple).getByText('销售技巧'));
    expect(within(multiple).getAllByRole('checkbox', { checked: true })).toHaveLength(2);

    // Rating: one row of stars (a rating control), "Rate 1-5"; no option labels beside them.
    const rating = await question(/整体满意度/);
    expect(within(rating).getByText('Rate 1-5')).toBeVisible();
    const stars = within(rating).getByRole('radiogroup', { name: /整体满意度/ });
    expect(
      within(stars)
        .getAllByRole('radio')
        .map((star) => star.getAttribute('aria-label')),
    ).toEqual(['1 star', '2 stars', '3 stars', '4 stars', '5 stars']);
    expect(stars.textContent).toBe('');
    expect(rating).not.toHaveTextContent('★');
    await user.click(within(stars).getByLabelText('4 stars'));
    expect(within(stars).getByLabelText('4 stars')).toBeChecked();

    // Text: a text box, no hint at all.
    const text = await question(/其他建议/);
    expect(within(text).getByPlaceholderText('Your answer')).toBeVisible();
    expect(within(text).queryByText(/^Choose|^Rate/)).not.toBeInTheDocument();

    // The raw type labels of before are gone.
    for (const raw of ['(rating)', '(one choice)', '(several choices)', '(text)'])
      expect(screen.queryByText(raw, { exact: false })).not.toBeInTheDocument();
  });

  it('has its own way back, as the spec hides the nav bar here', async () => {
    const user = setupUser();
    fakeApi({ 'GET /api/questionnaires/1': ok(questionnaire()) });
    const { location } = renderAt(<QuestionnairePage />, '/pagesUser/questionnaire/index?id=1');
    expect(screen.getByRole('heading', { level: 1, name: 'Questionnaire' })).toBeVisible();
    await screen.findByText('2026年度培训满意度调查');
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    // Opened directly (nothing to go back to): back to Mine.
    await waitFor(() => expect(location()).toBe('/pages/user/index'));
  });

  it('shows a closed questionnaire without a submit button', async () => {
    fakeApi({ 'GET /api/questionnaires/1': ok(questionnaire({ open: false })) });
    renderAt(<QuestionnairePage />, '/pagesUser/questionnaire/index?id=1');
    expect(await screen.findByText('This questionnaire is closed')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });

  it('shows a missing questionnaire as the server says', async () => {
    fakeApi({ 'GET /api/questionnaires/9': refused('Questionnaire not found', 404) });
    renderAt(<QuestionnairePage />, '/pagesUser/questionnaire/index?id=9');
    expect(await screen.findByText('Questionnaire not found')).toBeVisible();
  });
});

describe('CheckInWidget', () => {
  it("shows today's check-in and points, and checks in", async () => {
    const user = setupUser();
    fakeApi({
      'GET /api/user/sign-in': ok(signInCalendar()),
      'POST /api/user/sign-in': ok(signInCalendar({ signed_today: true, streak: 7, points: 370 })),
      'GET /api/me': envelope('0', TEST_USER),
    });
    renderAt(<CheckInWidget />, '/pages/index/index');
    expect(await screen.findByText('360 points')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Check in +10' }));
    expect(await screen.findByText('370 points')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Checked in today' })).toBeDisabled();
  });

  it('asks visitors to log in', () => {
    act(() => resetAreaTest());
    fakeApi({});
    renderAt(<CheckInWidget />, '/pages/index/index');
    const frame = screen.getByRole('link', { name: 'Log in to check in and earn points' });
    expect(
      within(frame.parentElement!).getByText('Log in to check in and earn points'),
    ).toBeVisible();
  });
});
