import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import type { RemoteRoute } from 'shared/federation';
import { hasTextParts } from 'shared/i18n';
import { PATHS } from 'shared/paths';
import { loadAreaRoutes } from '../federation/area-routes';
import { loadRemoteModule } from '../federation/load-remote-module';
import { loadFakeRemoteModule } from '../testing/remote-fakes';
import { renderApp } from '../testing/render-with-providers';
import { resetStores, seedLoggedIn } from '../testing/session';

jest.mock('../federation/load-remote-module', () => ({
  ...jest.requireActual('../federation/load-remote-module'),
  loadRemoteModule: jest.fn(),
}));
jest.mock('../federation/preload-areas', () => ({ preloadAfterHome: jest.fn() }));
jest.mock('shared/i18n', () => ({
  ...jest.requireActual('shared/i18n'),
  hasTextParts: jest.fn(() => true),
}));

/** What the Mine stand-in did: mounts (first renders) and effects run while shown. */
const mine = { mounts: 0, shownEffects: 0 };

/** A Mine page with its own state (a counter) and an effect, as a real page fetches in one. */
function MinePage() {
  useState(() => {
    mine.mounts += 1;
  });
  const [taps, setTaps] = useState(0);
  useEffect(() => {
    mine.shownEffects += 1;
  }, []);
  return (
    <button type="button" onClick={() => setTaps((n) => n + 1)}>
      {`Mine taps ${taps}`}
    </button>
  );
}

const MINE_ROUTE: RemoteRoute = {
  path: PATHS.user.index,
  title: 'tab.mine',
  navBar: true,
  pullDownRefresh: false,
  load: () => Promise.resolve({ default: MinePage }),
};

beforeEach(() => {
  resetStores();
  mine.mounts = 0;
  mine.shownEffects = 0;
  jest.mocked(hasTextParts).mockReturnValue(true);
  jest
    .mocked(loadRemoteModule)
    .mockImplementation(async <T,>(remote: string, expose: string) =>
      remote === 'mf_user' && expose === 'routes'
        ? ({ default: [MINE_ROUTE] } as T)
        : loadFakeRemoteModule<T>(remote, expose),
    );
});

const tabBar = () => screen.getByRole('navigation', { name: 'Main sections' });
const mineButton = () => screen.queryByText(/^Mine taps/);

/** What the preload after home does for the user area: its table, then its tab page's code. */
async function preloadMine() {
  await act(async () => {
    const routes = await loadAreaRoutes('user');
    await routes.find((r) => r.path === PATHS.user.index)!.load();
  });
}

describe('tab pages kept alive (spec 2: a tab shows at once)', () => {
  it('renders a preloaded tab page ahead, hidden and without effects, and a tap reveals that render', async () => {
    seedLoggedIn(2);
    renderApp({ url: '/' });
    await screen.findByRole('heading', { name: 'Staff Learning' });
    await preloadMine();
    expect(mineButton()).toBeInTheDocument();
    expect(mineButton()).not.toBeVisible();
    expect(mine).toEqual({ mounts: 1, shownEffects: 0 });

    await userEvent.click(within(tabBar()).getByRole('link', { name: 'Mine' }));
    expect(await screen.findByRole('button', { name: 'Mine taps 0' })).toBeVisible();
    expect(mine).toEqual({ mounts: 1, shownEffects: 1 });
    // Home stays rendered, hidden, for the way back.
    expect(screen.queryByRole('heading', { name: 'Staff Learning' })).not.toBeInTheDocument();
  });

  it('keeps a tab page as the reader left it while they move between tabs', async () => {
    const user = userEvent.setup();
    seedLoggedIn(2);
    renderApp({ url: PATHS.user.index });
    await user.click(await screen.findByRole('button', { name: 'Mine taps 0' }));
    await user.click(within(tabBar()).getByRole('link', { name: 'Home' }));
    await screen.findByRole('heading', { name: 'Staff Learning' });
    expect(mineButton()).not.toBeVisible();

    await user.click(within(tabBar()).getByRole('link', { name: 'Mine' }));
    expect(await screen.findByRole('button', { name: 'Mine taps 1' })).toBeVisible();
    expect(mine.mounts).toBe(1);
    // Its effects ran again when it showed again: a page refreshes its data on each visit.
    expect(mine.shownEffects).toBe(2);
  });

  it('drops the kept tab pages when the reader leaves the tab pages', async () => {
    seedLoggedIn(2);
    const { router } = renderApp({ url: PATHS.user.index });
    await screen.findByRole('button', { name: 'Mine taps 0' });
    await act(() => router.navigate(PATHS.content.newsDetail));
    await screen.findByText(`Remote page ${PATHS.content.newsDetail}`);
    expect(mineButton()).not.toBeInTheDocument();
  });

  it('renders nothing ahead while the texts are only in part (home starts with its own part)', async () => {
    jest.mocked(hasTextParts).mockReturnValue(false);
    seedLoggedIn(2);
    renderApp({ url: '/' });
    await screen.findByRole('heading', { name: 'Staff Learning' });
    await preloadMine();
    expect(mineButton()).not.toBeInTheDocument();
  });

  it('renders nothing ahead that the guard would refuse the reader (a visitor and Mine)', async () => {
    renderApp({ url: '/' });
    await screen.findByRole('heading', { name: 'Staff Learning' });
    await preloadMine();
    expect(mineButton()).not.toBeInTheDocument();
    expect(mine.mounts).toBe(0);
  });
});
