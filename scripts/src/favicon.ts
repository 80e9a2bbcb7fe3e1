import { ContentOutline } from 'antd-mobile-icons';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { THEME_COLOR } from 'shared/constants';
import type { Compiler } from 'webpack';

/** The icon's file in every build's folder, beside its page. */
export const FAVICON_FILE = 'favicon.svg';

/**
 * The app's icon, as the browser's tab and bookmarks show it: the built-in brand mark
 * (shell/src/brand/brand-mark.tsx), a white book on the theme colour. Without one, every page
 * load asks for /favicon.ico and logs its 404 as an error.
 */
export function faviconSvg(): string {
  const book = renderToStaticMarkup(
    createElement(ContentOutline, { x: 9, y: 9, width: 30, height: 30, color: '#fff' }),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" rx="11" fill="${THEME_COLOR}"/>${book}</svg>`;
}

/** Writes FAVICON_FILE into the build. */
export class FaviconPlugin {
  apply(compiler: Compiler): void {
    const name = 'FaviconPlugin';
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => compilation.emitAsset(FAVICON_FILE, new RawSource(faviconSvg())),
      );
    });
  }
}
