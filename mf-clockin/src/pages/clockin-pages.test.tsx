import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  fakeApi,
  logInAs,
  ok,
  paramsOf,
  refused,
  renderAt,
  resetAreaTest,
} from 'shared/standalone/testing';
import { activity, activityPage, today, todayTask } from '../testing/fixtures';
import ActivityClockPage from './activity-clock-page';
import ActivityListPage from './activity-list-page';
import ActivityPage from './activity-page';
import TaskPage from './task-page';

beforeEach(() => act(() => void logInAs()));
afterEach(resetAreaTest);

describe('ActivityPage', () => {
  it('lists the activities with status, days, tasks, people and points', async () => {
    fakeApi({
      'GET /api/clockin/activities': ok(
        activityPage([
          activity(1),
          activity(2, {
            status: 'upcoming',
            joined: false,
            start_day: '2025-02-01',
            end_day: '2025-02-07',
          }),
        ]),
      ),
    });
    renderAt(<ActivityPage />, '/pagesClockin/activity/index');
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Ongoing')).toBeVisible();
    expect(within(items[0]!).getByText('Joined')).toBeVisible();
    expect(within(items[0]!).getByText('2025-01-01 to 2025-01-21')).toBeVisible();
    expect(within(items[0]!).getByText('21 tasks')).toBeVisible();
    expect(within(items[0]!).getByText('86 taking part')).toBeVisible();
    expect(within(items[0]!).getByText('+5 points per clock-in')).toBeVisible();
    expect(within(items[1]!).getByText('Upcoming')).toBeVisible();
    expect(within(items[0]!).getByRole('link')).toHaveAttribute(
      'href',
      '/pagesClockin/task/index?activity_id=1',
    );
  });

  it('filters by status with the tabs, keeping it in the URL', async () => {
    const user = userEvent.setup();
    const adapter = fakeApi({
      'GET /api/clockin/activities': (config) =>
        ok(
          activityPage(
            paramsOf(config).status === 'ended'
              ? [activity(9, { status: 'ended', title: '新年服务之星打卡' })]
              : [activity(1)],
          ),
        ),
    });
    const { location } = renderAt(<ActivityPage />, '/pagesClockin/activity/index');
    await screen.findByText('21天陈列打卡挑战（第1期）');
    await user.click(screen.getByRole('tab', { name: 'Ended' }));
    expect(await screen.findByText('新年服务之星打卡')).toBeVisible();
    expect(location()).toBe('/pagesClockin/activity/index?status=ended');
    expect(paramsOf(adapter.calls.at(-1)!)).toEqual({ status: 'ended', page: 1, pageSize: 10 });
  });

  it('shows the empty state, and a refusal inline', async () => {
    fakeApi({ 'GET /api/clockin/activities': ok(activityPage([])) });
    const { unmount } = renderAt(<ActivityPage />, '/pagesClockin/activity/index');
    expect(await screen.findByText('No data yet')).toBeVisible();
    unmount();

    fakeApi({ 'GET /api/clockin/activities': refused('please join a team first', 403) });
    renderAt(<ActivityPage />, '/pagesClockin/activity/index');
    expect(await screen.findByText('please join a team first')).toBeVisible();
  });
});

describe('ActivityListPage', () => {
  it('lists only the activities I take part in', async () => {
    const adapter = fakeApi({ 'GET /api/clockin/activities': ok(activityPage([activity(1)])) });
    renderAt(<ActivityListPage />, '/pagesClockin/activity/list');
    expect(await screen.findByText('21天陈列打卡挑战（第1期）')).toBeVisible();
    expect(paramsOf(adapter.calls[0]!)).toEqual({ joined: 1, page: 1, pageSize: 10 });
  });
});

describe('TaskPage and ActivityClockPage', () => {
  const reply = ok(
    today([todayTask(11, 1), todayTask(12, 1, { done_today: true, streak: 4 }), todayTask(21, 2)]),
  );

  it("lists today's tasks of one activity, done or to do, with my streak", async () => {
    fakeApi({ 'GET /api/clockin/today': reply });
    renderAt(<TaskPage />, '/pagesClockin/task/index?activity_id=1');
    expect(await screen.findByText('Today, 2025-01-15')).toBeVisible();
    expect(screen.getByText('任务11：拍摄门店橱窗')).toBeVisible();
    expect(screen.getByText('任务12：拍摄门店橱窗')).toBeVisible();
    expect(screen.queryByText('任务21：拍摄门店橱窗')).not.toBeInTheDocument();
    expect(screen.getByText('Done')).toBeVisible();
    expect(screen.getByText(/4-day streak/)).toBeVisible();
    expect(screen.getByRole('link', { name: /任务11/ })).toHaveAttribute(
      'href',
      '/pagesClockin/activity/clock?activity_id=1&task_id=11',
    );
  });

  it('shows the task to clock in, or the empty state for a task not due today', async () => {
    fakeApi({ 'GET /api/clockin/today': reply });
    const { unmount } = renderAt(
      <ActivityClockPage />,
      '/pagesClockin/activity/clock?activity_id=1&task_id=12',
    );
    expect(await screen.findByText('任务12：拍摄门店橱窗')).toBeVisible();
    expect(screen.getByText(/Done · 4-day streak/)).toBeVisible();
    unmount();

    renderAt(<ActivityClockPage />, '/pagesClockin/activity/clock?activity_id=1&task_id=99');
    expect(await screen.findByText('No data yet')).toBeVisible();
  });
});
