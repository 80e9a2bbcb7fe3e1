import type { SeedContext } from '../context';
import type { Catalogue } from '../training/courses';
import { randomFor, type Random } from '../random';
import { DAY } from '../time';
import { flag } from '../writer';
import type { QuestionBank, QuestionType, SeededQuestion } from './questions';

export type PaperQuestion = { question: SeededQuestion; score: number };

export type SeededPaper = {
  id: number;
  kind: 'exam' | 'mock';
  title: string;
  opensAt: number;
  deadlineAt: number | null;
  attemptsAllowed: number;
  passScore: number;
  totalScore: number;
  durationMinutes: number;
  questions: PaperQuestion[];
};

export type CourseTest = { courseId: number; questions: PaperQuestion[] };

type PaperData = {
  title: string;
  kind: 'exam' | 'mock';
  description: string;
  chapters: readonly string[] | 'all';
  /** Days from now; negative is in the past. */
  opensIn: number;
  deadlineIn: number | null;
  attempts: number;
};

/** 20 questions and 100 points: 8 single × 4, 4 multiple × 6, 6 judge × 4, 2 fill × 10. */
const LAYOUT: readonly (readonly [QuestionType, number, number])[] = [
  ['single', 8, 4],
  ['multiple', 4, 6],
  ['judge', 6, 4],
  ['fill', 2, 10],
];

const PAPERS: readonly PaperData[] = [
  {
    title: '岗位知识月度考核',
    kind: 'exam',
    description: '全员月度考核，覆盖岗位通用知识与产品知识。',
    chapters: 'all',
    opensIn: -20,
    deadlineIn: -3,
    attempts: 1,
  },
  {
    title: '门店服务月度考核',
    kind: 'exam',
    description: '全员月度考核，覆盖服务规范、销售技巧与产品知识，请在截止日期前完成。',
    chapters: 'all',
    opensIn: -1,
    deadlineIn: 13,
    attempts: 2,
  },
  {
    title: '新员工入职考试',
    kind: 'exam',
    description: '入职第一周完成，考查企业文化、服务规范与收银规范。',
    chapters: ['企业文化与制度', '门店服务规范', '收银与财务规范'],
    opensIn: -200,
    deadlineIn: null,
    attempts: 3,
  },
  {
    title: '冰箱产品知识测验',
    kind: 'exam',
    description: '冰箱品类导购必考。',
    chapters: ['冰箱产品知识'],
    opensIn: -30,
    deadlineIn: 30,
    attempts: 2,
  },
  {
    title: '空调产品知识测验',
    kind: 'exam',
    description: '空调旺季前的产品知识测验。',
    chapters: ['空调产品知识'],
    opensIn: -25,
    deadlineIn: 20,
    attempts: 2,
  },
  {
    title: '洗衣机产品知识测验',
    kind: 'exam',
    description: '洗衣机与洗烘套装产品知识。',
    chapters: ['洗衣机产品知识'],
    opensIn: -15,
    deadlineIn: 25,
    attempts: 2,
  },
  {
    title: '大促活动政策考试',
    kind: 'exam',
    description: '大促活动政策与销售技巧，活动开始前全员通过。',
    chapters: ['销售技巧', '陈列与门店运营'],
    opensIn: -5,
    deadlineIn: 9,
    attempts: 3,
  },
  {
    title: '消防安全知识考试',
    kind: 'exam',
    description: '年度消防安全考试。',
    chapters: ['安全与消防'],
    opensIn: -60,
    deadlineIn: 30,
    attempts: 2,
  },
  {
    title: '服务规范达标考试',
    kind: 'exam',
    description: '服务礼仪、客诉处理与售后规范。',
    chapters: ['门店服务规范', '售后与客诉处理'],
    opensIn: -40,
    deadlineIn: 20,
    attempts: 2,
  },
  {
    title: '店长管理能力考核',
    kind: 'exam',
    description: '面向店长与储备店长，下周开放。',
    chapters: ['陈列与门店运营', '售后与客诉处理', '收银与财务规范'],
    opensIn: 5,
    deadlineIn: 20,
    attempts: 1,
  },
  {
    title: '产品知识模拟卷（一）',
    kind: 'mock',
    description: '覆盖全部产品品类，可反复练习。',
    chapters: ['冰箱产品知识', '空调产品知识', '洗衣机产品知识', '厨卫电器知识', '生活电器知识'],
    opensIn: -90,
    deadlineIn: null,
    attempts: 0,
  },
  {
    title: '岗位通用模拟卷（一）',
    kind: 'mock',
    description: '岗位通用知识模拟练习。',
    chapters: [
      '企业文化与制度',
      '门店服务规范',
      '销售技巧',
      '陈列与门店运营',
      '安全与消防',
      '售后与客诉处理',
      '收银与财务规范',
    ],
    opensIn: -90,
    deadlineIn: null,
    attempts: 0,
  },
  {
    title: '综合模拟卷（二）',
    kind: 'mock',
    description: '综合全部章节的模拟考试。',
    chapters: 'all',
    opensIn: -30,
    deadlineIn: null,
    attempts: 0,
  },
];

