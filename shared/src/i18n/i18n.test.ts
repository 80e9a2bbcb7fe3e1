import { createI18n, setLanguage } from './create-i18n';
import { LANGUAGE_STORAGE_KEY, detectLanguage, resolveLanguage } from './language';
import { ERROR_CATALOGUE } from '../errors/error-catalogue';
import { en, type Messages } from './messages-en';
import { zhCN } from './messages-zh-cn';
import { textPart } from './part-selection';
import { createTranslate, translateEnglish } from './translate';

function mockBrowserLanguages(languages: readonly string[]): void {
  jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(languages);
  jest.spyOn(window.navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
}

afterEach(() => {
  localStorage.clear();
});

describe('catalogues', () => {
  it('have identical key sets', () => {
    expect(Object.keys(zhCN).sort()).toEqual(Object.keys(en).sort());
  });

  it('must share one key set, or the code does not compile', () => {
    const { 'tab.home': _dropped, ...missingOne } = en;
    // @ts-expect-error a catalogue lacking a key is not a Messages
    const _incomplete: Messages = missingOne;
    // @ts-expect-error a catalogue with an unknown key is not a Messages
    const _extra: Messages = { ...en, 'tab.unknown': 'x' };
    expect(Object.keys(missingOne)).not.toContain('tab.home');
  });

  it('have no empty text', () => {
    for (const catalogue of [en, zhCN]) {
      for (const text of Object.values(catalogue)) expect(text.trim()).not.toBe('');
    }
  });

  it.each([
    ['guard.loginFirst', 'please log in first', '请先登录'],
    ['guard.joinTeamFirst', 'please join a team first', '请先加入团队'],
    ['session.expired', 'Your login has expired', '登录已过期'],
    ['session.loginFirst', 'Please log in first', '请先登录'],
    ['session.loginFirstStrict', 'Please log in first!', '请先登录！'],
    ['session.loginAgain', 'Please log in again', '请重新登录'],
    ['error.requestFailed', 'Request to interface failed', '请求接口失败'],
    ['network.lost', 'oops, network signal lost', '哎呀，网络信号丢失'],
    ['network.timeout', 'Connection timed out, tap the screen to retry', '连接超时，点击屏幕重试'],
    ['page.tapToReload', 'Tap to reload', '点击重新加载'],
    ['timeAgo.justNow', 'just now', '刚刚'],
    ['tab.home', 'Home', '首页'],
    ['tab.materials', 'Materials', '资料'],
    ['tab.college', 'College', '商学院'],
    ['tab.news', 'News', '资讯'],
    ['tab.mine', 'Mine', '我的'],
    ['login.mobile', 'Mobile', '手机号'],
    ['login.password', 'Password', '密码'],
    ['login.submit', 'Log in', '登录'],
  ] as const)('%s reads %j / %j', (key, english, chinese) => {
    expect(en[key]).toBe(english);
    expect(zhCN[key]).toBe(chinese);
  });

  it('has the six empty states', () => {
    for (const state of ['data', 'coupon', 'cart', 'address', 'search', 'invoiceTitle']) {
      expect(Object.keys(en)).toContain(`empty.${state}`);
    }
  });
});

describe('resolveLanguage', () => {
  it.each([
    ['zh', 'zh-CN'],
    ['zh-CN', 'zh-CN'],
    ['zh-cn', 'zh-CN'],
    ['zh-TW', 'zh-CN'],
    ['zh-Hans-SG', 'zh-CN'],
    ['en', 'en'],
    ['en-GB', 'en'],
    ['fr-FR', 'en'],
    ['', 'en'],
    [undefined, 'en'],
  ])('%j → %s', (tag, language) => {
    expect(resolveLanguage(tag)).toBe(language);
  });
});

describe('createI18n', () => {
  it('follows a Chinese browser by default', () => {
    mockBrowserLanguages(['zh-CN', 'en']);
    const i18n = createI18n();
    expect(i18n.language).toBe('zh-CN');
    expect(i18n.t('guard.loginFirst')).toBe('请先登录');
  });

  it('follows any other browser language as English', () => {
    mockBrowserLanguages(['de-DE', 'zh-CN']);
    const i18n = createI18n();
    expect(i18n.language).toBe('en');
    expect(i18n.t('network.lost')).toBe('oops, network signal lost');
  });

  it('does not store the language it merely detected', () => {
    mockBrowserLanguages(['zh-CN']);
    createI18n();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
  });

  it('switches language and persists the choice', async () => {
    mockBrowserLanguages(['en-US']);
    const i18n = createI18n();
    await setLanguage(i18n, 'zh-CN');
    expect(i18n.language).toBe('zh-CN');
    expect(i18n.t('tab.mine')).toBe('我的');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('zh-CN');

    // A new instance (next visit) takes the stored choice over the browser's language.
    expect(detectLanguage()).toBe('zh-CN');
    expect(createI18n().language).toBe('zh-CN');
  });

  it('persists a switch made directly through i18next (react-i18next does this)', async () => {
    const i18n = createI18n('zh-CN');
    await i18n.changeLanguage('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(i18n.t('tab.mine')).toBe('Mine');
  });

  it('maps an explicit language tag onto a supported one', () => {
    expect(createI18n('zh-TW').language).toBe('zh-CN');
    expect(createI18n('ja').language).toBe('en');
  });

  it('ignores a stored value that is not a supported language', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'klingon');
    mockBrowserLanguages(['zh-CN']);
    expect(createI18n().language).toBe('zh-CN');
  });

  it('still works when storage throws (private mode)', async () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    mockBrowserLanguages(['en']);
    const i18n = createI18n();
    await setLanguage(i18n, 'zh-CN');
    expect(i18n.t('tab.home')).toBe('首页');
  });

  it('pluralises and interpolates, without escaping', () => {
    const i18n = createI18n('en');
    expect(i18n.t('timeAgo.hours', { count: 1 })).toBe('1 hour ago');
    expect(i18n.t('timeAgo.hours', { count: 3 })).toBe('3 hours ago');
    expect(i18n.t('validation.code', { length: 6 })).toBe('Enter the 6-digit code');
    expect(i18n.t('login.resendIn', { seconds: '<60>' })).toBe('Resend in <60> s');
  });

  it('keeps instances independent', async () => {
    const first = createI18n('en');
    const second = createI18n('en');
    await second.changeLanguage('zh-CN');
    expect(first.language).toBe('en');
  });
});

