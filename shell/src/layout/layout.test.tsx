import { renderApp } from '../testing/render-with-providers';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PATHS } from 'shared/paths';
import { loadRemoteModule } from '../federation/load-remote-module';
import { loadFakeRemoteModule } from '../testing/remote-fakes';
import { resetStores, seedLoggedIn } from '../testing/session';
import { resolvePageMeta } from './page-meta-store';

jest.mock('../federation/load-remote-module', () => ({
  ...jest.requireActual('../federation/load-remote-module'),
  loadRemoteModule: jest.fn(),
}));
jest.mock('../federation/preload-areas', () => ({ preloadAfterHome: jest.fn() }));

const loadRemote = jest.mocked(loadRemoteModule);

beforeEach(() => {
  resetStores();
  loadRemote.mockImplementation(loadFakeRemoteModule);
});

const ORANGE = 'rgb(255, 128, 26)';
const GREY = 'rgb(153, 153, 153)';

const tabBar = () => screen.queryByRole('navigation', { name: 'Main sections' });
const tabs = () => within(tabBar()!).getAllByRole('link');

describe('tab bar (spec 2)', () => {
  it('lists the five tabs in order, each a real link to its route', async () => {
    renderApp({ url: '/' });
    await screen.findByRole('heading', { name: 'Staff Learning' });
    expect(tabs().map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Materials', '/pages/material/category'],
      ['College', '/pages/college/index'],
      ['News', '/pages/news/list'],
      ['Mine', '/pages/user/index'],
    ]);
  });

  it('is fixed at the bottom, 50 px high, white, with 10 px labels and 24 px icons', async () => {
    renderApp({ url: '/' });
    await screen.findByRole('heading', { name: 'Staff Learning' });
    expect(tabBar()).toHaveStyle({
      position: 'fixed',
      bottom: '0px',
      height: '50px',
      background: 'rgb(255, 255, 255)',
    });
    for (const tab of tabs()) {
      expect(tab).toHaveStyle({ fontSize: '10px' });
      expect(tab.querySelector('svg')).toHaveStyle({ width: '24px', height: '24px' });
    }
  });

  it.each(['/', PATHS.shell.home])('selects home on %s: orange, aria-current', async (url) => {
    renderApp({ url });
    await screen.findByRole('heading', { name: 'Staff Learning' });
    const [home, ...others] = tabs();
    expect(home).toHaveAttribute('aria-current', 'page');
    expect(home).toHaveStyle({ color: ORANGE });
    for (const tab of others) {
      expect(tab).not.toHaveAttribute('aria-current');
      expect(tab).toHaveStyle({ color: GREY });
    }
  });

  it('selects the tab of a remote tab page and keeps space free above the bar', async () => {
    renderApp({ url: PATHS.content.newsList });
    await screen.findByText(`Remote page ${PATHS.content.newsList}`);
    expect(within(tabBar()!).getByRole('link', { current: 'page' })).toHaveTextContent('News');
    // jsdom drops the safe-area env() term, so only the reserved height is visible here.
    expect(screen.getByRole('main').getAttribute('style') ?? '').toMatch(/padding-bottom/);
  });

  it('moves the selection when a tab is tapped', async () => {
    const user = userEvent.setup();
    const { router } = renderApp({ url: '/' });
    await screen.findByRole('heading', { name: 'Staff Learning' });
    await user.click(within(tabBar()!).getByRole('link', { name: 'News' }));
    await screen.findByText(`Remote page ${PATHS.content.newsList}`);
    expect(router.state.location.pathname).toBe(PATHS.content.newsList);
    expect(within(tabBar()!).getByRole('link', { current: 'page' })).toHaveTextContent('News');
  });

  it.each([PATHS.shell.guide, PATHS.shell.login, PATHS.content.newsDetail, '/no/such/page'])(
    'is not shown on %s (not a tab page)',
    async (url) => {
      // A logged-in user would be sent home from the login page; a visitor from unknown pages.
      if (url !== PATHS.shell.login) seedLoggedIn(2);
      const { router } = renderApp({ url });
      await screen.findByRole('main');
      expect(router.state.location.pathname).toBe(url);
      await act(async () => undefined);
      expect(tabBar()).not.toBeInTheDocument();
      expect(screen.getByRole('main')).not.toHaveAttribute('style');
    },
  );
});

