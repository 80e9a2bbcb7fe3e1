import {
  ALL_PATHS,
  AREAS,
  CROSS_AREA_LINKS,
  PATHS,
  TAB_ROUTES,
  areaOfPath,
  hasPullDownRefresh,
  hidesNavBar,
  isHomePath,
  normalizePath,
  tabIndexOfPath,
} from './paths';
import { SPEC_ALL_ROUTES, SPEC_ROUTES } from './testing/spec-routes';

describe('PATHS', () => {
  it('lists every spec route exactly once, and nothing else', () => {
    expect([...ALL_PATHS].sort()).toEqual([...SPEC_ALL_ROUTES].sort());
    expect(new Set(ALL_PATHS).size).toBe(ALL_PATHS.length);
  });

  it.each(AREAS)('groups the %s area as the architecture brief assigns it', (area) => {
    expect(Object.values(PATHS[area]).sort()).toEqual([...SPEC_ROUTES[area]].sort());
  });
});

describe('areaOfPath', () => {
  const rows = AREAS.flatMap((area) => SPEC_ROUTES[area].map((path) => [path, area] as const));

  it.each(rows)('%s belongs to %s', (path, area) => {
    expect(areaOfPath(path)).toBe(area);
  });

  it.each([
    ['/pagesExam/unknown/index', 'exam'],
    ['/pagesTrain/unknown', 'train'],
    ['/pagesUser/x/y', 'user'],
    ['/pagesClockin/x', 'clockin'],
    ['/pagesPublic/x/index', 'content'],
    ['/pages/news/detail?id=3', 'content'],
    ['/pages/news/detail/', 'content'],
    ['pages/exam/index', 'exam'],
    ['/pages/unknown/index', undefined],
    ['/nowhere', undefined],
    ['/pagesExamX/a', undefined],
  ])('%s → %s', (path, area) => {
    expect(areaOfPath(path)).toBe(area);
  });
});

describe('normalizePath', () => {
  it.each([
    ['/', '/'],
    ['', '/'],
    ['/?a=1', '/'],
    ['/pages/index/index', '/pages/index/index'],
    ['/pages/index/index/', '/pages/index/index'],
    ['/pages/index/index?x=1&y=2', '/pages/index/index'],
    ['/pages/index/index#top', '/pages/index/index'],
    ['/pages/index/index/?x=1', '/pages/index/index'],
    ['pages/index/index', '/pages/index/index'],
  ])('%j → %j', (input, expected) => {
    expect(normalizePath(input)).toBe(expected);
  });
});

describe('tab bar', () => {
  it('has the five spec tabs in order', () => {
    expect(TAB_ROUTES.map((tab) => [tab.index, tab.path])).toEqual([
      [0, '/'],
      [1, '/pages/material/category'],
      [2, '/pages/college/index'],
      [3, '/pages/news/list'],
      [4, '/pages/user/index'],
    ]);
  });

  it.each([
    ['/', 0],
    ['/pages/index/index', 0],
    ['/pages/index/index?from=login', 0],
    ['/pages/material/category', 1],
    ['/pages/college/index/', 2],
    ['/pages/news/list', 3],
    ['/pages/user/index', 4],
    ['/pages/news/detail', undefined],
    ['/pagesUser/set/index', undefined],
  ])('%s selects tab %s', (path, index) => {
    expect(tabIndexOfPath(path)).toBe(index);
  });

  it('treats / and /pages/index/index as home', () => {
    expect(isHomePath('/')).toBe(true);
    expect(isHomePath('/pages/index/index/')).toBe(true);
    expect(isHomePath('/pages/index/guide')).toBe(false);
  });
});

describe('page chrome', () => {
  const hidden = [
    '/pages/login/index',
    '/',
    '/pages/index/index',
    '/pages/exam/index',
    '/pagesUser/questionnaire/index',
  ];
  const pullDown = ['/', '/pages/index/index', '/pages/material/category', '/pages/news/list'];

  it.each(SPEC_ALL_ROUTES)('%s: nav bar and pull-down refresh as the spec says', (path) => {
    expect(hidesNavBar(path)).toBe(hidden.includes(path));
    expect(hasPullDownRefresh(path)).toBe(pullDown.includes(path));
  });
});

describe('CROSS_AREA_LINKS', () => {
  it.each([
    [CROSS_AREA_LINKS.coursePlayer(12), '/pagesTrain/course/player?id=12'],
    [CROSS_AREA_LINKS.coursePlayer(12, 305), '/pagesTrain/course/player?id=12&lessonId=305'],
    [CROSS_AREA_LINKS.cashier(88), '/pagesTrain/payment/payment?id=88'],
  ])('%s is %s', (link, expected) => {
    expect(link).toBe(expected);
  });
});