describe('createTranslate (no i18next)', () => {
  it('agrees with i18next on plurals and values', () => {
    const i18n = createI18n('en');
    for (const count of [1, 2, 5]) {
      expect(translateEnglish('timeAgo.days', { count })).toBe(i18n.t('timeAgo.days', { count }));
    }
    expect(createTranslate(zhCN)('timeAgo.minutes', { count: 1 })).toBe('1分钟前');
  });

  it('leaves an unknown placeholder as written', () => {
    expect(translateEnglish('validation.code')).toBe('Enter the {{length}}-digit code');
  });

  it('knows every text of the error catalogue, which the request client writes in English', () => {
    const keys = Object.values(ERROR_CATALOGUE).flatMap((row) =>
      'key' in row.text ? [row.text.key] : [],
    );
    expect(keys.length).toBeGreaterThan(3);
    for (const key of keys) expect(translateEnglish(key)).toBe(en[key]);
  });
});

describe('catalogues fetched on demand', () => {
  it('fetches only the language shown, and another one on a switch', async () => {
    await jest.isolateModulesAsync(async () => {
      // A fresh module registry: no catalogue has been loaded or registered in it.
      const fresh = await import('./create-i18n');
      const i18n = fresh.createI18n('zh-CN');
      await i18n.loadLanguages('zh-CN');
      expect(i18n.t('tab.home')).toBe(zhCN['tab.home']);
      // No fallback language: a Chinese reader never downloads the English texts.
      expect(i18n.hasResourceBundle('en', 'translation')).toBe(false);
      await i18n.changeLanguage('en');
      expect(i18n.t('tab.home')).toBe(en['tab.home']);
    });
  });
});

describe('catalogue parts (home starts with the start part)', () => {
  it.each([
    ['en', en],
    ['zh-CN', zhCN],
  ] as const)('split the %s catalogue in two, every text in exactly one part', (_language, all) => {
    const start = textPart(all, 'start');
    const rest = textPart(all, 'rest');
    expect({ ...start, ...rest }).toEqual(all);
    expect(Object.keys(start).filter((key) => key in rest)).toEqual([]);
  });

  it("start with the core and shell texts and those of home, and leave the areas' pages to the rest", () => {
    const start = textPart(en, 'start');
    for (const key of [
      'tab.home',
      'guard.loginFirst',
      'login.welcome',
      'area.more',
      'train.widget.recommended',
      'train.course.free',
      'exam.paper.deadline',
      'user.sign.done',
      'clockin.task.clockInAction',
    ] as const)
      expect([key, start[key]]).toEqual([key, en[key]]);
    for (const key of ['exam.home.practised', 'user.sign.rules', 'page.exam.index'])
      expect(Object.keys(start)).not.toContain(key);
    // A fraction of the catalogue.
    expect(Object.keys(start).length).toBeLessThan(Object.keys(en).length / 3);
  });

  it('are fetched one by one; a part arriving later is added to the instance and announced', async () => {
    await jest.isolateModulesAsync(async () => {
      const catalogues = await import('./catalogues');
      const fresh = await import('./create-i18n');
      await catalogues.loadTextParts('en', ['start']);
      expect(catalogues.hasTextParts('en', ['start'])).toBe(true);
      expect(catalogues.hasTextParts('en')).toBe(false);
      const i18n = fresh.createI18n('en');
      expect(i18n.t('tab.home')).toBe('Home');

      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      expect(i18n.t('exam.home.practised')).toBe('exam.home.practised');
      expect(warn).toHaveBeenCalledWith(
        'Text "exam.home.practised" (en) was shown before its part of the catalogue loaded',
      );

      const added = jest.fn();
      i18n.store.on('added', added);
      await catalogues.loadTextParts('en');
      expect(i18n.t('exam.home.practised')).toBe(en['exam.home.practised']);
      expect(added).toHaveBeenCalledWith('en', 'translation', expect.any(Object));
      // The whole catalogue, the other language untouched.
      expect(await catalogues.loadMessages('en')).toEqual(en);
      expect(catalogues.hasTextParts('zh-CN', ['start'])).toBe(false);
    });
  });

  it('are completed on a switch back to a language first shown in part', async () => {
    await jest.isolateModulesAsync(async () => {
      const catalogues = await import('./catalogues');
      const fresh = await import('./create-i18n');
      await catalogues.loadTextParts('en', ['start']);
      const i18n = fresh.createI18n('en');
      await i18n.changeLanguage('zh-CN');
      expect(i18n.t('exam.home.practised')).toBe(zhCN['exam.home.practised']);
      await i18n.changeLanguage('en');
      await catalogues.loadTextParts('en');
      expect(i18n.t('exam.home.practised')).toBe(en['exam.home.practised']);
    });
  });
});
