import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  fakeApi,
  never,
  ok,
  paramsOf,
  refused,
  renderAt,
  resetAreaTest,
} from 'shared/standalone/testing';
import { NEWS_CATEGORIES, newsItem, newsPage } from '../testing/fixtures';
import { prefetchNewsList } from './news-list-calls';
import NewsListPage from './news-list-page';

afterEach(() => {
  jest.useRealTimers();
  resetAreaTest();
});

describe('NewsListPage', () => {
  it('shows the loading view after 200 ms, then the news with category, time ago and reads', async () => {
    jest.useFakeTimers();
    let answer: (value: ReturnType<typeof ok>) => void = () => undefined;
    const reply = new Promise<ReturnType<typeof ok>>((resolve) => (answer = resolve));
    fakeApi({
      'GET /api/news/categories': ok({ list: NEWS_CATEGORIES }),
      'GET /api/news': () => reply,
    });
    renderAt(<NewsListPage />, '/pages/news/list');
    expect(screen.getByRole('region', { name: 'News' })).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.getByText('Loading…')).toBeInTheDocument();

    answer(ok(newsPage([newsItem(1, { is_top: true }), newsItem(2)], 2)));
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('第1期门店销售技巧分享')).toBeInTheDocument();
    // The pinned badge leads the title, so the facts keep to one line under it.
    const title = within(items[0]!).getByText('第1期门店销售技巧分享');
    expect(title).toContainElement(within(items[0]!).getByText('Pinned'));
    expect(within(items[0]!).getByText(NEWS_CATEGORIES[0]!.name)).toBeInTheDocument();
    expect(within(items[0]!).getByText('2 hours ago')).toBeInTheDocument();
    expect(within(items[0]!).getByText('1201 reads')).toBeInTheDocument();
    expect(within(items[1]!).getByText('4 hours ago')).toBeInTheDocument();
    expect(within(items[0]!).getByRole('link')).toHaveAttribute('href', '/pages/news/detail?id=1');
    // The thumbnail is the whole 16:9 cover (112 × 63), its space reserved, nothing cropped.
    const thumbnail = items[0]!.querySelector('img')!;
    expect(thumbnail).toHaveAttribute('src', '/api/media/news-1.jpg');
    expect([thumbnail.getAttribute('width'), thumbnail.getAttribute('height')]).toEqual([
      '120',
      '68',
    ]);
    expect(screen.getByText('No more')).toBeInTheDocument();
  });

  it('filters by a category tab, keeping it in the URL', async () => {
    const user = userEvent.setup();
    const adapter = fakeApi({
      'GET /api/news/categories': ok({ list: NEWS_CATEGORIES }),
      'GET /api/news': (config) =>
        ok(
          paramsOf(config).category_id === 2
            ? newsPage([newsItem(7, { title: '零售行业季度报告', category: NEWS_CATEGORIES[1] })])
            : newsPage([newsItem(1)]),
        ),
    });
    const { location } = renderAt(<NewsListPage />, '/pages/news/list');
    await screen.findByText('第1期门店销售技巧分享');
    await user.click(screen.getByRole('tab', { name: '行业资讯' }));
    expect(await screen.findByText('零售行业季度报告')).toBeInTheDocument();
    expect(location()).toBe('/pages/news/list?category_id=2');
    // Under its tab every row is of that category: the rows do not repeat it.
    const [row] = screen.getAllByRole('listitem');
    expect(within(row!).queryByText('行业资讯')).toBeNull();
    const newsCalls = adapter.calls.filter((call) => call.url === '/api/news');
    expect(paramsOf(newsCalls.at(-1)!)).toEqual({ page: 1, pageSize: 10, category_id: 2 });
  });

  it('opens on the category of a deep link', async () => {
    const adapter = fakeApi({
      'GET /api/news/categories': ok({ list: NEWS_CATEGORIES }),
      'GET /api/news': ok(newsPage([])),
    });
    renderAt(<NewsListPage />, '/pages/news/list?category_id=3');
    expect(await screen.findByText('No data yet')).toBeInTheDocument();
    expect(paramsOf(adapter.calls.find((call) => call.url === '/api/news')!)).toMatchObject({
      category_id: 3,
    });
  });

  it('loads the next page on Load more', async () => {
    const user = userEvent.setup();
    fakeApi({
      'GET /api/news/categories': ok({ list: NEWS_CATEGORIES }),
      'GET /api/news': (config) => {
        const page = Number(paramsOf(config).page);
        const ids = page === 1 ? [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] : [11];
        return ok(
          newsPage(
            ids.map((id) => newsItem(id)),
            11,
            page,
          ),
        );
      },
    });
    renderAt(<NewsListPage />, '/pages/news/list');
    await screen.findByText('第10期门店销售技巧分享');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('第11期门店销售技巧分享')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(11);
  });

  it('shows a failure inline and recovers on Retry; the tabs stay usable', async () => {
    const user = userEvent.setup();
    let calls = 0;
    fakeApi({
      'GET /api/news/categories': ok({ list: NEWS_CATEGORIES }),
      'GET /api/news': () =>
        ++calls === 1 ? refused('资讯服务维护中') : ok(newsPage([newsItem(5)])),
    });
    renderAt(<NewsListPage />, '/pages/news/list');
    expect(await screen.findByText('资讯服务维护中')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '公司动态' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('第5期门店销售技巧分享')).toBeInTheDocument();
  });

  it('still lists the news when the categories fail', async () => {
    fakeApi({
      'GET /api/news/categories': { fail: 'network' },
      'GET /api/news': ok(newsPage([newsItem(1)])),
    });
    renderAt(<NewsListPage />, '/pages/news/list');
    expect(await screen.findByText('第1期门店销售技巧分享')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All' })).toBeInTheDocument();
  });

  it('shows the title right away while the news loads', () => {
    fakeApi({ 'GET /api/news/categories': never, 'GET /api/news': never });
    renderAt(<NewsListPage />, '/pages/news/list', { language: 'zh-CN' });
    expect(screen.getByRole('region', { name: '资讯' })).toBeInTheDocument();
  });
});

describe("NewsListPage after its route's prefetch", () => {
  it('shows the data its route started, asking the API nothing more', async () => {
    const adapter = fakeApi({
      'GET /api/news/categories': ok({ list: NEWS_CATEGORIES }),
      'GET /api/news': ok(newsPage([newsItem(1)], 1)),
    });
    const query = new URLSearchParams(`category_id=${NEWS_CATEGORIES[1]!.id}`);
    prefetchNewsList(query);
    renderAt(<NewsListPage />, `/pages/news/list?${query}`);
    expect(await screen.findByText('第1期门店销售技巧分享')).toBeInTheDocument();
    expect(adapter.calls.map((call) => [call.url, paramsOf(call)])).toEqual([
      ['/api/news/categories', {}],
      ['/api/news', { page: 1, pageSize: 10, category_id: NEWS_CATEGORIES[1]!.id }],
    ]);
  });
});
