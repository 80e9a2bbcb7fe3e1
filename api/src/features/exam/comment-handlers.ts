import {
  COMMENT_MAX_LENGTH,
  deleteMyComment,
  listMyComments,
  listQuestionComments,
  postQuestionComment,
} from '../../contract/exam';
import { nowSeconds } from '../../clock';
import type { Db } from '../../db/open-database';
import { statement } from '../../db/statement-cache';
import { badInput, forbidden, notFound } from '../../http/api-error';
import type { Language } from '../../texts';
import { displayName, nameColumns } from '../users/display-name';
import { implement } from '../../http/implement';
import { pageOf } from '../../http/paging';
import { findQuestion, toQuestionItem, type QuestionType } from './question-row';

type CommentRow = {
  id: number;
  body: string;
  like_count: number;
  created_at: number;
  user_id: number;
  nickname: string;
  username: string;
  mobile: string | null;
  deleted_at: number | null;
  avatar: string;
  question_id: number;
  type: QuestionType;
  stem: string;
  chapter_id: number;
  chapter_name: string;
  chapter_kind: string | null;
};

const COMMENT_SELECT = `SELECT k.id, k.body, k.like_count, k.created_at, k.user_id,
  ${nameColumns('u')}, u.avatar, q.id AS question_id, q.type, q.stem, q.chapter_id, c.name AS chapter_name,
  c.name_kind AS chapter_kind
  FROM question_comments k JOIN users u ON u.id = k.user_id
  JOIN questions q ON q.id = k.question_id JOIN question_chapters c ON c.id = q.chapter_id`;

const toComment = (userId: number, language: Language) => (row: CommentRow) => ({
  id: row.id,
  body: row.body,
  like_count: row.like_count,
  created_at: row.created_at,
  author: {
    id: row.user_id,
    name: displayName(row, language),
    // The same display name, under the name older clients read.
    nickname: displayName(row, language),
    avatar: row.avatar,
  },
  mine: row.user_id === userId,
  question: toQuestionItem({ ...row, id: row.question_id }, language),
});

function findComment(db: Db, id: number): CommentRow {
  const row = statement<[number], CommentRow>(db, `${COMMENT_SELECT} WHERE k.id = ?`).get(id);
  if (!row) throw notFound('comment');
  return row;
}

/** Characters as a person counts them (an emoji is one), the limit the textarea shows. */
const lengthOf = (text: string): number => [...text].length;

export const commentHandlers = [
  implement(listQuestionComments, ({ params, query, caller, services, language }) => {
    const { db } = services;
    const question = findQuestion(db, params.id);
    return {
      ...pageOf(db, {
        select: `${COMMENT_SELECT} WHERE k.question_id = @questionId`,
        orderBy: 'k.created_at DESC, k.id DESC',
        params: { questionId: question.id },
        page: query.page,
        pageSize: query.pageSize,
        map: toComment(caller.user.id, language),
        language,
      }),
      question: toQuestionItem(question, language),
    };
  }),

  implement(postQuestionComment, ({ params, body, caller, services, language }) => {
    const { db } = services;
    const question = findQuestion(db, params.id);
    const text = body.body.trim();
    if (text === '') throw badInput('input.commentBlank');
    if (lengthOf(text) > COMMENT_MAX_LENGTH) {
      throw badInput('input.commentTooLong', { max: COMMENT_MAX_LENGTH });
    }
    const { lastInsertRowid } = statement(
      db,
      'INSERT INTO question_comments (question_id, user_id, body, created_at) VALUES (?, ?, ?, ?)',
    ).run(question.id, caller.user.id, text, nowSeconds());
    return toComment(caller.user.id, language)(findComment(db, Number(lastInsertRowid)));
  }),

  implement(listMyComments, ({ query, caller, services, language }) =>
    pageOf(services.db, {
      select: `${COMMENT_SELECT} WHERE k.user_id = @userId`,
      orderBy: 'k.created_at DESC, k.id DESC',
      params: { userId: caller.user.id },
      page: query.page,
      pageSize: query.pageSize,
      map: toComment(caller.user.id, language),
      language,
    }),
  ),

  implement(deleteMyComment, ({ params, caller, services }) => {
    const { db } = services;
    const comment = findComment(db, params.id);
    if (comment.user_id !== caller.user.id) {
      throw forbidden('exam.ownCommentsOnly');
    }
    statement(db, 'DELETE FROM question_comments WHERE id = ?').run(comment.id);
    return { deleted: true };
  }),
];
