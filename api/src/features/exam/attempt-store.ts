import type { Static } from '@sinclair/typebox';
import type { Attempt, AttemptItem, AttemptResult } from '../../contract/exam-schemas';
import type { Db } from '../../db/open-database';
import { noteWrite } from '../../db/read-cache';
import { statement } from '../../db/statement-cache';
import { notFound, refuse } from '../../http/api-error';
import { issueCertificate } from '../certificates/issue';
import type { Language } from '../../texts';
import { nowSeconds } from '../../clock';
import { displayName, nameColumns, type NamedPerson } from '../users/display-name';
import {
  displayOptions,
  legacyOrder,
  storeAttemptQuestions,
  toDisplayKeys,
  toOriginalKeys,
} from './attempt-order';
import { closeOpenLeaves, leavesOf } from './attempt-leave-rows';
import { paperTitle } from './paper-row';
import { recordOutcome } from './mistake-book';
import {
  findQuestion,
  isCorrect,
  normaliseAnswer,
  parseAnswer,
  questionsByIds,
  toQuestionBody,
  type QuestionRow,
} from './question-row';

/** Answers arriving this long after the deadline still count: the request left in time. */
export const GRACE_SECONDS = 5;

export type ClosedBy = 'candidate' | 'time' | 'leaves';

export type AttemptRow = {
  id: number;
  paper_id: number;
  user_id: number;
  status: 'in_progress' | 'submitted' | 'expired';
  started_at: number;
  submitted_at: number | null;
  score: number;
  correct_count: number;
  is_passed: 0 | 1;
  leave_count: number;
  closed_by: ClosedBy | null;
  title: string;
  title_kind: string | null;
  title_params: string | null;
  kind: 'exam' | 'mock';
  total_score: number;
  pass_score: number;
  duration_minutes: number;
  paper_deadline_at: number | null;
  allow_review: 0 | 1;
  shuffle_questions: 0 | 1;
  shuffle_options: 0 | 1;
  question_seconds: number | null;
  leave_limit: number | null;
};

export const ATTEMPT_SELECT = `SELECT a.id, a.paper_id, a.user_id, a.status, a.started_at,
  a.submitted_at, a.score, a.correct_count, a.is_passed, a.leave_count, a.closed_by, p.title,
  p.title_kind, p.title_params, p.kind, p.total_score,
  p.pass_score, p.duration_minutes, p.deadline_at AS paper_deadline_at, p.allow_review,
  p.shuffle_questions, p.shuffle_options, p.question_seconds, p.leave_limit
  FROM exam_attempts a JOIN papers p ON p.id = a.paper_id`;

/** When the server submits the attempt by itself: its duration, or the paper's deadline. */
export const deadlineOf = (row: AttemptRow): number => {
  const end = row.started_at + row.duration_minutes * 60;
  return row.paper_deadline_at === null ? end : Math.min(end, row.paper_deadline_at);
};

export const isOverdue = (row: AttemptRow, now: number): boolean =>
  row.status === 'in_progress' && now > deadlineOf(row) + GRACE_SECONDS;

/** Who closed a closed attempt (rows closed before the column existed: by their status). */
export const closedByOf = (row: AttemptRow): ClosedBy | null =>
  row.status === 'in_progress'
    ? null
    : (row.closed_by ?? (row.status === 'expired' ? 'time' : 'candidate'));

export function findAttempt(db: Db, userId: number, id: number): AttemptRow {
  const row = statement<[number, number], AttemptRow>(
    db,
    `${ATTEMPT_SELECT} WHERE a.id = ? AND a.user_id = ?`,
  ).get(id, userId);
  if (!row) throw notFound('attempt');
  return row;
}

/** One question of an attempt, as stored in `attempt_questions`. */
export type AttemptQuestionRow = {
  question_id: number;
  score: number;
  sort: number;
  option_order: string | null;
  opened_at: number | null;
  closes_at: number | null;
  closed_at: number | null;
};

