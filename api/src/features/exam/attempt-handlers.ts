import {
  flagAttemptQuestion,
  getAttempt,
  getAttemptResult,
  listAttempts,
  saveAttemptAnswer,
  startAttempt,
  submitAttempt,
} from '../../contract/exam';
import { nowSeconds } from '../../clock';
import type { Db } from '../../db/open-database';
import { statement } from '../../db/statement-cache';
import { notFound, refuse } from '../../http/api-error';
import { implement } from '../../http/implement';
import { pageOf } from '../../http/paging';
import {
  ATTEMPT_SELECT,
  attemptQuestions,
  attemptResult,
  attemptView,
  closeAttempt,
  deadlineOf,
  findAttempt,
  isOverdue,
  toAttemptItem,
  type AttemptRow,
} from './attempt-store';
import { findPaper } from './paper-row';
import { findQuestion, isCorrect, normaliseAnswer } from './question-row';

/** The attempt, submitted first by the server when its time ran out. */
function currentAttempt(db: Db, userId: number, id: number, now: number): AttemptRow {
  const row = findAttempt(db, userId, id);
  if (!isOverdue(row, now)) return row;
  closeAttempt(db, row, 'expired', deadlineOf(row));
  return findAttempt(db, userId, id);
}

/** Refuses unless the attempt still takes answers. */
function requireOpen(db: Db, userId: number, id: number, now: number): AttemptRow {
  const row = currentAttempt(db, userId, id, now);
  if (row.status === 'expired') throw refuse('exam.timeUp');
  if (row.status !== 'in_progress') throw refuse('exam.alreadySubmitted');
  return row;
}

/** Saves (or, with an empty answer, clears) one answer; graded now, revealed only after submit. */
function saveAnswer(
  db: Db,
  row: AttemptRow,
  questionId: number,
  given: readonly string[],
  now: number,
): void {
  const inPaper = attemptQuestions(db, row).find((q) => q.question_id === questionId);
  if (!inPaper) throw notFound('questionInExam');
  const question = findQuestion(db, questionId);
  const answer = normaliseAnswer(question, given, true);
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

const answeredCount = (db: Db, attemptId: number): number =>
  statement<[number], { n: number }>(
    db,
    'SELECT COUNT(*) AS n FROM attempt_answers WHERE attempt_id = ?',
  ).get(attemptId)?.n ?? 0;

export const attemptHandlers = [
  implement(startAttempt, ({ params, caller, services, language }) => {
    const { db } = services;
    const userId = caller.user.id;
    const now = nowSeconds();
    const row = db.transaction(() => {
      const paper = findPaper(db, userId, params.id, now);
      if (paper.in_progress_attempt_id !== null) {
        const open = currentAttempt(db, userId, paper.in_progress_attempt_id, now);
        if (open.status === 'in_progress') return open;
      }
      if (paper.status_rank === 1) throw refuse('exam.notOpen');
      if (paper.status_rank === 2) throw refuse('exam.closed');
      if (paper.attempts_allowed > 0 && paper.attempts_used >= paper.attempts_allowed) {
        throw refuse('exam.noAttemptsLeft');
      }
      const { lastInsertRowid } = statement(
        db,
        'INSERT INTO exam_attempts (paper_id, user_id, status, started_at) VALUES (?, ?, ?, ?)',
      ).run(paper.id, userId, 'in_progress', now);
      return findAttempt(db, userId, Number(lastInsertRowid));
    })();
    return attemptView(db, row, now, language);
  }),

  implement(getAttempt, ({ params, caller, services, language }) => {
    const now = nowSeconds();
    return attemptView(
      services.db,
      currentAttempt(services.db, caller.user.id, params.id, now),
      now,
      language,
    );
  }),

  implement(listAttempts, ({ query, caller, services, language }) =>
    pageOf(services.db, {
      select: `${ATTEMPT_SELECT} WHERE a.user_id = @userId`,
      orderBy: 'a.started_at DESC, a.id DESC',
      params: { userId: caller.user.id },
      page: query.page,
      pageSize: query.pageSize,
      map: (row: AttemptRow) => toAttemptItem(row, language),
      language,
    }),
  ),

  implement(saveAttemptAnswer, ({ params, body, caller, services }) => {
    const { db } = services;
    const now = nowSeconds();
    const row = requireOpen(db, caller.user.id, params.id, now);
    db.transaction(() => saveAnswer(db, row, body.question_id, body.answer, now))();
    return {
      question_id: body.question_id,
      saved_at: now,
      answered_count: answeredCount(db, row.id),
      remaining_seconds: Math.max(0, deadlineOf(row) - now),
    };
  }),

  implement(flagAttemptQuestion, ({ params, body, caller, services }) => {
    const { db } = services;
    const row = requireOpen(db, caller.user.id, params.id, nowSeconds());
    if (!attemptQuestions(db, row).some((q) => q.question_id === body.question_id)) {
      throw notFound('questionInExam');
    }
    statement(
      db,
      body.flagged
        ? 'INSERT INTO attempt_flags (attempt_id, question_id) VALUES (?, ?) ON CONFLICT DO NOTHING'
        : 'DELETE FROM attempt_flags WHERE attempt_id = ? AND question_id = ?',
    ).run(row.id, body.question_id);
    return {
      flagged: statement<[number], { question_id: number }>(
        db,
        'SELECT question_id FROM attempt_flags WHERE attempt_id = ? ORDER BY question_id',
      )
        .all(row.id)
        .map((f) => f.question_id),
    };
  }),

  implement(submitAttempt, ({ params, body, caller, services, language }) => {
    const { db } = services;
    const userId = caller.user.id;
    const now = nowSeconds();
    const row = currentAttempt(db, userId, params.id, now);
    if (row.status === 'in_progress') {
      db.transaction(() => {
        // Answers the device kept but the server missed (a save lost on a bad network).
        for (const given of body.answers ?? []) {
          saveAnswer(db, row, given.question_id, given.answer, now);
        }
      })();
      closeAttempt(db, row, 'submitted', now);
    }
    return attemptResult(db, findAttempt(db, userId, params.id), language);
  }),

  implement(getAttemptResult, ({ params, caller, services, language }) => {
    const { db } = services;
    const now = nowSeconds();
    return attemptResult(db, currentAttempt(db, caller.user.id, params.id, now), language);
  }),
];
