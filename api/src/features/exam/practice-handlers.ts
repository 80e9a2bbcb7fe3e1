import {
  answerPractice,
  finishPractice,
  getPractice,
  listPractice,
  startPractice,
} from '../../contract/exam';
import { nowSeconds } from '../../clock';
import type { Db } from '../../db/open-database';
import { statement } from '../../db/statement-cache';
import { badInput, notFound, refuse } from '../../http/api-error';
import { implement } from '../../http/implement';
import { pageOf } from '../../http/paging';
import { recordOutcome } from './mistake-book';
import {
  findSession,
  revealFor,
  SESSION_SELECT,
  sessionQuestionIds,
  sessionView,
  toSummary,
  type SessionRow,
} from './practice-session';
import { findQuestion, isCorrect, normaliseAnswer, parseAnswer } from './question-row';

type Mode = SessionRow['mode'];
const CHAPTER_RUN = 10;
const REPLAY_RUN = 20;

/** The questions a new run takes, in order. */
function pickQuestions(db: Db, userId: number, mode: Mode, chapterId: number | null): number[] {
  const params = { userId, chapterId };
  const ids = (sql: string, extra: Record<string, unknown> = {}) =>
    (statement(db, sql).all({ ...params, ...extra }) as { id: number }[]).map((r) => r.id);
  switch (mode) {
    case 'chapter':
      // Never practised first, then last answered wrong, then the rest.
      return ids(
        `SELECT q.id, (SELECT pa.is_correct FROM practice_answers pa
             JOIN practice_sessions s ON s.id = pa.session_id
             WHERE s.user_id = @userId AND pa.question_id = q.id
             ORDER BY pa.answered_at DESC LIMIT 1) AS last
         FROM questions q WHERE q.chapter_id = @chapterId
         ORDER BY CASE WHEN last IS NULL THEN 0 WHEN last = 0 THEN 1 ELSE 2 END, q.id
         LIMIT @limit`,
        { limit: CHAPTER_RUN },
      );
    case 'mistakes':
      return ids(
        `SELECT q.id FROM mistakes m JOIN questions q ON q.id = m.question_id
         WHERE m.user_id = @userId AND m.mastered_at IS NULL
           AND (@chapterId IS NULL OR q.chapter_id = @chapterId)
         ORDER BY m.last_wrong_at DESC, q.id LIMIT @limit`,
        { limit: REPLAY_RUN },
      );
    case 'favourites':
      return ids(
        `SELECT q.id FROM question_favourites f JOIN questions q ON q.id = f.question_id
         WHERE f.user_id = @userId AND (@chapterId IS NULL OR q.chapter_id = @chapterId)
         ORDER BY f.created_at DESC, q.id LIMIT @limit`,
        { limit: REPLAY_RUN },
      );
    case 'featured':
      return ids(
        `SELECT q.id FROM questions q
         WHERE q.is_featured = 1 AND (@chapterId IS NULL OR q.chapter_id = @chapterId)
         ORDER BY q.id LIMIT @limit`,
        { limit: REPLAY_RUN },
      );
    case 'random':
      return ids(
        `SELECT q.id FROM questions q
         WHERE @chapterId IS NULL
            OR q.bank_id = (SELECT bank_id FROM question_chapters WHERE id = @chapterId)
         ORDER BY random() LIMIT @limit`,
        { limit: CHAPTER_RUN },
      );
  }
}