const readAttemptQuestions = (db: Db, attemptId: number): AttemptQuestionRow[] =>
  statement<[number], AttemptQuestionRow>(
    db,
    `SELECT question_id, score, sort, option_order, opened_at, closes_at, closed_at
     FROM attempt_questions WHERE attempt_id = ? ORDER BY sort`,
  ).all(attemptId);

/**
 * The attempt's questions in its order, as stored when it started. An attempt without stored
 * questions (seeded, or under way when orders began to be stored) gets them now, in the order it
 * showed before; in sequential mode its first question opens now.
 */
export function attemptQuestions(db: Db, row: AttemptRow): AttemptQuestionRow[] {
  const stored = readAttemptQuestions(db, row.id);
  if (stored.length > 0) return stored;
  const sequential =
    row.status === 'in_progress' && row.question_seconds !== null
      ? { openAt: nowSeconds(), questionSeconds: row.question_seconds }
      : null;
  db.transaction(() => storeAttemptQuestions(db, row.id, legacyOrder(db, row), sequential))();
  return readAttemptQuestions(db, row.id);
}

export const optionOrderOf = (q: AttemptQuestionRow): string[] | null =>
  q.option_order === null ? null : (JSON.parse(q.option_order) as string[]);

/** Sequential mode: the question taking answers (opened, not closed), if any. */
export const currentQuestion = (list: readonly AttemptQuestionRow[]) =>
  list.find((q) => q.opened_at !== null && q.closed_at === null);

/** Closes the current question at `closedAt` and opens the next at `openAt`, if there is one. */
export function moveOn(
  db: Db,
  row: AttemptRow,
  list: readonly AttemptQuestionRow[],
  closedAt: number,
  openAt: number,
): void {
  const current = currentQuestion(list);
  if (!current || row.question_seconds === null) return;
  statement(
    db,
    'UPDATE attempt_questions SET closed_at = ? WHERE attempt_id = ? AND question_id = ?',
  ).run(closedAt, row.id, current.question_id);
  const next = list.find((q) => q.sort > current.sort);
  if (next) {
    statement(
      db,
      `UPDATE attempt_questions SET opened_at = ?, closes_at = ?
       WHERE attempt_id = ? AND question_id = ? AND opened_at IS NULL`,
    ).run(openAt, openAt + row.question_seconds, row.id, next.question_id);
  }
}

/**
 * Sequential mode, on a read: a current question past its time (and grace) closes at its
 * `closes_at`, and the next one opens now (once per read).
 */
export function settleSequential(db: Db, row: AttemptRow, now: number): AttemptQuestionRow[] {
  const list = attemptQuestions(db, row);
  if (row.status !== 'in_progress' || row.question_seconds === null) return list;
  const first = list[0];
  if (first && list.every((q) => q.opened_at === null)) {
    // Stored before the paper became sequential: its first question opens now.
    statement(
      db,
      `UPDATE attempt_questions SET opened_at = ?, closes_at = ?
       WHERE attempt_id = ? AND question_id = ?`,
    ).run(now, now + row.question_seconds, row.id, first.question_id);
    noteWrite(db);
    return readAttemptQuestions(db, row.id);
  }
  const current = currentQuestion(list);
  if (!current || current.closes_at === null || now <= current.closes_at + GRACE_SECONDS) {
    return list;
  }
  db.transaction(() => moveOn(db, row, list, current.closes_at ?? now, now))();
  noteWrite(db);
  return readAttemptQuestions(db, row.id);
}

type SavedRow = {
  question_id: number;
  answer: string;
  is_correct: 0 | 1;
  score: number;
  answered_at: number;
};

const savedAnswers = (db: Db, attemptId: number): SavedRow[] =>
  statement<[number], SavedRow>(
    db,
    'SELECT question_id, answer, is_correct, score, answered_at FROM attempt_answers WHERE attempt_id = ?',
  ).all(attemptId);

