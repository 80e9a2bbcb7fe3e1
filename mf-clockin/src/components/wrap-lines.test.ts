import { wrapLines, type MeasureText } from './wrap-lines';

// Every character one unit wide: widths are character counts, so each case reads at a glance.
const measure: MeasureText = (text) => [...text].length;

describe('wrapLines', () => {
  it.each([
    {
      why: 'a text that fits stays one line',
      text: '每日晨会巡检打卡',
      width: 10,
      lines: 2,
      expected: ['每日晨会巡检打卡'],
    },
    {
      why: 'Chinese breaks between characters',
      text: '每天完成晨会与陈列巡检',
      width: 5,
      lines: 3,
      expected: ['每天完成晨', '会与陈列巡', '检'],
    },
    {
      why: 'no line starts with a comma: the last character goes down with it',
      text: '门店备战期间，每天完成晨会与陈列巡检打卡，全力冲刺销售目标。',
      width: 20,
      lines: 2,
      expected: ['门店备战期间，每天完成晨会与陈列巡检打', '卡，全力冲刺销售目标。'],
    },
    {
      why: 'no line starts with a full stop',
      text: '请上传晨会照片。谢谢',
      width: 7,
      lines: 2,
      expected: ['请上传晨会照', '片。谢谢'],
    },
    {
      why: 'no line starts with two closing marks in a row',
      text: '店长说“完成了。”大家鼓掌',
      width: 8,
      lines: 2,
      expected: ['店长说“完成', '了。”大家鼓掌'],
    },
    {
      why: 'no line ends with an opening bracket',
      text: '产品知识（第一期）挑战',
      width: 5,
      lines: 3,
      expected: ['产品知识', '（第一期）', '挑战'],
    },
    {
      why: 'text with spaces breaks between words',
      text: 'Clock in every day this week',
      width: 12,
      lines: 3,
      expected: ['Clock in', 'every day', 'this week'],
    },
    {
      why: 'a cut text ends with an ellipsis that fits',
      text: '门店备战期间每天完成晨会',
      width: 7,
      lines: 1,
      expected: ['门店备战期间…'],
    },
    {
      why: 'no comma is left dangling before the ellipsis',
      text: '门店备战期间，每天完成',
      width: 8,
      lines: 1,
      expected: ['门店备战期间…'],
    },
    {
      why: 'a cut English text ends on a whole word and the ellipsis',
      text: 'Join the daily clock-in challenge today',
      width: 14,
      lines: 2,
      expected: ['Join the daily', 'clock-in…'],
    },
    { why: 'nothing to draw gives no line', text: '', width: 10, lines: 2, expected: [] },
  ])('$why', ({ text, width, lines, expected }) => {
    const wrapped = wrapLines(measure, text, width, lines);
    expect(wrapped).toEqual(expected);
    for (const line of wrapped) expect(measure(line)).toBeLessThanOrEqual(width);
  });

  it('never starts a line with closing punctuation, whatever the width', () => {
    const text = '门店备战期间，每天完成晨会与陈列巡检打卡，全力冲刺销售目标。坚持打卡、赢取积分！';
    for (let width = 3; width <= 24; width += 1) {
      for (const line of wrapLines(measure, text, width, 20).slice(1)) {
        expect(line).not.toMatch(/^[，。、！？）」”]/u);
      }
    }
  });
});
