import { renderApp } from '../testing/render-with-providers';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REMOTE_AREAS, type RemoteRoute } from 'shared/federation';
import { PATHS } from 'shared/paths';
import { forgetArea } from './area-routes';
import { RemoteUnavailableError, loadRemoteModule } from './load-remote-module';
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

describe('an area whose remote is down', () => {
  // Route tables are kept for the session: start each case with none loaded.
  beforeEach(() => REMOTE_AREAS.forEach(forgetArea));

  const setOnline = (online: boolean) =>
    jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(online);

  function remoteDown(area = 'mf_content') {
    let down = true;
    loadRemote.mockImplementation(async (remote, expose) => {
      if (remote === area && down) throw new RemoteUnavailableError(`${remote} is down`);
      return loadFakeRemoteModule(remote, expose);
    });
    return { comeBack: () => (down = false) };
  }

  it.each([
    [PATHS.content.materialCategory, 'en', 'Materials centre'],
    [PATHS.content.newsDetail, 'en', 'News detail'],
    [PATHS.content.materialCategory, 'zh-CN', '资料中心'],
  ] as const)(
    '%s (%s): the nav bar keeps the page title "%s"; the page-error view reloads the area on tap',
    async (url, language, title) => {
      const user = userEvent.setup();
      setOnline(true);
      const remote = remoteDown();
      renderApp({ url, language });

      const reload = await screen.findByRole('button', {
        name: language === 'en' ? /This page failed to load/ : /页面加载失败/,
      });
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
      expect(screen.queryByText(/Page not found|页面不存在/)).not.toBeInTheDocument();
      expect(document.title).toBe(title);

      remote.comeBack();
      await user.click(reload);
      expect(await screen.findByText(`Remote page ${url}`)).toBeInTheDocument();
    },
  );

  it('shows the network-lost view instead while the phone is offline; Retry loads it again', async () => {
    const user = userEvent.setup();
    setOnline(false);
    const remote = remoteDown();
    renderApp({ url: PATHS.content.newsList });

    expect(await screen.findByText('oops, network signal lost')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /This page failed to load/ })).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('News');

    remote.comeBack();
    setOnline(true);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(`Remote page ${PATHS.content.newsList}`)).toBeInTheDocument();
  });
});
