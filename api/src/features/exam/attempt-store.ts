import type { Static } from '@sinclair/typebox';
import type { Attempt, AttemptItem, AttemptResult } from '../../contract/exam-schemas';
import type { Db } from '../../db/open-database';
import { noteWrite } from '../../db/read-cache';
import { statement } from '../../db/statement-cache';
import { notFound, refuse } from '../../http/api-error';
import type { Language } from '../../texts';
import { paperTitle } from './paper-row';
import { recordOutcome } from './mistake-book';
import { parseAnswer, questionsByIds, toQuestionBody } from './question-row';

/** Answers arriving this long after the deadline still count: the request left in time. */
export const GRACE_SECONDS = 5;

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
};

export const ATTEMPT_SELECT = `SELECT a.id, a.paper_id, a.user_id, a.status, a.started_at,
  a.submitted_at, a.score, a.correct_count, a.is_passed, p.title, p.title_kind, p.title_params, p.kind, p.total_score,
  p.pass_score, p.duration_minutes, p.deadline_at AS paper_deadline_at, p.allow_review,
  p.shuffle_questions
  FROM exam_attempts a JOIN papers p ON p.id = a.paper_id`;

/** When the server submits the attempt by itself: its duration, or the paper's deadline. */
export const deadlineOf = (row: AttemptRow): number => {
  const end = row.started_at + row.duration_minutes * 60;
  return row.paper_deadline_at === null ? end : Math.min(end, row.paper_deadline_at);
};

export const isOverdue = (row: AttemptRow, now: number): boolean =>
  row.status === 'in_progress' && now > deadlineOf(row) + GRACE_SECONDS;

export function findAttempt(db: Db, userId: number, id: number): AttemptRow {
  const row = statement<[number, number], AttemptRow>(
    db,
    `${ATTEMPT_SELECT} WHERE a.id = ? AND a.user_id = ?`,
  ).get(id, userId);
  if (!row) throw notFound('attempt');
  return row;
}

type PaperQuestionRow = { question_id: number; score: number };

/** The paper's questions in this attempt's order (a shuffled paper: a fixed order per attempt). */
export function attemptQuestions(db: Db, row: AttemptRow): PaperQuestionRow[] {
  const list = statement<[number], PaperQuestionRow>(
    db,
    'SELECT question_id, score FROM paper_questions WHERE paper_id = ? ORDER BY sort, question_id',
  ).all(row.paper_id);
  if (row.shuffle_questions !== 1) return list;
  const key = (q: PaperQuestionRow) =>
    Math.imul(q.question_id ^ (row.id * 40503), 2654435761) >>> 0;
  return [...list].sort((a, b) => key(a) - key(b));
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
 * wrong-answer set.
 */
export function closeAttempt(
  db: Db,
  row: AttemptRow,
  status: 'submitted' | 'expired',
  at: number,
): void {
  db.transaction(() => {
    const answers = savedAnswers(db, row.id);
    const score = answers.reduce((sum, a) => sum + a.score, 0);
    const correct = answers.filter((a) => a.is_correct === 1).length;
    const changed = statement(
      db,
      `UPDATE exam_attempts SET status = ?, submitted_at = ?, score = ?, correct_count = ?,
         is_passed = ? WHERE id = ? AND status = 'in_progress'`,
    ).run(status, at, score, correct, score >= row.pass_score ? 1 : 0, row.id).changes;
    if (changed === 0) return;
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
    if (isOverdue(row, now)) closeAttempt(db, row, 'expired', deadlineOf(row));
  }
}

/** The attempt as its candidate sees it while answering: questions without solutions. */
export function attemptView(
  db: Db,
  row: AttemptRow,
  now: number,
  language: Language,
): Static<typeof Attempt> {
  const deadline = deadlineOf(row);
  const inProgress = row.status === 'in_progress';
  const order = inProgress ? attemptQuestions(db, row) : [];
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
      return question ? [{ ...toQuestionBody(question, language), score: q.score }] : [];
    }),
    answers: inProgress
      ? savedAnswers(db, row.id).map((a) => ({
          question_id: a.question_id,
          answer: parseAnswer(a.answer),
          saved_at: a.answered_at,
        }))
      : [],
    flagged: inProgress
      ? statement<[number], { question_id: number }>(
          db,
          'SELECT question_id FROM attempt_flags WHERE attempt_id = ? ORDER BY question_id',
        )
          .all(row.id)
          .map((f) => f.question_id)
      : [],
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
      return [
        {
          ...toQuestionBody(question, language),
          score: q.score,
          earned: given?.score ?? 0,
          answer: given ? parseAnswer(given.answer) : null,
          is_correct: given?.is_correct === 1,
          correct_answer: parseAnswer(question.answer),
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
  };
}
