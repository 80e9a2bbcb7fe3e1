import { answerText, withJudgeLabels } from './answer-text';

const judge = {
  type: 'judge' as const,
  options: [
    { key: 'T', text: '正确' },
    { key: 'F', text: '错误' },
  ],
};
const labels = { T: 'True', F: 'False' };

describe('answerText', () => {
  it('lists options with ASCII punctuation in English and the enumeration comma in Chinese', () => {
    const multiple = { type: 'multiple' as const, options: [] };
    expect(answerText(multiple, ['D', 'A', 'B'], 'en')).toBe('A, B, D');
    expect(answerText(multiple, ['D', 'A', 'B'], 'zh-CN')).toBe('A、B、D');
  });

  it('names true/false answers by their option text and keeps blanks apart with a slash', () => {
    expect(answerText(withJudgeLabels(judge, labels), ['T'], 'en')).toBe('True');
    expect(answerText(judge, ['F'], 'zh-CN')).toBe('错误');
    expect(answerText({ type: 'fill', options: [] }, ['三声内', '十秒'], 'en')).toBe(
      '三声内 / 十秒',
    );
  });
});

describe('withJudgeLabels', () => {
  it("puts the reader's words on true/false options and leaves other questions alone", () => {
    expect(withJudgeLabels(judge, labels).options.map((o) => o.text)).toEqual(['True', 'False']);
    const single = { type: 'single' as const, options: [{ key: 'A', text: '1分钟内' }] };
    expect(withJudgeLabels(single, labels)).toBe(single);
  });
});
