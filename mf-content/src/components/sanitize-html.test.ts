import { configureRequest } from 'shared/request';
import { resetAreaTest } from 'shared/standalone/testing';
import { sanitizeArticleHtml } from './sanitize-html';

afterEach(resetAreaTest);

const parse = (html: string) => {
  const host = document.createElement('div');
  host.innerHTML = sanitizeArticleHtml(html);
  return host;
};

describe('sanitizeArticleHtml', () => {
  beforeEach(() => configureRequest({ baseURL: 'http://localhost:3100' }));

  it('keeps an image’s width and height, so its space is reserved before it loads', () => {
    const image = parse(
      '<p><img src="/api/media/photo-teamwork.svg" width="600" height="800" alt="团队拓展" onerror="alert(1)"></p>',
    ).querySelector('img')!;
    expect(image).toHaveAttribute('width', '600');
    expect(image).toHaveAttribute('height', '800');
    expect(image).toHaveAttribute('src', 'http://localhost:3100/api/media/photo-teamwork.svg');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).not.toHaveAttribute('onerror');
  });

  it('drops inline styles, scripts and frames', () => {
    const body = parse(
      '<p style="color:#999">（品牌部）</p><script>alert(1)</script><iframe src="https://x.test"></iframe>',
    );
    expect(body.querySelector('p')).not.toHaveAttribute('style');
    expect(body.querySelector('script, iframe')).toBeNull();
  });
});