function startOrResume(db: Db, userId: number, mode: Mode, chapterId: number | null): SessionRow {
  const open = statement<{ userId: number; mode: Mode; chapterId: number | null }, { id: number }>(
    db,
    `SELECT id FROM practice_sessions
     WHERE user_id = @userId AND mode = @mode AND chapter_id IS @chapterId AND finished_at IS NULL
     ORDER BY started_at DESC, id DESC LIMIT 1`,
  ).get({ userId, mode, chapterId });
  if (open) return findSession(db, userId, open.id);

  const questionIds = pickQuestions(db, userId, mode, chapterId);
  const first = questionIds[0];
  if (first === undefined) throw refuse('practice.noQuestions');
  const bankId = findQuestion(db, first).bank_id;
  const { lastInsertRowid } = statement(
    db,
    `INSERT INTO practice_sessions (user_id, bank_id, chapter_id, mode, question_count, started_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  ).run(userId, bankId, chapterId, mode, questionIds.length, nowSeconds());
  const sessionId = Number(lastInsertRowid);
  const insert = statement(
    db,
    'INSERT INTO practice_session_questions (session_id, question_id, sort) VALUES (?, ?, ?)',
  );
  questionIds.forEach((questionId, sort) => insert.run(sessionId, questionId, sort));
  return findSession(db, userId, sessionId);
}

export const practiceHandlers = [
  implement(startPractice, ({ body, caller, services, language }) => {
    const { db } = services;
    const chapterId = body.chapter_id ?? null;
    if (body.mode === 'chapter' && chapterId === null) {
      throw badInput('input.chapterRequired');
    }
    if (chapterId !== null) {
      const chapter = statement(db, 'SELECT 1 FROM question_chapters WHERE id = ?').get(chapterId);
      if (!chapter) throw notFound('chapter');
    }
    const row = db.transaction(() => startOrResume(db, caller.user.id, body.mode, chapterId))();
    return sessionView(db, row, language);
  }),

  implement(getPractice, ({ params, caller, services, language }) =>
    sessionView(services.db, findSession(services.db, caller.user.id, params.id), language),
  ),

  implement(listPractice, ({ query, caller, services, language }) =>
    pageOf(services.db, {
      select: `${SESSION_SELECT} WHERE s.user_id = @userId`,
      orderBy: 's.started_at DESC, s.id DESC',
      params: { userId: caller.user.id },
      page: query.page,
      pageSize: query.pageSize,
      map: toSummary(language),
      language,
    }),
  ),

  implement(answerPractice, ({ params, body, caller, services }) => {
    const { db } = services;
    const userId = caller.user.id;
    return db.transaction(() => {
      const session = findSession(db, userId, params.id);
      if (!sessionQuestionIds(db, session.id).includes(body.question_id)) {
        throw notFound('questionInPractice');
      }
      const question = findQuestion(db, body.question_id);
      const stored = statement<[number, number], { answer: string; is_correct: 0 | 1 }>(
        db,
        'SELECT answer, is_correct FROM practice_answers WHERE session_id = ? AND question_id = ?',
      ).get(session.id, question.id);
      let reveal;
      if (stored) {
        // The first answer stands (a double tap, a retried request).
        reveal = revealFor(question, parseAnswer(stored.answer), stored.is_correct === 1);
      } else {
        if (session.finished_at !== null) throw refuse('practice.ended');
        const answer = normaliseAnswer(question, body.answer, false);
        const correct = isCorrect(question, answer);
        const now = nowSeconds();
        statement(
          db,
          `INSERT INTO practice_answers (session_id, question_id, answer, is_correct, answered_at)
           VALUES (?, ?, ?, ?, ?)`,
        ).run(session.id, question.id, JSON.stringify(answer), correct ? 1 : 0, now);
        statement(
          db,
          `UPDATE practice_sessions SET answered_count = answered_count + 1,
             correct_count = correct_count + ?,
             finished_at = CASE WHEN answered_count + 1 >= question_count THEN ? ELSE finished_at END
           WHERE id = ?`,
        ).run(correct ? 1 : 0, now, session.id);
        recordOutcome(db, userId, question.id, correct, answer, now);
        reveal = revealFor(question, answer, correct);
      }
      const after = findSession(db, userId, session.id);
      return {
        question_id: question.id,
        result: reveal,
        answered_count: after.answered_count,
        correct_count: after.correct_count,
        finished: after.answered_count >= after.question_count,
      };
    })();
  }),

  implement(finishPractice, ({ params, caller, services, language }) => {
    const { db } = services;
    statement(
      db,
      'UPDATE practice_sessions SET finished_at = ? WHERE id = ? AND user_id = ? AND finished_at IS NULL',
    ).run(nowSeconds(), params.id, caller.user.id);
    return sessionView(db, findSession(db, caller.user.id, params.id), language);
  }),
];
