import { preloadRemote } from '@module-federation/enhanced/runtime';
import { resetStores, seedLoggedIn } from '../testing/session';
import { preloadHomeWidgets } from './preload-home-widgets';
import { remotesManifest } from './remotes-manifest';

jest.mock('@module-federation/enhanced/runtime', () => ({
  preloadRemote: jest.fn(() => Promise.resolve()),
}));
jest.mock('./remotes-manifest', () => ({ remotesManifest: jest.fn() }));

const ALL_REMOTES = Object.fromEntries(
  ['mf_content', 'mf_exam', 'mf_train', 'mf_user', 'mf_clockin'].map((name) => [
    name,
    { entry: `http://${name}/mf-manifest.json`, version: '1.0.0' },
  ]),
);

const preloaded = () =>
  jest
    .mocked(preloadRemote)
    .mock.calls.flatMap(([options]) =>
      options.map((o) => `${o.nameOrAlias}: ${(o.exposes ?? []).join(' ')}`),
    );

beforeEach(() => {
  resetStores();
  jest.mocked(remotesManifest).mockReturnValue(ALL_REMOTES);
});

describe('preloadHomeWidgets', () => {
  it.each([
    [
      'a visitor',
      undefined,
      [
        'mf_content: widgets/banner-carousel widgets/latest-news',
        'mf_train: widgets/recommended-courses',
      ],
    ],
    [
      'a member of a team',
      2,
      [
        'mf_content: widgets/banner-carousel widgets/latest-news',
        'mf_user: widgets/check-in',
        'mf_clockin: widgets/today-tasks',
        'mf_train: widgets/continue-learning widgets/recommended-courses',
        'mf_exam: widgets/exam-overview',
      ],
    ],
  ] as const)('fetches the widgets home will show %s, by remote', (_who, isCheck, expected) => {
    if (isCheck !== undefined) seedLoggedIn(isCheck);
    preloadHomeWidgets('/');
    expect(preloaded()).toEqual(expected);
  });

  it('does nothing away from home', () => {
    preloadHomeWidgets('/pages/news/list');
    expect(preloadRemote).not.toHaveBeenCalled();
  });

  it('skips a remote that remotes.json does not list', () => {
    const { mf_train: _left, ...others } = ALL_REMOTES;
    jest.mocked(remotesManifest).mockReturnValue(others);
    preloadHomeWidgets('/pages/index/index');
    expect(preloaded()).toEqual(['mf_content: widgets/banner-carousel widgets/latest-news']);
  });
});
