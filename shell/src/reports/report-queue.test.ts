import { captureBeacons } from '../testing/sent-reports';
import { createRateLimit, RATE_KEY } from './rate-limit';
import { contractReport, type ClientReport } from './report-payload';
import { FLUSH_AT, beaconSender, createReportQueue } from './report-queue';

const URL = 'https://api.example.com/api/client-reports';
const identity = () => ({ session: 'k3j4session', device: 'p9q8device', user_id: 12 });
const boundary = (n: number) => ({
  kind: 'boundary' as const,
  remote: 'mf_exam',
  release: '1.1.0-ef56ab78',
  page: '/pages/exam/index',
  message: `Error: bug ${n}`,
});

let clock = 1_764_082_800_000;
const now = () => clock;
let beacons: ReturnType<typeof captureBeacons>;

beforeEach(() => {
  localStorage.clear();
  clock = 1_764_082_800_000;
  beacons = captureBeacons();
});
afterEach(() => beacons.remove());

const queueOf = () => createReportQueue({ url: () => URL, identity, now });

describe('batching', () => {
  it(`keeps reports until ${FLUSH_AT} are queued, then sends them in one beacon`, async () => {
    const queue = queueOf();
    for (let i = 1; i < FLUSH_AT; i++) queue.add(boundary(i));
    expect(beacons.sendBeacon).not.toHaveBeenCalled();
    expect(queue.stats()).toEqual({ queued: FLUSH_AT - 1, sent: 0, dropped: 0 });
    queue.add(boundary(FLUSH_AT));
    expect(beacons.sendBeacon).toHaveBeenCalledTimes(1);
    const [batch] = await beacons.batches();
    expect(batch!.reports.map((r) => r.message)).toEqual(
      Array.from({ length: FLUSH_AT }, (_, i) => `Error: bug ${i + 1}`),
    );
    expect(queue.stats()).toEqual({ queued: 0, sent: FLUSH_AT, dropped: 0 });
  });

  it('sends what is queued on flush, and nothing when nothing is', () => {
    const queue = queueOf();
    queue.flush();
    expect(beacons.sendBeacon).not.toHaveBeenCalled();
    queue.add(boundary(1));
    queue.flush();
    queue.flush();
    expect(beacons.sendBeacon).toHaveBeenCalledTimes(1);
  });
});

