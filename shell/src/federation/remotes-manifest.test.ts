import { registerRemotes } from '@module-federation/enhanced/runtime';
import { SHELL_CONTRACT_VERSION } from 'shared/federation';
import { useSessionStore } from 'shared/session';
import { resetStores, seedLoggedIn } from '../testing/session';
import { canaryBucket } from './canary-choice';
import { deliverySnapshot, resetDeliveryLog } from './delivery-log';
import { RELEASE_CHOICE_KEY, resetReleaseChoices } from './release-choice';
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

describe('a canary release in remotes.json', () => {
  const stable = { ...release('1.0.0'), release: '1.0.0-0a1b2c3d' };
  const canaryRelease = { ...release('1.1.0'), release: '1.1.0-0a1b2c3d' };
  const withCanary = (rule: { percent: number; teams?: string[]; areas?: string[] }) => ({
    mf_exam: { ...stable, canary: { ...canaryRelease, rule, since: '2026-05-01T07:00:00.000Z' } },
  });

  beforeEach(() => {
    resetStores();
    resetReleaseChoices();
  });

  it("gives a named team's user the canary, flat, and says why", async () => {
    seedLoggedIn();
    useSessionStore.setState((s) => ({ user: { ...s.user, team: { id: 3, name: 'Shop 12' } } }));
    listed = withCanary({ percent: 0, teams: ['Shop 12'] });
    await loadRemotesManifest();
    expect(remotesManifest().mf_exam).toEqual(canaryRelease);
    expect(register).toHaveBeenCalledWith([{ name: 'mf_exam', entry: canaryRelease.entry }]);
    expect(deliverySnapshot().choices).toEqual([
      {
        name: 'mf_exam',
        release: '1.1.0-0a1b2c3d',
        decision: { canary: true, by: 'team', team: 'Shop 12' },
      },
    ]);
  });

  it('decides once per session: a reload keeps the release though the team changed', async () => {
    seedLoggedIn();
    useSessionStore.setState((s) => ({ user: { ...s.user, team: { id: 3, name: 'Shop 12' } } }));
    listed = withCanary({ percent: 0, teams: ['3'] });
    await loadRemotesManifest();
    expect(JSON.parse(sessionStorage.getItem(RELEASE_CHOICE_KEY)!)).toEqual({
      'mf_exam|1.1.0-0a1b2c3d': { canary: true, by: 'team', team: 'Shop 12' },
    });
    // A reload: the page starts afresh, the session (sessionStorage) stays.
    resetRemotesManifest();
    resetReleaseChoices();
    useSessionStore.setState((s) => ({ user: { ...s.user, team: { id: 4, name: 'Shop 9' } } }));
    await loadRemotesManifest();
    expect(remotesManifest().mf_exam).toEqual(canaryRelease);
  });

  it('gives a visitor the release of the bucket of its device id', async () => {
    localStorage.setItem('shell.deviceId', 'p9q8r7s6t5');
    const bucket = canaryBucket('device:p9q8r7s6t5', 'mf_exam', canaryRelease.release);
    listed = withCanary({ percent: bucket + 1 });
    await loadRemotesManifest();
    expect(remotesManifest().mf_exam).toEqual(canaryRelease);
    expect(deliverySnapshot().choices[0]!.decision).toMatchObject({
      canary: true,
      subject: 'device',
      bucket,
    });

    resetRemotesManifest();
    sessionStorage.clear();
    listed = withCanary({ percent: bucket });
    await loadRemotesManifest();
    expect(remotesManifest().mf_exam).toEqual(stable);
  });

  it('moves a canary user to the stable release at the next navigation once the canary is rolled back', async () => {
    seedLoggedIn();
    listed = withCanary({ percent: 100 });
    await loadRemotesManifest();
    expect(remotesManifest().mf_exam).toEqual(canaryRelease);
    later();
    listed = { mf_exam: stable };
    expect(await checkForNewRelease('mf_exam')).toBe(true);
    expect(remotesManifest().mf_exam).toEqual(stable);
    expect(register).toHaveBeenLastCalledWith([{ name: 'mf_exam', entry: stable.entry }], {
      force: true,
    });
    expect(deliverySnapshot().choices[0]).toEqual({
      name: 'mf_exam',
      release: '1.0.0-0a1b2c3d',
      decision: undefined,
    });
  });

  it('keeps a canary user on it when it is promoted, and moves the others', async () => {
    seedLoggedIn();
    listed = withCanary({ percent: 0 });
    await loadRemotesManifest();
    expect(remotesManifest().mf_exam).toEqual(stable);
    later();
    listed = { mf_exam: canaryRelease };
    expect(await checkForNewRelease('mf_exam')).toBe(true);
    expect(remotesManifest().mf_exam).toEqual(canaryRelease);
  });

  it('keeps the stable release when the canary picked is built against another contract', async () => {
    seedLoggedIn();
    listed = {
      mf_exam: {
        ...stable,
        canary: { ...canaryRelease, contract: OK + 1, rule: { percent: 100 }, since: '' },
      },
    };
    await loadRemotesManifest();
    expect(remotesManifest().mf_exam).toEqual(stable);
    expect(deliverySnapshot().refusals[0]).toMatchObject({
      version: '1.1.0',
      keptVersion: '1.0.0',
    });
  });
});
