import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureRequest } from 'shared/request';
import { BannerCarousel } from './banner-carousel';
import { ItemList } from './item-list';
import { mediaUrl } from './media-url';
import { fakeApi, ok, paramsOf, refused, renderAt, resetAreaTest } from './testing';
import { TimeAgo } from './time-ago-text';
import { WidgetFrame } from './widget-frame';

afterEach(resetAreaTest);

describe('mediaUrl', () => {
  it('puts the API origin before a path the API answered', () => {
    configureRequest({ baseURL: 'http://localhost:3100/' });
    expect(mediaUrl('/api/media/cover-1.svg')).toBe('http://localhost:3100/api/media/cover-1.svg');
    expect(mediaUrl('api/media/a.png')).toBe('http://localhost:3100/api/media/a.png');
  });

  it('leaves absolute, data and empty URLs alone', () => {
    configureRequest({ baseURL: 'http://localhost:3100' });
    expect(mediaUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(mediaUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(mediaUrl('')).toBe('');
    expect(mediaUrl(null)).toBe('');
  });
});

describe('BannerCarousel', () => {
  it("shows the page's banners, each linking to its route", async () => {
    const adapter = fakeApi({
      'GET /api/banners': ok({
        list: [
          {
            id: 1,
            title: 'New store training',
            image: '/api/media/banner-1.jpg',
            link: '/pagesTrain/course/course?id=3',
          },
          { id: 2, title: 'Spring campaign', image: '/api/media/banner-2.jpg', link: '' },
        ],
      }),
    });
    renderAt(<BannerCarousel position="train" />);
    const link = await screen.findByRole('link', { name: 'New store training' });
    expect(link).toHaveAttribute('href', '/pagesTrain/course/course?id=3');
    expect(screen.getAllByAltText('Spring campaign')[0]).toHaveAttribute(
      'src',
      '/api/media/banner-2.jpg',
    );
    expect(screen.queryByRole('link', { name: 'Spring campaign' })).not.toBeInTheDocument();
    expect(paramsOf(adapter.calls[0]!)).toEqual({ position: 'train' });
    expect(screen.getByRole('region', { name: 'Featured' })).toContainElement(link);
  });

  it("is no region of its own inside a host's card, which names it already", async () => {
    fakeApi({
      'GET /api/banners': ok({
        list: [{ id: 1, title: 'New store training', image: '/api/media/b.jpg', link: '/x' }],
      }),
    });
    renderAt(<BannerCarousel position="home" inset={false} />);
    await screen.findByRole('link', { name: 'New store training' });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('renders nothing when the page has no banners', async () => {
    const adapter = fakeApi({ 'GET /api/banners': ok({ list: [] }) });
    const { container } = renderAt(<BannerCarousel position="home" />);
    await screen.findByTestId('location');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(adapter.calls).toHaveLength(1);
    expect(container.querySelector('section')).toBeNull();
  });

  it('fails on its own line, with Retry', async () => {
    const user = userEvent.setup();
    let calls = 0;
    fakeApi({
      'GET /api/banners': () =>
        ++calls === 1 ? refused('Banners are unavailable') : ok({ list: [] }),
    });
    renderAt(<BannerCarousel position="home" />);
    expect(await screen.findByText('Banners are unavailable')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(calls).toBe(2);
  });
});

describe('WidgetFrame', () => {
  function Broken(): never {
    throw new Error('widget bug');
  }

  it('keeps a widget that throws inside its card, with Retry', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt(
      <>
        <WidgetFrame title="content.widget.latestNews" moreTo="/pages/news/list">
          <Broken />
        </WidgetFrame>
        <p>the rest of the home page</p>
      </>,
    );
    expect(screen.getByRole('heading', { name: 'Latest news' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'More' })).toHaveAttribute('href', '/pages/news/list');
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByText('the rest of the home page')).toBeVisible();
  });
});

describe('ItemList', () => {
  it('puts each item in its own list item, in order', () => {
    renderAt(
      <ItemList
        items={[
          { id: 2, name: 'second' },
          { id: 1, name: 'first' },
        ]}
      >
        {(item) => <span>{item.name}</span>}
      </ItemList>,
    );
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['second', 'first']);
  });
});

describe('TimeAgo', () => {
  it("shows the spec's time-ago text for Unix seconds", () => {
    const now = Date.UTC(2025, 0, 15, 12, 0, 0);
    renderAt(
      <ul>
        <li>
          <TimeAgo seconds={now / 1000 - 60} now={now} />
        </li>
        <li>
          <TimeAgo seconds={now / 1000 - 3 * 3600} now={now} />
        </li>
      </ul>,
    );
    expect(screen.getByText('just now')).toBeVisible();
    expect(screen.getByText('3 hours ago')).toBeVisible();
  });
});
