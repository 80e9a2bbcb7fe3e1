import { act, screen, waitFor } from '@testing-library/react';
import { VISITOR_AUTHORIZATION } from 'shared/constants';
import type { RemoteRoute } from 'shared/federation';
import { PATHS } from 'shared/paths';
import { api } from 'shared/request';
import { initialSessionState, setNavigator, useSessionStore } from 'shared/session';
import { useAsyncData } from 'shared/standalone';
import { headerOf } from '../../../shared/src/request/testing/fake-adapter';
import { loadRemoteModule } from '../federation/load-remote-module';
import { envelope, startFakeApi, stopFakeApi, type FakeApi } from '../testing/fake-api';
import { loadFakeRemoteModule } from '../testing/remote-fakes';
import { renderApp } from '../testing/render-with-providers';
import { TEST_USER, resetStores, seedLoggedIn } from '../testing/session';
import { guardWhenSessionEnds } from './session-end';

jest.mock('../federation/load-remote-module', () => ({
  ...jest.requireActual('../federation/load-remote-module'),
  loadRemoteModule: jest.fn(),
}));
jest.mock('../federation/preload-areas', () => ({ preloadAfterHome: jest.fn() }));

/** Mine as the real one loads it: the profile, again whenever the session changes. */
function MinePage() {
  const me = useAsyncData((signal) => api.get('/api/me', { signal }), []);
  return <p>{me.status === 'success' ? `Profile of ${me.data.username}` : 'Profile loading'}</p>;
}

const mineRoute: RemoteRoute = {
  path: PATHS.user.index,
  title: 'tab.mine',
  navBar: true,
  pullDownRefresh: false,
  load: () => Promise.resolve({ default: MinePage }),
};

/** The profile, or HTTP 500 once when `failNext` is set. */
let failNext = false;
function startApi(): FakeApi {
  return startFakeApi({
    'GET /api/me': () => {
      if (!failNext) return envelope('0', TEST_USER);
      failNext = false;
      return { status: 500, data: { status_code: 500, message: 'Internal Server Error' } };
    },
  });
}

let fakeApi: FakeApi;
let stopWatching = () => {};

beforeEach(() => {
  resetStores();
  failNext = false;
  jest
    .mocked(loadRemoteModule)
    .mockImplementation(async (remote, expose) =>
      remote === 'mf_user' && expose === 'routes'
        ? ({ default: [mineRoute] } as never)
        : loadFakeRemoteModule(remote, expose),
    );
});

afterEach(() => {
  stopWatching();
  stopFakeApi();
});

/** The shell as bootstrap wires it: the session's navigator and the watch are the router's. */
function renderWatchedApp(url: string) {
  const rendered = renderApp({ url });
  setNavigator((to) => void rendered.router.navigate(to));
  stopWatching = guardWhenSessionEnds(rendered.router);
  return rendered;
}

const location = (router: ReturnType<typeof renderApp>['router']) =>
  router.state.location.pathname + router.state.location.search;

/** The profile calls sent without a token (what a page kept for a visitor would send). */
const visitorProfileCalls = () =>
  fakeApi.adapter.calls.filter(
    (call) => call.url === '/api/me' && headerOf(call, 'Authorization') === VISITOR_AUTHORIZATION,
  );

async function openMine() {
  seedLoggedIn(2);
  const rendered = renderWatchedApp(PATHS.user.index);
  await screen.findByText(`Profile of ${TEST_USER.username}`);
  return rendered;
}

describe('a session that ends while a members page is shown', () => {
  it('HTTP 500 (forced logout): the reason is the only toast, and the page loads nothing for the visitor', async () => {
    fakeApi = startApi();
    const { router } = await openMine();
    // A call fails with HTTP 500: the client toasts and ends the session.
    failNext = true;
    await act(() => api.get('/api/me').catch(() => undefined));
    expect(screen.queryByText(/^Profile/)).not.toBeInTheDocument();
    await waitFor(() => expect(location(router)).toBe(PATHS.shell.login));
    expect(screen.getByText('Your login has expired')).toBeInTheDocument();
    // Neither the API's refusal of a visitor nor the guard's.
    expect(screen.queryByText(/please log in first/i)).not.toBeInTheDocument();
    expect(visitorProfileCalls()).toEqual([]);
  });

  it('logout in another tab: the guard runs, with its toast, and login will bring the reader back', async () => {
    fakeApi = startApi();
    const { router } = await openMine();
    act(() => useSessionStore.setState(initialSessionState()));
    expect(screen.queryByText(/^Profile/)).not.toBeInTheDocument();
    await waitFor(() =>
      expect(location(router)).toBe(
        `${PATHS.shell.login}?redirect=${encodeURIComponent(PATHS.user.index)}`,
      ),
    );
    // The guard's words (spec 5), not the API's "Please log in first".
    expect(await screen.findByText('please log in first')).toBeInTheDocument();
    expect(visitorProfileCalls()).toEqual([]);
  });

  it('a session that changes without ending (a refreshed profile) runs nothing', async () => {
    fakeApi = startApi();
    const { router } = await openMine();
    const revalidate = jest.spyOn(router, 'revalidate');
    act(() => useSessionStore.setState({ lastRefreshAt: Date.now() }));
    await act(() => Promise.resolve());
    expect(revalidate).not.toHaveBeenCalled();
    expect(screen.getByText(`Profile of ${TEST_USER.username}`)).toBeInTheDocument();
  });
});

it('a session that ends on a page visitors may see: the reader stays, shown it as a visitor', async () => {
  fakeApi = startApi();
  seedLoggedIn(2);
  const { router } = renderWatchedApp(PATHS.content.newsList);
  const page = `Remote page ${PATHS.content.newsList}`;
  await screen.findByText(page);
  const revalidate = jest.spyOn(router, 'revalidate');
  act(() => useSessionStore.setState(initialSessionState()));
  await act(() => Promise.resolve());
  expect(screen.getByText(page)).toBeInTheDocument();
  expect(location(router)).toBe(PATHS.content.newsList);
  expect(revalidate).not.toHaveBeenCalled();
});
