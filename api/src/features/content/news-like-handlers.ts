import { likeNews, unlikeNews } from '../../contract/content';
import { nowSeconds } from '../../clock';
import type { Db } from '../../db/open-database';
import { statement } from '../../db/statement-cache';
import { notFound } from '../../http/api-error';
import { implement } from '../../http/implement';

/**
 * Adds or removes the caller's like and moves like_count by exactly the change, in one
 * transaction, so the count stays equal to the likes however many requests arrive together.
 */
function setLike(db: Db, newsId: number, userId: number, like: boolean) {
  return db.transaction(() => {
    const now = nowSeconds();
    const news = statement<[number, number], { id: number }>(
      db,
      'SELECT id FROM news WHERE id = ? AND published_at <= ?',
    ).get(newsId, now);
    if (!news) throw notFound('news');
    const { changes } = like
      ? statement(
          db,
          `INSERT INTO news_likes (news_id, user_id, created_at) VALUES (?, ?, ?)
           ON CONFLICT (news_id, user_id) DO NOTHING`,
        ).run(newsId, userId, now)
      : statement(db, 'DELETE FROM news_likes WHERE news_id = ? AND user_id = ?').run(
          newsId,
          userId,
        );
    if (changes) {
      statement(db, 'UPDATE news SET like_count = MAX(0, like_count + ?) WHERE id = ?').run(
        like ? 1 : -1,
        newsId,
      );
    }
    const { like_count } = statement<[number], { like_count: number }>(
      db,
      'SELECT like_count FROM news WHERE id = ?',
    ).get(newsId)!;
    return { liked: like, like_count };
  })();
}

export const newsLikeHandlers = [
  implement(likeNews, ({ params, caller, services }) =>
    setLike(services.db, params.id, caller.user.id, true),
  ),
  implement(unlikeNews, ({ params, caller, services }) =>
    setLike(services.db, params.id, caller.user.id, false),
  ),
];
