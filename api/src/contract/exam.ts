import { Type } from '@sinclair/typebox';
import { Id, IdParams, PageQuery, paged, pagedWith } from './common-schemas';
import { defineOperation } from './define-operation';
import {
  AnswerValue,
  Attempt,
  AttemptItem,
  AttemptResult,
  AttemptStatus,
  BankProgress,
  ClosedBy,
  ChapterCount,
  ExamNotice,
  FavouriteItem,
  MistakeItem,
  OverallReport,
  PaperDetail,
  PaperItem,
  PracticeAnswerResult,
  PracticeMode,
  PracticeQuestion,
  PracticeSession,
  PracticeSummary,
  QuestionComment,
  QuestionItem,
  ScoreReport,
} from './exam-schemas';

const TAG = 'exam';
const NOT_ANSWERED =
  'No correct answer or explanation is sent for a question the caller has not answered.';

export const getExamHome = defineOperation({
  operationId: 'getExamHome',
  method: 'get',
  path: '/api/exam/home',
  tier: 'joined',
  tag: TAG,
  summary: "The question-bank home: banks and chapters with the caller's progress",
  data: Type.Object({
    banks: Type.Array(BankProgress),
    mistake_count: Type.Integer({ minimum: 0 }),
    favourite_count: Type.Integer({ minimum: 0 }),
    practised_count: Type.Integer({ minimum: 0, description: 'questions answered in practice' }),
    accuracy: Type.Number({ minimum: 0, maximum: 1, description: 'of practice answers' }),
    upcoming: Type.Array(PaperItem, {
      description: 'open exam papers the caller can still take, nearest deadline first (up to 3)',
    }),
  }),
});

export const startPractice = defineOperation({
  operationId: 'startPractice',
  method: 'post',
  path: '/api/exam/practice',
  tier: 'joined',
  tag: TAG,
  summary: 'Start a practice run, or resume the unfinished one of the same kind',
  description:
    'A chapter run takes up to 10 questions of the chapter, those not yet answered right first. Mistakes, favourites and featured runs take up to 20 of those questions (of `chapter_id` when given); random takes 10 of the whole bank of `chapter_id`, or of every bank. An unfinished run of the same mode and chapter is resumed instead.',
  body: Type.Object(
    { mode: PracticeMode, chapter_id: Type.Optional(Id) },
    { additionalProperties: false },
  ),
  data: PracticeSession,
  refusals: ['practice.noQuestions'],
});

export const getPractice = defineOperation({
  operationId: 'getPractice',
  method: 'get',
  path: '/api/exam/practice/{id}',
  tier: 'joined',
  tag: TAG,
  summary: "One of the caller's practice runs with its questions",
  description: NOT_ANSWERED,
  params: IdParams,
  data: PracticeSession,
});

export const answerPractice = defineOperation({
  operationId: 'answerPractice',
  method: 'post',
  path: '/api/exam/practice/{id}/answers',
  tier: 'joined',
  tag: TAG,
  summary: 'Answer a question of a practice run; the reply reveals whether it was right',
  description:
    'The first answer to a question stands: answering it again replies with the stored result. A wrong answer enters the wrong-answer set; two right answers in a row take it out.',
  params: IdParams,
  body: Type.Object({ question_id: Id, answer: AnswerValue }, { additionalProperties: false }),
  data: PracticeAnswerResult,
  refusals: ['practice.ended'],
});

export const finishPractice = defineOperation({
  operationId: 'finishPractice',
  method: 'post',
  path: '/api/exam/practice/{id}/finish',
  tier: 'joined',
  tag: TAG,
  summary: 'End a practice run (idempotent); unanswered questions stay unanswered',
  params: IdParams,
  data: PracticeSession,
});

export const listPractice = defineOperation({
  operationId: 'listPractice',
  method: 'get',
  path: '/api/exam/practice',
  tier: 'joined',
  tag: TAG,
  summary: "The caller's practice runs, newest first",
  query: Type.Object({ ...PageQuery }, { additionalProperties: false }),
  data: paged(PracticeSummary),
});

export const listPapers = defineOperation({
  operationId: 'listPapers',
  method: 'get',
  path: '/api/exam/papers',
  tier: 'joined',
  tag: TAG,
  summary: "Exam papers (or mock papers) with the caller's attempts left and standing",
  description:
    'Open papers first (nearest deadline first), then upcoming, then closed. Mock papers include the ones the caller generated.',
  query: Type.Object(
    {
      kind: Type.Optional(Type.Union([Type.Literal('exam'), Type.Literal('mock')])),
      ...PageQuery,
    },
    { additionalProperties: false },
  ),
  data: paged(PaperItem),
});

