import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, logInAs, ok, refused, renderAt, resetAreaTest } from 'shared/standalone/testing';
import { readQueue, resetQueueSync } from '../offline/clockin-queue';
import { clockinRecord, clockinTask, taskDetail, upload } from '../testing/fixtures';
import ActivityClockPage from './activity-clock-page';

const PAGE = '/pagesClockin/activity/clock?taskId=115';
const UPLOAD_ID = 'ab'.repeat(16);

let online = true;
beforeAll(() => {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
});
beforeEach(() => {
  online = true;
  act(() => void logInAs());
});
afterEach(() => {
  resetQueueSync();
  resetAreaTest();
});

type Sent = { task_id: number; body: string; photos: string[]; client_key: string };
const sentBody = (config: { data?: unknown }) =>
  (typeof config.data === 'string' ? JSON.parse(config.data) : config.data) as Sent;
const created = (overrides: Record<string, unknown> = {}) => ({
  record: clockinRecord(15, { body: '橱窗已按标准陈列', photos: [`/api/files/${UPLOAD_ID}`] }),
  streak: 3,
  bonus_points: 0,
  replayed: false,
  ...overrides,
});
const photo = () =>
  new File([new Uint8Array([137, 80, 78, 71])], 'window.png', { type: 'image/png' });

describe('ActivityClockPage', () => {
  it('shows each missing field inline and sends nothing', async () => {
    const adapter = fakeApi({
      'GET /api/clockin/tasks/115': ok(
        taskDetail(115, {
          task: clockinTask(115, { requires_photo: true, requires_location: true }),
        }),
      ),
    });
    renderAt(<ActivityClockPage />, PAGE);
    expect(await screen.findByRole('heading', { name: '任务115：拍摄门店橱窗' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Clock in' }));
    expect(await screen.findByText('Please write what you did')).toBeVisible();
    expect(screen.getByText('This task needs at least one photo')).toBeVisible();
    expect(screen.getByText('This task needs your location')).toBeVisible();
    expect(adapter.calls.filter((c) => c.method === 'post')).toHaveLength(0);
  });

  it('clocks in with text and a photo uploaded with progress, then shows it done', async () => {
    const adapter = fakeApi({
      'GET /api/clockin/tasks/115': ok(taskDetail(115)),
      'POST /api/upload': ok(upload(UPLOAD_ID)),
      'POST /api/clockin/records': ok(created()),
    });
    renderAt(<ActivityClockPage />, PAGE);
    await userEvent.type(
      await screen.findByPlaceholderText('Write what you learned or did today'),
      '橱窗已按标准陈列',
    );
    await userEvent.upload(screen.getByLabelText('Add photo'), photo());
    expect(await screen.findByRole('listitem', { name: 'window.png' })).toBeVisible();
    await waitFor(() => expect(screen.queryByText(/Uploading/)).toBeNull());
    await userEvent.type(
      screen.getByPlaceholderText('Your shop or address (optional)'),
      '南京西路店',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clock in' }));

    expect(await screen.findByText('Clocked in')).toBeVisible();
    expect(screen.getByText('+5 points · 3-day streak')).toBeVisible();
    expect(screen.getByText('橱窗已按标准陈列')).toBeVisible();
    const post = adapter.calls.find((c) => c.url === '/api/clockin/records')!;
    expect(sentBody(post)).toEqual({
      task_id: 115,
      body: '橱窗已按标准陈列',
      photos: [`/api/files/${UPLOAD_ID}`],
      location: '南京西路店',
      client_key: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(screen.getByRole('link', { name: 'My clock-ins' })).toHaveAttribute(
      'href',
      '/pagesClockin/activity/list?activityId=1',
    );
  });

  it('shows a refusal inline, and a second submit sends the same idempotency key', async () => {
    let attempt = 0;
    const adapter = fakeApi({
      'GET /api/clockin/tasks/115': ok(taskDetail(115)),
      'POST /api/clockin/records': () =>
        ++attempt === 1 ? refused('This task is not due today') : ok(created()),
    });
    renderAt(<ActivityClockPage />, PAGE);
    await userEvent.type(
      await screen.findByPlaceholderText('Write what you learned or did today'),
      '完成',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clock in' }));
    expect(await screen.findByText('This task is not due today')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Clock in' }));
    expect(await screen.findByText('Clocked in')).toBeVisible();
    const keys = adapter.calls
      .filter((c) => c.url === '/api/clockin/records')
      .map((c) => sentBody(c).client_key);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('keeps an offline clock-in on the device and sends it once when the network is back', async () => {
    const adapter = fakeApi({
      'GET /api/clockin/tasks/115': () =>
        ok(
          taskDetail(115, online && readQueue().length === 0 ? { record: clockinRecord(15) } : {}),
        ),
      'POST /api/clockin/records': ok(created()),
    });
    online = false;
    renderAt(<ActivityClockPage />, PAGE);
    await userEvent.type(
      await screen.findByPlaceholderText('Write what you learned or did today'),
      '离线打卡',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clock in' }));
    expect(
      await screen.findByText('Saved on this device: it will be sent when the network is back'),
    ).toBeVisible();
    const [saved] = readQueue();
    expect(saved).toMatchObject({ taskId: 115, body: '离线打卡', photos: [] });
    expect(adapter.calls.filter((c) => c.method === 'post')).toHaveLength(0);

    online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(readQueue()).toEqual([]));
    const posts = adapter.calls.filter((c) => c.url === '/api/clockin/records');
    expect(posts).toHaveLength(1);
    expect(sentBody(posts[0]!).client_key).toBe(saved!.clientKey);
    expect(await screen.findByText('You have clocked in this task today')).toBeVisible();
  });

  it('keeps the clock-in on the device when the network fails during the submit', async () => {
    fakeApi({
      'GET /api/clockin/tasks/115': ok(taskDetail(115)),
      'POST /api/clockin/records': { fail: 'network' },
    });
    renderAt(<ActivityClockPage />, PAGE);
    await userEvent.type(
      await screen.findByPlaceholderText('Write what you learned or did today'),
      '网络断了',
    );
    online = false;
    await userEvent.click(screen.getByRole('button', { name: 'Clock in' }));
    expect(
      await screen.findByText('Saved on this device: it will be sent when the network is back'),
    ).toBeVisible();
    expect(readQueue()).toHaveLength(1);
  });

  it('shows my clock-in of today, the join button, or that the task is closed today', async () => {
    fakeApi({ 'GET /api/clockin/tasks/115': ok(taskDetail(115, { record: clockinRecord(15) })) });
    const first = renderAt(<ActivityClockPage />, PAGE);
    expect(await screen.findByText('You have clocked in this task today')).toBeVisible();
    expect(screen.getByText('第15天：橱窗已按标准陈列，补齐了价签。')).toBeVisible();
    first.unmount();

    fakeApi({ 'GET /api/clockin/tasks/115': ok(taskDetail(115, { joined: false })) });
    const second = renderAt(<ActivityClockPage />, PAGE);
    expect(await screen.findByRole('button', { name: 'Join the activity' })).toBeVisible();
    second.unmount();

    fakeApi({ 'GET /api/clockin/tasks/115': ok(taskDetail(115, { due_today: false })) });
    renderAt(<ActivityClockPage />, PAGE);
    expect(await screen.findByText('This task is not open today')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Clock in' })).toBeNull();
    // Not a dead end: the activity's tasks and my clock-ins are one tap away.
    const onward = screen.getByRole('navigation', { name: 'This task is not open today' });
    expect(within(onward).getByRole('link', { name: /Back to the tasks/ })).toHaveAttribute(
      'href',
      expect.stringContaining('/pagesClockin/task/index?activityId='),
    );
    expect(within(onward).getByRole('link', { name: /My clock-ins/ })).toBeVisible();
  });
});