describe('the body', () => {
  it('is the contract’s shape exactly, as text/plain, to the reports URL', async () => {
    const queue = queueOf();
    queue.add({ ...boundary(1), at: clock - 5 });
    clock += 10;
    queue.add({
      kind: 'lcp',
      remote: 'mf_exam',
      release: 'local',
      page: '/pages/exam/index',
      value: 1834.4,
    });
    queue.add({
      kind: 'unhandled',
      remote: null,
      release: null,
      page: '/',
      message: 'TypeError: x',
    });
    queue.flush();
    const [beacon] = await beacons.sent();
    expect(beacon!.url).toBe(URL);
    expect(beacon!.type).toBe('text/plain;charset=utf-8');
    const body = JSON.parse(beacon!.body) as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(['session', 'device', 'user_id', 'reports']);
    expect(body).toEqual({
      session: 'k3j4session',
      device: 'p9q8device',
      user_id: 12,
      reports: [
        {
          kind: 'boundary',
          remote: 'mf_exam',
          release: '1.1.0-ef56ab78',
          page: '/pages/exam/index',
          message: 'Error: bug 1',
          at: 1_764_082_799_995,
        },
        {
          kind: 'lcp',
          remote: 'mf_exam',
          release: 'local',
          page: '/pages/exam/index',
          value: 1834,
          at: 1_764_082_800_010,
        },
        {
          kind: 'unhandled',
          remote: null,
          release: null,
          page: '/',
          message: 'TypeError: x',
          at: 1_764_082_800_010,
        },
      ],
    });
  });

  it('cuts each report to the contract’s limits', () => {
    const cut = (report: Partial<ClientReport>) =>
      contractReport({ ...boundary(1), at: 1, ...report } as ClientReport);
    expect(cut({ message: 'x'.repeat(900) }).message).toHaveLength(500);
    expect(cut({ page: '/pages/exam/index?id=3#top' }).page).toBe('/pages/exam/index');
    expect(cut({ page: `/${'p'.repeat(300)}` }).page).toHaveLength(200);
    expect(cut({ page: 'pages/exam/index' }).page).toBe('/pages/exam/index');
    expect(cut({ remote: 'Not A Remote' })).toMatchObject({ remote: null, release: null });
    expect(cut({ release: 'has spaces' }).release).toBeNull();
    expect(cut({ release: 'r'.repeat(65) }).release).toBeNull();
    const lcp = (value: number) => cut({ kind: 'lcp', value, message: undefined });
    expect(lcp(-3).value).toBe(0);
    expect(lcp(9_999_999).value).toBe(600_000);
    expect(lcp(Number.NaN).value).toBe(0);
    expect(lcp(12)).not.toHaveProperty('message');
    expect(cut({})).not.toHaveProperty('value');
  });

  it('carries at most 50 reports', () => {
    const sendMany = jest.fn();
    const queue = createReportQueue({
      url: () => URL,
      identity,
      now,
      send: sendMany,
      limit: { take: () => true },
    });
    // Sent at 20 each time: a body never holds more than the contract allows.
    for (let i = 0; i < 120; i++) queue.add(boundary(i));
    for (const [, json] of sendMany.mock.calls as [string, string][]) {
      expect((JSON.parse(json) as { reports: unknown[] }).reports.length).toBeLessThanOrEqual(50);
    }
    expect(sendMany).toHaveBeenCalledTimes(6);
  });
});

describe('the rate limit', () => {
  it('drops and counts reports over 60 a minute per device, and takes them again a minute later', () => {
    const queue = queueOf();
    for (let i = 0; i < 75; i++) queue.add(boundary(i));
    queue.flush();
    expect(queue.stats()).toEqual({ queued: 0, sent: 60, dropped: 15 });
    clock += 30_000;
    queue.add(boundary(99));
    expect(queue.stats().dropped).toBe(16);
    clock += 30_001;
    queue.add(boundary(100));
    expect(queue.stats()).toEqual({ queued: 1, sent: 60, dropped: 16 });
  });

  it("is the device's: a reload (another queue) shares the minute's budget", () => {
    const first = queueOf();
    for (let i = 0; i < 50; i++) first.add(boundary(i));
    expect(JSON.parse(localStorage.getItem(RATE_KEY)!)).toHaveLength(50);
    const afterReload = queueOf();
    for (let i = 0; i < 20; i++) afterReload.add(boundary(i));
    expect(afterReload.stats().dropped).toBe(10);
  });

  it('counts in memory when storage is blocked', () => {
    const limit = createRateLimit(2, 60_000, () => {
      throw new Error('blocked');
    });
    expect([limit.take(1), limit.take(2), limit.take(3)]).toEqual([true, true, false]);
  });
});

describe('sending', () => {
  it('falls back to a keepalive fetch when the beacon is refused or missing', () => {
    const fetchMock = jest.fn(() => Promise.resolve(new Response()));
    global.fetch = fetchMock as unknown as typeof fetch;
    beacons.remove();
    const refused = captureBeacons(false);
    beaconSender(URL, '{"a":1}');
    expect(refused.sendBeacon).toHaveBeenCalledTimes(1);
    refused.remove();
    beaconSender(URL, '{"a":2}');
    expect(fetchMock.mock.calls).toEqual([
      [
        URL,
        {
          method: 'POST',
          body: '{"a":1}',
          keepalive: true,
          headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
        },
      ],
      [URL, expect.objectContaining({ body: '{"a":2}', keepalive: true })],
    ]);
  });
});
