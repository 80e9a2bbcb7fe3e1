import { configureRequest, resetRequestConfig } from 'shared/request';
import { PATHS } from 'shared/paths';
import { onLCP } from 'web-vitals';
import { canaryBucket } from '../federation/canary-choice';
import { resetReleaseChoices } from '../federation/release-choice';
import { loadRemotesManifest, resetRemotesManifest } from '../federation/remotes-manifest';
import { captureBeacons } from '../testing/sent-reports';
import { TEST_USER, resetStores, seedLoggedIn } from '../testing/session';
import { DEVICE_ID_KEY, SESSION_ID_KEY } from './client-ids';
import { reportCaught, reportLoadFailure, reportStats, resetClientReports } from './client-reports';
import { resetPageLcp, watchLcp } from './page-lcp';
import { startClientReports, startPageTimings } from './start-client-reports';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn() }));
jest.mock('web-vitals', () => ({ onLCP: jest.fn() }));

const EXAM = 'https://cdn.example.com/mf-exam/';
/** remotes.json: the exam area with a canary for everyone, the user area a local build. */
const remotesJson = {
  mf_exam: {
    entry: `${EXAM}1.0.0-ab12cd34/mf-manifest.json`,
    version: '1.0.0',
    contract: 1,
    release: '1.0.0-ab12cd34',
    canary: {
      entry: `${EXAM}1.1.0-ef56ab78/mf-manifest.json`,
      version: '1.1.0',
      contract: 1,
      release: '1.1.0-ef56ab78',
      rule: { percent: 100 },
      since: '2026-11-25T15:00:00.000Z',
    },
  },
  mf_user: { entry: 'http://localhost:3204/mf-manifest.json', version: '1.0.0', contract: 1 },
};

let beacons: ReturnType<typeof captureBeacons>;
let stop: () => void;

beforeEach(async () => {
  resetStores();
  resetReleaseChoices();
  resetRemotesManifest();
  resetClientReports();
  resetPageLcp();
  global.fetch = jest.fn(async () => ({
    ok: true,
    status: 200,
    json: async () => remotesJson,
  })) as unknown as typeof fetch;
  configureRequest({ baseURL: 'https://api.example.com' });
  beacons = captureBeacons();
  seedLoggedIn();
  await loadRemotesManifest();
  stop = startClientReports();
  window.history.replaceState(null, '', PATHS.exam.index);
});
afterEach(() => {
  stop();
  beacons.remove();
  resetRequestConfig();
  window.history.replaceState(null, '', '/');
});

const hide = (state: 'hidden' | 'visible' = 'hidden') => {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
};

