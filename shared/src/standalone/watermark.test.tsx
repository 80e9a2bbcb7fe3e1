import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Watermark, watermarkTile } from './watermark';

const svgOf = (maskImage: string): string => {
  const match = /^url\("data:image\/svg\+xml,(.*)"\)$/.exec(maskImage);
  if (!match) throw new Error(`not an SVG data URL: ${maskImage}`);
  return decodeURIComponent(match[1] ?? '');
};

describe('Watermark', () => {
  it('is hidden from assistive technology and holds no DOM text', () => {
    const { container } = render(<Watermark text="张三 0000" />);
    const mark = container.querySelector('[data-watermark]') as HTMLElement;
    expect(mark.getAttribute('aria-hidden')).toBe('true');
    expect(mark.textContent).toBe('');
    expect(mark.childNodes).toHaveLength(0);
  });

  it('carries the name and the last four digits in its SVG mask', () => {
    const { container } = render(<Watermark text="张三 0000" />);
    const mark = container.querySelector('[data-watermark]') as HTMLElement;
    const svg = svgOf(mark.style.maskImage);
    expect(svg).toContain('>张三 0000</text>');
    expect(svg).toContain('rotate(-24');
    expect(svg).toContain('Noto Sans CJK SC');
  });

  it('escapes the text inside the SVG', () => {
    const svg = svgOf(watermarkTile('<b>"A&B"</b> 1234'));
    expect(svg).not.toContain('<b>');
    expect(svg).toContain('&#60;b&#62;&#34;A&#38;B&#34;&#60;/b&#62; 1234');
  });

  it('never catches a tap, covers the viewport and colours the mask with a token', () => {
    const css = readFileSync(join(__dirname, 'watermark.module.css'), 'utf8');
    expect(css).toMatch(/pointer-events:\s*none/);
    expect(css).toMatch(/position:\s*fixed/);
    expect(css).toMatch(/inset:\s*0/);
    expect(css).toMatch(/background-color:\s*var\(--color-text-weak\)/);
    // Below antd-mobile's masks (1000), so a dialog over the exam stays clean.
    const zIndex = Number(/z-index:\s*(\d+)/.exec(css)?.[1]);
    expect(zIndex).toBeLessThan(1000);
  });

  it('renders on the server', () => {
    const html = renderToString(<Watermark text="李四 1234" />);
    expect(html).toContain('data-watermark');
    expect(html).toContain('aria-hidden="true"');
    // The prefixed twin, for WeChat's and Safari's WebKit.
    expect(html).toMatch(/-webkit-mask-image:url\(/);
  });
});
