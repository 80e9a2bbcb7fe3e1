import { seededKind } from '../../texts';
import type { SeedContext } from '../context';
import { cover } from '../media/catalogue';
import { randomFor, type Random } from '../random';
import { DAY } from '../time';
import { flag, json } from '../writer';
import { QUESTION_CHAPTERS } from './question-facts';

export type QuestionType = 'single' | 'multiple' | 'judge' | 'fill';

export type SeededQuestion = {
  id: number;
  bankId: number;
  chapterId: number;
  chapterName: string;
  type: QuestionType;
  answer: string[];
  /** A plausible wrong answer, for seeded attempts and practice. */
  wrong: string[];
};

export type QuestionBank = {
  bankIds: number[];
  chapters: { id: number; bankId: number; name: string }[];
  questions: SeededQuestion[];
};

type Draft = {
  type: QuestionType;
  stem: string;
  options: { key: string; text: string }[];
  answer: string[];
  wrong: string[];
  explanation: string;
  difficulty: 1 | 2 | 3;
};

/** The bracket a choice question's answer goes in, with an ideographic space inside. */
const CHOICE_BLANK = '（\u3000）';
const KEYS = ['A', 'B', 'C', 'D', 'E', 'F'];
const JUDGE_OPTIONS = [
  { key: 'T', text: '正确' },
  { key: 'F', text: '错误' },
];
/** Fill-in answers longer than this make poor blanks; such facts get a second judge instead. */
const MAX_FILL_ANSWER = 8;

const BANKS = [
  {
    name: '岗位通用题库',
    description: '企业文化、服务、销售、运营、安全与收银等岗位通用知识。',
    chapters: [
      '企业文化与制度',
      '门店服务规范',
      '销售技巧',
      '陈列与门店运营',
      '安全与消防',
      '售后与客诉处理',
      '收银与财务规范',
    ],
  },
  {
    name: '产品知识题库',
    description: '冰箱、空调、洗衣机、厨卫与生活电器的产品知识。',
    chapters: ['冰箱产品知识', '空调产品知识', '洗衣机产品知识', '厨卫电器知识', '生活电器知识'],
  },
];

function keyed(texts: readonly string[]): { key: string; text: string }[] {
  return texts.map((text, i) => ({ key: KEYS[i] as string, text }));
}

function judge(lead: string, right: string, shown: string): Draft {
  const truth = shown === right;
  return {
    type: 'judge',
    stem: `${lead}${shown}。`,
    options: JUDGE_OPTIONS,
    answer: [truth ? 'T' : 'F'],
    wrong: [truth ? 'F' : 'T'],
    explanation: truth ? `表述正确：${lead}${right}。` : `表述错误，正确说法是：${lead}${right}。`,
    difficulty: 1,
  };
}

function fromFact(fact: string, index: number, rng: Random): Draft[] {
  const [lead = '', right = '', ...wrongs] = fact.split('|');
  const options = keyed(rng.shuffle([right, ...wrongs]));
  const keyOf = (text: string): string => options.find((o) => o.text === text)?.key ?? 'A';
  const single: Draft = {
    type: 'single',
    stem: `${lead}${CHOICE_BLANK}。`,
    options,
    answer: [keyOf(right)],
    wrong: [keyOf(wrongs[0] ?? '')],
    explanation: `${lead}${right}。`,
    difficulty: index % 3 === 2 ? 2 : 1,
  };
  const drafts = [single, judge(lead, right, index % 2 === 0 ? right : (wrongs[0] ?? ''))];
  if (right.length <= MAX_FILL_ANSWER) {
    drafts.push({
      type: 'fill',
      stem: `${lead}____。`,
      options: [],
      answer: [right],
      wrong: [wrongs[1] ?? ''],
      explanation: `${lead}${right}。`,
      difficulty: 2,
    });
  } else {
    drafts.push(judge(lead, right, index % 2 === 0 ? (wrongs[1] ?? '') : right));
  }
  return drafts;
}

/**
 * Two multiple-choice questions from one set, each with a stem of its own (a bank never asks the
 * same thing twice): pick every option that fits; then, under the negative stem, pick the ones
 * that do not (the wrong options, beside two of the right ones).
 */
function fromSet(set: string, rng: Random): Draft[] {
  const [stem = '', rightText = '', wrongText = '', negativeStem = ''] = set.split('|');
  if (!negativeStem) throw new Error(`question set without a negative stem: ${stem}`);
  const rights = rightText.split(',');
  const wrongs = wrongText.split(',');
  const variants = [
    { stem, shown: [...rights, ...wrongs], chosen: rights, difficulty: 3 as const },
    {
      stem: negativeStem,
      shown: [...rights.slice(-2), ...wrongs],
      chosen: wrongs,
      difficulty: 2 as const,
    },
  ];
  return variants.map((v) => {
    const options = keyed(rng.shuffle(v.shown));
    const answer = options.filter((o) => v.chosen.includes(o.text)).map((o) => o.key);
    return {
      type: 'multiple',
      stem: `${v.stem}${CHOICE_BLANK}。`,
      options,
      answer,
      wrong: answer.slice(0, -1),
      explanation: `正确选项：${v.chosen.join('、')}。`,
      difficulty: v.difficulty,
    };
  });
}

/** Question banks, chapters and the generated questions (all four types in every chapter). */
export function seedQuestionBank(ctx: SeedContext): QuestionBank {
  const { write, now } = ctx;
  const rng = randomFor('questions');
  const bankIds: number[] = [];
  const chapters: QuestionBank['chapters'] = [];
  const questions: SeededQuestion[] = [];

  BANKS.forEach((bank, b) => {
    const bankId = write.insert('question_banks', {
      name: bank.name,
      name_kind: seededKind('questionBank.', bank.name),
      description: bank.description,
      cover: cover('bank', b),
      sort: b,
    });
    bankIds.push(bankId);
    bank.chapters.forEach((name, c) => {
      const facts = QUESTION_CHAPTERS.find((ch) => ch.name === name);
      if (!facts) throw new Error(`no question facts for chapter ${name}`);
      const chapterId = write.insert('question_chapters', {
        bank_id: bankId,
        name,
        name_kind: seededKind('questionChapter.', name),
        sort: c,
      });
      chapters.push({ id: chapterId, bankId, name });
      const drafts = [
        ...facts.facts.flatMap((fact, i) => fromFact(fact, i, rng)),
        ...facts.sets.flatMap((set) => fromSet(set, rng)),
      ];
      for (const d of drafts) {
        const id = write.insert('questions', {
          bank_id: bankId,
          chapter_id: chapterId,
          type: d.type,
          stem: d.stem,
          options: json(d.options),
          answer: json(d.answer),
          explanation: d.explanation,
          difficulty: d.difficulty,
          is_featured: flag(rng.chance(0.12)),
          created_at: now - rng.int(30, 300) * DAY,
        });
        // Search shows a snippet of the body: the options only, never the explanation, which
        // would give the answer away before the question is answered. A judge's options are the
        // server's words (True / False), in the reader's language.
        if (d.type === 'judge') ctx.indexText('question', id, d.stem, 'judgeOptions', {});
        else
          ctx.index('question', id, d.stem, d.options.map((o) => `${o.key}. ${o.text}`).join(' '));
        questions.push({
          id,
          bankId,
          chapterId,
          chapterName: name,
          type: d.type,
          answer: d.answer,
          wrong: d.wrong,
        });
      }
    });
  });
  return { bankIds, chapters, questions };
}
