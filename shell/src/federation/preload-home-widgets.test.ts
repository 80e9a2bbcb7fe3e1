import { preloadRemote } from '@module-federation/enhanced/runtime';
import { resetStores, seedLoggedIn } from '../testing/session';
import { loadRemoteModule } from './load-remote-module';
import { preloadHomeWidgets } from './preload-home-widgets';
import { remotesManifest } from './remotes-manifest';

jest.mock('@module-federation/enhanced/runtime', () => ({
  preloadRemote: jest.fn(() => Promise.resolve()),
}));
jest.mock('./remotes-manifest', () => ({ remotesManifest: jest.fn() }));
jest.mock('./load-remote-module', () => ({ loadRemoteModule: jest.fn() }));

const ALL_REMOTES = Object.fromEntries(
  ['mf_content', 'mf_exam', 'mf_train', 'mf_user', 'mf_clockin'].map((name) => [
    name,
    { entry: `http://${name}/mf-manifest.json`, version: '1.0.0' },
  ]),
);

/** What was only fetched, by remote. */
const preloaded = () =>
  jest
    .mocked(preloadRemote)
    .mock.calls.flatMap(([options]) =>
      options.map((o) => `${o.nameOrAlias}: ${(o.exposes ?? []).join(' ')}`),
    );
/** What was loaded and run. */
const loaded = () =>
  jest.mocked(loadRemoteModule).mock.calls.map(([remote, expose]) => `${remote}/${expose}`);

beforeEach(() => {
  resetStores();
  jest.mocked(remotesManifest).mockReturnValue(ALL_REMOTES);
  jest.mocked(loadRemoteModule).mockResolvedValue({});
});

describe('preloadHomeWidgets', () => {
  it("loads a visitor's widgets, ready for home's first render", async () => {
    await preloadHomeWidgets('/');
    expect(loaded()).toEqual([
      'mf_content/widgets/banner-carousel',
      'mf_train/widgets/recommended-courses',
      'mf_content/widgets/latest-news',
    ]);
    expect(preloaded()).toEqual([]);
  });

  it("loads a team member's first widgets and only fetches those below the fold, by remote", async () => {
    seedLoggedIn(2);
    await preloadHomeWidgets('/');
    expect(loaded()).toEqual([
      'mf_content/widgets/banner-carousel',
      'mf_user/widgets/check-in',
      'mf_train/widgets/recommended-courses',
      'mf_content/widgets/latest-news',
    ]);
    expect(preloaded()).toEqual([
      'mf_clockin: widgets/today-tasks',
      'mf_train: widgets/continue-learning',
      'mf_exam: widgets/exam-overview',
    ]);
  });

  it('settles once the first widgets have loaded or failed', async () => {
    let finish: (value: unknown) => void = () => undefined;
    jest.mocked(loadRemoteModule).mockImplementation(
      (_remote, expose) =>
        new Promise((resolve, reject) => {
          if (expose === 'widgets/banner-carousel') finish = resolve;
          else reject(new Error('down'));
        }),
    );
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    let settled = false;
    void preloadHomeWidgets('/').then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(false);
    finish({});
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(true);
    expect(warn).toHaveBeenCalledWith('Preloading the home widgets failed', expect.any(Error));
    warn.mockRestore();
  });

  it('does nothing away from home', async () => {
    await preloadHomeWidgets('/pages/news/list');
    expect(preloadRemote).not.toHaveBeenCalled();
    expect(loadRemoteModule).not.toHaveBeenCalled();
  });

  it('skips a remote that remotes.json does not list', async () => {
    const { mf_train: _left, ...others } = ALL_REMOTES;
    jest.mocked(remotesManifest).mockReturnValue(others);
    await preloadHomeWidgets('/pages/index/index');
    expect(loaded()).toEqual([
      'mf_content/widgets/banner-carousel',
      'mf_content/widgets/latest-news',
    ]);
  });
});
