import type {
  Attempt,
  AttemptResult,
  ExamHome,
  PaperDetail,
  PaperItem,
  PracticeSession,
} from '../components/exam-types';

// Replies as the API answers them for the seeded question bank, relative to now.
const now = () => Math.floor(Date.now() / 1000);
const DAY = 86400;

const CHAPTER = { id: 2, name: '门店服务规范' };

export const singleQuestion = {
  id: 31,
  type: 'single' as const,
  stem: '顾客进店后导购上前服务的时限为多久？',
  options: [
    { key: 'A', text: '1分钟内' },
    { key: 'B', text: '10秒内' },
    { key: 'C', text: '顾客招呼之后' },
    { key: 'D', text: '3分钟内' },
  ],
  blanks: 0,
  chapter: CHAPTER,
};

export const judgeQuestion = {
  id: 32,
  type: 'judge' as const,
  stem: '员工在店内必须佩戴工牌。',
  options: [
    { key: 'T', text: '正确' },
    { key: 'F', text: '错误' },
  ],
  blanks: 0,
  chapter: CHAPTER,
};

export const fillQuestion = {
  id: 33,
  type: 'fill' as const,
  stem: '接听门店电话应在铃响____。',
  options: [],
  blanks: 1,
  chapter: CHAPTER,
};

export const multipleQuestion = {
  id: 34,
  type: 'multiple' as const,
  stem: '以下哪些属于服务禁语？',
  options: [
    { key: 'A', text: '不知道' },
    { key: 'B', text: '请稍等' },
    { key: 'C', text: '不归我管' },
    { key: 'D', text: '你自己看' },
  ],
  blanks: 0,
  chapter: CHAPTER,
};

const QUESTIONS = [singleQuestion, judgeQuestion, fillQuestion, multipleQuestion];

export function practiceSession(overrides: Partial<PracticeSession> = {}): PracticeSession {
  return {
    id: 65,
    mode: 'chapter',
    chapter: CHAPTER,
    bank: { id: 1, name: '岗位通用题库' },
    question_count: QUESTIONS.length,
    answered_count: 0,
    correct_count: 0,
    started_at: now() - 120,
    finished_at: null,
    duration_seconds: 0,
    questions: QUESTIONS.map((q) => ({ ...q, favourited: false, comment_count: 2, result: null })),
    ...overrides,
  };
}

export const singleReveal = {
  answer: ['A'],
  is_correct: false,
  correct_answer: ['B'],
  explanation: '顾客进店后导购应在10秒内上前服务。',
};

export function paperItem(overrides: Partial<PaperItem> = {}): PaperItem {
  return {
    id: 3,
    kind: 'exam',
    title: '新员工入职考试',
    description: '入职第一周完成，考查企业文化、服务规范与收银规范。',
    duration_minutes: 30,
    total_score: 100,
    pass_score: 60,
    question_count: 20,
    opens_at: now() - 200 * DAY,
    deadline_at: now() + 13 * DAY,
    status: 'open',
    attempts_allowed: 3,
    attempts_used: 0,
    attempts_left: 3,
    my_status: 'not_started',
    best_score: null,
    in_progress_attempt_id: null,
    is_mine: false,
    question_seconds: null,
    leave_limit: null,
    ...overrides,
  };
}

export function paperDetail(overrides: Partial<PaperDetail> = {}): PaperDetail {
  return {
    ...paperItem(),
    allow_review: true,
    attempts: [],
    rules: {
      shuffle_questions: false,
      shuffle_options: false,
      draws: [],
      question_seconds: null,
      leave_limit: null,
      certificate: false,
    },
    ...overrides,
  };
}

/** The seeded integrity demo paper: drawn per type, both shuffles, 60 s per question, 2 leaves. */
export function integrityPaperDetail(overrides: Partial<PaperDetail> = {}): PaperDetail {
  return paperDetail({
    id: 14,
    title: '诚信考试示范卷',
    description: '诚信考试示范：抽题、乱序、逐题限时，离开考试超过 2 次自动交卷。',
    duration_minutes: 20,
    question_count: 13,
    deadline_at: now() + 28 * DAY,
    question_seconds: 60,
    leave_limit: 2,
    rules: {
      shuffle_questions: true,
      shuffle_options: true,
      draws: [
        { type: 'single', count: 5, score: 8, pool: 12 },
        { type: 'multiple', count: 3, score: 10, pool: 6 },
        { type: 'judge', count: 5, score: 6, pool: 10 },
      ],
      question_seconds: 60,
      leave_limit: 2,
      certificate: true,
    },
    ...overrides,
  });
}