export const getPaper = defineOperation({
  operationId: 'getPaper',
  method: 'get',
  path: '/api/exam/papers/{id}',
  tier: 'joined',
  tag: TAG,
  summary: "A paper's rules and the caller's attempts",
  params: IdParams,
  data: PaperDetail,
});

export const startAttempt = defineOperation({
  operationId: 'startAttempt',
  method: 'post',
  path: '/api/exam/papers/{id}/attempts',
  tier: 'joined',
  tag: TAG,
  summary: 'Start a timed attempt, or resume the one under way',
  description: `The server's clock rules: \`deadline_at\` is the start plus the duration, or the paper's deadline if sooner. ${NOT_ANSWERED}`,
  params: IdParams,
  data: Attempt,
  refusals: ['exam.notOpen', 'exam.closed', 'exam.noAttemptsLeft'],
});

export const getAttempt = defineOperation({
  operationId: 'getAttempt',
  method: 'get',
  path: '/api/exam/attempts/{id}',
  tier: 'joined',
  tag: TAG,
  summary: 'An attempt with its questions, saved answers, flags and remaining time',
  description: `An attempt whose time is up is submitted by the server on this read. ${NOT_ANSWERED}`,
  params: IdParams,
  data: Attempt,
});

export const saveAttemptAnswer = defineOperation({
  operationId: 'saveAttemptAnswer',
  method: 'post',
  path: '/api/exam/attempts/{id}/answers',
  tier: 'joined',
  tag: TAG,
  summary: 'Save one answer of an attempt as it is given (an empty answer clears it)',
  description: 'Nothing about correctness is answered before the attempt is submitted.',
  params: IdParams,
  body: Type.Object({ question_id: Id, answer: AnswerValue }, { additionalProperties: false }),
  data: Type.Object({
    question_id: Type.Integer(),
    saved_at: Type.Integer(),
    answered_count: Type.Integer({ minimum: 0 }),
    remaining_seconds: Type.Integer({ minimum: 0 }),
  }),
  refusals: ['exam.alreadySubmitted', 'exam.timeUp', 'exam.questionTimeUp'],
});

export const advanceAttemptQuestion = defineOperation({
  operationId: 'advanceAttemptQuestion',
  method: 'post',
  path: '/api/exam/attempts/{id}/advance',
  tier: 'joined',
  tag: TAG,
  summary: 'Sequential mode: close the current question and open the next',
  description:
    '`question_id` names the current question; a stale id (a question already closed) answers the attempt unchanged. After the last question nothing more opens; the candidate submits.',
  params: IdParams,
  body: Type.Object({ question_id: Id }, { additionalProperties: false }),
  data: Attempt,
  refusals: ['exam.alreadySubmitted', 'exam.timeUp', 'exam.notSequential'],
});

export const LeaveId = Type.String({
  pattern: '^[A-Za-z0-9_-]{8,64}$',
  description: 'made by the device, one per leave; a retried report sends the same id',
});

export const recordAttemptLeave = defineOperation({
  operationId: 'recordAttemptLeave',
  method: 'post',
  path: '/api/exam/attempts/{id}/leaves',
  tier: 'joined',
  tag: TAG,
  summary: 'Report that the candidate left the exam (start) or came back (end)',
  description:
    "The server records its own times. A `start` while another leave is open counts nothing (blur plus hidden are one leave); otherwise it counts one, after saving `answers`. Passing the paper's `leave_limit` submits the attempt (`closed_by` 'leaves', `submitted` true). An `end` is idempotent; an `end` whose `start` never arrived creates the leave and counts it. An `end` on a closed attempt answers code 0.",
  params: IdParams,
  body: Type.Object(
    {
      leave_id: LeaveId,
      event: Type.Union([Type.Literal('start'), Type.Literal('end')]),
      reason: Type.Optional(
        Type.Union([
          Type.Literal('hidden'),
          Type.Literal('blur'),
          Type.Literal('pagehide'),
          Type.Literal('unknown'),
        ]),
      ),
      answers: Type.Optional(
        Type.Array(Type.Object({ question_id: Id, answer: AnswerValue }), { maxItems: 200 }),
      ),
    },
    { additionalProperties: false },
  ),
  data: Type.Object({
    leave_count: Type.Integer({ minimum: 0 }),
    leave_limit: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
    leaves_left: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], {
      description: 'leaves still allowed before the attempt is submitted; null: no limit',
    }),
    status: AttemptStatus,
    closed_by: Type.Union([ClosedBy, Type.Null()]),
    submitted: Type.Boolean({ description: 'this report closed the attempt' }),
  }),
  refusals: ['exam.alreadySubmitted'],
});

