import { render } from '@testing-library/react';
import { configureRequest } from 'shared/request';
import { resetAreaTest } from './testing';
import { RichText, sanitizeRichText, withoutRepeatedHeading } from './rich-text';

afterEach(resetAreaTest);
beforeEach(() => configureRequest({ baseURL: 'http://localhost:3100' }));

const parse = (html: string) => {
  const host = document.createElement('div');
  host.innerHTML = sanitizeRichText(html);
  return host;
};

describe('sanitizeRichText', () => {
  it('keeps an image’s width and height, points it at the API and loads it lazily', () => {
    const image = parse(
      '<p><img src="/api/media/photo-teamwork.svg" width="600" height="800" alt="团队拓展" onerror="alert(1)"></p>',
    ).querySelector('img')!;
    expect(image).toHaveAttribute('width', '600');
    expect(image).toHaveAttribute('height', '800');
    expect(image).toHaveAttribute('src', 'http://localhost:3100/api/media/photo-teamwork.svg');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).not.toHaveAttribute('onerror');
  });

  it('drops inline styles, scripts, frames, forms and javascript: links', () => {
    const body = parse(
      '<p style="color:#999">（品牌部）</p><script>alert(1)</script><iframe src="https://x.test"></iframe><form><input></form><a href="javascript:alert(1)">x</a>',
    );
    expect(body.querySelector('p')).not.toHaveAttribute('style');
    expect(body.querySelector('script, iframe, form, input')).toBeNull();
    expect(body.querySelector('a')).not.toHaveAttribute('href');
  });

  it('opens outside links in a new tab without a way back into the app', () => {
    const link = parse('<a href="https://example.com/rules">Rules</a>').querySelector('a')!;
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

describe('withoutRepeatedHeading', () => {
  it.each<[string, string | undefined, string]>([
    ['<h3>会议议程</h3><ol><li>a</li></ol>', '会议议程', '<ol><li>a</li></ol>'],
    ['<h2> <b>Agenda</b> </h2><p>x</p>', 'Agenda', '<p>x</p>'],
    ['<h3>日程</h3><p>x</p>', '会议议程', '<h3>日程</h3><p>x</p>'],
    ['<p>会议议程</p>', '会议议程', '<p>会议议程</p>'],
    ['<h3>会议议程</h3>', undefined, '<h3>会议议程</h3>'],
  ])('%j under %j → %j', (html, title, shown) => {
    expect(withoutRepeatedHeading(html, title)).toBe(shown);
  });
});

describe('RichText', () => {
  it('renders the sanitised text at the size asked for, without a heading repeating its title', () => {
    const { container } = render(
      <RichText
        html="<h3>Rules</h3><p>Clock in <b>daily</b>.</p><script>alert(1)</script>"
        title="Rules"
        size="article"
      />,
    );
    const text = container.firstElementChild!;
    expect(text).toHaveClass('text', 'article');
    expect(text.innerHTML).toBe('<p>Clock in <b>daily</b>.</p>');
  });
});
