import { renderApp } from '../testing/render-with-providers';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RemoteRoute } from 'shared/federation';
import { PATHS } from 'shared/paths';
import { loadRemoteModule } from './load-remote-module';
import { loadFakeRemoteModule } from '../testing/remote-fakes';
import { resetStores, seedLoggedIn } from '../testing/session';

jest.mock('./load-remote-module', () => ({
  ...jest.requireActual('./load-remote-module'),
  loadRemoteModule: jest.fn(),
}));
jest.mock('./preload-areas', () => ({ preloadAfterHome: jest.fn() }));

const loadRemote = jest.mocked(loadRemoteModule);

beforeEach(() => {
  resetStores();
  seedLoggedIn();
});

describe('a remote page that throws', () => {
  it('shows the error view in the page area only; a tap loads the area again', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    let broken = true;
    function NewsPage() {
      if (broken) throw new Error('page bug');
      return <p>News page</p>;
    }
    const newsTable: readonly RemoteRoute[] = [
      {
        path: PATHS.content.newsList,
        title: 'tab.news',
        navBar: true,
        pullDownRefresh: true,
        load: () => Promise.resolve({ default: NewsPage }),
      },
    ];
    loadRemote.mockImplementation(async (remote, expose) =>
      remote === 'mf_content' && expose === 'routes'
        ? { default: newsTable }
        : loadFakeRemoteModule(remote, expose),
    );
    renderApp({ url: PATHS.content.newsList });

    const reload = await screen.findByRole('button', { name: /This page failed to load/ });
    expect(error).toHaveBeenCalledWith(
      'A page failed',
      expect.objectContaining({ message: 'page bug' }),
    );
    // The tab bar (outside the page area) is still there.
    expect(screen.getByRole('navigation', { name: 'Main sections' })).toBeInTheDocument();
    const tableLoads = loadRemote.mock.calls.filter(([, expose]) => expose === 'routes').length;

    broken = false;
    await user.click(reload);
    expect(await screen.findByText('News page')).toBeVisible();
    expect(
      screen.queryByRole('button', { name: /This page failed to load/ }),
    ).not.toBeInTheDocument();
    // The retry forgot the area: its route table was fetched again.
    expect(loadRemote.mock.calls.filter(([, expose]) => expose === 'routes')).toHaveLength(
      tableLoads + 1,
    );
  });
});