export function attempt(overrides: Partial<Attempt> = {}): Attempt {
  return {
    id: 901,
    paper: {
      id: 3,
      title: '新员工入职考试',
      total_score: 100,
      pass_score: 60,
      duration_minutes: 30,
    },
    status: 'in_progress',
    started_at: now() - 60,
    deadline_at: now() + 29 * 60,
    server_now: now(),
    remaining_seconds: 29 * 60,
    questions: QUESTIONS.map((q) => ({ ...q, score: 25, closes_at: null, locked: false })),
    answers: [],
    flagged: [],
    question_count: QUESTIONS.length,
    current_question_id: null,
    question_seconds: null,
    leave_count: 0,
    leave_limit: null,
    watermark: '张三 0000',
    ...overrides,
  };
}

export function attemptResult(overrides: Partial<AttemptResult> = {}): AttemptResult {
  return {
    id: 901,
    paper: { id: 3, title: '新员工入职考试', kind: 'exam' },
    status: 'submitted',
    score: 25,
    total_score: 100,
    pass_score: 60,
    is_passed: false,
    question_count: 4,
    answered_count: 2,
    correct_count: 1,
    started_at: now() - 600,
    submitted_at: now(),
    duration_seconds: 600,
    rank: 12,
    candidates: 40,
    review: [
      {
        ...singleQuestion,
        score: 25,
        earned: 0,
        answer: ['A'],
        is_correct: false,
        correct_answer: ['B'],
        explanation: '顾客进店后导购应在10秒内上前服务。',
      },
    ],
    leave_count: 0,
    leave_limit: null,
    closed_by: 'candidate',
    leaves: [],
    ...overrides,
  };
}

/**
 * The integrity paper in sequential mode: the second question is open for `secondsLeft` more
 * seconds, the first is closed; one leave of two allowed so far.
 */
export function sequentialAttempt(secondsLeft = 45, overrides: Partial<Attempt> = {}): Attempt {
  const t = now();
  return attempt({
    id: 902,
    paper: {
      id: 14,
      title: '诚信考试示范卷',
      total_score: 100,
      pass_score: 60,
      duration_minutes: 20,
    },
    deadline_at: t + 18 * 60,
    remaining_seconds: 18 * 60,
    server_now: t,
    questions: [
      { ...judgeQuestion, score: 6, closes_at: t - 20, locked: true },
      { ...singleQuestion, score: 8, closes_at: t + secondsLeft, locked: false },
    ],
    answers: [{ question_id: judgeQuestion.id, answer: ['T'], saved_at: t - 30 }],
    question_count: 13,
    current_question_id: singleQuestion.id,
    question_seconds: 60,
    leave_count: 1,
    leave_limit: 2,
    ...overrides,
  });
}

export function examHome(overrides: Partial<ExamHome> = {}): ExamHome {
  return {
    banks: [
      {
        id: 1,
        name: '岗位通用题库',
        description: '企业文化、服务、销售、运营、安全与收银等岗位通用知识。',
        cover: '/api/media/bank-0.svg',
        question_count: 80,
        practised_count: 14,
        chapters: [
          {
            id: 1,
            name: '企业文化与制度',
            question_count: 40,
            practised_count: 10,
            correct_count: 8,
            unfinished_session_id: null,
          },
          {
            id: 2,
            name: '门店服务规范',
            question_count: 40,
            practised_count: 4,
            correct_count: 3,
            unfinished_session_id: 65,
          },
        ],
      },
    ],
    mistake_count: 23,
    favourite_count: 15,
    practised_count: 60,
    accuracy: 0.8,
    upcoming: [paperItem({ title: '门店服务月度考核', id: 2 })],
    ...overrides,
  };
}

export const page = <T>(list: T[], total = list.length, pageNo = 1, pageSize = 20) => ({
  list,
  total,
  page: pageNo,
  pageSize,
});
