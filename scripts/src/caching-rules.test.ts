import { CACHE_CONTROL, cacheControlOf, nginxCacheControlMap } from './caching-rules';
import { readTemplate } from './nginx/render-nginx-config';

describe('the caching rules', () => {
  it.each([
    ['/index.html', CACHE_CONTROL.alwaysFresh],
    ['/work/shell/dist/main.js', CACHE_CONTROL.alwaysFresh],
    ['/work/shell/dist/main.js.br', CACHE_CONTROL.alwaysFresh],
    ['/mf-exam/1.0.2-0a1b2c3d/remoteEntry.js.gz', CACHE_CONTROL.alwaysFresh],
    ['/mf-manifest.json', CACHE_CONTROL.alwaysFresh],
    ['/remotes.json', CACHE_CONTROL.alwaysFresh],
    ['/runtime-core.js', CACHE_CONTROL.alwaysFresh],
    ['/7470.0882e1d0.js', CACHE_CONTROL.hashed],
    ['/7470.0882e1d0.js.br', CACHE_CONTROL.hashed],
    ['/texts-en.0cb916f5.js', CACHE_CONTROL.hashed],
    ['/assets/logo.0a1b2c3d.svg', CACHE_CONTROL.hashed],
    ['/assets/font.0a1b2c3d.woff2', CACHE_CONTROL.hashed],
    ['/', CACHE_CONTROL.alwaysFresh],
    ['/pages/news/list', CACHE_CONTROL.alwaysFresh],
    ['/favicon.ico', CACHE_CONTROL.other],
    ['/xmain.js', CACHE_CONTROL.other],
    ['/chunk.0A1B2C3D.js', CACHE_CONTROL.other],
  ])('%s: %s', (file, expected) => {
    expect(cacheControlOf(file)).toBe(expected);
  });

  it('are the ones nginx applies (docker/nginx/http.conf.template)', () => {
    const template = readTemplate('http.conf.template');
    const block = template.match(/^map \$uri \$cache_control \{[\s\S]*?^\}/m)?.[0];
    expect(block).toBe(nginxCacheControlMap());
  });
});
