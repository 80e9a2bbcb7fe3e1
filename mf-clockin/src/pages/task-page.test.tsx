import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, logInAs, ok, refused, renderAt, resetAreaTest } from 'shared/standalone/testing';
import { activity, activityDetail, activityTasks, today, todayTask } from '../testing/fixtures';
import TaskPage from './task-page';

beforeEach(() => act(() => void logInAs()));
afterEach(resetAreaTest);

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
    expect(screen.getByText('My streak 2 · clock-ins 12 · points 60')).toBeVisible();
    await userEvent.click(screen.getByText('Rules'));
    expect(await screen.findByText(/每天完成当天的学习任务并提交打卡/)).toBeInTheDocument();
    // The rules' HTML is sanitised: no event handler survives.
    expect(document.querySelector('img[onerror]')).toBeNull();

    expect(await screen.findByText('12 of 21 clock-ins done · 1-day streak')).toBeVisible();
    const todayList = screen.getByRole('region', { name: 'Day 15 · 2025-01-15' });
    expect(within(todayList).getByText('To do')).toBeVisible();
    expect(within(todayList).getByRole('link', { name: /任务115/ })).toHaveAttribute(
      'href',
      '/pagesClockin/activity/clock?taskId=115',
    );
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
    await userEvent.click(await screen.findByRole('button', { name: 'Join the activity' }));
    expect(await screen.findByText('My streak 2 · clock-ins 12 · points 60')).toBeVisible();
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
        today([todayTask(11, 1), todayTask(21, 2, { joined: false, streak: 0 })]),
      ),
    });
    renderAt(<TaskPage />, '/pagesClockin/task/index');
    expect(await screen.findByText('Today, 2025-01-15')).toBeVisible();
    expect(screen.getByRole('link', { name: /任务11/ })).toHaveAttribute(
      'href',
      '/pagesClockin/activity/clock?taskId=11',
    );
    // Not taking part: the task leads to the activity, to join it.
    expect(screen.getByRole('link', { name: /任务21/ })).toHaveAttribute(
      'href',
      '/pagesClockin/task/index?activityId=2',
    );
  });
});
