import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, logInAs, ok, refused, renderAt, resetAreaTest } from 'shared/standalone/testing';
import { activity, activityDetail, activityTasks, today, todayTask } from '../testing/fixtures';
import TaskPage from './task-page';

/** A task row's link: named by what it shows, the task first and its mark last. */
const taskLink =
  (title: string, mark = 'Clock in') =>
  (name: string) =>
    name.startsWith(title) && name.endsWith(mark);

beforeEach(() => act(() => void logInAs()));
afterEach(resetAreaTest);

/** The value of one of my figures (streak, clock-ins, points), under its label. */
const stat = (label: string) => screen.getByText(label).nextElementSibling;

describe('TaskPage for an activity', () => {
  it('shows period, reward, rules and my progress, then the tasks by day', async () => {
    fakeApi({
      'GET /api/clockin/activities/1': ok(activityDetail(1)),
      'GET /api/clockin/activities/1/tasks': ok(activityTasks(1)),
    });
    renderAt(<TaskPage />, '/pagesClockin/task/index?activityId=1');
    expect(await screen.findByRole('heading', { name: '21天陈列打卡挑战（第1期）' })).toBeVisible();
    expect(screen.getByText('2025-01-01 to 2025-01-21')).toBeVisible();
    expect(
      screen.getByText(/\+5 points per clock-in.*\+50 points for completing every task/),
    ).toBeVisible();
    expect(stat('Day streak')).toHaveTextContent('2');
    expect(stat('Points earned')).toHaveTextContent('60');
    // My 12 clock-ins are said once, with their total, by the progress line below: the header
    // has no figure repeating them.
    const header = screen.getByRole('region', { name: '21天陈列打卡挑战（第1期）' });
    expect(within(header).queryByText('Clock-ins')).toBeNull();
    expect(within(header).queryByText('12')).toBeNull();
    await userEvent.click(screen.getByText('Rules'));
    expect(await screen.findByText(/每天完成当天的学习任务并提交打卡/)).toBeInTheDocument();
    // The rules' HTML is sanitised: no event handler survives.
    expect(document.querySelector('img[onerror]')).toBeNull();

    expect(await screen.findByText('12 of 21 clock-ins done')).toBeVisible();
    expect(screen.getAllByText(/\b12 of 21\b|^12$/)).toHaveLength(1);
    // The streak is the header's figure; the progress line does not say it again.
    expect(screen.queryByText(/-day streak/)).toBeNull();
    const [todayList, todayInAllDays] = screen.getAllByRole('region', {
      name: 'Day 15 · 2025-01-15',
    });
    expect(
      within(todayList!).getByRole('link', { name: taskLink('任务115：拍摄门店橱窗') }),
    ).toHaveAttribute('href', '/pagesClockin/activity/clock?taskId=115');
    // "All days" is all of them: today too, in its place between yesterday and tomorrow.
    const allDays = screen.getByRole('region', { name: 'All days' });
    expect(allDays).toContainElement(todayInAllDays!);
    expect(
      within(allDays)
        .getAllByRole('region')
        .map((day) => day.getAttribute('aria-label')),
    ).toEqual([
      'Day 13 · 2025-01-13',
      'Day 14 · 2025-01-14',
      'Day 15 · 2025-01-15',
      'Day 16 · 2025-01-16',
      'Day 17 · 2025-01-17',
    ]);
    expect(
      within(screen.getByRole('region', { name: 'Day 13 · 2025-01-13' })).getByText('Missed'),
    ).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: 'Day 14 · 2025-01-14' })).getByText('Done'),
    ).toBeVisible();
    const future = screen.getByRole('region', { name: 'Day 16 · 2025-01-16' });
    expect(within(future).getByText('Not open yet')).toBeVisible();
    expect(within(future).queryByRole('link')).toBeNull();

    expect(screen.getByRole('link', { name: 'Ranking' })).toHaveAttribute(
      'href',
      '/pagesClockin/ranking/index?activityId=1',
    );
    expect(screen.getByRole('link', { name: 'Courses' })).toHaveAttribute(
      'href',
      '/pagesClockin/course/index?activityId=1',
    );
    expect(screen.getByRole('link', { name: 'Poster' })).toHaveAttribute(
      'href',
      '/pagesClockin/poster/index?activityId=1',
    );
  });

  it('makes the whole row of a task of today one link to clock it in', async () => {
    const user = userEvent.setup();
    fakeApi({
      'GET /api/clockin/activities/1': ok(activityDetail(1)),
      'GET /api/clockin/activities/1/tasks': ok(activityTasks(1)),
    });
    const { location } = renderAt(<TaskPage />, '/pagesClockin/task/index?activityId=1');
    const [today] = await screen.findAllByRole('region', { name: 'Day 15 · 2025-01-15' });
    const row = within(today!).getByRole('link', { name: taskLink('任务115：拍摄门店橱窗') });
    // The title, its description and the "Clock in" mark are all inside the one link.
    expect(row).toContainElement(within(today!).getByText('任务115：拍摄门店橱窗'));
    expect(row).toContainElement(within(today!).getByText('按陈列标准拍摄橱窗并写下改进点。'));
    expect(row).toContainElement(within(today!).getByText('Clock in'));
    // The "Clock in" pill is the row's action: no chevron beside it saying so again.
    expect(row.querySelector('svg')).toBeNull();
    await user.click(within(today!).getByText('按陈列标准拍摄橱窗并写下改进点。'));
    expect(location()).toBe('/pagesClockin/activity/clock?taskId=115');
  });

  it.each([
    ['done', { done: true, joined: true }, taskLink('任务115：拍摄门店橱窗', 'Done')],
    ['not taken part in yet', { done: false, joined: false }, taskLink('任务115：拍摄门店橱窗')],
  ])('keeps a task of today tappable when %s', async (_case, { done, joined }, name) => {
    const tasks = activityTasks(1, { joined });
    const days = tasks.days.map((day) =>
      day.when === 'today' ? { ...day, tasks: day.tasks.map((t) => ({ ...t, done })) } : day,
    );
    fakeApi({
      'GET /api/clockin/activities/1': ok(activityDetail(1, { joined })),
      'GET /api/clockin/activities/1/tasks': ok({ ...tasks, days }),
    });
    renderAt(<TaskPage />, '/pagesClockin/task/index?activityId=1');
    const [todayRow] = await screen.findAllByRole('link', { name });
    expect(todayRow).toHaveAttribute('href', '/pagesClockin/activity/clock?taskId=115');
  });

  it('shows a day of one task as one row, a day of several under its header', async () => {
    const tasks = activityTasks(1);
    const several = {
      ...tasks.days[3]!,
      tasks: [
        { task: { ...tasks.days[3]!.tasks[0]!.task, id: 161, title: '任务161' }, done: false },
        { task: { ...tasks.days[3]!.tasks[0]!.task, id: 162, title: '任务162' }, done: false },
      ],
    };
    fakeApi({
      'GET /api/clockin/activities/1': ok(activityDetail(1)),
      'GET /api/clockin/activities/1/tasks': ok({
        ...tasks,
        days: [...tasks.days.slice(0, 3), several, tasks.days[4]],
      }),
    });
    renderAt(<TaskPage />, '/pagesClockin/task/index?activityId=1');
    const single = await screen.findByRole('region', { name: 'Day 13 · 2025-01-13' });
    expect(within(single).queryByRole('heading')).toBeNull();
    expect(within(single).getByText('Day 13 · 2025-01-13')).toBeVisible();
    const multi = screen.getByRole('region', { name: 'Day 16 · 2025-01-16' });
    expect(within(multi).getByRole('heading', { name: 'Day 16 · 2025-01-16' })).toBeVisible();
    expect(within(multi).getAllByRole('listitem')).toHaveLength(2);
  });

  it("leaves out today's tasks once every day of the activity is past", async () => {
    const tasks = activityTasks(1);
    fakeApi({
      'GET /api/clockin/activities/1': ok(activityDetail(1, { status: 'ended' })),
      'GET /api/clockin/activities/1/tasks': ok({
        ...tasks,
        days: tasks.days.map((day) => ({ ...day, when: 'past' })),
      }),
    });
    renderAt(<TaskPage />, '/pagesClockin/task/index?activityId=1');
    expect(await screen.findByRole('heading', { name: 'All days' })).toBeVisible();
    expect(screen.queryByText("Today's tasks")).toBeNull();
    expect(screen.queryByText('No task today.')).toBeNull();
  });

  it('lets a member who does not take part join, then reloads', async () => {
    let joined = false;
    const adapter = fakeApi({
      'GET /api/clockin/activities/1': () =>
        ok(activityDetail(1, { joined }, joined ? {} : { streak: 0, clockin_count: 0, points: 0 })),
      'GET /api/clockin/activities/1/tasks': () => ok(activityTasks(1, { joined })),
      'POST /api/clockin/activities/1/join': () => {
        joined = true;
        return ok(activity(1, { joined: true }));
      },
    });
    renderAt(<TaskPage />, '/pagesClockin/task/index?activityId=1');
    const join = await screen.findByRole('button', { name: 'Join the activity' });
    // The fixed bar (and the space it keeps free) comes after the last day, never under it.
    const allDays = await screen.findByRole('heading', { name: 'All days' });
    expect(allDays.compareDocumentPosition(join) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const lastRow = screen.getAllByRole('listitem').at(-1)!;
    expect(lastRow.compareDocumentPosition(join) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.click(join);
    expect(await screen.findByText('Day streak')).toBeVisible();
    expect(stat('Day streak')).toHaveTextContent('2');
    expect(adapter.calls.filter((c) => c.method === 'post')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Join the activity' })).toBeNull();
  });

  it('shows a failed load with the error and Retry', async () => {
    fakeApi({
      'GET /api/clockin/activities/1': refused('Activity not found', 404),
      'GET /api/clockin/activities/1/tasks': refused('Activity not found', 404),
    });
    renderAt(<TaskPage />, '/pagesClockin/task/index?activityId=1');
    expect(await screen.findByText('Activity not found')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});

describe('TaskPage without an activity', () => {
  it("lists today's tasks of every ongoing activity", async () => {
    fakeApi({
      'GET /api/clockin/today': ok(
        today([
          todayTask(11, 1),
          todayTask(12, 1, { done_today: true }),
          todayTask(21, 2, { joined: false, streak: 0 }),
        ]),
      ),
    });
    renderAt(<TaskPage />, '/pagesClockin/task/index');
    expect(await screen.findByRole('heading', { name: 'Today, 2025-01-15' })).toBeVisible();
    expect(screen.getByRole('link', { name: taskLink('任务11：拍摄门店橱窗') })).toHaveAttribute(
      'href',
      '/pagesClockin/activity/clock?taskId=11',
    );
    expect(
      screen.getByRole('link', { name: taskLink('任务12：拍摄门店橱窗', 'Done') }),
    ).toHaveTextContent('Done');
    // Not taking part: the task leads to the activity, to join it.
    expect(screen.getByRole('link', { name: /任务21/ })).toHaveAttribute(
      'href',
      '/pagesClockin/task/index?activityId=2',
    );
  });

  it('says when nothing is due today and leads to the activities', async () => {
    fakeApi({ 'GET /api/clockin/today': ok(today([])) });
    renderAt(<TaskPage />, '/pagesClockin/task/index');
    expect(await screen.findByText('No task today.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Clock-in activities' })).toHaveAttribute(
      'href',
      '/pagesClockin/activity/index',
    );
  });
});
