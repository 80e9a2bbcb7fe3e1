import { safeRedirectTarget } from './safe-redirect';

describe('safeRedirectTarget: only paths of this app', () => {
  it.each([
    ['/pages/user/index', '/pages/user/index'],
    ['/pages/news/detail?id=7', '/pages/news/detail?id=7'],
    ['/pagesExam/paper/detail?id=3#q2', '/pagesExam/paper/detail?id=3#q2'],
    ['/pagesUser/some/unlisted', '/pagesUser/some/unlisted'],
    ['/', '/'],
    ['/pages/index/index', '/pages/index/index'],
  ])('%s → %s', (raw, target) => {
    expect(safeRedirectTarget(raw)).toBe(target);
  });

  it.each([
    [null],
    [''],
    ['https://evil.example/pages/user/index'],
    ['//evil.example/pages/user/index'],
    ['/\\evil.example'],
    ['/\t/evil.example'],
    ['javascript:alert(1)'],
    ['pages/user/index'],
    ['/pages/login/index'],
    ['/pages/login/index?redirect=/pages/user/index'],
    ['/not/an/app/page'],
  ])('%j → home', (raw) => {
    expect(safeRedirectTarget(raw)).toBe('/pages/index/index');
  });
});
