import {
  advanceAttemptQuestion,
  flagAttemptQuestion,
  getAttempt,
  getAttemptResult,
  listAttempts,
  recordAttemptLeave,
  saveAttemptAnswer,
  startAttempt,
  submitAttempt,
} from '../../contract/exam';
import { nowSeconds } from '../../clock';
import type { Db } from '../../db/open-database';
import { noteWrite } from '../../db/read-cache';
import { statement } from '../../db/statement-cache';
import { notFound, refuse } from '../../http/api-error';
import { implement } from '../../http/implement';
import { pageOf } from '../../http/paging';
import { planAttempt, storeAttemptQuestions } from './attempt-order';
import { closeOpenLeaves } from './attempt-leave-rows';
import { recordLeave } from './attempt-leaves';
import {
  ATTEMPT_SELECT,
  attemptQuestions,
  attemptResult,
  attemptView,
  closeAttempt,
  currentAttempt,
  currentQuestion,
  deadlineOf,
  findAttempt,
  moveOn,
  requireOpen,
  saveAnswer,
  saveDeviceAnswers,
  settleSequential,
  toAttemptItem,
  type AttemptRow,
} from './attempt-store';
import { findPaper } from './paper-row';

/** The candidate is looking at the attempt again: a leave still open ends now. */
function cameBack(db: Db, row: AttemptRow, now: number): void {
  if (row.status !== 'in_progress') return;
  if (closeOpenLeaves(db, row.id, now) > 0) noteWrite(db);
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
        if (open.status === 'in_progress') {
          cameBack(db, open, now);
          return open;
        }
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
      const attemptId = Number(lastInsertRowid);
      // Drawn and ordered once, here: every later read shows this attempt the same questions.
      const planned = planAttempt(db, {
        paper_id: paper.id,
        shuffle_questions: paper.shuffle_questions,
        shuffle_options: paper.shuffle_options,
      });
      const sequential =
        paper.question_seconds === null
          ? null
          : { openAt: now, questionSeconds: paper.question_seconds };
      storeAttemptQuestions(db, attemptId, planned, sequential);
      return findAttempt(db, userId, attemptId);
    })();
    noteWrite(db);
    return attemptView(db, row, now, language);
  }),

  implement(getAttempt, ({ params, caller, services, language }) => {
    const { db } = services;
    const now = nowSeconds();
    const row = currentAttempt(db, caller.user.id, params.id, now);
    cameBack(db, row, now);
    return attemptView(db, row, now, language);
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
    noteWrite(db);
    return {
      question_id: body.question_id,
      saved_at: now,
      answered_count: answeredCount(db, row.id),
      remaining_seconds: Math.max(0, deadlineOf(row) - now),
    };
  }),

  implement(advanceAttemptQuestion, ({ params, body, caller, services, language }) => {
    const { db } = services;
    const now = nowSeconds();
    const row = requireOpen(db, caller.user.id, params.id, now);
    if (row.question_seconds === null) throw refuse('exam.notSequential');
    if (!attemptQuestions(db, row).some((q) => q.question_id === body.question_id)) {
      throw notFound('questionInExam');
    }
    const list = settleSequential(db, row, now);
    // A stale id (the question already closed, or a retried advance) changes nothing.
    if (currentQuestion(list)?.question_id === body.question_id) {
      db.transaction(() => moveOn(db, row, list, now, now))();
      noteWrite(db);
    }
    return attemptView(db, row, now, language);
  }),

  implement(recordAttemptLeave, ({ params, body, caller, services }) =>
    recordLeave(services.db, caller.user.id, params.id, body, nowSeconds()),
  ),

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
      // Answers the device kept but the server missed (a save lost on a bad network); in
      // sequential mode those of questions already closed are skipped.
      db.transaction(() => saveDeviceAnswers(db, row, body.answers ?? [], now))();
      closeAttempt(db, row, 'submitted', now, 'candidate');
    }
    return attemptResult(db, findAttempt(db, userId, params.id), language);
  }),

  implement(getAttemptResult, ({ params, caller, services, language }) => {
    const { db } = services;
    const now = nowSeconds();
    return attemptResult(db, currentAttempt(db, caller.user.id, params.id, now), language);
  }),
];
