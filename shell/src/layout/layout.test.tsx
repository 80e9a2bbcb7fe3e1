import { renderApp } from '../testing/render-with-providers';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PATHS } from 'shared/paths';
import { loadRemoteModule } from '../federation/load-remote-module';
import { RUNTIME_TITLE, loadFakeRemoteModule } from '../testing/remote-fakes';
import { resetStores, seedLoggedIn } from '../testing/session';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LAYOUT_MAX_WIDTH, NAV_BAR_TITLE_COLOR, TAB_BAR_STYLE } from 'shared/constants';
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

/** The declarations of one rule (`.selector { … }`) of a component's stylesheet. */
function cssRule(file: string, selector: string): Record<string, string> {
  const css = readFileSync(join(__dirname, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const body = new RegExp(`(?:^|\\n)${escaped}\\s*\\{([^}]*)\\}`).exec(css)?.[1] ?? '';
  return Object.fromEntries(
    body
      .split(';')
      .map((d) => d.split(/:(.*)/s).map((p) => p.trim()))
      .filter(([name]) => name)
      .map(([name, value]) => [name, value ?? '']),
  );
}

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
    // The spec's values come from shared/constants, set on the bar for its stylesheet.
    const bar = tabBar()!;
    expect(bar).toHaveClass('bar');
    expect(bar.style.getPropertyValue('--tab-bar-height')).toBe(`${TAB_BAR_STYLE.heightPx}px`);
    expect(bar.style.getPropertyValue('--tab-bar-icon-size')).toBe(
      `${TAB_BAR_STYLE.iconWidthPx}px`,
    );
    expect(bar.style.getPropertyValue('--tab-bar-font-size')).toBe(`${TAB_BAR_STYLE.fontSizePx}px`);
    expect(bar.style.getPropertyValue('--tab-bar-colour')).toBe(TAB_BAR_STYLE.color);
    expect(bar.style.getPropertyValue('--tab-bar-background')).toBe(TAB_BAR_STYLE.backgroundColor);
    expect(cssRule('tab-bar.module.css', '.bar')).toMatchObject({
      position: 'fixed',
      bottom: '0',
      height: 'var(--tab-bar-height)',
      background: 'var(--tab-bar-background)',
    });
    expect(cssRule('tab-bar.module.css', '.tab')).toMatchObject({
      'font-size': 'var(--tab-bar-font-size)',
      color: 'var(--tab-bar-colour)',
    });
    expect(cssRule('tab-bar.module.css', '.icon')).toMatchObject({
      width: 'var(--tab-bar-icon-size)',
      height: 'var(--tab-bar-icon-size)',
    });
    for (const tab of tabs()) {
      expect(tab).toHaveClass('tab');
      expect(tab.querySelector('svg')).toHaveClass('icon');
    }
  });

  it.each(['/', PATHS.shell.home])(
    'selects home on %s: the brand orange, aria-current',
    async (url) => {
      renderApp({ url });
      await screen.findByRole('heading', { name: 'Staff Learning' });
      const [home, ...others] = tabs();
      expect(home).toHaveAttribute('aria-current', 'page');
      expect(home).toHaveClass('selected');
      for (const tab of others) {
        expect(tab).not.toHaveAttribute('aria-current');
        expect(tab).not.toHaveClass('selected');
      }
      // The brand colour, which is the spec's #ff801a unless app-config.json changes it.
      expect(cssRule('tab-bar.module.css', '.selected')).toEqual({
        color: 'var(--color-primary)',
      });
    },
  );

  it('selects the tab of a remote tab page and keeps space free above the bar', async () => {
    renderApp({ url: PATHS.content.newsList });
    await screen.findByText(`Remote page ${PATHS.content.newsList}`);
    expect(within(tabBar()!).getByRole('link', { current: 'page' })).toHaveTextContent('News');
    expect(screen.getByRole('main')).toHaveClass('withTabBar');
    expect(cssRule('app-layout.module.css', '.withTabBar')).toEqual({
      'padding-bottom': 'calc(var(--tab-bar-height) + env(safe-area-inset-bottom))',
    });
  });

  it('moves the selection when a tab is tapped', async () => {
    const user = userEvent.setup();
    const { router } = renderApp({ url: '/' });
    await screen.findByRole('heading', { name: 'Staff Learning' });
    await user.click(within(tabBar()!).getByRole('link', { name: 'News' }));
    await screen.findByText(`Remote page ${PATHS.content.newsList}`);
    expect(router.state.location.pathname).toBe(PATHS.content.newsList);
    // The router's location changes before React commits the render that shows it, and the
    // news page's text may be in the document already (tab pages are kept ahead, hidden).
    await waitFor(() =>
      expect(within(tabBar()!).getByRole('link', { current: 'page' })).toHaveTextContent('News'),
    );
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
      expect(screen.getByRole('main')).not.toHaveClass('withTabBar');
    },
  );
});

