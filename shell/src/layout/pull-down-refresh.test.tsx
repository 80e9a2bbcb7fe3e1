import { renderApp } from '../testing/render-with-providers';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { PATHS } from 'shared/paths';
import { loadRemoteModule } from '../federation/load-remote-module';
import { loadFakeRemoteModule } from '../testing/remote-fakes';
import { resetStores, seedLoggedIn } from '../testing/session';

// A pull gesture cannot be drawn in jsdom: the stand-in shows whether pulling is on and offers
// the refresh it would trigger.
jest.mock('antd-mobile', () => ({
  ...jest.requireActual('antd-mobile'),
  PullToRefresh: ({
    disabled,
    onRefresh,
    children,
  }: {
    disabled?: boolean;
    onRefresh: () => Promise<unknown>;
    children: ReactNode;
  }) => (
    <div data-testid="pull-to-refresh" data-enabled={String(!disabled)}>
      <button type="button" onClick={() => void onRefresh()}>
        pull down
      </button>
      {children}
    </div>
  ),
}));
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

const pulling = () => screen.getByTestId('pull-to-refresh').dataset['enabled'];

describe('pull-down refresh (spec 2: home-level list pages)', () => {
  it.each([
    ['/', 'Staff Learning'],
    [PATHS.content.materialCategory, `Remote page ${PATHS.content.materialCategory}`],
    [PATHS.content.newsList, `Remote page ${PATHS.content.newsList}`],
  ])('is on for %s', async (url, text) => {
    seedLoggedIn(2);
    renderApp({ url });
    await screen.findByText(text);
    expect(pulling()).toBe('true');
  });

  it.each([
    [PATHS.content.college, `Remote page ${PATHS.content.college}`],
    [PATHS.content.newsDetail, `Remote page ${PATHS.content.newsDetail}`],
    [PATHS.shell.guide, 'Learn anywhere'],
  ])('is off for %s', async (url, text) => {
    seedLoggedIn(2);
    renderApp({ url });
    await screen.findByText(text);
    expect(pulling()).toBe('false');
  });

  it('reloads the page by mounting it afresh (home fetches its widgets again)', async () => {
    const user = userEvent.setup();
    renderApp({ url: '/' });
    await screen.findByText('Widget mf_content/widgets/latest-news');
    const widgetLoads = () =>
      loadRemote.mock.calls.filter(([, expose]) => expose === 'widgets/latest-news').length;
    expect(widgetLoads()).toBe(1);

    await user.click(screen.getByRole('button', { name: 'pull down' }));
    await screen.findByText('Widget mf_content/widgets/latest-news');
    await act(async () => undefined);
    expect(widgetLoads()).toBe(2);
  });
});
