import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, logInAs, ok, paramsOf, renderAt, resetAreaTest } from 'shared/standalone/testing';
import { enqueueClockin, resetQueueSync } from '../offline/clockin-queue';
import { activity, activityPage, clockinRecord } from '../testing/fixtures';
import ActivityListPage from './activity-list-page';

beforeEach(() => act(() => void logInAs()));
afterEach(() => {
  resetQueueSync();
  resetAreaTest();
});

describe('ActivityListPage', () => {
  it('lists my clock-ins with their photos, by activity with the tabs', async () => {
    const user = userEvent.setup();
    const adapter = fakeApi({
      'GET /api/clockin/activities': ok(
        activityPage([activity(1), activity(2, { title: '每日晨会巡检打卡' })]),
      ),
      'GET /api/clockin/records': (config) =>
        ok(
          activityPage(
            paramsOf(config).activity_id === 2
              ? [
                  clockinRecord(7, {
                    activity: { id: 2, title: '每日晨会巡检打卡' },
                    body: '晨会完成',
                  }),
                ]
              : [clockinRecord(15), clockinRecord(14, { photos: [] })],
            2,
          ),
        ),
    });
    const { location } = renderAt(<ActivityListPage />, '/pagesClockin/activity/list');
    // One card per clock-in (its photos are a list of their own inside it).
    const items = await screen.findAllByRole('article');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('第15天：橱窗已按标准陈列，补齐了价签。')).toBeVisible();
    expect(within(items[0]!).getByRole('img', { name: '任务115：拍摄门店橱窗 1' })).toBeVisible();
    expect(within(items[0]!).getByText('21天陈列打卡挑战（第1期） · 2025-01-15')).toBeVisible();
    expect(within(items[1]!).queryByRole('img')).toBeNull();
    expect(paramsOf(adapter.calls.find((c) => c.url === '/api/clockin/activities')!)).toEqual({
      joined: 1,
      pageSize: 100,
    });

    await user.click(await screen.findByRole('tab', { name: '每日晨会巡检打卡' }));
    expect(await screen.findByText('晨会完成')).toBeVisible();
    expect(location()).toBe('/pagesClockin/activity/list?activityId=2');
  });

  it('shows the empty state, and clock-ins still waiting on this device', async () => {
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, value: false });
    enqueueClockin({
      clientKey: 'k'.repeat(32),
      taskId: 115,
      taskTitle: '任务115：拍摄门店橱窗',
      activityId: 1,
      body: '离线',
      location: '',
      photos: [],
      savedAt: Date.now(),
    });
    fakeApi({
      'GET /api/clockin/activities': ok(activityPage([])),
      'GET /api/clockin/records': ok(activityPage([])),
    });
    renderAt(<ActivityListPage />, '/pagesClockin/activity/list');
    expect(await screen.findByText('No data yet')).toBeVisible();
    expect(screen.getByText(/Waiting to be sent: 任务115：拍摄门店橱窗/)).toBeVisible();
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, value: true });
  });
});