/** Questions by type from the pool; missing ones are made up with single-choice questions. */
function compose(pool: readonly SeededQuestion[], rng: Random): PaperQuestion[] {
  const picked: PaperQuestion[] = [];
  const used = new Set<number>();
  for (const [type, count, score] of LAYOUT) {
    const candidates = pool.filter((q) => q.type === type && !used.has(q.id));
    const chosen = rng.sample(candidates, count);
    const fallback = rng.sample(
      pool.filter((q) => q.type === 'single' && !used.has(q.id) && !chosen.includes(q)),
      count - chosen.length,
    );
    for (const question of [...chosen, ...fallback]) {
      used.add(question.id);
      picked.push({ question, score });
    }
  }
  return picked;
}

/** Which question chapter tests each course category. */
const COURSE_TEST_CHAPTERS: Record<string, string> = {
  sales: '销售技巧',
  service: '门店服务规范',
  display: '陈列与门店运营',
  management: '陈列与门店运营',
  culture: '企业文化与制度',
  safety: '安全与消防',
  onboarding: '企业文化与制度',
};
const PRODUCT_TEST_CHAPTERS: readonly (readonly [string, string])[] = [
  ['冰箱', '冰箱产品知识'],
  ['空调', '空调产品知识'],
  ['洗', '洗衣机产品知识'],
  ['油烟|燃气|热水|洗碗|厨', '厨卫电器知识'],
];

function testChapterOf(title: string, category: string): string {
  if (category !== 'product') return COURSE_TEST_CHAPTERS[category] ?? '企业文化与制度';
  const match = PRODUCT_TEST_CHAPTERS.find(([pattern]) => new RegExp(pattern).test(title));
  return match ? match[1] : '生活电器知识';
}

export function seedPapers(ctx: SeedContext, bank: QuestionBank): SeededPaper[] {
  const { write, now } = ctx;
  const rng = randomFor('papers');
  const papers = PAPERS.map((data) => {
    const pool =
      data.chapters === 'all'
        ? bank.questions
        : bank.questions.filter((q) => data.chapters.includes(q.chapterName));
    const questions = compose(pool, rng);
    const totalScore = questions.reduce((sum, q) => sum + q.score, 0);
    const passScore = Math.round(totalScore * 0.6);
    const opensAt = now + data.opensIn * DAY;
    const deadlineAt = data.deadlineIn === null ? null : now + data.deadlineIn * DAY;
    const bankIds = new Set(questions.map((q) => q.question.bankId));
    const durationMinutes = data.kind === 'mock' ? 45 : 30;
    const id = write.insert('papers', {
      bank_id: bankIds.size === 1 ? ([...bankIds][0] ?? null) : null,
      kind: data.kind,
      title: data.title,
      description: data.description,
      duration_minutes: durationMinutes,
      total_score: totalScore,
      pass_score: passScore,
      attempts_allowed: data.attempts,
      opens_at: opensAt,
      deadline_at: deadlineAt,
      allow_review: flag(data.kind === 'mock' || data.deadlineIn === null || data.deadlineIn < 0),
      shuffle_questions: flag(data.kind === 'exam'),
      created_at: Math.min(now, opensAt) - 2 * DAY,
    });
    questions.forEach((q, sort) => {
      write.insert('paper_questions', {
        paper_id: id,
        question_id: q.question.id,
        score: q.score,
        sort,
      });
    });
    return {
      id,
      kind: data.kind,
      title: data.title,
      opensAt,
      deadlineAt,
      attemptsAllowed: data.attempts,
      passScore,
      totalScore,
      durationMinutes,
      questions,
    };
  });
  // Appended after the others (so their ids stay), and not returned: no seeded activity, study
  // route or notice refers to it, so it starts clean for everyone.
  seedIntegrityPaper(ctx, bank);
  return papers;
}