/**
 * Grades an attempt still in progress and closes it, once: a second call (double submit, the
 * deadline passing during a submit) finds it closed and changes nothing. Graded answers feed the
 * wrong-answer set. A leave still open ends at `at`.
 */
export function closeAttempt(
  db: Db,
  row: AttemptRow,
  status: 'submitted' | 'expired',
  at: number,
  closedBy: ClosedBy,
): void {
  db.transaction(() => {
    const answers = savedAnswers(db, row.id);
    const score = answers.reduce((sum, a) => sum + a.score, 0);
    const correct = answers.filter((a) => a.is_correct === 1).length;
    const changed = statement(
      db,
      `UPDATE exam_attempts SET status = ?, submitted_at = ?, score = ?, correct_count = ?,
         is_passed = ?, closed_by = ? WHERE id = ? AND status = 'in_progress'`,
    ).run(status, at, score, correct, score >= row.pass_score ? 1 : 0, closedBy, row.id).changes;
    if (changed === 0) return;
    closeOpenLeaves(db, row.id, at);
    if (score >= row.pass_score) {
      const target = { userId: row.user_id, kind: 'paper', targetId: row.paper_id } as const;
      issueCertificate(db, { ...target, attemptId: row.id, at });
    }
    for (const a of answers) {
      recordOutcome(db, row.user_id, a.question_id, a.is_correct === 1, parseAnswer(a.answer), at);
    }
  })();
  noteWrite(db);
}

/** Attempts whose time ran out while nobody was looking are submitted as they stand. */
export function expireOverdue(db: Db, userId: number, now: number): void {
  const open = statement<[number], AttemptRow>(
    db,
    `${ATTEMPT_SELECT} WHERE a.user_id = ? AND a.status = 'in_progress'`,
  ).all(userId);
  for (const row of open) {
    if (isOverdue(row, now)) closeAttempt(db, row, 'expired', deadlineOf(row), 'time');
  }
}

/** The candidate's watermark: their display name and the last 4 digits of their mobile. */
function watermarkOf(db: Db, userId: number, language: Language): string {
  const user = statement<[number], NamedPerson>(
    db,
    `SELECT ${nameColumns('u')} FROM users u WHERE u.id = ?`,
  ).get(userId);
  if (!user) return '';
  const digits = (user.mobile ?? '').slice(-4);
  return `${displayName(user, language)} ${digits}`.trim();
}

/** A question's body as this attempt shows it: options in its order, keyed A..n. */
function shownBody(question: QuestionRow, q: AttemptQuestionRow, language: Language) {
  const body = toQuestionBody(question, language);
  return { ...body, options: displayOptions(optionOrderOf(q), body.options) };
}

const flagsOf = (db: Db, attemptId: number): number[] =>
  statement<[number], { question_id: number }>(
    db,
    'SELECT question_id FROM attempt_flags WHERE attempt_id = ? ORDER BY question_id',
  )
    .all(attemptId)
    .map((f) => f.question_id);

/**
 * The attempt as its candidate sees it while answering: questions without solutions, options
 * and saved answers in display keys. In sequential mode only the questions opened so far (the
 * earlier ones locked); a current question past its time moves on first.
 */
