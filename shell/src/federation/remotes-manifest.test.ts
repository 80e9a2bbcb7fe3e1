import { registerRemotes } from '@module-federation/enhanced/runtime';
import { SHELL_CONTRACT_VERSION } from 'shared/federation';
import { deliverySnapshot, resetDeliveryLog } from './delivery-log';
import { resetRemoteLoads, trackRemoteLoad } from './remote-loads';
import {
  LAST_COMPATIBLE_KEY,
  RECHECK_AFTER_MS,
  checkForNewRelease,
  loadRemotesManifest,
  onNewRelease,
  remotesManifest,
  resetRemotesManifest,
} from './remotes-manifest';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn() }));

const register = jest.mocked(registerRemotes);
const OK = SHELL_CONTRACT_VERSION;
const release = (version: string, contract: number | null = OK) => ({
  entry: `https://cdn.example.com/mf-exam/${version}-0a1b2c3d/mf-manifest.json`,
  version,
  ...(contract === null ? {} : { contract }),
});

let listed: unknown;
const fetchMock = jest.fn(async () => ({ ok: true, status: 200, json: async () => listed }));

beforeEach(() => {
  jest.useFakeTimers({
    now: new Date('2026-05-01T08:00:00Z'),
    doNotFake: ['nextTick', 'setImmediate'],
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  localStorage.clear();
  resetRemotesManifest();
  resetRemoteLoads();
  resetDeliveryLog();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.useRealTimers());

const later = () => jest.setSystemTime(Date.now() + RECHECK_AFTER_MS + 1);

/** remotes.json as the shell's server writes it into the page. */
function pageCarries(value: unknown): void {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'remotes.json';
  block.textContent = JSON.stringify(value);
  document.head.append(block);
}

describe('the copy of remotes.json the page carries', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('is used without a request, and a navigation soon after does not read again', async () => {
    fetchMock.mockClear();
    pageCarries({ mf_exam: release('1.0.0') });
    await loadRemotesManifest();
    expect(register).toHaveBeenCalledWith([{ name: 'mf_exam', entry: release('1.0.0').entry }]);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await checkForNewRelease('mf_exam')).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is checked like the fetched one: a bad entry is a ManifestError, not a request', async () => {
    fetchMock.mockClear();
    pageCarries({ mf_exam: { entry: 42 } });
    await expect(loadRemotesManifest()).rejects.toThrow(
      'remotes.json: "mf_exam" needs a string entry and version',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is replaced by remotes.json read again on a later navigation (a deploy since)', async () => {
    pageCarries({ mf_exam: release('1.0.0') });
    await loadRemotesManifest();
    later();
    listed = { mf_exam: release('1.1.0') };
    expect(await checkForNewRelease('mf_exam')).toBe(true);
    expect(remotesManifest().mf_exam).toEqual(release('1.1.0'));
  });
});

describe('the shell reading remotes.json', () => {
  it('registers the remotes built against its contract', async () => {
    listed = {
      mf_exam: release('1.0.0'),
      mf_user: { ...release('1.0.0'), entry: 'https://u/mf-manifest.json' },
    };
    await loadRemotesManifest();
    expect(register).toHaveBeenCalledWith([
      { name: 'mf_exam', entry: release('1.0.0').entry },
      { name: 'mf_user', entry: 'https://u/mf-manifest.json' },
    ]);
    expect(deliverySnapshot().refusals).toEqual([]);
  });

  it('refuses a release built against another contract and keeps the last compatible one', async () => {
    listed = { mf_exam: release('1.0.0') };
    await loadRemotesManifest();
    later();
    listed = { mf_exam: release('2.0.0', OK + 1) };
    expect(await checkForNewRelease('mf_exam')).toBe(false);
    expect(remotesManifest().mf_exam).toEqual(release('1.0.0'));
    expect(register).toHaveBeenCalledTimes(1);
    expect(deliverySnapshot().refusals).toEqual([
      {
        name: 'mf_exam',
        version: '2.0.0',
        contract: OK + 1,
        shellContract: OK,
        keptVersion: '1.0.0',
        at: Date.now(),
      },
    ]);
  });

  it('refuses a release that declares no contract', async () => {
    listed = { mf_exam: release('1.0.0', null) };
    await loadRemotesManifest();
    expect(remotesManifest().mf_exam).toBeUndefined();
    expect(register).not.toHaveBeenCalled();
    expect(deliverySnapshot().refusals[0]).toMatchObject({
      contract: undefined,
      keptVersion: undefined,
    });
  });

  it('falls back to the compatible release remembered from an earlier visit on a fresh load', async () => {
    localStorage.setItem(LAST_COMPATIBLE_KEY, JSON.stringify({ mf_exam: release('1.0.0') }));
    listed = { mf_exam: release('2.0.0', OK + 1) };
    await loadRemotesManifest();
    expect(remotesManifest().mf_exam).toEqual(release('1.0.0'));
    expect(register).toHaveBeenCalledWith([{ name: 'mf_exam', entry: release('1.0.0').entry }]);
  });

  it('switches to a new compatible release on navigation, re-registering it with force', async () => {
    listed = { mf_exam: release('1.0.0') };
    await loadRemotesManifest();
    listed = { mf_exam: release('1.1.0') };
    // Just read: a navigation right after start does not read it again.
    expect(await checkForNewRelease('mf_exam')).toBe(false);
    later();
    // The old release's loaded chunks must not be adopted by the new release's runtime.
    const chunks = globalThis as { webpackChunkmf_exam?: unknown[] };
    chunks.webpackChunkmf_exam = [[['old'], {}]];
    expect(await checkForNewRelease('mf_exam')).toBe(true);
    expect(chunks.webpackChunkmf_exam).toBeUndefined();
    expect(register).toHaveBeenLastCalledWith(
      [{ name: 'mf_exam', entry: release('1.1.0').entry }],
      { force: true },
    );
    expect(JSON.parse(localStorage.getItem(LAST_COMPATIBLE_KEY)!)).toEqual({
      mf_exam: release('1.1.0'),
    });
    later();
    expect(await checkForNewRelease('mf_exam')).toBe(false);
    expect(register).toHaveBeenCalledTimes(2);
  });

  it('keeps the remotes in use when remotes.json cannot be read again', async () => {
    listed = { mf_exam: release('1.0.0') };
    await loadRemotesManifest();
    later();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await checkForNewRelease('mf_exam')).toBe(false);
    listed = [];
    later();
    expect(await checkForNewRelease('mf_exam')).toBe(false);
    expect(remotesManifest().mf_exam).toEqual(release('1.0.0'));
  });

  it('does not read again before remotes.json was ever read (the start reads it)', async () => {
    expect(await checkForNewRelease('mf_exam')).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lets navigations during a read share it instead of reading again', async () => {
    listed = { mf_exam: release('1.0.0'), mf_user: release('1.0.0') };
    await loadRemotesManifest();
    later();
    fetchMock.mockClear();
    listed = { mf_exam: release('1.1.0'), mf_user: release('1.0.0') };
    const checks = [checkForNewRelease('mf_exam'), checkForNewRelease('mf_user')];
    expect(await Promise.all(checks)).toEqual([true, false]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('switches a remote only once its loads in flight have settled, and says so at once', async () => {
    listed = { mf_exam: release('1.0.0') };
    await loadRemotesManifest();
    later();
    const chunks = globalThis as { webpackChunkmf_exam?: unknown[] };
    chunks.webpackChunkmf_exam = [[['old'], {}]];
    let arrive!: () => void;
    const oldPage = trackRemoteLoad('mf_exam', () => new Promise<void>((r) => (arrive = r)));
    const told: string[] = [];
    const stop = onNewRelease((name) => told.push(name));
    listed = { mf_exam: release('1.1.0') };
    const switched = checkForNewRelease('mf_exam');
    for (let i = 0; i < 20; i++) await Promise.resolve();
    // Known at once (the area drops its old table), but the old chunk is still on its way: the
    // list it will land in stays the old release's.
    expect(told).toEqual(['mf_exam']);
    expect(remotesManifest().mf_exam).toEqual(release('1.1.0'));
    expect(chunks.webpackChunkmf_exam).toBeDefined();
    expect(register).toHaveBeenCalledTimes(1);
    arrive();
    await oldPage;
    expect(await switched).toBe(true);
    expect(chunks.webpackChunkmf_exam).toBeUndefined();
    expect(register).toHaveBeenLastCalledWith(
      [{ name: 'mf_exam', entry: release('1.1.0').entry }],
      { force: true },
    );
    stop();
  });
});