/**
 * The exam-integrity demo: per attempt, 5 single (8 points), 3 multiple (10) and 5 true/false (6)
 * questions drawn from a larger pool, both orders shuffled, 60 s per question, 2 leaves allowed.
 */
const INTEGRITY = {
  title: '诚信考试示范卷',
  description:
    '每次考试从题库抽题，题目与选项顺序因人而异；逐题作答，每题限时 60 秒；离开考试超过 2 次将自动交卷。',
  chapters: ['企业文化与制度', '门店服务规范', '安全与消防'],
  /** type, drawn per attempt, points each, pool size */
  draws: [
    ['single', 5, 8, 12],
    ['multiple', 3, 10, 6],
    ['judge', 5, 6, 10],
  ] as const,
  opensIn: -2,
  deadlineIn: 28,
  attempts: 3,
  durationMinutes: 20,
  questionSeconds: 60,
  leaveLimit: 2,
};

function seedIntegrityPaper(ctx: SeedContext, bank: QuestionBank): number {
  const { write, now } = ctx;
  const rng = randomFor('integrity-paper');
  const pool = bank.questions.filter((q) => INTEGRITY.chapters.includes(q.chapterName));
  const draws = INTEGRITY.draws.map(([type, count, score, poolSize]) => {
    const chosen = rng.sample(
      pool.filter((q) => q.type === type),
      poolSize,
    );
    if (chosen.length < poolSize) throw new Error(`integrity paper: too few ${type} questions`);
    return { type, count, score, chosen };
  });
  const totalScore = draws.reduce((sum, d) => sum + d.count * d.score, 0);
  const bankIds = new Set(draws.flatMap((d) => d.chosen.map((q) => q.bankId)));
  const opensAt = now + INTEGRITY.opensIn * DAY;
  const id = write.insert('papers', {
    bank_id: bankIds.size === 1 ? ([...bankIds][0] ?? null) : null,
    kind: 'exam',
    title: INTEGRITY.title,
    description: INTEGRITY.description,
    duration_minutes: INTEGRITY.durationMinutes,
    total_score: totalScore,
    pass_score: Math.round(totalScore * 0.6),
    attempts_allowed: INTEGRITY.attempts,
    opens_at: opensAt,
    deadline_at: now + INTEGRITY.deadlineIn * DAY,
    allow_review: 0,
    shuffle_questions: 1,
    shuffle_options: 1,
    question_seconds: INTEGRITY.questionSeconds,
    leave_limit: INTEGRITY.leaveLimit,
    created_at: opensAt - 2 * DAY,
  });
  let sort = 0;
  for (const { type, count, score, chosen } of draws) {
    write.insert('paper_draw_rules', { paper_id: id, type, count, score });
    for (const question of chosen) {
      write.insert('paper_questions', { paper_id: id, question_id: question.id, score, sort });
      sort++;
    }
  }
  return id;
}

/** Five questions (20 points each) from the matching chapter after every course. */
export function seedCourseTests(
  ctx: SeedContext,
  bank: QuestionBank,
  catalogue: Catalogue,
): CourseTest[] {
  const rng = randomFor('course-tests');
  return catalogue.courses.map((course) => {
    const chapter = testChapterOf(course.data.title, course.data.category);
    const pool = bank.questions.filter((q) => q.chapterName === chapter && q.type !== 'fill');
    const questions = rng.sample(pool, 5).map((question) => ({ question, score: 20 }));
    questions.forEach((q, sort) => {
      ctx.write.insert('course_test_questions', {
        course_id: course.id,
        question_id: q.question.id,
        score: q.score,
        sort,
      });
    });
    return { courseId: course.id, questions };
  });
}