export function attemptView(
  db: Db,
  row: AttemptRow,
  now: number,
  language: Language,
): Static<typeof Attempt> {
  const deadline = deadlineOf(row);
  const inProgress = row.status === 'in_progress';
  const sequential = row.question_seconds !== null;
  const all = inProgress ? settleSequential(db, row, now) : attemptQuestions(db, row);
  const current = sequential && inProgress ? currentQuestion(all) : undefined;
  const order = !inProgress ? [] : sequential ? all.filter((q) => q.opened_at !== null) : all;
  const shown = new Map(order.map((q) => [q.question_id, q]));
  const questions = questionsByIds(
    db,
    order.map((q) => q.question_id),
  );
  return {
    id: row.id,
    paper: {
      id: row.paper_id,
      title: paperTitle(row, language),
      total_score: row.total_score,
      pass_score: row.pass_score,
      duration_minutes: row.duration_minutes,
    },
    status: row.status,
    started_at: row.started_at,
    deadline_at: deadline,
    server_now: now,
    remaining_seconds: inProgress ? Math.max(0, deadline - now) : 0,
    questions: order.flatMap((q) => {
      const question = questions.get(q.question_id);
      if (!question) return [];
      const locked = sequential && q.closed_at !== null;
      return [
        {
          ...shownBody(question, q, language),
          score: q.score,
          closes_at: !sequential
            ? null
            : locked
              ? Math.min(q.closed_at ?? now, q.closes_at ?? now)
              : q.closes_at,
          locked,
        },
      ];
    }),
    answers: inProgress
      ? savedAnswers(db, row.id).flatMap((a) => {
          const q = shown.get(a.question_id);
          if (!q) return [];
          return [
            {
              question_id: a.question_id,
              answer: toDisplayKeys(optionOrderOf(q), parseAnswer(a.answer)),
              saved_at: a.answered_at,
            },
          ];
        })
      : [],
    flagged: inProgress ? flagsOf(db, row.id) : [],
    question_count: all.length,
    current_question_id: current?.question_id ?? null,
    question_seconds: row.question_seconds,
    leave_count: row.leave_count,
    leave_limit: row.leave_limit,
    watermark: watermarkOf(db, row.user_id, language),
  };
}

export function toAttemptItem(row: AttemptRow, language: Language): Static<typeof AttemptItem> {
  return {
    id: row.id,
    paper: { id: row.paper_id, title: paperTitle(row, language), kind: row.kind },
    status: row.status,
    score: row.score,
    total_score: row.total_score,
    pass_score: row.pass_score,
    is_passed: row.is_passed === 1,
    started_at: row.started_at,
    submitted_at: row.submitted_at,
    leave_count: row.leave_count,
    closed_by: closedByOf(row),
  };
}

/** The grade of a closed attempt; the review (solutions) only when the paper allows it. */
export function attemptResult(
  db: Db,
  row: AttemptRow,
  language: Language,
): Static<typeof AttemptResult> {
  if (row.status === 'in_progress' || row.submitted_at === null) {
    throw refuse('exam.notSubmittedYet');
  }
  const order = attemptQuestions(db, row);
  const answers = new Map(savedAnswers(db, row.id).map((a) => [a.question_id, a]));
  const rankRow = statement<[number, number], { better: number; candidates: number }>(
    db,
    `SELECT SUM(best > ?) AS better, COUNT(*) AS candidates FROM (
       SELECT MAX(score) AS best FROM exam_attempts
       WHERE paper_id = ? AND status <> 'in_progress' GROUP BY user_id)`,
  ).get(row.score, row.paper_id);
  let review = null;
  if (row.allow_review === 1) {
    const questions = questionsByIds(
      db,
      order.map((q) => q.question_id),
    );
    review = order.flatMap((q) => {
      const question = questions.get(q.question_id);
      if (!question) return [];
      const given = answers.get(q.question_id);
      const keys = optionOrderOf(q);
      return [
        {
          ...shownBody(question, q, language),
          score: q.score,
          earned: given?.score ?? 0,
          answer: given ? toDisplayKeys(keys, parseAnswer(given.answer)) : null,
          is_correct: given?.is_correct === 1,
          correct_answer: toDisplayKeys(keys, parseAnswer(question.answer)),
          explanation: question.explanation,
        },
      ];
    });
  }
  return {
    id: row.id,
    paper: { id: row.paper_id, title: paperTitle(row, language), kind: row.kind },
    status: row.status,
    score: row.score,
    total_score: row.total_score,
    pass_score: row.pass_score,
    is_passed: row.is_passed === 1,
    question_count: order.length,
    answered_count: answers.size,
    correct_count: row.correct_count,
    started_at: row.started_at,
    submitted_at: row.submitted_at,
    duration_seconds: Math.max(0, row.submitted_at - row.started_at),
    rank: (rankRow?.better ?? 0) + 1,
    candidates: Math.max(1, rankRow?.candidates ?? 1),
    review,
    leave_count: row.leave_count,
    leave_limit: row.leave_limit,
    closed_by: closedByOf(row) ?? 'candidate',
    leaves: leavesOf(db, row.id),
  };
}

