import { barePageHtml, firstHomeBanner, serveBarePage } from './bare-page';

describe('the bare page', () => {
  it.each([
    [
      '/api/media/banners/sales-sprint.jpg',
      'http://localhost:28100/api/media/banners/sales-sprint.jpg',
    ],
    ['api/media/x.png', 'http://localhost:28100/api/media/x.png'],
    ['https://cdn.example.com/b.jpg', 'https://cdn.example.com/b.jpg'],
  ])('takes home’s first banner %p as %p', (image, url) => {
    const reply = {
      data: {
        list: [
          { image, title: 'Sales sprint' },
          { image: '/api/media/second.jpg', title: 'Second' },
        ],
      },
    };
    expect(firstHomeBanner(reply, 'http://localhost:28100')).toEqual({
      url,
      title: 'Sales sprint',
    });
  });

  it('refuses a home without banners', () => {
    expect(() => firstHomeBanner({ data: { list: [] } }, 'http://localhost:28100')).toThrow(
      /no banner/,
    );
  });

  it('shows only the image, escaped, across a phone viewport', () => {
    const html = barePageHtml({ url: 'http://a/x.jpg?a=1&b="2"', title: '<Sale>' });
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain(
      '<img src="http://a/x.jpg?a=1&amp;b=&quot;2&quot;" alt="&lt;Sale&gt;" width="375" height="150" fetchpriority="high">',
    );
    expect(html).not.toContain('<script');
  });

  it('is served at any path', async () => {
    const served = await serveBarePage(0, { url: 'http://a/x.jpg', title: 't' });
    try {
      const res = await fetch(`${served.url}/anything`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await res.text()).toContain('<img src="http://a/x.jpg"');
    } finally {
      await served.stop();
    }
  });
});
