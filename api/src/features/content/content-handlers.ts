import { getNews, listBanners, listNews, listNewsCategories } from '../../contract/content';
import { nowSeconds } from '../../clock';
import { noteWrite } from '../../db/read-cache';
import { statement } from '../../db/statement-cache';
import { notFound } from '../../http/api-error';
import { implement } from '../../http/implement';
import { pageOf } from '../../http/paging';
import {
  NEWS_COLUMNS,
  NEWS_FROM,
  NEWS_ORDER,
  NEWS_SELECT,
  newsCategoryName,
  toNewsItem,
  type NewsRow,
} from './news-row';

/** How many items of the same category an article suggests. */
export const RELATED_NEWS_COUNT = 4;

type BannerRow = { id: number; title: string; image: string; link: string };

export const contentHandlers = [
  implement(listBanners, ({ query, services }) => {
    const now = nowSeconds();
    const list = statement<[string, number, number], BannerRow>(
      services.db,
      `SELECT id, title, image, link FROM banners
       WHERE position = ? AND starts_at <= ? AND (ends_at IS NULL OR ends_at > ?)
       ORDER BY sort, id`,
    ).all(query.position ?? 'home', now, now);
    return { list };
  }),

  implement(listNewsCategories, ({ services, language }) => ({
    list: statement<[], { id: number; name: string; name_kind: string | null }>(
      services.db,
      'SELECT id, name, name_kind FROM news_categories ORDER BY sort, id',
    )
      .all()
      .map((row) => ({ id: row.id, name: newsCategoryName(row, language) })),
  })),

  implement(listNews, ({ query, services, language }) =>
    pageOf(services.db, {
      select: `${NEWS_SELECT}
        WHERE n.published_at <= @now AND (@categoryId IS NULL OR n.category_id = @categoryId)`,
      orderBy: NEWS_ORDER,
      params: { now: nowSeconds(), categoryId: query.category_id ?? null },
      page: query.page,
      pageSize: query.pageSize,
      map: (row: NewsRow) => toNewsItem(row, language),
      language,
    }),
  ),

  implement(getNews, ({ params, caller, services, language }) => {
    const { db } = services;
    const now = nowSeconds();
    // The read is counted and the article read back in one transaction, so the reply shows the
    // count including this read even when many requests arrive at once.
    const row = db.transaction(() => {
      const { changes } = statement(
        db,
        'UPDATE news SET read_count = read_count + 1 WHERE id = ? AND published_at <= ?',
      ).run(params.id, now);
      if (!changes) return undefined;
      return statement<[number], NewsRow & { author: string; body_html: string }>(
        db,
        `SELECT ${NEWS_COLUMNS}, n.author, n.body_html ${NEWS_FROM} WHERE n.id = ?`,
      ).get(params.id);
    })();
    if (!row) throw notFound('news');
    // A write inside a GET: cached lists must show the new read count.
    noteWrite(db);

    const liked =
      caller.kind === 'user' &&
      statement(db, 'SELECT 1 FROM news_likes WHERE news_id = ? AND user_id = ?').get(
        row.id,
        caller.user.id,
      ) !== undefined;
    const related = statement<[number, number, number, number], NewsRow>(
      db,
      `${NEWS_SELECT} WHERE n.category_id = ? AND n.id <> ? AND n.published_at <= ?
       ORDER BY n.published_at DESC, n.id DESC LIMIT ?`,
    )
      .all(row.category_id, row.id, now, RELATED_NEWS_COUNT)
      .map((r) => toNewsItem(r, language));

    return {
      ...toNewsItem(row, language),
      author: row.author,
      body_html: row.body_html,
      liked,
      related,
    };
  }),
];
