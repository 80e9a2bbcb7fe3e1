import { loadRemote } from '@module-federation/enhanced/runtime';
import { RemoteUnavailableError, loadRemoteModule, readyRemoteModule } from './load-remote-module';
import { loadRemotesManifest, remotesManifest } from './remotes-manifest';
import { flushReports, resetClientReports } from '../reports/client-reports';
import { captureBeacons } from '../testing/sent-reports';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));
jest.mock('./remotes-manifest', () => ({
  loadRemotesManifest: jest.fn(),
  remotesManifest: jest.fn(),
  resetRemote: jest.fn(),
}));
jest.mock('./delivery-log', () => ({ recordRemoteLoad: jest.fn() }));

const release = (id: string) => ({
  mf_content: { entry: `http://localhost:3001/${id}/mf-manifest.json`, version: '1.0.0' },
});
const widget = { default: () => null };

beforeEach(() => {
  jest.mocked(remotesManifest).mockReturnValue(release('a'));
});

describe('readyRemoteModule', () => {
  it('has nothing before the module has loaded', () => {
    expect(readyRemoteModule('mf_content', 'widgets/latest-news')).toBeUndefined();
  });

  it('gives a loaded module at once, while remotes.json lists the release it came from', async () => {
    jest.mocked(loadRemote).mockResolvedValue(widget);
    await loadRemoteModule('mf_content', 'widgets/banner-carousel');
    expect(readyRemoteModule('mf_content', 'widgets/banner-carousel')).toBe(widget);
    expect(readyRemoteModule('mf_content', 'widgets/latest-news')).toBeUndefined();
    // Another release is live: its module has to load.
    jest.mocked(remotesManifest).mockReturnValue(release('b'));
    expect(readyRemoteModule('mf_content', 'widgets/banner-carousel')).toBeUndefined();
  });

  it('keeps nothing of a load that failed', async () => {
    jest.mocked(loadRemote).mockRejectedValue(new Error('ChunkLoadError'));
    await expect(loadRemoteModule('mf_content', 'routes')).rejects.toThrow('ChunkLoadError');
    expect(readyRemoteModule('mf_content', 'routes')).toBeUndefined();
  });
});

describe('a failed load', () => {
  it('goes to the client reports once, tagged with the remote and its release', async () => {
    resetClientReports();
    const beacons = captureBeacons();
    jest.mocked(loadRemote).mockRejectedValue(new Error('Failed to fetch'));
    await expect(loadRemoteModule('mf_content', 'widgets/latest-news')).rejects.toThrow(
      RemoteUnavailableError,
    );
    jest.mocked(remotesManifest).mockReturnValue({});
    jest.mocked(loadRemotesManifest).mockResolvedValue({});
    await expect(loadRemoteModule('mf_gone', 'routes')).rejects.toThrow('not in remotes.json');
    flushReports();
    expect(
      (await beacons.reports()).map(({ kind, remote, release, message }) => ({
        kind,
        remote,
        release,
        message,
      })),
    ).toEqual([
      {
        kind: 'remote-load',
        remote: 'mf_content',
        release: 'local',
        message: 'RemoteUnavailableError: Failed to fetch',
      },
      {
        kind: 'remote-load',
        remote: 'mf_gone',
        release: null,
        message: 'RemoteUnavailableError: mf_gone is not in remotes.json',
      },
    ]);
    beacons.remove();
  });
});
