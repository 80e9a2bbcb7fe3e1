import {
  favouriteQuestion,
  getQuestion,
  listFavouriteQuestions,
  listFeaturedQuestions,
  listMistakes,
  removeMistake,
  unfavouriteQuestion,
} from '../../contract/exam';
import { nowSeconds } from '../../clock';
import type { Db } from '../../db/open-database';
import { statement } from '../../db/statement-cache';
import { implement } from '../../http/implement';
import { pageOf } from '../../http/paging';
import { revealFor } from './practice-session';
import {
  chapterOf,
  findQuestion,
  parseAnswer,
  toQuestionBody,
  toQuestionItem,
  type QuestionItemColumns,
} from './question-row';

type ItemColumns = QuestionItemColumns;

const ITEM_COLUMNS =
  'q.id, q.type, q.stem, q.chapter_id, c.name AS chapter_name, c.name_kind AS chapter_kind';
type ChapterCount = { id: number; name: string; name_kind: string | null; count: number };

const ITEM_FROM = 'FROM questions q JOIN question_chapters c ON c.id = q.chapter_id';

const favouriteState = (db: Db, userId: number, questionId: number) => ({
  favourited:
    statement(db, 'SELECT 1 FROM question_favourites WHERE user_id = ? AND question_id = ?').get(
      userId,
      questionId,
    ) !== undefined,
});

export const collectionHandlers = [
  implement(listMistakes, ({ query, caller, services, language }) => {
    const { db } = services;
    const userId = caller.user.id;
    const page = pageOf(db, {
      select: `SELECT ${ITEM_COLUMNS}, m.wrong_count, m.right_streak, m.last_answer, m.last_wrong_at
        ${ITEM_FROM} JOIN mistakes m ON m.question_id = q.id
        WHERE m.user_id = @userId AND m.mastered_at IS NULL
          AND (@chapterId IS NULL OR q.chapter_id = @chapterId)`,
      orderBy: 'm.last_wrong_at DESC, q.id DESC',
      params: { userId, chapterId: query.chapter_id ?? null },
      page: query.page,
      pageSize: query.pageSize,
      map: (
        row: ItemColumns & {
          wrong_count: number;
          right_streak: number;
          last_answer: string;
          last_wrong_at: number;
        },
      ) => ({
        id: row.id,
        question: toQuestionItem(row, language),
        wrong_count: row.wrong_count,
        right_streak: row.right_streak,
        last_answer: parseAnswer(row.last_answer),
        last_wrong_at: row.last_wrong_at,
      }),
      language,
    });
    const chapters = statement<[number], ChapterCount>(
      db,
      `SELECT c.id, c.name, c.name_kind, COUNT(*) AS count FROM mistakes m
       JOIN questions q ON q.id = m.question_id JOIN question_chapters c ON c.id = q.chapter_id
       WHERE m.user_id = ? AND m.mastered_at IS NULL
       GROUP BY c.id ORDER BY c.bank_id, c.sort, c.id`,
    )
      .all(userId)
      .map((c) => ({ ...chapterOf(c, language), count: c.count }));
    return { ...page, chapters };
  }),

  implement(removeMistake, ({ params, caller, services }) => {
    const { changes } = statement(
      services.db,
      `UPDATE mistakes SET mastered_at = ?, right_streak = 0
       WHERE user_id = ? AND question_id = ? AND mastered_at IS NULL`,
    ).run(nowSeconds(), caller.user.id, params.id);
    return { removed: changes > 0 };
  }),

  implement(listFavouriteQuestions, ({ query, caller, services, language }) =>
    pageOf(services.db, {
      select: `SELECT ${ITEM_COLUMNS}, f.created_at AS favourited_at ${ITEM_FROM}
        JOIN question_favourites f ON f.question_id = q.id WHERE f.user_id = @userId`,
      orderBy: 'f.created_at DESC, q.id DESC',
      params: { userId: caller.user.id },
      page: query.page,
      pageSize: query.pageSize,
      map: (row: ItemColumns & { favourited_at: number }) => ({
        id: row.id,
        question: toQuestionItem(row, language),
        favourited_at: row.favourited_at,
      }),
      language,
    }),
  ),

  implement(favouriteQuestion, ({ params, caller, services }) => {
    const { db } = services;
    findQuestion(db, params.id);
    statement(
      db,
      `INSERT INTO question_favourites (user_id, question_id, created_at) VALUES (?, ?, ?)
       ON CONFLICT (user_id, question_id) DO NOTHING`,
    ).run(caller.user.id, params.id, nowSeconds());
    return favouriteState(db, caller.user.id, params.id);
  }),

  implement(unfavouriteQuestion, ({ params, caller, services }) => {
    const { db } = services;
    findQuestion(db, params.id);
    statement(db, 'DELETE FROM question_favourites WHERE user_id = ? AND question_id = ?').run(
      caller.user.id,
      params.id,
    );
    return favouriteState(db, caller.user.id, params.id);
  }),

  implement(getQuestion, ({ params, caller, services, language }) => {
    const { db } = services;
    const userId = caller.user.id;
    const question = findQuestion(db, params.id);
    const latest = statement<[number, number], { answer: string; is_correct: 0 | 1 }>(
      db,
      `SELECT pa.answer, pa.is_correct FROM practice_answers pa
       JOIN practice_sessions s ON s.id = pa.session_id
       WHERE s.user_id = ? AND pa.question_id = ? ORDER BY pa.answered_at DESC LIMIT 1`,
    ).get(userId, question.id);
    const comments = statement<[number], { n: number }>(
      db,
      'SELECT COUNT(*) AS n FROM question_comments WHERE question_id = ?',
    ).get(question.id);
    return {
      ...toQuestionBody(question, language),
      favourited: favouriteState(db, userId, question.id).favourited,
      comment_count: comments?.n ?? 0,
      result: latest
        ? revealFor(question, parseAnswer(latest.answer), latest.is_correct === 1)
        : null,
    };
  }),

  implement(listFeaturedQuestions, ({ query, services, language }) => {
    const { db } = services;
    const page = pageOf(db, {
      select: `SELECT ${ITEM_COLUMNS} ${ITEM_FROM}
        WHERE q.is_featured = 1 AND (@chapterId IS NULL OR q.chapter_id = @chapterId)`,
      orderBy: 'c.bank_id, c.sort, q.id',
      params: { chapterId: query.chapter_id ?? null },
      page: query.page,
      pageSize: query.pageSize,
      map: (row: ItemColumns) => toQuestionItem(row, language),
      language,
    });
    const chapters = statement<[], ChapterCount>(
      db,
      `SELECT c.id, c.name, c.name_kind, COUNT(*) AS count ${ITEM_FROM} WHERE q.is_featured = 1
       GROUP BY c.id ORDER BY c.bank_id, c.sort, c.id`,
    )
      .all()
      .map((c) => ({ ...chapterOf(c, language), count: c.count }));
    return { ...page, chapters };
  }),
];
