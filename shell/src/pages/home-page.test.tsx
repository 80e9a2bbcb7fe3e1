import { renderApp, renderPage } from '../testing/render-with-providers';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PATHS } from 'shared/paths';
import {
  RemoteUnavailableError,
  loadRemoteModule,
  readyRemoteModule,
} from '../federation/load-remote-module';
import { preloadAfterHome } from '../federation/preload-areas';
import { fakeWidget, loadFakeRemoteModule } from '../testing/remote-fakes';
import { resetStores, seedLoggedIn } from '../testing/session';
import { HomePage } from './home-page';

jest.mock('../federation/load-remote-module', () => ({
  ...jest.requireActual('../federation/load-remote-module'),
  loadRemoteModule: jest.fn(),
  readyRemoteModule: jest.fn(),
}));
jest.mock('../federation/preload-areas', () => ({ preloadAfterHome: jest.fn() }));

const loadRemote = jest.mocked(loadRemoteModule);
const readyRemote = jest.mocked(readyRemoteModule);

const WIDGETS = [
  ['Featured', 'mf_content', 'widgets/banner-carousel'],
  ['Daily check-in', 'mf_user', 'widgets/check-in'],
  ["Today's tasks", 'mf_clockin', 'widgets/today-tasks'],
  ['Continue learning', 'mf_train', 'widgets/continue-learning'],
  ['Exams and practice', 'mf_exam', 'widgets/exam-overview'],
  ['Recommended courses', 'mf_train', 'widgets/recommended-courses'],
  ['Latest news', 'mf_content', 'widgets/latest-news'],
] as const;

