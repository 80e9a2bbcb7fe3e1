import { loadRemote } from '@module-federation/enhanced/runtime';
import { screen } from '@testing-library/react';
import { SHELL_CONTRACT_VERSION } from 'shared/federation';
import { loadRemotesManifest, resetRemotesManifest } from '../../federation/remotes-manifest';
import { flushReports, resetClientReports } from '../../reports/client-reports';
import { renderWithProviders } from '../../testing/render-with-providers';
import { captureBeacons } from '../../testing/sent-reports';
import { resetStores } from '../../testing/session';
import { RemoteWidget } from './remote-widget';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

let beacons: ReturnType<typeof captureBeacons>;

beforeEach(async () => {
  resetStores();
  resetRemotesManifest();
  resetClientReports();
  global.fetch = jest.fn(async () => ({
    ok: true,
    status: 200,
    json: async () => ({
      mf_user: {
        entry: 'https://cdn.example.com/mf-user/1.2.0-0a1b2c3d/mf-manifest.json',
        version: '1.2.0',
        contract: SHELL_CONTRACT_VERSION,
        release: '1.2.0-0a1b2c3d',
      },
    }),
  })) as unknown as typeof fetch;
  await loadRemotesManifest();
  beacons = captureBeacons();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => beacons.remove());

// A module loaded once is kept for the page (readyRemoteModule): each case its own expose.
const renderWidget = (expose: string) =>
  renderWithProviders(
    <RemoteWidget remote="mf_user" expose={expose} label="home.widget.checkIn" />,
  );

describe("a home widget's failures in the client reports", () => {
  it("reports a widget that throws as a boundary error of its remote's release", async () => {
    jest.mocked(loadRemote).mockResolvedValue({
      default: () => {
        throw new Error('widget bug');
      },
    });
    renderWidget('widgets/check-in');
    expect(await screen.findByRole('button', { name: /Daily check-in/ })).toBeInTheDocument();
    flushReports();
    expect(await beacons.reports()).toEqual([
      {
        kind: 'boundary',
        remote: 'mf_user',
        release: '1.2.0-0a1b2c3d',
        page: '/',
        message: 'Error: widget bug',
        at: expect.any(Number),
      },
    ]);
  });

  it('reports a widget whose code fails to load once, as a remote-load', async () => {
    jest.mocked(loadRemote).mockRejectedValue(new Error('Failed to fetch the manifest'));
    renderWidget('widgets/sign-in');
    expect(await screen.findByRole('button', { name: /Daily check-in/ })).toBeInTheDocument();
    flushReports();
    expect(await beacons.reports()).toEqual([
      expect.objectContaining({
        kind: 'remote-load',
        remote: 'mf_user',
        release: '1.2.0-0a1b2c3d',
        message: 'RemoteUnavailableError: Failed to fetch the manifest',
      }),
    ]);
  });
});