export const flagAttemptQuestion = defineOperation({
  operationId: 'flagAttemptQuestion',
  method: 'post',
  path: '/api/exam/attempts/{id}/flags',
  tier: 'joined',
  tag: TAG,
  summary: 'Flag a question of an attempt to come back to, or clear the flag',
  params: IdParams,
  body: Type.Object({ question_id: Id, flagged: Type.Boolean() }, { additionalProperties: false }),
  data: Type.Object({ flagged: Type.Array(Type.Integer()) }),
  refusals: ['exam.alreadySubmitted'],
});

export const submitAttempt = defineOperation({
  operationId: 'submitAttempt',
  method: 'post',
  path: '/api/exam/attempts/{id}/submit',
  tier: 'joined',
  tag: TAG,
  summary: 'Submit an attempt and grade it (idempotent)',
  description:
    '`answers` carries answers kept on the device that the server may have missed; they are saved first while time is left. Submitting again answers the same result and records nothing more.',
  params: IdParams,
  body: Type.Object(
    {
      answers: Type.Optional(
        Type.Array(Type.Object({ question_id: Id, answer: AnswerValue }), { maxItems: 200 }),
      ),
    },
    { additionalProperties: false },
  ),
  data: AttemptResult,
});

export const getAttemptResult = defineOperation({
  operationId: 'getAttemptResult',
  method: 'get',
  path: '/api/exam/attempts/{id}/result',
  tier: 'joined',
  tag: TAG,
  summary: 'The grade of a finished attempt, with the review when the paper allows it',
  params: IdParams,
  data: AttemptResult,
  refusals: ['exam.notSubmittedYet'],
});

export const listAttempts = defineOperation({
  operationId: 'listAttempts',
  method: 'get',
  path: '/api/exam/attempts',
  tier: 'joined',
  tag: TAG,
  summary: "The caller's attempts, newest first",
  query: Type.Object({ ...PageQuery }, { additionalProperties: false }),
  data: paged(AttemptItem),
});

export const createMockPaper = defineOperation({
  operationId: 'createMockPaper',
  method: 'post',
  path: '/api/exam/mock-papers',
  tier: 'joined',
  tag: TAG,
  summary: 'Generate a mock paper from chosen chapters (5 points a question, pass at 60%)',
  body: Type.Object(
    {
      chapter_ids: Type.Array(Id, { minItems: 1, maxItems: 20, uniqueItems: true }),
      question_count: Type.Union([Type.Literal(10), Type.Literal(20), Type.Literal(30)]),
    },
    { additionalProperties: false },
  ),
  data: PaperItem,
  refusals: ['exam.notEnoughQuestions'],
});

export const listMistakes = defineOperation({
  operationId: 'listMistakes',
  method: 'get',
  path: '/api/exam/mistakes',
  tier: 'joined',
  tag: TAG,
  summary: "The caller's wrong-answer set, newest mistake first, with a count per chapter",
  query: Type.Object(
    { chapter_id: Type.Optional(Id), ...PageQuery },
    { additionalProperties: false },
  ),
  data: pagedWith(MistakeItem, { chapters: Type.Array(ChapterCount) }),
});

export const removeMistake = defineOperation({
  operationId: 'removeMistake',
  method: 'delete',
  path: '/api/exam/mistakes/{id}',
  tier: 'joined',
  tag: TAG,
  summary: 'Take a question (by its id) out of the wrong-answer set by hand',
  params: IdParams,
  data: Type.Object({ removed: Type.Boolean() }),
});

export const listFavouriteQuestions = defineOperation({
  operationId: 'listFavouriteQuestions',
  method: 'get',
  path: '/api/exam/favourites',
  tier: 'joined',
  tag: TAG,
  summary: "The caller's favourite questions, newest first",
  query: Type.Object({ ...PageQuery }, { additionalProperties: false }),
  data: paged(FavouriteItem),
});

const FavouriteState = Type.Object({ favourited: Type.Boolean() });

export const favouriteQuestion = defineOperation({
  operationId: 'favouriteQuestion',
  method: 'post',
  path: '/api/exam/questions/{id}/favourite',
  tier: 'joined',
  tag: TAG,
  summary: 'Keep a question in favourites (idempotent)',
  params: IdParams,
  data: FavouriteState,
});

export const unfavouriteQuestion = defineOperation({
  operationId: 'unfavouriteQuestion',
  method: 'delete',
  path: '/api/exam/questions/{id}/favourite',
  tier: 'joined',
  tag: TAG,
  summary: 'Take a question out of favourites (idempotent)',
  params: IdParams,
  data: FavouriteState,
});

