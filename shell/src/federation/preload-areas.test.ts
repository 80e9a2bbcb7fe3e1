import { preloadRemote } from '@module-federation/enhanced/runtime';
import { PRELOAD_MARK, type RemoteArea, type RemoteRoute } from 'shared/federation';
import { PATHS } from 'shared/paths';
import { loadAreaRoutes } from './area-routes';
import { preloadAfterHome } from './preload-areas';
import { remotesManifest } from './remotes-manifest';

jest.mock('@module-federation/enhanced/runtime', () => ({
  preloadRemote: jest.fn(() => Promise.resolve()),
}));
jest.mock('./remotes-manifest', () => ({ remotesManifest: jest.fn() }));
jest.mock('./area-routes', () => ({ loadAreaRoutes: jest.fn() }));

const page = (path: string) =>
  ({
    path,
    title: 'tab.mine',
    navBar: true,
    pullDownRefresh: false,
    load: jest.fn(() => Promise.resolve({ default: () => null })),
  }) satisfies RemoteRoute;

const tables = {
  train: [page(PATHS.train.index)],
  user: [page(PATHS.user.index), page(PATHS.user.bind)],
} as Record<RemoteArea, ReturnType<typeof page>[]>;

/** Lets the promises settle, then the page's next idle moment come (jsdom: a 200 ms timer). */
async function nextIdle(): Promise<void> {
  for (let i = 0; i < 5; i++) await Promise.resolve();
  jest.advanceTimersByTime(200);
}

describe('preloadAfterHome', () => {
  it('preloads the training and user areas once, when idle, then their tables and the Mine tab page', async () => {
    jest.useFakeTimers();
    const mark = jest.fn();
    Object.assign(performance, { mark });
    jest.mocked(remotesManifest).mockReturnValue({
      mf_train: { entry: 'http://t/mf-manifest.json', version: '1' },
      mf_user: { entry: 'http://u/mf-manifest.json', version: '1' },
    });
    jest.mocked(loadAreaRoutes).mockImplementation((area) => Promise.resolve(tables[area]));
    preloadAfterHome();
    preloadAfterHome();
    // jsdom has no requestIdleCallback: the fallback waits a moment after load.
    expect(preloadRemote).not.toHaveBeenCalled();
    jest.advanceTimersByTime(200);
    expect(jest.mocked(preloadRemote).mock.calls).toEqual([
      [[{ nameOrAlias: 'mf_train', exposes: ['routes'], resourceCategory: 'sync' }]],
      [[{ nameOrAlias: 'mf_user', exposes: ['routes'], resourceCategory: 'sync' }]],
    ]);
    expect(mark).toHaveBeenCalledWith(PRELOAD_MARK);

    // Each step waits for the page to be idle again: the tables…
    expect(loadAreaRoutes).not.toHaveBeenCalled();
    await nextIdle();
    expect(jest.mocked(loadAreaRoutes).mock.calls).toEqual([['train'], ['user']]);
    // …then the code of the area's tab page, and of no other page.
    expect(tables.user[0]!.load).not.toHaveBeenCalled();
    await nextIdle();
    expect(tables.user[0]!.load).toHaveBeenCalledTimes(1);
    expect(tables.user[1]!.load).not.toHaveBeenCalled();
    expect(tables.train[0]!.load).not.toHaveBeenCalled();
    expect(preloadRemote).toHaveBeenCalledTimes(2);
    jest.useRealTimers();
  });
});
