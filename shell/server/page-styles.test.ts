import { canCarry } from './page-styles';

describe('canCarry: whether a stylesheet means the same written into the page', () => {
  it.each([
    ['.a{color:var(--adm-color-primary)}', true],
    ['.a{background:url(data:image/svg+xml;base64,PHN2Zz4=)}', true],
    ['.a{background:url("data:image/png;base64,AAAA")}', true],
    ['.a{background:url(./banner.png)}', false],
    ['.a{background:url( "/media/banner.png" )}', false],
    ['@font-face{src:url(fonts/a.woff2)}', false],
    ['@import "tokens.css";', false],
  ])('%s: %s', (css, carried) => {
    expect(canCarry(css)).toBe(carried);
  });
});
