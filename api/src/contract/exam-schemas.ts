import { Type } from '@sinclair/typebox';
import { Timestamp } from './common-schemas';

/**
 * The exam area's shapes. A question travels without its answer (`QuestionBody`); the correct
 * answer and the explanation travel only inside a `Reveal`, which the API sends after the caller
 * answered the question in practice, or in the review of a submitted attempt whose paper allows it.
 */

export const QuestionType = Type.Union(
  [Type.Literal('single'), Type.Literal('multiple'), Type.Literal('judge'), Type.Literal('fill')],
  { description: 'single choice, multiple choice, true/false (keys T and F), fill in the blanks' },
);

export const AnswerValue = Type.Array(Type.String({ maxLength: 200 }), {
  maxItems: 10,
  description:
    'option keys (single ["B"], multiple ["A","C"], judge ["T"] or ["F"]) or, for fill-in, one text per blank in order',
});

export const ChapterRef = Type.Object({ id: Type.Integer(), name: Type.String() });

const questionBodyProperties = {
  id: Type.Integer(),
  type: QuestionType,
  stem: Type.String({ description: 'fill-in blanks are written ____' }),
  options: Type.Array(Type.Object({ key: Type.String(), text: Type.String() })),
  blanks: Type.Integer({ minimum: 0, description: 'how many texts a fill-in answer has' }),
  chapter: ChapterRef,
};

export const QuestionBody = Type.Object(questionBodyProperties, { $id: 'QuestionBody' });

export const Reveal = Type.Object(
  {
    answer: AnswerValue,
    is_correct: Type.Boolean(),
    correct_answer: AnswerValue,
    explanation: Type.String(),
  },
  { $id: 'Reveal', description: 'what the caller answered, and the solution' },
);

export const PracticeQuestion = Type.Object(
  {
    ...questionBodyProperties,
    favourited: Type.Boolean(),
    comment_count: Type.Integer({ minimum: 0 }),
    result: Type.Union([Reveal, Type.Null()], { description: 'null until answered' }),
  },
  { $id: 'PracticeQuestion' },
);

export const PracticeMode = Type.Union(
  [
    Type.Literal('chapter'),
    Type.Literal('random'),
    Type.Literal('mistakes'),
    Type.Literal('favourites'),
    Type.Literal('featured'),
  ],
  { description: 'what the practice run draws on' },
);

const practiceSummaryProperties = {
  id: Type.Integer(),
  mode: PracticeMode,
  chapter: Type.Union([ChapterRef, Type.Null()]),
  bank: Type.Object({ id: Type.Integer(), name: Type.String() }),
  question_count: Type.Integer({ minimum: 1 }),
  answered_count: Type.Integer({ minimum: 0 }),
  correct_count: Type.Integer({ minimum: 0 }),
  started_at: Timestamp,
  finished_at: Type.Union([Timestamp, Type.Null()]),
};

export const PracticeSummary = Type.Object(practiceSummaryProperties, { $id: 'PracticeSummary' });

export const PracticeSession = Type.Object(
  {
    ...practiceSummaryProperties,
    duration_seconds: Type.Integer({ minimum: 0, description: 'first to last answer so far' }),
    questions: Type.Array(PracticeQuestion),
  },
  { $id: 'PracticeSession' },
);

export const PracticeAnswerResult = Type.Object(
  {
    question_id: Type.Integer(),
    result: Reveal,
    answered_count: Type.Integer(),
    correct_count: Type.Integer(),
    finished: Type.Boolean({ description: 'every question of the run is answered' }),
  },
  { $id: 'PracticeAnswerResult' },
);

export const ChapterProgress = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    question_count: Type.Integer({ minimum: 0 }),
    practised_count: Type.Integer({ minimum: 0, description: 'questions answered at least once' }),
    correct_count: Type.Integer({ minimum: 0, description: 'questions last answered right' }),
    unfinished_session_id: Type.Union([Type.Integer(), Type.Null()], {
      description: 'a practice run of this chapter to resume',
    }),
  },
  { $id: 'ChapterProgress' },
);

