import type { RemoteRoute } from 'shared/federation';
import { PATHS } from 'shared/paths';
import {
  enterArea,
  forgetArea,
  loadAreaRoutes,
  loadedPage,
  onAreaRelease,
  readyAreaRoutes,
} from './area-routes';
import { loadRemoteModule } from './load-remote-module';
import { resetRemoteLoads, switchRemoteRelease } from './remote-loads';
import { checkForNewRelease, onNewRelease } from './remotes-manifest';

jest.mock('shared/ui', () => ({ loadAppTexts: jest.fn(() => Promise.resolve()) }));
jest.mock('./load-remote-module', () => ({
  ...jest.requireActual('./load-remote-module'),
  loadRemoteModule: jest.fn(),
}));
jest.mock('./remotes-manifest', () => ({
  checkForNewRelease: jest.fn(),
  onNewRelease: jest.fn(),
  resetRemote: jest.fn(),
}));

// area-routes listens for new releases when it loads.
const newRelease = jest.mocked(onNewRelease).mock.calls[0]![0];

const MinePage = () => null;

function userTable() {
  const route = {
    path: PATHS.user.index,
    title: 'tab.mine',
    navBar: true,
    pullDownRefresh: false,
    load: jest.fn(() => Promise.resolve({ default: MinePage })),
  } satisfies RemoteRoute;
  jest.mocked(loadRemoteModule).mockResolvedValue({ default: [route] });
  return route;
}

beforeEach(() => {
  forgetArea('user');
  resetRemoteLoads();
  jest.mocked(loadRemoteModule).mockReset();
  jest.mocked(checkForNewRelease).mockReset().mockResolvedValue(false);
});

describe('entering an area', () => {
  it('does not wait for the look at remotes.json: the table in hand is used at once', async () => {
    const remote = userTable();
    await loadAreaRoutes('user');
    // The look never answers (a slow network): the area still shows.
    jest.mocked(checkForNewRelease).mockReturnValue(new Promise(() => undefined));
    const routes = await enterArea('user');
    expect(checkForNewRelease).toHaveBeenCalledWith('mf_user');
    expect(routes.map((r) => r.path)).toEqual([remote.path]);
    expect(readyAreaRoutes('user')).toBe(routes);
    expect(loadRemoteModule).toHaveBeenCalledTimes(1);
  });

  it('loads each page once, and has it at hand once it arrived', async () => {
    const remote = userTable();
    const [route] = await enterArea('user');
    expect(loadedPage(route!)).toBeUndefined();
    const [first, second] = await Promise.all([route!.load(), route!.load()]);
    expect(first).toBe(second);
    expect(remote.load).toHaveBeenCalledTimes(1);
    expect(loadedPage(route!)?.default).toBe(MinePage);
  });

  it('keeps no failed page: the next try loads it again', async () => {
    const remote = userTable();
    remote.load.mockRejectedValueOnce(new Error('offline'));
    const [route] = await enterArea('user');
    await expect(route!.load()).rejects.toThrow('offline');
    await expect(route!.load()).resolves.toEqual({ default: MinePage });
    expect(remote.load).toHaveBeenCalledTimes(2);
  });
});

describe("a new release of the area's remote", () => {
  it('drops the table at once, tells the area, and loads the table again from the new release', async () => {
    userTable();
    const told = jest.fn();
    const stop = onAreaRelease(told);
    await enterArea('user');
    newRelease('mf_user');
    expect(told).toHaveBeenCalledWith('user');
    expect(readyAreaRoutes('user')).toBeUndefined();
    await enterArea('user');
    expect(loadRemoteModule).toHaveBeenCalledTimes(2);
    newRelease('mf_exam');
    expect(told.mock.calls).toEqual([['user'], ['exam']]);
    stop();
  });

  it("never loads a page of the old release's table once the new one is in use", async () => {
    const remote = userTable();
    const [oldRoute] = await enterArea('user');
    newRelease('mf_user');
    await expect(oldRoute!.load()).rejects.toThrow('mf_user has a newer release in use');
    expect(remote.load).not.toHaveBeenCalled();
    // The new table's pages load.
    const [newRoute] = await enterArea('user');
    await expect(newRoute!.load()).resolves.toEqual({ default: MinePage });
  });

  it('makes the switch wait for a page of the old release that is still loading', async () => {
    const remote = userTable();
    let arrive!: () => void;
    remote.load.mockImplementationOnce(
      () => new Promise((resolve) => (arrive = () => resolve({ default: MinePage }))),
    );
    const [route] = await enterArea('user');
    const page = route!.load();
    const change = jest.fn();
    const switched = switchRemoteRelease('mf_user', change);
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(change).not.toHaveBeenCalled();
    arrive();
    await page;
    await switched;
    expect(change).toHaveBeenCalledTimes(1);
  });
});
