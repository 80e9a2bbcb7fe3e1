import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureRequest } from 'shared/request';
import { fakeApi, logInAs, ok, renderAt, resetAreaTest } from 'shared/standalone/testing';
import { newsArticle } from '../testing/fixtures';
import { prefetchNewsDetail } from './news-detail-calls';
import NewsDetailPage from './news-detail-page';

afterEach(resetAreaTest);

describe('NewsDetailPage', () => {
  it('shows the article with its HTML sanitised and its images on the API origin', async () => {
    const adapter = fakeApi({ 'GET /api/news/8': ok(newsArticle(8)) });
    configureRequest({ baseURL: 'http://localhost:3100' });
    const { container } = renderAt(<NewsDetailPage />, '/pages/news/detail?id=8');

    expect(
      await screen.findByRole('heading', { level: 2, name: '第8期门店销售技巧分享' }),
    ).toBeVisible();
    expect(screen.getByText('By 品牌部')).toBeVisible();
    expect(screen.getByText('1208 reads')).toBeVisible();
    expect(screen.getByText('春季新品培训圆满结束。')).toBeVisible();

    const body = container.querySelector('.text')!;
    expect(body.querySelector('script')).toBeNull();
    const image = body.querySelector('img')!;
    expect(image).not.toHaveAttribute('onerror');
    expect(image).toHaveAttribute('src', 'http://localhost:3100/api/media/news-body-1.jpg');
    expect(screen.getByText('危险链接')).not.toHaveAttribute('href');
    expect(screen.getByText('报告全文')).toHaveAttribute('rel', 'noopener noreferrer');
    expect(adapter.calls[0]!.baseURL).toBe('http://localhost:3100');
  });

  it('lists related news linking to their articles', async () => {
    const user = userEvent.setup();
    fakeApi({
      'GET /api/news/8': ok(newsArticle(8)),
      'GET /api/news/9': ok(newsArticle(9, { title: '门店陈列标准更新' })),
    });
    const { location } = renderAt(<NewsDetailPage />, '/pages/news/detail?id=8');
    expect(await screen.findByRole('heading', { name: 'Related news' })).toBeVisible();
    await user.click(screen.getByRole('link', { name: /第9期门店销售技巧分享/ }));
    expect(location()).toBe('/pages/news/detail?id=9');
    expect(
      await screen.findByRole('heading', { level: 2, name: '门店陈列标准更新' }),
    ).toBeVisible();
  });

  it('says so when no article is chosen, without calling the API', () => {
    const adapter = fakeApi({});
    renderAt(<NewsDetailPage />, '/pages/news/detail');
    expect(screen.getByText('No article was chosen. Pick one from the news list.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'News' })).toHaveAttribute('href', '/pages/news/list');
    expect(adapter.calls).toHaveLength(0);
  });

  it('shows a refusal inline (an article that does not exist)', async () => {
    fakeApi({
      'GET /api/news/404': { status: 200, data: { code: 404, message: 'News not found' } },
    });
    renderAt(<NewsDetailPage />, '/pages/news/detail?id=404');
    expect(await screen.findByText('News not found')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });

  it('toggles the like for a logged-in user, the count following the API', async () => {
    const user = userEvent.setup();
    logInAs();
    const adapter = fakeApi({
      'GET /api/news/8': ok(newsArticle(8)),
      'POST /api/news/8/like': ok({ liked: true, like_count: 39 }),
      'DELETE /api/news/8/like': ok({ liked: false, like_count: 38 }),
    });
    renderAt(<NewsDetailPage />, '/pages/news/detail?id=8');
    // An icon toggle: named Like or Liked, pressed when liked, the count beside the heart.
    const like = await screen.findByRole('button', { name: /^Like \d+$/ });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    expect(like).toHaveAccessibleDescription('38 likes');
    expect(like).toHaveTextContent('38');
    expect(like).not.toHaveTextContent(/Unlike|♥|♡/);
    await user.click(like);
    const liked = await screen.findByRole('button', { name: /^Liked \d+$/ });
    expect(liked).toHaveAttribute('aria-pressed', 'true');
    expect(liked).toHaveAccessibleDescription('39 likes');
    await user.click(liked);
    expect(await screen.findByRole('button', { name: /^Like \d+$/ })).toHaveAccessibleDescription(
      '38 likes',
    );
    expect(adapter.calls.map((call) => call.method?.toUpperCase())).toEqual([
      'GET',
      'POST',
      'DELETE',
    ]);
  });

  it('keeps the like as it was when the API refuses it', async () => {
    const user = userEvent.setup();
    logInAs();
    fakeApi({
      'GET /api/news/8': ok(newsArticle(8, { liked: true, like_count: 40 })),
      'DELETE /api/news/8/like': { status: 200, data: { code: 1, message: 'Try again later' } },
    });
    renderAt(<NewsDetailPage />, '/pages/news/detail?id=8');
    const liked = await screen.findByRole('button', { name: /^Liked \d+$/ });
    await user.click(liked);
    await waitFor(() => expect(liked).toBeEnabled());
    expect(liked).toHaveAttribute('aria-pressed', 'true');
    expect(liked).toHaveAccessibleDescription('40 likes');
  });

  it('names the page by the article alone: no heading repeats the nav bar title', async () => {
    fakeApi({ 'GET /api/news/8': ok(newsArticle(8)) });
    renderAt(<NewsDetailPage />, '/pages/news/detail?id=8');
    const headline = await screen.findByRole('heading', {
      level: 2,
      name: '第8期门店销售技巧分享',
    });
    expect(screen.getByRole('article', { name: '第8期门店销售技巧分享' })).toContainElement(
      headline,
    );
    expect(screen.queryByRole('heading', { name: 'News detail' })).toBeNull();
  });

  it('shows visitors the like button with its count, which leads to the login and back', async () => {
    const user = userEvent.setup();
    const adapter = fakeApi({ 'GET /api/news/8': ok(newsArticle(8)) });
    const { location } = renderAt(<NewsDetailPage />, '/pages/news/detail?id=8');
    // The count sits in the button, beside the heart, never alone in the facts line.
    const like = await screen.findByRole('button', { name: /^Like \d+$/ });
    expect(like).toHaveTextContent('38');
    expect(like).toHaveAccessibleDescription('38 likes');
    expect(screen.getByText('1208 reads').parentElement).not.toHaveTextContent('likes');
    await user.click(like);
    expect(location()).toBe(
      `/pages/login/index?redirect=${encodeURIComponent('/pages/news/detail?id=8')}`,
    );
    expect(adapter.calls.map((call) => call.method?.toUpperCase())).toEqual(['GET']);
  });
});

describe("NewsDetailPage after its route's prefetch", () => {
  it('shows the article its route started, asking the API nothing more', async () => {
    const adapter = fakeApi({ 'GET /api/news/8': ok(newsArticle(8)) });
    prefetchNewsDetail(new URLSearchParams('id=8'));
    // Asked before the page exists, as the route's loader does.
    await waitFor(() => expect(adapter.calls).toHaveLength(1));
    renderAt(<NewsDetailPage />, '/pages/news/detail?id=8');
    expect(
      await screen.findByRole('heading', { level: 2, name: '第8期门店销售技巧分享' }),
    ).toBeVisible();
    expect(adapter.calls.map((call) => call.url)).toEqual(['/api/news/8']);
  });

  it.each(['', 'id=0', 'id=abc', 'id=-3'])(
    'starts nothing for a query without an id (%p)',
    async (query) => {
      const adapter = fakeApi({});
      prefetchNewsDetail(new URLSearchParams(query));
      expect(adapter.calls).toEqual([]);
    },
  );
});
