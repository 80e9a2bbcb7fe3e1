import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { THEME_COLOR } from 'shared/constants';
import webpack from 'webpack';
import { FAVICON_FILE, FaviconPlugin, faviconSvg } from './favicon';

describe('faviconSvg: the brand mark as the app icon', () => {
  const svg = faviconSvg();

  it('is one SVG document: the theme colour, and the white book the brand mark shows', () => {
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 48 48">/);
    expect(svg.endsWith('</svg></svg>')).toBe(true);
    expect(svg).toContain(`<rect width="48" height="48" rx="11" fill="${THEME_COLOR}"/>`);
    // The book: antd-mobile-icons' ContentOutline, drawn in currentColor, here white.
    expect(svg).toMatch(/<svg [^>]*color="#fff"[^>]*>.*<path d="M18\.627907,6 /);
  });
});

describe('FaviconPlugin', () => {
  it('writes the icon into the build', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'favicon-'));
    try {
      fs.writeFileSync(path.join(dir, 'entry.js'), 'export {};\n');
      const compiler = webpack({
        mode: 'production',
        context: dir,
        entry: './entry.js',
        output: { path: path.join(dir, 'dist') },
        plugins: [new FaviconPlugin()],
      });
      await new Promise<void>((resolve, reject) =>
        compiler.run((error, stats) =>
          error || stats?.hasErrors() ? reject(error ?? new Error(stats!.toString())) : resolve(),
        ),
      );
      await new Promise((resolve) => compiler.close(resolve));
      expect(fs.readFileSync(path.join(dir, 'dist', FAVICON_FILE), 'utf8')).toBe(faviconSvg());
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
