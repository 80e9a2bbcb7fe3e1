// Pure logic of check (d); runs with the browser suite (its global setup composes the app).
import { collectStrings, textsInOtherLanguage } from './language-check';

describe('textsInOtherLanguage', () => {
  const content = new Set<string>();
  collectStrings(
    { data: { list: [{ name: '空调产品知识' }, { name: '空调' }], body: '<h2>会议议程</h2>' } },
    content,
  );

  it.each([
    // [text, page language, reported?]
    ['Settings', 'en', false],
    ['设置', 'zh-CN', false],
    ['设置', 'en', true],
    ['Settings', 'zh-CN', true],
    ['Send', 'zh-CN', true],
    ['train.test.finishFirst', 'en', true],
    ['Finish the course before taking its test', 'zh-CN', true],
    ['iPhone', 'zh-CN', false],
    ['YJ-BD5K-YHQ3-M3MB', 'zh-CN', false],
    ['YJ-ABCD-EFGH-JKMN', 'zh-CN', false],
    ['Valid Certificate Of Completion', 'zh-CN', true],
    ['空调产品知识 (4)', 'en', false],
    ['会议议程', 'en', false],
    ['手写的标题', 'en', true],
    ['12/03, 09:00 · 空调', 'en', false],
  ] as const)('%j on a %s page: reported %s', (text, language, reported) => {
    expect(textsInOtherLanguage([text], language, content).length > 0).toBe(reported);
  });
});