describe('tagging', () => {
  it('tags a report with the remote and the release this user runs (the canary here)', async () => {
    reportLoadFailure('mf_exam', new Error('manifest 404'));
    reportCaught('mf_user', new TypeError('cannot read x'));
    reportCaught('mf_unknown', new Error('?'));
    reportCaught(null, new Error('shell bug'));
    window.__clientReports!.flush();
    expect(
      (await beacons.reports()).map(({ kind, remote, release, page, message }) => ({
        kind,
        remote,
        release,
        page,
        message,
      })),
    ).toEqual([
      {
        kind: 'remote-load',
        remote: 'mf_exam',
        release: '1.1.0-ef56ab78',
        page: '/pages/exam/index',
        message: 'Error: manifest 404',
      },
      {
        kind: 'boundary',
        remote: 'mf_user',
        release: 'local',
        page: '/pages/exam/index',
        message: 'TypeError: cannot read x',
      },
      {
        kind: 'boundary',
        remote: 'mf_unknown',
        release: null,
        page: '/pages/exam/index',
        message: 'Error: ?',
      },
      {
        kind: 'boundary',
        remote: null,
        release: null,
        page: '/pages/exam/index',
        message: 'Error: shell bug',
      },
    ]);
  });

  it('reports an error once, though the load and then the boundary both meet it', () => {
    const error = new Error('down');
    error.name = 'RemoteUnavailableError';
    reportLoadFailure('mf_exam', error);
    reportCaught('mf_exam', error);
    expect(reportStats().queued).toBe(1);
  });

  it('leaves out load failures while the phone is offline (no fault of the release)', () => {
    jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    const chunk = Object.assign(new Error('Loading chunk 42 failed'), { name: 'ChunkLoadError' });
    reportLoadFailure('mf_exam', new Error('Failed to fetch'));
    reportCaught('mf_exam', chunk);
    reportCaught('mf_exam', new Error('render bug'));
    expect(reportStats().queued).toBe(1);
  });

  it('counts a load failure the boundary meets first as a remote-load', async () => {
    const chunk = new Error('Loading chunk 42 failed');
    chunk.name = 'ChunkLoadError';
    reportCaught('mf_exam', chunk);
    window.__clientReports!.flush();
    expect((await beacons.reports())[0]).toMatchObject({ kind: 'remote-load', remote: 'mf_exam' });
  });

  it('sends the session, the device id the canary choice uses, and the user id', async () => {
    localStorage.removeItem(DEVICE_ID_KEY);
    reportCaught(null, new Error('x'));
    window.__clientReports!.flush();
    const [batch] = await beacons.batches();
    expect(batch!.user_id).toBe(TEST_USER.id);
    expect(batch!.session).toBe(sessionStorage.getItem(SESSION_ID_KEY));
    expect(batch!.session).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(batch!.device).toBe(localStorage.getItem(DEVICE_ID_KEY));
    expect(batch!.device).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it("is a visitor's with user_id null, and the visitor's canary bucket is its device's", async () => {
    resetStores();
    resetRemotesManifest();
    resetReleaseChoices();
    localStorage.setItem(DEVICE_ID_KEY, 'abcdefgh12');
    const bucket = canaryBucket('device:abcdefgh12', 'mf_exam', '1.1.0-ef56ab78');
    remotesJson.mf_exam.canary.rule.percent = bucket;
    try {
      await loadRemotesManifest();
    } finally {
      remotesJson.mf_exam.canary.rule.percent = 100;
    }
    reportCaught('mf_exam', new Error('x'));
    window.__clientReports!.flush();
    const [batch] = await beacons.batches();
    expect(batch).toMatchObject({ device: 'abcdefgh12', user_id: null });
    expect(batch!.reports[0]!.release).toBe('1.0.0-ab12cd34');
  });
});

describe('sending', () => {
  it('sends when the page hides and when it goes away, to the API base the requests use', async () => {
    reportCaught(null, new Error('one'));
    hide('visible');
    expect(beacons.sendBeacon).not.toHaveBeenCalled();
    hide();
    expect(beacons.sendBeacon).toHaveBeenCalledTimes(1);
    reportCaught(null, new Error('two'));
    window.dispatchEvent(new Event('pagehide'));
    expect(beacons.sendBeacon).toHaveBeenCalledTimes(2);
    expect((await beacons.sent()).map((b) => b.url)).toEqual([
      'https://api.example.com/api/client-reports',
      'https://api.example.com/api/client-reports',
    ]);
    hide('visible');
  });
});

describe('unhandled errors and rejections', () => {
  it("are tagged with the remote whose code threw, else the shell's", async () => {
    const inExam = new Error('exam bug');
    inExam.stack = `Error: exam bug\n    at q (${EXAM}1.1.0-ef56ab78/__federation_expose_routes.3f.js:1:99)`;
    window.dispatchEvent(
      new ErrorEvent('error', {
        error: inExam,
        message: 'exam bug',
        filename: `${EXAM}1.1.0-ef56ab78/__federation_expose_routes.3f.js`,
      }),
    );
    const rejection = Object.assign(new Event('unhandledrejection'), {
      reason: Object.assign(new Error('user bug'), {
        stack: 'Error: user bug\n    at http://localhost:3204/static/js/async/42.js:3:7',
      }),
    });
    window.dispatchEvent(rejection);
    window.dispatchEvent(
      Object.assign(new Event('unhandledrejection'), { reason: new Error('shell bug') }),
    );
    window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.', filename: '' }));
    window.__clientReports!.flush();
    expect(
      (await beacons.reports()).map(({ kind, remote, release, message }) => [
        kind,
        remote,
        release,
        message,
      ]),
    ).toEqual([
      ['unhandled', 'mf_exam', '1.1.0-ef56ab78', 'Error: exam bug'],
      ['unhandled', 'mf_user', 'local', 'Error: user bug'],
      ['unhandled', null, null, 'Error: shell bug'],
      ['unhandled', null, null, 'Script error.'],
    ]);
  });
});

describe('the page load’s LCP', () => {
  const candidates = () => {
    const [all, final] = jest.mocked(onLCP).mock.calls;
    return {
      change: (id: string, value: number) => all![0]({ id, value } as never),
      final: (id: string, value: number) => final![0]({ id, value } as never),
    };
  };

  it('is one lcp report per page load, tagged with the area’s remote and release', async () => {
    await watchLcp();
    expect(jest.mocked(onLCP).mock.calls[0]![1]).toEqual({ reportAllChanges: true });
    const lcp = candidates();
    lcp.change('v5-1', 900);
    lcp.change('v5-1', 1834.4);
    window.__clientReports!.flush();
    // Web-vitals' own final report (first input or hide) after the flush adds nothing.
    lcp.final('v5-1', 1834.4);
    hide();
    hide('visible');
    expect(await beacons.reports()).toEqual([
      {
        kind: 'lcp',
        remote: 'mf_exam',
        release: '1.1.0-ef56ab78',
        page: '/pages/exam/index',
        value: 1834,
        at: expect.any(Number),
      },
    ]);
  });

  it("is the shell's (remote null) on a shell page, reported at first input", async () => {
    window.history.replaceState(null, '', '/pages/login/index');
    await watchLcp();
    const lcp = candidates();
    lcp.change('v5-2', 420);
    lcp.final('v5-2', 450);
    window.__clientReports!.flush();
    expect(await beacons.reports()).toEqual([
      expect.objectContaining({ kind: 'lcp', remote: null, release: null, value: 450 }),
    ]);
  });
});

describe('the start', () => {
  it('loads web-vitals only after the first frame', async () => {
    jest.useFakeTimers();
    try {
      startPageTimings();
      expect(onLCP).not.toHaveBeenCalled();
      jest.runAllTimers();
    } finally {
      jest.useRealTimers();
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onLCP).toHaveBeenCalledTimes(2);
  });
});
