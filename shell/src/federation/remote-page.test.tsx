import { renderApp } from '../testing/render-with-providers';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REMOTE_AREAS, SHELL_CONTRACT_VERSION, type RemoteRoute } from 'shared/federation';
import { PATHS } from 'shared/paths';
import { forgetArea, loadAreaRoutes } from './area-routes';
import { RemoteUnavailableError, loadRemoteModule } from './load-remote-module';
import { FAKE_ROUTE_TABLES, loadFakeRemoteModule } from '../testing/remote-fakes';
import { resetStores, seedLoggedIn } from '../testing/session';
import { RECHECK_AFTER_MS, loadRemotesManifest, resetRemotesManifest } from './remotes-manifest';
import { flushReports, resetClientReports } from '../reports/client-reports';
import { captureBeacons } from '../testing/sent-reports';

jest.mock('./load-remote-module', () => ({
  ...jest.requireActual('./load-remote-module'),
  loadRemoteModule: jest.fn(),
}));
jest.mock('./preload-areas', () => ({ preloadAfterHome: jest.fn() }));
jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
  preloadRemote: jest.fn(() => Promise.resolve()),
}));

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
    resetClientReports();
    const beacons = captureBeacons();
    renderApp({ url: PATHS.content.newsList });

    const reload = await screen.findByRole('button', { name: /This page failed to load/ });
    expect(error).toHaveBeenCalledWith(
      'A page failed',
      expect.objectContaining({ message: 'page bug' }),
    );
    // The area's boundary reports it as the area's remote's.
    flushReports();
    expect(await beacons.reports()).toEqual([
      expect.objectContaining({
        kind: 'boundary',
        remote: 'mf_content',
        page: PATHS.content.newsList,
        message: 'Error: page bug',
      }),
    ]);
    beacons.remove();
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

describe('a tab tap into another area', () => {
  beforeEach(() => {
    REMOTE_AREAS.forEach(forgetArea);
    loadRemote.mockImplementation(loadFakeRemoteModule);
  });

  it("shows the area's page with its table in hand at once, never the not-found view of the area it left", async () => {
    const { router } = renderApp({ url: PATHS.content.newsList });
    expect(await screen.findByText(`Remote page ${PATHS.content.newsList}`)).toBeInTheDocument();
    await act(() => loadAreaRoutes('user'));
    const seen: string[] = [];
    // Every node the navigation adds, even one removed again before anyone looks.
    const observer = new MutationObserver((records) =>
      records.forEach((r) => r.addedNodes.forEach((node) => seen.push(node.textContent ?? ''))),
    );
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    await act(() => router.navigate(PATHS.user.index));
    observer.disconnect();
    // The table was in hand: the page's code was all it waited for, no loading pass of its own.
    expect(await screen.findByText(`Remote page ${PATHS.user.index}`)).toBeInTheDocument();
    expect(seen.some((text) => /does not exist or has moved/.test(text))).toBe(false);
  });
});

describe('an area whose remote has a new release', () => {
  const release = (version: string) => ({
    entry: `https://cdn.example.com/mf-user/${version}/mf-manifest.json`,
    version,
    contract: SHELL_CONTRACT_VERSION,
  });

  afterEach(() => {
    jest.useRealTimers();
    resetRemotesManifest();
  });

  it('shows the page from the release in use at once, then the new release once remotes.json names it', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    REMOTE_AREAS.forEach(forgetArea);
    let inUse = '1.0.0';
    let listed = { mf_user: release('1.0.0') };
    let answer!: () => void;
    global.fetch = jest.fn(
      () =>
        new Promise((resolve) => {
          answer = () => resolve({ ok: true, status: 200, json: async () => listed } as Response);
        }),
    ) as unknown as typeof fetch;
    const fromRelease = (version: string) => {
      const Page = () => <p>{`Mine from ${version}`}</p>;
      return [{ ...FAKE_ROUTE_TABLES.mf_user![0]!, load: async () => ({ default: Page }) }];
    };
    loadRemote.mockImplementation(async (remote, expose) =>
      remote === 'mf_user' && expose === 'routes'
        ? { default: fromRelease(inUse) }
        : loadFakeRemoteModule(remote, expose),
    );
    const loading = loadRemotesManifest();
    answer();
    await loading;
    const { router } = renderApp({ url: PATHS.user.index });
    expect(await screen.findByText('Mine from 1.0.0')).toBeInTheDocument();
    await act(() => router.navigate(PATHS.content.newsList));

    // 1.1.0 is deployed; back in the area, the page in hand shows while remotes.json is read.
    jest.setSystemTime(Date.now() + RECHECK_AFTER_MS + 1);
    listed = { mf_user: release('1.1.0') };
    inUse = '1.1.0';
    await act(() => router.navigate(PATHS.user.index));
    expect(screen.getByText('Mine from 1.0.0')).toBeInTheDocument();
    await act(async () => answer());
    expect(await screen.findByText('Mine from 1.1.0')).toBeInTheDocument();
    expect(screen.queryByText('Mine from 1.0.0')).not.toBeInTheDocument();
  });
});
