import { preloadRemote } from '@module-federation/enhanced/runtime';
import { PRELOAD_MARK } from 'shared/federation';
import { preloadAfterHome } from './preload-areas';
import { remotesManifest } from './remotes-manifest';

jest.mock('@module-federation/enhanced/runtime', () => ({
  preloadRemote: jest.fn(() => Promise.resolve()),
}));
jest.mock('./remotes-manifest', () => ({ remotesManifest: jest.fn() }));

describe('preloadAfterHome', () => {
  it('preloads the training and user route tables once, when the loaded page is idle', () => {
    jest.useFakeTimers();
    const mark = jest.fn();
    Object.assign(performance, { mark });
    jest.mocked(remotesManifest).mockReturnValue({
      mf_train: { entry: 'http://t/mf-manifest.json', version: '1' },
      mf_user: { entry: 'http://u/mf-manifest.json', version: '1' },
    });
    preloadAfterHome();
    preloadAfterHome();
    // jsdom has no requestIdleCallback: the fallback waits a moment after load.
    expect(preloadRemote).not.toHaveBeenCalled();
    jest.advanceTimersByTime(200);
    expect(preloadRemote).toHaveBeenCalledTimes(1);
    expect(preloadRemote).toHaveBeenCalledWith([
      { nameOrAlias: 'mf_train', exposes: ['routes'], resourceCategory: 'sync' },
      { nameOrAlias: 'mf_user', exposes: ['routes'], resourceCategory: 'sync' },
    ]);
    expect(mark).toHaveBeenCalledWith(PRELOAD_MARK);
    jest.useRealTimers();
  });
});
