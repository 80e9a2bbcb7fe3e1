import { listNotices, readAllNotices, readNotice } from '../../contract/user-area';
import { nowSeconds } from '../../clock';
import type { Db } from '../../db/open-database';
import { statement } from '../../db/statement-cache';
import { notFound } from '../../http/api-error';
import { implement } from '../../http/implement';
import { pageOf } from '../../http/paging';
import type { Language } from '../../texts';
import { noticeText } from './notice-text';

type NoticeRow = {
  id: number;
  kind: string;
  text_kind: string;
  text_params: string;
  link: string;
  created_at: number;
  read_at: number | null;
};

const NOTICE_COLUMNS = 'id, kind, text_kind, text_params, link, created_at, read_at';

const noticeView = (row: NoticeRow, language: Language) => ({
  id: row.id,
  kind: row.kind,
  ...noticeText(row.text_kind, row.text_params, language),
  link: row.link,
  created_at: row.created_at,
  read_at: row.read_at,
});

const unreadCount = (db: Db, userId: number): number =>
  statement<[number], { n: number }>(
    db,
    'SELECT COUNT(*) AS n FROM notices WHERE user_id = ? AND read_at IS NULL',
  ).get(userId)!.n;

export const noticeHandlers = [
  implement(listNotices, ({ query, caller, services, language }) => {
    const userId = caller.user.id;
    const page = pageOf(services.db, {
      select: `SELECT ${NOTICE_COLUMNS} FROM notices
               WHERE user_id = @userId AND (@unread = 0 OR read_at IS NULL)`,
      orderBy: 'created_at DESC, id DESC',
      params: { userId, unread: query.unread ? 1 : 0 },
      page: query.page,
      pageSize: query.pageSize,
      map: (row: NoticeRow) => noticeView(row, language),
      language,
    });
    return { ...page, unread_count: unreadCount(services.db, userId) };
  }),

  implement(readNotice, ({ params, caller, services, language }) => {
    const { db } = services;
    const userId = caller.user.id;
    statement(
      db,
      'UPDATE notices SET read_at = ? WHERE id = ? AND user_id = ? AND read_at IS NULL',
    ).run(nowSeconds(), params.id, userId);
    const notice = statement<[number, number], NoticeRow>(
      db,
      `SELECT ${NOTICE_COLUMNS} FROM notices WHERE id = ? AND user_id = ?`,
    ).get(params.id, userId);
    if (!notice) throw notFound('notice');
    return { notice: noticeView(notice, language), unread_count: unreadCount(db, userId) };
  }),

  implement(readAllNotices, ({ caller, services }) => {
    statement(
      services.db,
      'UPDATE notices SET read_at = ? WHERE user_id = ? AND read_at IS NULL',
    ).run(nowSeconds(), caller.user.id);
    return { unread_count: 0 };
  }),
];