const navTitle = () => screen.queryByRole('banner');

describe('nav bar (spec 2)', () => {
  it.each(['/', PATHS.shell.home, PATHS.shell.login])('is hidden on %s', async (url) => {
    renderApp({ url });
    await screen.findByRole('main');
    await act(async () => undefined);
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(document.querySelector('.adm-nav-bar')).toBeNull();
  });

  it('is hidden on a remote page whose route says so (exam index)', async () => {
    seedLoggedIn(2);
    renderApp({ url: PATHS.exam.index });
    await screen.findByText(`Remote page ${PATHS.exam.index}`);
    expect(document.querySelector('.adm-nav-bar')).toBeNull();
  });

  it("shows a remote page's title, in black", async () => {
    renderApp({ url: PATHS.content.newsDetail });
    await screen.findByText(`Remote page ${PATHS.content.newsDetail}`);
    const title = within(navTitle()!).getByRole('heading', { level: 1 });
    expect(title).toHaveTextContent('News');
    expect(title).toHaveStyle({ color: 'rgb(0, 0, 0)' });
    expect(document.title).toBe('News');
  });

  it.each([
    [PATHS.shell.guide, 'Welcome'],
    ['/no/such/page', 'Page not found'],
    ['/pagesUser/no/such', 'Page not found'],
  ])("shows a shell page's title: %s → %s", async (url, title) => {
    seedLoggedIn(2);
    renderApp({ url });
    const heading = await screen.findByRole('heading', { level: 1, name: title });
    expect(navTitle()).toContainElement(heading);
    expect(document.title).toBe(title);
  });

  it('shows the app name until the page names its title', () => {
    expect(
      resolvePageMeta(PATHS.content.newsDetail, {
        path: PATHS.content.newsList,
        title: 'tab.news',
        navBar: false,
        pullDownRefresh: true,
      }),
    ).toEqual({ title: undefined, navBar: true, pullDownRefresh: false });
    expect(
      resolvePageMeta(`${PATHS.exam.index}/`, {
        path: PATHS.content.newsList,
        title: 'tab.news',
        navBar: true,
        pullDownRefresh: true,
      }),
    ).toEqual({ title: undefined, navBar: false, pullDownRefresh: false });
  });

  it('has a back arrow only when there is somewhere to go back to', async () => {
    const user = userEvent.setup();
    const { router } = renderApp({ url: PATHS.shell.guide });
    await screen.findByRole('heading', { level: 1, name: 'Welcome' });
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();

    await act(() => router.navigate(PATHS.content.newsDetail));
    await screen.findByText(`Remote page ${PATHS.content.newsDetail}`);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(router.state.location.pathname).toBe(PATHS.shell.guide);
  });
});

describe('page frame (spec 2 and 9)', () => {
  it('has the #F8F8F8 background, centred, at most 960 px wide', async () => {
    renderApp({ url: PATHS.shell.guide });
    const column = (await screen.findByRole('main')).parentElement!;
    expect(column).toHaveStyle({
      maxWidth: '960px',
      margin: '0px auto',
      background: 'rgb(248, 248, 248)',
    });
  });

  it('keeps the page area empty while the guard holds a navigation (pending user)', async () => {
    jest.useFakeTimers();
    seedLoggedIn(1);
    const { router } = renderApp({ url: PATHS.exam.index });
    const main = await screen.findByRole('main');
    await act(async () => undefined);
    expect(main.querySelector('.adm-pull-to-refresh-content')).toBeEmptyDOMElement();
    // Spec 5: 1 s later the pending user is sent to the college page.
    await act(async () => {
      jest.advanceTimersByTime(1000);
    });
    expect(router.state.location.pathname).toBe(PATHS.content.college);
    jest.useRealTimers();
  });
});
