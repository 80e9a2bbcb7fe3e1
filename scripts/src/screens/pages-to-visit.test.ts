import { checkAccess } from '../../../shared/src/access/check-access';
import { ALL_PATHS, PATHS } from '../../../shared/src/paths';
import { contactSheet } from './contact-sheet';
import { READERS, readerOf } from './pages-to-visit';

describe('readerOf: the reader each page is made for', () => {
  it.each([
    [PATHS.shell.root, 'visitor'],
    [PATHS.shell.login, 'visitor'],
    [PATHS.content.newsDetail, 'visitor'],
    [PATHS.train.coursePlayer, 'visitor'],
    [PATHS.user.agreement, 'visitor'],
    [PATHS.content.college, 'joined'],
    [PATHS.user.index, 'joined'],
    [PATHS.exam.paper, 'joined'],
    [PATHS.user.bind, 'notJoined'],
    [PATHS.user.bindInvite, 'notJoined'],
    [PATHS.user.bindState, 'pending'],
    [PATHS.user.teamCode, 'shopManager'],
    [PATHS.user.afficheRead, 'shopManager'],
    [PATHS.train.compulsoryTeam, 'shopManager'],
    [PATHS.user.teamList, 'areaManager'],
  ] as const)('%s → %s', (route, reader) => {
    expect(readerOf(route)).toBe(reader);
  });

  it('gives every route a reader the guard lets in', () => {
    const now = Date.now();
    for (const route of ALL_PATHS) {
      const { mobile, isCheck } = READERS[readerOf(route)];
      const session = mobile
        ? { token: 't', exp: now / 1000 + 60, isCheck, now }
        : { token: null, isCheck: undefined, now };
      expect([route, checkAccess(route, session).kind]).toEqual([route, 'allow']);
    }
  });
});

describe('contactSheet', () => {
  const shot = (path: string, language: string, width: number) => ({
    route: path.split('?')[0]!,
    path,
    reader: 'joined staff',
    language,
    width,
    file: `${path.replace(/\W+/g, '-')}__${language}__${width}.png`,
    notes: [] as string[],
  });

  it('groups shots by route, labels each and links the full picture', () => {
    const html = contactSheet(
      [
        shot('/pages/news/detail?id=1', 'en', 375),
        shot('/pages/user/index', 'en', 375),
        shot('/pages/news/detail?id=1', 'zh-CN', 960),
      ],
      'Screens',
    );
    expect(html.match(/<section /g)).toHaveLength(2);
    expect(html).toContain('/pages/news/detail?id=1 · joined staff · zh-CN · 960 px');
    expect(html).toContain('<a href="-pages-news-detail-id-1__en__375.png">');
  });

  it('escapes what it shows', () => {
    const html = contactSheet(
      [{ ...shot('/pages/search/list?keyword=<b>', 'en', 375), notes: ['redirected to "/"'] }],
      'Screens',
    );
    expect(html).not.toContain('<b>');
    expect(html).toContain('&#60;b&#62;');
    expect(html).toContain('redirected to &#34;/&#34;');
  });
});
