import { preloadHomeWidgets } from './preload-home-widgets';
import { loadRemotesManifest } from './remotes-manifest';
import { firstWidgetsSettled, startRemotes } from './start-remotes';

jest.mock('./preload-home-widgets', () => ({
  preloadHomeWidgets: jest.fn(() => Promise.resolve()),
}));
jest.mock('./remotes-manifest', () => ({ loadRemotesManifest: jest.fn() }));

describe('startRemotes', () => {
  it('reads remotes.json once for the entry and the bootstrap, then fetches home widgets once', async () => {
    jest.mocked(loadRemotesManifest).mockResolvedValue({});
    const early = startRemotes('/');
    const fromBootstrap = startRemotes('/');
    await Promise.all([early, fromBootstrap]);
    expect(fromBootstrap).toBe(early);
    expect(loadRemotesManifest).toHaveBeenCalledTimes(1);
    expect(preloadHomeWidgets).toHaveBeenCalledTimes(1);
    expect(preloadHomeWidgets).toHaveBeenCalledWith('/');
    // The bootstrap may hold home's first frame for the first widgets' loads.
    expect(firstWidgetsSettled()).toBe(jest.mocked(preloadHomeWidgets).mock.results[0]!.value);
  });
});

describe('startRemotes when remotes.json cannot be read', () => {
  it('settles without preloading, so the app still starts and areas show their error view', async () => {
    jest.resetModules();
    const { startRemotes: start } =
      jest.requireActual<typeof import('./start-remotes')>('./start-remotes');
    const manifest = jest.requireMock<typeof import('./remotes-manifest')>('./remotes-manifest');
    const widgets =
      jest.requireMock<typeof import('./preload-home-widgets')>('./preload-home-widgets');
    jest.mocked(manifest.loadRemotesManifest).mockRejectedValue(new Error('404'));
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(start('/')).resolves.toBeUndefined();
    expect(widgets.preloadHomeWidgets).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith('remotes.json unavailable', expect.any(Error));
    error.mockRestore();
  });
});
