import { fakeApi, ok, refused, resetAreaTest } from 'shared/standalone/testing';
import { upload } from '../testing/fixtures';
import {
  enqueueClockin,
  flushQueue,
  readQueue,
  resetQueueSync,
  watchQueue,
  type QueuedClockin,
} from './clockin-queue';

const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

const entry = (key: string, overrides: Partial<QueuedClockin> = {}): QueuedClockin => ({
  clientKey: key.padEnd(32, '0'),
  taskId: 115,
  taskTitle: '任务115：拍摄门店橱窗',
  activityId: 1,
  body: '离线打卡',
  location: '',
  photos: [],
  savedAt: 1736900000000,
  ...overrides,
});

type Sent = { client_key: string; photos: string[] };
const sent = (config: { data?: unknown }) =>
  (typeof config.data === 'string' ? JSON.parse(config.data) : config.data) as Sent;

afterEach(() => {
  resetQueueSync();
  resetAreaTest();
});

describe('the offline clock-in queue', () => {
  it('uploads the photos kept on the device, then sends each clock-in with its own key', async () => {
    const adapter = fakeApi({
      'POST /api/upload': ok(upload('cd'.repeat(16))),
      'POST /api/clockin/records': ok({}),
    });
    enqueueClockin(
      entry('a', {
        photos: [
          { url: '/api/files/' + 'ef'.repeat(16) },
          { dataUrl: PNG_DATA_URL, name: 'a.png' },
        ],
      }),
    );
    enqueueClockin(entry('b'));
    expect(await flushQueue()).toBe(2);
    expect(readQueue()).toEqual([]);
    const posts = adapter.calls.filter((c) => c.url === '/api/clockin/records').map(sent);
    expect(posts.map((p) => p.client_key)).toEqual(['a'.padEnd(32, '0'), 'b'.padEnd(32, '0')]);
    expect(posts[0]!.photos).toEqual([
      `/api/files/${'ef'.repeat(16)}`,
      `/api/files/${'cd'.repeat(16)}`,
    ]);
  });

  it('stops at a network failure, keeping the rest, and keeps a refusal with its message', async () => {
    let online = false;
    fakeApi({
      'POST /api/clockin/records': (config) =>
        sent(config).client_key.startsWith('r')
          ? refused('This task is not due today')
          : online
            ? ok({})
            : { fail: 'network' },
    });
    enqueueClockin(entry('r'));
    enqueueClockin(entry('n'));
    expect(await flushQueue()).toBe(0);
    expect(readQueue().map((e) => [e.clientKey[0], e.failure])).toEqual([
      ['r', 'This task is not due today'],
      ['n', undefined],
    ]);
    online = true;
    // A refused clock-in is never sent again; the other one goes.
    expect(await flushQueue()).toBe(1);
    expect(readQueue().map((e) => e.clientKey[0])).toEqual(['r']);
  });

  it('runs once at a time however often it is asked, and tells who listens', async () => {
    const adapter = fakeApi({ 'POST /api/clockin/records': ok({}) });
    enqueueClockin(entry('a'));
    const heard = jest.fn();
    const stop = watchQueue(heard);
    window.dispatchEvent(new Event('online'));
    await flushQueue();
    await Promise.resolve();
    expect(adapter.calls.filter((c) => c.url === '/api/clockin/records')).toHaveLength(1);
    expect(heard).toHaveBeenCalledWith(1);
    stop();
  });

  it('tries again by itself when a reply is lost while the browser stays online', async () => {
    jest.useFakeTimers();
    try {
      let replies = 0;
      const adapter = fakeApi({
        // The first reply never arrives (the server recorded it); the resend is answered.
        'POST /api/clockin/records': () => (replies++ === 0 ? { fail: 'network' } : ok({})),
      });
      enqueueClockin(entry('a'));
      const heard = jest.fn();
      watchQueue(heard);
      await jest.advanceTimersByTimeAsync(0);
      expect(readQueue()).toHaveLength(1);
      await jest.advanceTimersByTimeAsync(5000);
      expect(readQueue()).toEqual([]);
      const keys = adapter.calls.filter((c) => c.url === '/api/clockin/records').map(sent);
      expect(keys.map((k) => k.client_key)).toEqual(['a'.padEnd(32, '0'), 'a'.padEnd(32, '0')]);
      expect(heard).toHaveBeenCalledWith(1);
    } finally {
      jest.useRealTimers();
    }
  });
});
