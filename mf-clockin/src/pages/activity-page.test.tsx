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
import { activity, activityPage } from '../testing/fixtures';
import ActivityPage from './activity-page';

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
      '/pagesClockin/task/index?activityId=1',
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