export const BankProgress = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    description: Type.String(),
    cover: Type.String({ description: 'image URL, relative to the API origin' }),
    question_count: Type.Integer({ minimum: 0 }),
    practised_count: Type.Integer({ minimum: 0 }),
    chapters: Type.Array(ChapterProgress),
  },
  { $id: 'BankProgress' },
);

export const PaperStatus = Type.Union(
  [Type.Literal('upcoming'), Type.Literal('open'), Type.Literal('closed')],
  { description: 'before it opens, open, after its deadline' },
);

export const MyPaperStatus = Type.Union(
  [
    Type.Literal('not_started'),
    Type.Literal('in_progress'),
    Type.Literal('passed'),
    Type.Literal('failed'),
  ],
  { description: "the caller's standing: best of their finished attempts, or one under way" },
);

const paperItemProperties = {
  id: Type.Integer(),
  kind: Type.Union([Type.Literal('exam'), Type.Literal('mock')]),
  title: Type.String(),
  description: Type.String(),
  duration_minutes: Type.Integer({ minimum: 1 }),
  total_score: Type.Integer({ minimum: 1 }),
  pass_score: Type.Integer({ minimum: 0 }),
  question_count: Type.Integer({ minimum: 0 }),
  opens_at: Timestamp,
  deadline_at: Type.Union([Timestamp, Type.Null()]),
  status: PaperStatus,
  attempts_allowed: Type.Integer({ minimum: 0, description: '0 means unlimited' }),
  attempts_used: Type.Integer({ minimum: 0 }),
  attempts_left: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], {
    description: 'null when unlimited',
  }),
  my_status: MyPaperStatus,
  best_score: Type.Union([Type.Integer(), Type.Null()]),
  in_progress_attempt_id: Type.Union([Type.Integer(), Type.Null()]),
  is_mine: Type.Boolean({ description: 'a mock paper the caller generated' }),
  question_seconds: Type.Union([Type.Integer({ minimum: 10, maximum: 3600 }), Type.Null()], {
    description: 'sequential mode: one question at a time, each open this many seconds; null: off',
  }),
  leave_limit: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], {
    description:
      'leaves allowed; one more submits the attempt. null: leaves are recorded but never submit',
  }),
};

export const PaperItem = Type.Object(paperItemProperties, { $id: 'PaperItem' });

export const AttemptStatus = Type.Union(
  [Type.Literal('in_progress'), Type.Literal('submitted'), Type.Literal('expired')],
  { description: 'expired: submitted by the server when the time was up' },
);

export const ClosedBy = Type.Union(
  [Type.Literal('candidate'), Type.Literal('time'), Type.Literal('leaves')],
  {
    description:
      'who closed the attempt: the candidate submitted, the time ran out, or the leave limit was passed',
  },
);

export const AttemptItem = Type.Object(
  {
    id: Type.Integer(),
    paper: Type.Object({
      id: Type.Integer(),
      title: Type.String(),
      kind: Type.Union([Type.Literal('exam'), Type.Literal('mock')]),
    }),
    status: AttemptStatus,
    score: Type.Integer({ minimum: 0 }),
    total_score: Type.Integer({ minimum: 1 }),
    pass_score: Type.Integer({ minimum: 0 }),
    is_passed: Type.Boolean(),
    started_at: Timestamp,
    submitted_at: Type.Union([Timestamp, Type.Null()]),
    leave_count: Type.Integer({ minimum: 0, description: 'times the candidate left the exam' }),
    closed_by: Type.Union([ClosedBy, Type.Null()], { description: 'null while in progress' }),
  },
  { $id: 'AttemptItem' },
);

export const DrawRule = Type.Object(
  {
    type: QuestionType,
    count: Type.Integer({ minimum: 1, description: 'questions of this type drawn per attempt' }),
    score: Type.Integer({ minimum: 1, description: 'points per drawn question' }),
    pool: Type.Integer({ minimum: 0, description: "questions of this type in the paper's pool" }),
  },
  { $id: 'DrawRule' },
);

