import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, ok, paramsOf, refused, renderAt, resetAreaTest } from 'shared/standalone/testing';
import { HOME_BANNERS, newsItem, newsPage } from '../../testing/fixtures';
import BannerCarouselWidget from './banner-carousel';
import LatestNewsWidget from './latest-news';

afterEach(resetAreaTest);

describe('banner-carousel widget', () => {
  it('shows the home banners, each a link to its route', async () => {
    const adapter = fakeApi({ 'GET /api/banners': ok({ list: HOME_BANNERS }) });
    renderAt(<BannerCarouselWidget />);
    expect(await screen.findByRole('link', { name: '新店长训练营' })).toHaveAttribute(
      'href',
      '/pagesTrain/course/course?id=3',
    );
    expect(screen.getByRole('link', { name: '春季新品上市' })).toHaveAttribute(
      'href',
      '/pages/news/detail?id=8',
    );
    expect(paramsOf(adapter.calls[0]!)).toEqual({ position: 'home' });
  });

  it('fails alone: one line with Retry, the rest of the page untouched', async () => {
    const user = userEvent.setup();
    let calls = 0;
    fakeApi({
      'GET /api/banners': () => (++calls === 1 ? { fail: 'network' } : ok({ list: HOME_BANNERS })),
    });
    renderAt(
      <>
        <BannerCarouselWidget />
        <p>home content</p>
      </>,
    );
    // Online, a call without reply is the server's failure (the network-lost view is for offline).
    expect(await screen.findByRole('alert')).toHaveTextContent('Request to interface failed');
    expect(screen.getByText('home content')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: '新店长训练营' })).toBeInTheDocument();
  });
});

describe('latest-news widget', () => {
  it('shows the five newest items to a visitor, with a link to the news tab', async () => {
    const adapter = fakeApi({
      'GET /api/news': ok(
        newsPage(
          [1, 2, 3, 4, 5].map((id) => newsItem(id)),
          40,
          1,
          5,
        ),
      ),
    });
    renderAt(<LatestNewsWidget />);
    expect(screen.getByRole('heading', { name: 'Latest news' })).toBeVisible();
    const list = await screen.findByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(within(list).getByText('2 hours ago')).toBeVisible();
    expect(screen.getByRole('link', { name: 'More' })).toHaveAttribute('href', '/pages/news/list');
    expect(paramsOf(adapter.calls[0]!)).toEqual({ page: 1, pageSize: 5 });
    expect(adapter.calls[0]!.headers.Authorization).toBe('visitor');
  });

  it('says there is nothing yet when there is no news', async () => {
    fakeApi({ 'GET /api/news': ok(newsPage([])) });
    renderAt(<LatestNewsWidget />);
    expect(await screen.findByText('No data yet')).toBeVisible();
  });

  it('fails alone, inside its card, and retries', async () => {
    const user = userEvent.setup();
    let calls = 0;
    fakeApi({
      'GET /api/news': () =>
        ++calls === 1 ? refused('资讯服务维护中') : ok(newsPage([newsItem(1)])),
    });
    renderAt(
      <>
        <LatestNewsWidget />
        <p>home content</p>
      </>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('资讯服务维护中');
    expect(screen.getByText('home content')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('第1期门店销售技巧分享')).toBeVisible();
  });
});