// The nav bar is the header styled .bar (CSS Modules map to their own names in tests); home and
// login have headers of their own.
const navTitle = () => document.querySelector<HTMLElement>('header.bar');

describe('nav bar (spec 2)', () => {
  it.each(['/', PATHS.shell.home, PATHS.shell.login])('is hidden on %s', async (url) => {
    renderApp({ url });
    await screen.findByRole('main');
    await act(async () => undefined);
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(navTitle()).toBeNull();
  });

  it('is hidden on a remote page whose route says so (exam index)', async () => {
    seedLoggedIn(2);
    renderApp({ url: PATHS.exam.index });
    await screen.findByText(`Remote page ${PATHS.exam.index}`);
    expect(navTitle()).toBeNull();
  });

  it("shows a remote page's title, in black", async () => {
    renderApp({ url: PATHS.content.newsDetail });
    await screen.findByText(`Remote page ${PATHS.content.newsDetail}`);
    const title = within(navTitle()!).getByRole('heading', { level: 1 });
    expect(title).toHaveTextContent('News');
    // Spec 2: black title text, from shared/constants, whatever the brand.
    expect(title).toHaveClass('title');
    expect(navTitle()!.style.getPropertyValue('--nav-title-colour')).toBe(NAV_BAR_TITLE_COLOR);
    expect(cssRule('nav-bar-view.module.css', '.title')).toMatchObject({
      color: 'var(--nav-title-colour)',
    });
    expect(document.title).toBe('News');
  });

  it("shows the title a page names at run time instead of its route's", async () => {
    seedLoggedIn(2);
    renderApp({ url: PATHS.train.policyList });
    const heading = await screen.findByRole('heading', { level: 1, name: RUNTIME_TITLE });
    expect(navTitle()).toContainElement(heading);
    expect(document.title).toBe(RUNTIME_TITLE);
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

  it("shows the spec path's own title until the page names it (the app name elsewhere)", () => {
    expect(
      resolvePageMeta(PATHS.content.newsDetail, {
        path: PATHS.content.newsList,
        title: 'tab.news',
        navBar: false,
        pullDownRefresh: true,
      }),
    ).toEqual({ title: 'page.content.newsDetail', navBar: true, pullDownRefresh: false });
    expect(
      resolvePageMeta(`${PATHS.exam.index}/`, {
        path: PATHS.content.newsList,
        title: 'tab.news',
        navBar: true,
        pullDownRefresh: true,
      }),
    ).toEqual({ title: 'page.exam.index', navBar: false, pullDownRefresh: false });
    expect(
      resolvePageMeta('/pagesUser/not/listed', {
        path: PATHS.content.newsList,
        title: 'tab.news',
        navBar: true,
        pullDownRefresh: true,
      }),
    ).toEqual({ title: undefined, navBar: true, pullDownRefresh: false });
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
    expect(column).toHaveClass('column');
    expect(column.parentElement!.style.getPropertyValue('--layout-max-width')).toBe(
      `${LAYOUT_MAX_WIDTH}px`,
    );
    // --color-background is the spec's #F8F8F8 (shared/src/design/tokens.css).
    expect(cssRule('app-layout.module.css', '.column')).toMatchObject({
      'max-width': 'var(--layout-max-width)',
      margin: '0 auto',
      background: 'var(--color-background)',
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