export const PaperRules = Type.Object(
  {
    shuffle_questions: Type.Boolean({ description: 'each attempt has its own question order' }),
    shuffle_options: Type.Boolean({
      description: 'choice questions show their options in an order of their own per attempt',
    }),
    draws: Type.Array(DrawRule, {
      description: 'empty: every question of the paper; otherwise drawn per type at the start',
    }),
    question_seconds: Type.Union([Type.Integer({ minimum: 10, maximum: 3600 }), Type.Null()]),
    leave_limit: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
    certificate: Type.Boolean({ description: 'a passing attempt issues a certificate' }),
  },
  { $id: 'PaperRules' },
);

export const PaperDetail = Type.Object(
  {
    ...paperItemProperties,
    allow_review: Type.Boolean({ description: 'answers can be reviewed after submitting' }),
    attempts: Type.Array(AttemptItem, { description: "the caller's attempts, newest first" }),
    rules: PaperRules,
  },
  { $id: 'PaperDetail' },
);

export const ExamQuestion = Type.Object(
  {
    ...questionBodyProperties,
    score: Type.Integer({ minimum: 1 }),
    closes_at: Type.Union([Timestamp, Type.Null()], {
      description: 'sequential mode: when the question stops taking answers; null otherwise',
    }),
    locked: Type.Boolean({
      description: 'sequential mode: an earlier question, closed; its answer can no longer change',
    }),
  },
  {
    $id: 'ExamQuestion',
    description:
      'option keys are A, B, C… in the order shown to this attempt; answers use these keys',
  },
);

export const SavedAnswer = Type.Object(
  { question_id: Type.Integer(), answer: AnswerValue, saved_at: Timestamp },
  { $id: 'SavedAnswer' },
);

export const Attempt = Type.Object(
  {
    id: Type.Integer(),
    paper: Type.Object({
      id: Type.Integer(),
      title: Type.String(),
      total_score: Type.Integer(),
      pass_score: Type.Integer(),
      duration_minutes: Type.Integer(),
    }),
    status: AttemptStatus,
    started_at: Timestamp,
    deadline_at: Type.Integer({
      description: 'Unix seconds when the server submits the attempt by itself',
    }),
    server_now: Timestamp,
    remaining_seconds: Type.Integer({ minimum: 0 }),
    questions: Type.Array(ExamQuestion, {
      description: 'in the order of this attempt; empty once it is no longer in progress',
    }),
    answers: Type.Array(SavedAnswer),
    flagged: Type.Array(Type.Integer(), { description: 'question ids' }),
    question_count: Type.Integer({
      minimum: 0,
      description: 'questions in this attempt (in sequential mode, more than `questions` holds)',
    }),
    current_question_id: Type.Union([Type.Integer(), Type.Null()], {
      description: 'sequential mode: the question taking answers; null otherwise',
    }),
    question_seconds: Type.Union([Type.Integer({ minimum: 10, maximum: 3600 }), Type.Null()]),
    leave_count: Type.Integer({ minimum: 0 }),
    leave_limit: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
    watermark: Type.String({
      description: "the candidate's display name and the last 4 digits of their mobile",
    }),
  },
  { $id: 'Attempt' },
);

export const ReviewItem = Type.Object(
  {
    ...questionBodyProperties,
    score: Type.Integer(),
    earned: Type.Integer({ minimum: 0 }),
    answer: Type.Union([AnswerValue, Type.Null()], { description: 'null when unanswered' }),
    is_correct: Type.Boolean(),
    correct_answer: AnswerValue,
    explanation: Type.String(),
  },
  { $id: 'ReviewItem' },
);

export const AttemptLeave = Type.Object(
  {
    started_at: Timestamp,
    ended_at: Type.Union([Timestamp, Type.Null()], { description: 'null: not back yet' }),
    duration_seconds: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  },
  { $id: 'AttemptLeave', description: "one leave, in the server's times" },
);