beforeEach(() => {
  resetStores();
  loadRemote.mockImplementation(loadFakeRemoteModule);
  readyRemote.mockReturnValue(undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('home page', () => {
  it('composes the seven remote widgets for a member of a team, each in its own region', async () => {
    seedLoggedIn(2);
    renderPage(<HomePage />);
    for (const [label, remote, expose] of WIDGETS) {
      const region = screen.getByRole('region', { name: label });
      expect(await within(region).findByText(`Widget ${remote}/${expose}`)).toBeInTheDocument();
    }
    expect(loadRemote.mock.calls.map(([remote, expose]) => `${remote}/${expose}`).sort()).toEqual(
      WIDGETS.map(([, remote, expose]) => `${remote}/${expose}`).sort(),
    );
  });

  it.each([
    ['a visitor', undefined],
    ['a user who has not joined', 0],
    ['a user waiting for review', 1],
  ] as const)('shows no clock-in, learning or exam widget to %s', async (_who, isCheck) => {
    if (isCheck !== undefined) seedLoggedIn(isCheck);
    renderPage(<HomePage />);
    await screen.findByText('Widget mf_content/widgets/latest-news');
    expect(screen.queryByRole('region', { name: "Today's tasks" })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Exams and practice' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Continue learning' })).toBeNull();
    const remotes = loadRemote.mock.calls.map(([remote]) => remote);
    expect(remotes).not.toContain('mf_clockin');
    expect(remotes).not.toContain('mf_exam');
  });

  it.each([
    ['a visitor', undefined, false],
    ['a user who has not joined', 0, true],
    ['a user waiting for review', 1, true],
  ] as const)(
    'shows the check-in widget to %s only when logged in',
    async (_who, isCheck, shown) => {
      if (isCheck !== undefined) seedLoggedIn(isCheck);
      renderPage(<HomePage />);
      await screen.findByText('Widget mf_content/widgets/latest-news');
      const calls = loadRemote.mock.calls.map(([remote, expose]) => `${remote}/${expose}`);
      expect(calls.includes('mf_user/widgets/check-in')).toBe(shown);
      expect(screen.queryByRole('region', { name: 'Daily check-in' }) !== null).toBe(shown);
    },
  );

  it('has the app name, a search entry and the quick entries', async () => {
    renderPage(<HomePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Staff Learning' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Search courses, news and materials' }),
    ).toHaveAttribute('href', PATHS.content.search);
    const entries = within(screen.getByRole('region', { name: 'Quick entries' }));
    expect(
      entries.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Exams', '/pages/exam/index'],
      ['Training', '/pages/train/index'],
      ['Clock-in', '/pagesClockin/activity/index'],
      ['Knowledge base', '/pagesUser/file/index'],
      ['Culture', '/pages/culture/index'],
      ['Shop', '/pages/shop/index'],
    ]);
    await screen.findByText('Widget mf_content/widgets/latest-news');
  });

  it('keeps working when one remote is down, and retries that widget on tap', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    let newsDown = true;
    loadRemote.mockImplementation(async (remote, expose) => {
      if (expose === 'widgets/latest-news' && newsDown) {
        throw new RemoteUnavailableError('mf_content is down');
      }
      return loadFakeRemoteModule(remote, expose);
    });
    seedLoggedIn(2);
    renderPage(<HomePage />);

    const retry = await screen.findByRole('button', {
      name: "Latest news: Couldn't load — tap to retry",
    });
    expect(screen.getByText('Widget mf_content/widgets/banner-carousel')).toBeInTheDocument();
    expect(screen.getByText('Widget mf_clockin/widgets/today-tasks')).toBeInTheDocument();
    expect(screen.getByText('Widget mf_train/widgets/recommended-courses')).toBeInTheDocument();

    newsDown = false;
    await user.click(retry);
    expect(await screen.findByText('Widget mf_content/widgets/latest-news')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Couldn't load/ })).not.toBeInTheDocument();
  });

  it('contains a widget that throws while rendering', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    loadRemote.mockImplementation(async (remote, expose) => {
      if (expose === 'widgets/today-tasks') {
        return {
          default: () => {
            throw new Error('boom');
          },
        };
      }
      return loadFakeRemoteModule(remote, expose);
    });
    seedLoggedIn(2);
    renderPage(<HomePage />);
    expect(
      await screen.findByRole('button', { name: "Today's tasks: Couldn't load — tap to retry" }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Widget mf_train/widgets/recommended-courses'),
    ).toBeInTheDocument();
  });

  it('preloads the training and user areas once its widgets have settled (spec 2)', async () => {
    let release: (value: unknown) => void = () => undefined;
    loadRemote.mockImplementation((remote, expose) => {
      if (expose === 'widgets/latest-news')
        return Promise.reject(new RemoteUnavailableError('down'));
      if (expose === 'widgets/banner-carousel')
        return new Promise((resolve) => (release = resolve));
      return loadFakeRemoteModule(remote, expose);
    });
    renderPage(<HomePage />);
    await screen.findByText('Widget mf_train/widgets/recommended-courses');
    await screen.findByRole('button', { name: "Latest news: Couldn't load — tap to retry" });
    // The banner is still on its way: home is not finished, nothing is preloaded yet.
    expect(preloadAfterHome).not.toHaveBeenCalled();
    await act(async () => release(fakeWidget('banner')));
    expect(preloadAfterHome).toHaveBeenCalledTimes(1);
  });

  it('is open to visitors, without a nav bar, with the tab bar', async () => {
    const { router } = renderApp({ url: '/' });
    await screen.findByText('Widget mf_content/widgets/latest-news');
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Staff Learning' })).toBeInTheDocument();
    expect(document.querySelector('header.bar')).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Main sections' })).toBeInTheDocument();
  });

  it('shows a loading placeholder while a widget is on its way', async () => {
    let release: (value: unknown) => void = () => undefined;
    loadRemote.mockImplementation(
      (remote, expose) =>
        new Promise((resolve) => {
          if (expose === 'widgets/banner-carousel') release = resolve;
          else resolve(loadFakeRemoteModule(remote, expose));
        }),
    );
    renderPage(<HomePage />);
    const banner = screen.getByRole('region', { name: 'Featured' });
    expect(banner.querySelector('[aria-busy="true"]')).not.toBeNull();
    await act(async () => release(fakeWidget('banner')));
    expect(await within(banner).findByText('Widget banner')).toBeInTheDocument();
  });

  it('shows a widget whose code is already here in its first render, without a loading pass', () => {
    readyRemote.mockImplementation((remote, expose) =>
      expose === 'widgets/banner-carousel' ? fakeWidget(`${remote} ready`) : undefined,
    );
    loadRemote.mockImplementation(() => new Promise(() => undefined));
    renderPage(<HomePage />);
    const banner = screen.getByRole('region', { name: 'Featured' });
    expect(within(banner).getByText('Widget mf_content ready')).toBeInTheDocument();
    expect(banner.querySelector('[aria-busy="true"]')).toBeNull();
    expect(loadRemote).not.toHaveBeenCalledWith('mf_content', 'widgets/banner-carousel');
    // The others are still on their way.
    const news = screen.getByRole('region', { name: 'Latest news' });
    expect(news.querySelector('[aria-busy="true"]')).not.toBeNull();
  });
});
