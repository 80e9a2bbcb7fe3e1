import { listNotices, readAllNotices, readNotice } from '../../contract/user-area';
import { nowSeconds } from '../../clock';
import type { Db } from '../../db/open-database';
import { statement } from '../../db/statement-cache';
import { notFound } from '../../http/api-error';
import { implement } from '../../http/implement';
import { pageOf } from '../../http/paging';

type NoticeRow = {
  id: number;
  kind: string;
  title: string;
  body: string;
  link: string;
  created_at: number;
  read_at: number | null;
};

const NOTICE_COLUMNS = 'id, kind, title, body, link, created_at, read_at';

const unreadCount = (db: Db, userId: number): number =>
  statement<[number], { n: number }>(
    db,
    'SELECT COUNT(*) AS n FROM notices WHERE user_id = ? AND read_at IS NULL',
  ).get(userId)!.n;

export const noticeHandlers = [
  implement(listNotices, ({ query, caller, services }) => {
    const userId = caller.user.id;
    const page = pageOf(services.db, {
      select: `SELECT ${NOTICE_COLUMNS} FROM notices
               WHERE user_id = @userId AND (@unread = 0 OR read_at IS NULL)`,
      orderBy: 'created_at DESC, id DESC',
      params: { userId, unread: query.unread ? 1 : 0 },
      page: query.page,
      pageSize: query.pageSize,
      map: (row: NoticeRow) => row,
    });
    return { ...page, unread_count: unreadCount(services.db, userId) };
  }),

  implement(readNotice, ({ params, caller, services }) => {
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
    if (!notice) throw notFound('Notice');
    return { notice, unread_count: unreadCount(db, userId) };
  }),

  implement(readAllNotices, ({ caller, services }) => {
    statement(
      services.db,
      'UPDATE notices SET read_at = ? WHERE user_id = ? AND read_at IS NULL',
    ).run(nowSeconds(), caller.user.id);
    return { unread_count: 0 };
  }),
];
