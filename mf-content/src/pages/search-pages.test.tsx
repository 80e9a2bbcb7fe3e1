import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  fakeApi,
  logInAs,
  ok,
  paramsOf,
  pendingApi,
  refused,
  renderAt,
  resetAreaTest,
} from 'shared/standalone/testing';
import { SEARCH_REPLY, newsPage, searchResult } from '../testing/fixtures';
import SearchListPage from './search-list-page';
import SearchMoreListPage from './search-more-list-page';
import SearchPage from './search-page';

// jsdom puts spaces around the <mark> in a name (it has no inline default for it); browsers do not.
const containing = (text: string) => (name: string) => name.replace(/\s/g, '').includes(text);

afterEach(resetAreaTest);
beforeEach(() => logInAs());

const HISTORY = {
  list: [
    { keyword: '新品', searched_at: 1_760_000_000 },
    { keyword: '陈列', searched_at: 1_759_990_000 },
  ],
};

describe('SearchPage', () => {
  it('shows its title while loading', () => {
    pendingApi();
    renderAt(<SearchPage />, '/pages/search/index');
    expect(screen.getByRole('region', { name: 'Search' })).toBeVisible();
  });

  it('shows recent searches and hot keywords, each leading to its results', async () => {
    const user = userEvent.setup();
    fakeApi({
      'GET /api/search/history': ok(HISTORY),
      'GET /api/search/hot': ok({ list: ['春季新品', '会员权益'] }),
    });
    const { location } = renderAt(<SearchPage />, '/pages/search/index');
    expect(await screen.findByText('新品')).toBeVisible();
    expect(await screen.findByText('会员权益')).toBeVisible();
    await user.click(screen.getByText('春季新品'));
    expect(location()).toBe(`/pages/search/list?keyword=${encodeURIComponent('春季新品')}`);
  });

  it('submits a keyword and refuses an empty one inline', async () => {
    const user = userEvent.setup();
    fakeApi({
      'GET /api/search/history': ok({ list: [] }),
      'GET /api/search/hot': ok({ list: [] }),
    });
    const { location } = renderAt(<SearchPage />, '/pages/search/index');
    const box = screen.getByRole('searchbox');
    await user.type(box, '   {Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a keyword to search.');
    expect(box).toHaveAccessibleDescription('Enter a keyword to search.');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(location()).toBe('/pages/search/index');
    await user.clear(box);
    await user.type(box, '陈列{Enter}');
    expect(location()).toBe(`/pages/search/list?keyword=${encodeURIComponent('陈列')}`);
  });

  it('clears the recent searches after a confirmation', async () => {
    // The dialog's opening animation leaves `pointer-events: none` on it in jsdom.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    let cleared = false;
    const adapter = fakeApi({
      'GET /api/search/history': () => ok(cleared ? { list: [] } : HISTORY),
      'DELETE /api/search/history': () => {
        cleared = true;
        return ok(null);
      },
      'GET /api/search/hot': ok({ list: [] }),
    });
    renderAt(<SearchPage />, '/pages/search/index');
    await user.click(await screen.findByRole('button', { name: 'Clear' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Clear all your recent searches?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(screen.queryByText('新品')).toBeNull());
    const recent = screen.getByRole('region', { name: 'Recent searches' });
    expect(within(recent).getByText('No data yet')).toBeVisible();
    expect(within(recent).queryByRole('button', { name: 'Clear' })).toBeNull();
    expect(adapter.calls.some((call) => call.method === 'delete')).toBe(true);
  });

  it('shows a failed history load inline with Retry', async () => {
    fakeApi({
      'GET /api/search/history': refused('Search history is unavailable'),
      'GET /api/search/hot': ok({ list: ['春季新品'] }),
    });
    renderAt(<SearchPage />, '/pages/search/index');
    expect(await screen.findByText('Search history is unavailable')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});

describe('SearchListPage', () => {
  const PATH = `/pages/search/list?keyword=${encodeURIComponent('陈列')}`;

  it('groups the results by kind with totals, "more" links and result links', async () => {
    const user = userEvent.setup();
    const adapter = fakeApi({ 'GET /api/search': ok(SEARCH_REPLY) });
    const { location } = renderAt(<SearchListPage />, PATH);
    expect(await screen.findByText('6 results for "陈列"')).toBeVisible();
    expect(paramsOf(adapter.calls[0]!)).toMatchObject({ keyword: '陈列' });
    expect(screen.getByRole('heading', { name: 'Courses (4)' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'News (2)' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: /Questions/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'All Courses' })).toHaveAttribute(
      'href',
      `/pages/search/moreList?type=course&keyword=${encodeURIComponent('陈列')}`,
    );
    expect(screen.queryByRole('link', { name: 'All News' })).toBeNull();
    // The keyword is marked in each result.
    const result = screen.getByRole('link', { name: containing('门店陈列标准更新') });
    expect(result.querySelector('mark')).toHaveTextContent('陈列');
    await user.click(result);
    expect(location()).toBe('/pages/news/detail?id=9');
  });

  it('shows the search empty state when nothing matches, with what to try and popular keywords', async () => {
    const user = userEvent.setup();
    fakeApi({
      'GET /api/search': ok({
        keyword: '陈列',
        total: 0,
        groups: SEARCH_REPLY.groups.map((g) => ({ ...g, total: 0, list: [] })),
      }),
      'GET /api/search/hot': ok({ list: ['春季新品', '会员权益'] }),
    });
    const { location } = renderAt(<SearchListPage />, PATH);
    expect(await screen.findByText('No results found')).toBeVisible();
    expect(
      screen.getByText('Check the spelling, or try a shorter or more general keyword.'),
    ).toBeVisible();
    // A way on from the dead end: the popular keywords, each running its search.
    expect(screen.getByRole('heading', { name: 'Popular searches' })).toBeVisible();
    await user.click(await screen.findByRole('link', { name: '会员权益' }));
    expect(location()).toBe(`/pages/search/list?keyword=${encodeURIComponent('会员权益')}`);
  });

  it('shows a failed search inline and retries it', async () => {
    const user = userEvent.setup();
    let fail = true;
    fakeApi({ 'GET /api/search': () => (fail ? refused('Search is busy') : ok(SEARCH_REPLY)) });
    renderAt(<SearchListPage />, PATH);
    expect(await screen.findByText('Search is busy')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: containing('门店陈列基础') })).toBeVisible();
  });

  it('asks for a keyword without calling the API', () => {
    const adapter = fakeApi({});
    renderAt(<SearchListPage />, '/pages/search/list');
    expect(screen.getByText('Enter a keyword to search.')).toBeVisible();
    expect(adapter.calls).toHaveLength(0);
  });
});

describe('SearchMoreListPage', () => {
  const PATH = `/pages/search/moreList?type=course&keyword=${encodeURIComponent('陈列')}`;

  it('lists every result of one kind, paged', async () => {
    const user = userEvent.setup();
    const adapter = fakeApi({
      'GET /api/search/more': (config) =>
        paramsOf(config).page === 2
          ? ok(newsPage([searchResult('course', 20, '陈列复盘')], 11, 2))
          : ok(
              newsPage(
                Array.from({ length: 10 }, (_, i) =>
                  searchResult('course', i + 1, `陈列课程${i + 1}`),
                ),
                11,
              ),
            ),
    });
    renderAt(<SearchMoreListPage />, PATH);
    expect(await screen.findByRole('link', { name: containing('陈列课程1……') })).toBeVisible();
    expect(paramsOf(adapter.calls[0]!)).toMatchObject({ type: 'course', keyword: '陈列', page: 1 });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: containing('陈列复盘') })).toBeVisible();
  });

  it('shows the search empty state for no results', async () => {
    fakeApi({ 'GET /api/search/more': ok(newsPage([], 0)) });
    renderAt(<SearchMoreListPage />, PATH);
    expect(await screen.findByText('No results found')).toBeVisible();
  });
});
