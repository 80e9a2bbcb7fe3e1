import fs from 'node:fs';
import path from 'node:path';
import { ApiError, badInput, forbidden, notFound, refuse } from '../src/http/api-error';
import {
  LANGUAGES,
  TEXTS,
  languageOf,
  parseParams,
  render,
  renderStored,
  say,
  text,
  type Language,
  type TextKey,
} from '../src/texts';

const placeholders = (template: string): string[] =>
  [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').sort();

/** Full-width and CJK punctuation, CJK ideographs: none of them belong in an English text. */
const NOT_ENGLISH = /[\u3000-\u303F\u4E00-\u9FFF\uFF00-\uFFEF\u2018\u2019\u201C\u201D]/;
const FULL_WIDTH_PUNCTUATION = /[\u3000-\u303F\uFF01-\uFF0F\uFF1A-\uFF20\u2018\u2019\u201C\u201D]/;
const CJK = /[\u4E00-\u9FFF]/;

describe('the language of a request (Accept-Language)', () => {
  it.each([
    [undefined, 'zh-CN'],
    ['', 'zh-CN'],
    ['en', 'en'],
    ['en-US', 'en'],
    ['EN-gb', 'en'],
    ['zh', 'zh-CN'],
    ['zh-CN', 'zh-CN'],
    ['zh-Hans-CN', 'zh-CN'],
    ['zh-TW', 'zh-CN'],
    ['fr-FR', 'zh-CN'],
    ['*', 'zh-CN'],
    ['fr-FR,en;q=0.8', 'en'],
    ['zh-CN,zh;q=0.9,en;q=0.8', 'zh-CN'],
    ['en-US,en;q=0.9,zh-CN;q=0.8', 'en'],
    ['zh;q=0.5,en;q=0.9', 'en'],
    ['en;q=0,zh', 'zh-CN'],
    ['en;q=abc,zh;q=0.1', 'zh-CN'],
    [['en-US', 'zh'], 'en'],
  ] as const)('%j reads %s', (header, expected) => {
    expect(languageOf(header)).toBe(expected);
  });
});

describe('the text catalogue', () => {
  const entries = Object.entries(TEXTS) as [TextKey, Record<Language, string>][];

  it('has every text in both languages', () => {
    for (const [key, entry] of entries) {
      for (const language of LANGUAGES)
        expect([key, entry[language].trim()]).not.toEqual([key, '']);
    }
  });

  it('writes English without Chinese characters or full-width punctuation', () => {
    const offending = entries.filter(([, entry]) => NOT_ENGLISH.test(entry.en)).map(([k]) => k);
    expect(offending).toEqual([]);
  });

  it('writes Chinese in Chinese', () => {
    const placeholderOnly = (template: string) => template.replace(/\{\w+\}/g, '').trim() === '';
    const english = entries
      .filter(([, entry]) => !placeholderOnly(entry['zh-CN']) && !CJK.test(entry['zh-CN']))
      .map(([k]) => k);
    expect(english).toEqual([]);
  });

  // Chinese may leave out what only a developer needs (a field path); it never needs more, except
  // where it counts from 1 what English names by index.
  const CHINESE_ONLY = new Map<TextKey, string[]>([
    ['input.photoNotUploaded', ['number']],
    ['input.photoTwice', ['number']],
  ]);
  it.each(entries.map(([key]) => key))(
    '%s: the Chinese uses only parameters it is given',
    (key) => {
      const en = placeholders(TEXTS[key].en);
      const zh = placeholders(TEXTS[key]['zh-CN']);
      const allowed = [...en, ...(CHINESE_ONLY.get(key) ?? [])];
      expect(zh.filter((p) => !allowed.includes(p))).toEqual([]);
    },
  );

  it.each([
    [
      'payment.rechargeByBalance',
      {},
      'A recharge cannot be paid from the balance',
      '充值订单不能用余额支付',
    ],
    [
      'sms.wait',
      { seconds: 42 },
      'Please wait 42 s before requesting another code',
      '请 42 秒后再获取验证码',
    ],
    ['order.recharge', { amount: '50.00' }, 'Recharge ¥50.00', '账户充值 ¥50.00'],
    [
      'order.rechargeBonus',
      { amount: '100.00', bonus: '5.00' },
      'Recharge ¥100.00 (+¥5.00 bonus)',
      '账户充值 ¥100.00（赠送 ¥5.00）',
    ],
    ['ledger.sign_in', {}, 'Daily check-in', '每日签到'],
    ['ledger.clockin', {}, 'Clock-in reward', '打卡奖励'],
    [
      'paper.mockMany',
      { first: '冰箱', second: '空调', count: 3 },
      'Mock exam · 冰箱, 空调 and more (3 chapters)',
      '模拟卷 · 冰箱、空调等3章',
    ],
    ['notice.joinApproved.title', { team: 'A队', shop: 'A店' }, 'Joined A队', '已加入A队'],
    ['person.deleted', {}, 'Deleted user', '已注销用户'],
    ['validation.required', { field: 'mobile' }, 'mobile is required', '缺少 mobile'],
  ] as const)('renders %s in both languages', (key, params, en, zh) => {
    const value = { key: key as TextKey, params };
    expect(render(value, 'en')).toBe(en);
    expect(render(value, 'zh-CN')).toBe(zh);
  });

  it('leaves a placeholder it has no value for as it is, so a missing value shows', () => {
    expect(render({ key: 'sms.wait', params: {} }, 'en')).toBe(
      'Please wait {seconds} s before requesting another code',
    );
  });

  it.each([
    ['order.', 'recharge', '{"amount":"50.00"}', 'Recharge ¥50.00'],
    ['order.', 'course', '{"course":"顾问式销售五步法"}', '顾问式销售五步法'],
    ['ledger.', 'sign_in', null, 'Daily check-in'],
    ['ledger.', 'something_new', null, 'Points change'],
    ['order.', 'unknown', '{"course":"x"}', 'x'],
    ['order.', 'course', 'not json', '{course}'],
  ] as const)('renders stored %s%s (%s)', (prefix, kind, params, expected) => {
    const fallback: TextKey = prefix === 'order.' ? 'order.course' : 'ledger.other';
    expect(renderStored(prefix, kind, params, 'en', fallback)).toBe(expected);
  });

  it.each([
    ['{"a":"x","n":2}', { a: 'x', n: 2 }],
    ['{"a":{"nested":1},"b":true,"c":"ok"}', { c: 'ok' }],
    ['[1,2]', {}],
    ['null', {}],
    ['', {}],
    [null, {}],
  ] as const)('parses stored parameters %j', (json, expected) => {
    expect(parseParams(json)).toEqual(expected);
  });
});

describe('refusals carry a text, rendered for the reader', () => {
  it.each([
    [
      'a rule (code 1)',
      refuse('payment.rechargeByPoints'),
      1,
      'A recharge cannot be paid with points',
      '充值订单不能用积分支付',
    ],
    ['an unknown id (404)', notFound('order'), 404, 'Order not found', '订单不存在'],
    [
      'a permission (403)',
      forbidden('team.areaManagersOnly'),
      403,
      'Only area managers manage an area',
      '只有区域经理可以管理区域',
    ],
    [
      'a rule with a parameter',
      refuse('login.tooManyForMobile', { minutes: 3 }),
      1,
      'Too many failed login attempts for this number; try again in 3 min',
      '该手机号登录失败次数过多，请 3 分钟后再试',
    ],
  ] as const)('%s', (_name, error: ApiError, code, en, zh) => {
    expect(error.code).toBe(code);
    expect(error.message).toBe(en);
    expect(render(error.text, 'en')).toBe(en);
    expect(render(error.text, 'zh-CN')).toBe(zh);
  });

  it('bad input too', () => {
    const error = badInput('input.answerBlanks', { blanks: 2 });
    expect(error.message).toBe('answer must have 2 text(s), one per blank');
    expect(render(error.text, 'zh-CN')).toBe('请为 2 个空分别填写答案');
    expect(say('zh-CN', 'input.photoTwice', { index: 0, number: 1 })).toBe('第 1 张照片重复了');
    expect(text('course.free')).toEqual({ key: 'course.free', params: {} });
  });
});

describe('the API source', () => {
  const srcDir = path.join(__dirname, '..', 'src');
  const files = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
      const full = path.join(dir, d.name);
      if (d.isDirectory()) return full.endsWith(`${path.sep}seed`) ? [] : files(full);
      return full.endsWith('.ts') ? [full] : [];
    });

  it('writes no full-width punctuation into an English line (seeded content aside)', () => {
    const offending = files(srcDir).flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .map((line, i) => ({ line, at: `${path.relative(srcDir, file)}:${i + 1}` }))
        .filter(({ line }) => FULL_WIDTH_PUNCTUATION.test(line) && !CJK.test(line))
        .map(({ at, line }) => `${at} ${line.trim()}`),
    );
    expect(offending).toEqual([]);
  });

  it('keeps every sentence of a refusal in the catalogue, not in a handler', () => {
    const literal = /\b(refuse|forbidden|unauthorized|badInput)\(\s*['"`][^'"`]*\s/;
    const offending = files(path.join(srcDir, 'features')).filter((file) =>
      literal.test(fs.readFileSync(file, 'utf8')),
    );
    expect(offending).toEqual([]);
  });
});