export const AttemptResult = Type.Object(
  {
    id: Type.Integer(),
    paper: Type.Object({
      id: Type.Integer(),
      title: Type.String(),
      kind: Type.Union([Type.Literal('exam'), Type.Literal('mock')]),
    }),
    status: AttemptStatus,
    score: Type.Integer({ minimum: 0 }),
    total_score: Type.Integer({ minimum: 1 }),
    pass_score: Type.Integer({ minimum: 0 }),
    is_passed: Type.Boolean(),
    question_count: Type.Integer(),
    answered_count: Type.Integer(),
    correct_count: Type.Integer(),
    started_at: Timestamp,
    submitted_at: Timestamp,
    duration_seconds: Type.Integer({ minimum: 0 }),
    rank: Type.Integer({ minimum: 1, description: "by each candidate's best score" }),
    candidates: Type.Integer({ minimum: 1 }),
    review: Type.Union([Type.Array(ReviewItem), Type.Null()], {
      description: "null when the paper does not allow review; in the attempt's order and keys",
    }),
    leave_count: Type.Integer({ minimum: 0 }),
    leave_limit: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
    closed_by: ClosedBy,
    leaves: Type.Array(AttemptLeave, { description: 'oldest first' }),
  },
  { $id: 'AttemptResult' },
);

export const QuestionItem = Type.Object(
  {
    id: Type.Integer(),
    type: QuestionType,
    stem: Type.String(),
    chapter: ChapterRef,
  },
  { $id: 'QuestionItem' },
);

export const MistakeItem = Type.Object(
  {
    question: QuestionItem,
    wrong_count: Type.Integer({ minimum: 1 }),
    right_streak: Type.Integer({
      minimum: 0,
      description: 'right answers in a row since; at 2 it leaves the set',
    }),
    last_answer: AnswerValue,
    last_wrong_at: Timestamp,
    id: Type.Integer({ description: 'the question id' }),
  },
  { $id: 'MistakeItem' },
);

export const ChapterCount = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  count: Type.Integer({ minimum: 0 }),
});

export const FavouriteItem = Type.Object(
  { id: Type.Integer(), question: QuestionItem, favourited_at: Timestamp },
  { $id: 'FavouriteItem' },
);

export const QuestionComment = Type.Object(
  {
    id: Type.Integer(),
    body: Type.String(),
    like_count: Type.Integer({ minimum: 0 }),
    created_at: Timestamp,
    author: Type.Object({
      id: Type.Integer(),
      name: Type.String({ description: "the author's display name (the same as everywhere)" }),
      nickname: Type.String({ description: 'the same display name; kept for older clients' }),
      avatar: Type.String(),
    }),
    mine: Type.Boolean(),
    question: QuestionItem,
  },
  { $id: 'QuestionComment' },
);

export const ExamNotice = Type.Object(
  {
    id: Type.String({ description: 'stable key: kind and paper id' }),
    kind: Type.Union([Type.Literal('opened'), Type.Literal('closing'), Type.Literal('upcoming')]),
    paper: Type.Object({ id: Type.Integer(), title: Type.String() }),
    at: Timestamp,
    deadline_at: Type.Union([Timestamp, Type.Null()]),
  },
  { $id: 'ExamNotice' },
);

export const ScoreReport = Type.Object(
  {
    paper: PaperItem,
    attempts: Type.Array(AttemptItem),
    candidates: Type.Integer({ minimum: 0 }),
    average_score: Type.Number({ description: "average of every candidate's best, 1 decimal" }),
    pass_rate: Type.Number({ minimum: 0, maximum: 1 }),
    my_rank: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  },
  { $id: 'ScoreReport' },
);

export const OverallReport = Type.Object(
  {
    exam_count: Type.Integer({ minimum: 0, description: 'finished attempts at exam papers' }),
    passed_count: Type.Integer({ minimum: 0 }),
    average_percent: Type.Number({ minimum: 0, maximum: 100 }),
    practice_answered: Type.Integer({ minimum: 0 }),
    practice_accuracy: Type.Number({ minimum: 0, maximum: 1 }),
    trend: Type.Array(AttemptItem, { description: 'finished attempts, oldest first (up to 30)' }),
  },
  { $id: 'OverallReport' },
);