export const getQuestion = defineOperation({
  operationId: 'getQuestion',
  method: 'get',
  path: '/api/exam/questions/{id}',
  tier: 'joined',
  tag: TAG,
  summary: 'One question (from search): its body, and its solution once the caller answered it',
  description:
    "`result` is the caller's latest practice answer with the solution, or null when the caller has never answered it in practice.",
  params: IdParams,
  data: PracticeQuestion,
});

export const listFeaturedQuestions = defineOperation({
  operationId: 'listFeaturedQuestions',
  method: 'get',
  path: '/api/exam/featured',
  tier: 'joined',
  tag: TAG,
  summary: 'Questions picked by the trainers, with a count per chapter',
  query: Type.Object(
    { chapter_id: Type.Optional(Id), ...PageQuery },
    { additionalProperties: false },
  ),
  data: pagedWith(QuestionItem, { chapters: Type.Array(ChapterCount) }),
});

export const listQuestionComments = defineOperation({
  operationId: 'listQuestionComments',
  method: 'get',
  path: '/api/exam/questions/{id}/comments',
  tier: 'joined',
  tag: TAG,
  summary: 'Comments on a question, newest first',
  params: IdParams,
  query: Type.Object({ ...PageQuery }, { additionalProperties: false }),
  data: pagedWith(QuestionComment, { question: QuestionItem }),
});

export const COMMENT_MAX_LENGTH = 140;

export const postQuestionComment = defineOperation({
  operationId: 'postQuestionComment',
  method: 'post',
  path: '/api/exam/questions/{id}/comments',
  tier: 'joined',
  tag: TAG,
  summary: `Comment on a question (1 to ${COMMENT_MAX_LENGTH} characters)`,
  params: IdParams,
  body: Type.Object(
    { body: Type.String({ minLength: 1, maxLength: COMMENT_MAX_LENGTH }) },
    { additionalProperties: false },
  ),
  data: QuestionComment,
});

export const listMyComments = defineOperation({
  operationId: 'listMyComments',
  method: 'get',
  path: '/api/exam/comments/mine',
  tier: 'joined',
  tag: TAG,
  summary: "The caller's comments on questions, newest first",
  query: Type.Object({ ...PageQuery }, { additionalProperties: false }),
  data: paged(QuestionComment),
});

export const deleteMyComment = defineOperation({
  operationId: 'deleteMyComment',
  method: 'delete',
  path: '/api/exam/comments/{id}',
  tier: 'joined',
  tag: TAG,
  summary: "Delete one of the caller's comments",
  params: IdParams,
  data: Type.Object({ deleted: Type.Boolean() }),
  refusals: ['exam.ownCommentsOnly'],
});

export const listExamNotices = defineOperation({
  operationId: 'listExamNotices',
  method: 'get',
  path: '/api/exam/notices',
  tier: 'member',
  tag: TAG,
  summary: 'Exam notices: exams opened, closing within 7 days, or opening soon; newest first',
  query: Type.Object({ ...PageQuery }, { additionalProperties: false }),
  data: paged(ExamNotice),
});

export const getPaperReport = defineOperation({
  operationId: 'getPaperReport',
  method: 'get',
  path: '/api/exam/papers/{id}/report',
  tier: 'joined',
  tag: TAG,
  summary: "The caller's scores in one paper beside every candidate's",
  params: IdParams,
  data: ScoreReport,
});

export const getOverallReport = defineOperation({
  operationId: 'getOverallReport',
  method: 'get',
  path: '/api/exam/report',
  tier: 'joined',
  tag: TAG,
  summary: "The caller's results over every exam, with the score trend",
  data: OverallReport,
});

/** The exam area's operations (mf-exam): question banks, practice, papers, attempts, mistakes. */
export const examOperations = [
  getExamHome,
  startPractice,
  listPractice,
  getPractice,
  answerPractice,
  finishPractice,
  listPapers,
  getPaper,
  getPaperReport,
  startAttempt,
  listAttempts,
  getAttempt,
  saveAttemptAnswer,
  advanceAttemptQuestion,
  recordAttemptLeave,
  flagAttemptQuestion,
  submitAttempt,
  getAttemptResult,
  createMockPaper,
  listMistakes,
  removeMistake,
  listFavouriteQuestions,
  favouriteQuestion,
  unfavouriteQuestion,
  listFeaturedQuestions,
  getQuestion,
  listQuestionComments,
  postQuestionComment,
  listMyComments,
  deleteMyComment,
  listExamNotices,
  getOverallReport,
] as const;