// ---------------------------------------------------------------- taking answers

/** The attempt, submitted first by the server when its time ran out. */
export function currentAttempt(db: Db, userId: number, id: number, now: number): AttemptRow {
  const row = findAttempt(db, userId, id);
  if (!isOverdue(row, now)) return row;
  closeAttempt(db, row, 'expired', deadlineOf(row), 'time');
  return findAttempt(db, userId, id);
}

/** Refuses unless the attempt still takes answers. */
export function requireOpen(db: Db, userId: number, id: number, now: number): AttemptRow {
  const row = currentAttempt(db, userId, id, now);
  if (row.status === 'expired') throw refuse('exam.timeUp');
  if (row.status !== 'in_progress') throw refuse('exam.alreadySubmitted');
  return row;
}

/** Whether a question takes answers now: always, except in sequential mode (the current one, in time). */
function takesAnswers(row: AttemptRow, q: AttemptQuestionRow, now: number): boolean {
  if (row.question_seconds === null) return true;
  return (
    q.opened_at !== null &&
    q.closed_at === null &&
    q.closes_at !== null &&
    now <= q.closes_at + GRACE_SECONDS
  );
}

/**
 * Saves (or, with an empty answer, clears) one answer given in display keys; stored in the
 * question's original keys, graded now, revealed only after submit. In sequential mode a question
 * that no longer takes answers is refused, or skipped with `skipClosed` (answers a device kept).
 */
export function saveAnswer(
  db: Db,
  row: AttemptRow,
  questionId: number,
  given: readonly string[],
  now: number,
  options: { skipClosed?: boolean } = {},
): void {
  const inPaper = attemptQuestions(db, row).find((q) => q.question_id === questionId);
  if (!inPaper) throw notFound('questionInExam');
  if (row.question_seconds !== null && inPaper.opened_at === null) {
    if (options.skipClosed) return;
    throw notFound('questionInExam');
  }
  if (!takesAnswers(row, inPaper, now)) {
    if (options.skipClosed) return;
    throw refuse('exam.questionTimeUp');
  }
  const question = findQuestion(db, questionId);
  const original =
    question.type === 'single' || question.type === 'multiple'
      ? toOriginalKeys(optionOrderOf(inPaper), given)
      : given;
  const answer = normaliseAnswer(question, original, true);
  if (answer.length === 0) {
    statement(db, 'DELETE FROM attempt_answers WHERE attempt_id = ? AND question_id = ?').run(
      row.id,
      questionId,
    );
    return;
  }
  const correct = isCorrect(question, answer);
  statement(
    db,
    `INSERT INTO attempt_answers (attempt_id, question_id, answer, is_correct, score, answered_at)
     VALUES (@attemptId, @questionId, @answer, @correct, @score, @now)
     ON CONFLICT (attempt_id, question_id) DO UPDATE SET answer = excluded.answer,
       is_correct = excluded.is_correct, score = excluded.score, answered_at = excluded.answered_at`,
  ).run({
    attemptId: row.id,
    questionId,
    answer: JSON.stringify(answer),
    correct: correct ? 1 : 0,
    score: correct ? inPaper.score : 0,
    now,
  });
}

/** Answers a device kept (sent with a submit or a leave): saved while they may still change. */
export function saveDeviceAnswers(
  db: Db,
  row: AttemptRow,
  answers: readonly { question_id: number; answer: readonly string[] }[],
  now: number,
): void {
  for (const given of answers) {
    saveAnswer(db, row, given.question_id, given.answer, now, { skipClosed: true });
  }
}
