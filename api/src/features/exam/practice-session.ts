import type { Static } from '@sinclair/typebox';
import type { PracticeSession, PracticeSummary, Reveal } from '../../contract/exam-schemas';
import type { Db } from '../../db/open-database';
import { statement } from '../../db/statement-cache';
import { notFound } from '../../http/api-error';
import type { Language } from '../../texts';
import {
  bankName,
  chapterName,
  parseAnswer,
  questionsByIds,
  toQuestionBody,
  type QuestionRow,
} from './question-row';

export type SessionRow = {
  id: number;
  user_id: number;
  mode: 'chapter' | 'random' | 'mistakes' | 'favourites' | 'featured';
  bank_id: number;
  bank_name: string;
  bank_kind: string | null;
  chapter_id: number | null;
  chapter_name: string | null;
  chapter_kind: string | null;
  question_count: number;
  answered_count: number;
  correct_count: number;
  started_at: number;
  finished_at: number | null;
};

export const SESSION_SELECT = `SELECT s.id, s.user_id, s.mode, s.bank_id, b.name AS bank_name,
  b.name_kind AS bank_kind, s.chapter_id, c.name AS chapter_name, c.name_kind AS chapter_kind,
  s.question_count, s.answered_count, s.correct_count,
  s.started_at, s.finished_at
  FROM practice_sessions s JOIN question_banks b ON b.id = s.bank_id
  LEFT JOIN question_chapters c ON c.id = s.chapter_id`;

type AnswerRow = { question_id: number; answer: string; is_correct: 0 | 1; answered_at: number };

/** The caller's own run, or 404 (another user's run does not exist for them). */
export function findSession(db: Db, userId: number, id: number): SessionRow {
  const row = statement<[number, number], SessionRow>(
    db,
    `${SESSION_SELECT} WHERE s.id = ? AND s.user_id = ?`,
  ).get(id, userId);
  if (!row) throw notFound('practiceSession');
  return row;
}

export const sessionQuestionIds = (db: Db, sessionId: number): number[] =>
  statement<[number], { question_id: number }>(
    db,
    'SELECT question_id FROM practice_session_questions WHERE session_id = ? ORDER BY sort',
  )
    .all(sessionId)
    .map((row) => row.question_id);

export const toSummary =
  (language: Language) =>
  (row: SessionRow): Static<typeof PracticeSummary> => ({
    id: row.id,
    mode: row.mode,
    chapter:
      row.chapter_id !== null
        ? {
            id: row.chapter_id,
            name: chapterName(row.chapter_name ?? '', row.chapter_kind, language),
          }
        : null,
    bank: { id: row.bank_id, name: bankName(row.bank_name, row.bank_kind, language) },
    question_count: row.question_count,
    answered_count: row.answered_count,
    correct_count: row.correct_count,
    started_at: row.started_at,
    finished_at: row.finished_at,
  });

/** The solution of an answered question: only ever built from the caller's own answer. */
export const revealFor = (
  question: QuestionRow,
  given: readonly string[],
  correct: boolean,
): Static<typeof Reveal> => ({
  answer: [...given],
  is_correct: correct,
  correct_answer: parseAnswer(question.answer),
  explanation: question.explanation,
});

export function sessionView(
  db: Db,
  row: SessionRow,
  language: Language,
): Static<typeof PracticeSession> {
  const ids = sessionQuestionIds(db, row.id);
  const questions = questionsByIds(db, ids);
  const answers = new Map(
    statement<[number], AnswerRow>(
      db,
      'SELECT question_id, answer, is_correct, answered_at FROM practice_answers WHERE session_id = ?',
    )
      .all(row.id)
      .map((a) => [a.question_id, a]),
  );
  const favourites = new Set(
    statement<[number], { question_id: number }>(
      db,
      'SELECT question_id FROM question_favourites WHERE user_id = ?',
    )
      .all(row.user_id)
      .map((f) => f.question_id),
  );
  const commentCount = statement<[number], { n: number }>(
    db,
    'SELECT COUNT(*) AS n FROM question_comments WHERE question_id = ?',
  );
  const times = [...answers.values()].map((a) => a.answered_at);
  const last = times.length > 0 ? Math.max(...times) : row.started_at;
  return {
    ...toSummary(language)(row),
    duration_seconds: Math.max(0, (row.finished_at ?? last) - row.started_at),
    questions: ids.flatMap((id) => {
      const question = questions.get(id);
      if (!question) return [];
      const answer = answers.get(id);
      return [
        {
          ...toQuestionBody(question, language),
          favourited: favourites.has(id),
          comment_count: commentCount.get(id)?.n ?? 0,
          result: answer
            ? revealFor(question, parseAnswer(answer.answer), answer.is_correct === 1)
            : null,
        },
      ];
    }),
  };
}
