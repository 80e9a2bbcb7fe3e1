import {
  clearSearchHistory,
  listHotKeywords,
  listSearchHistory,
  search,
  searchMore,
} from '../../contract/search';
import { nowSeconds } from '../../clock';
import { noteWrite } from '../../db/read-cache';
import { statement } from '../../db/statement-cache';
import { implement } from '../../http/implement';
import { pageOf } from '../../http/paging';
import {
  SEARCH_COLUMNS,
  SEARCH_FROM,
  SEARCH_KINDS,
  cleanKeyword,
  matchCondition,
  toSearchResult,
  type IndexRow,
  type Kind,
} from './search-query';

/** Results shown per kind on the grouped page. */
export const SEARCH_GROUP_SIZE = 3;
/** Recent searches kept and shown per user. */
export const SEARCH_HISTORY_SIZE = 20;

export const searchHandlers = [
  implement(search, ({ query, caller, services, language }) => {
    const { db } = services;
    const keyword = cleanKeyword(query.keyword);
    const { where, needle, order } = matchCondition(keyword);
    const totals = new Map(
      statement<{ needle: string }, { kind: Kind; n: number }>(
        db,
        `SELECT kind, COUNT(*) AS n FROM search_index WHERE ${where} GROUP BY kind`,
      )
        .all({ needle })
        .map((r) => [r.kind, r.n]),
    );
    const top = statement<{ needle: string; kind: string; limit: number }, IndexRow>(
      db,
      `SELECT ${SEARCH_COLUMNS} FROM ${SEARCH_FROM}
       WHERE ${where} AND search_index.kind = @kind
       ORDER BY ${order} LIMIT @limit`,
    );
    const toResult = toSearchResult(keyword, language);
    const groups = SEARCH_KINDS.map((type) => {
      const total = totals.get(type) ?? 0;
      const list = total ? top.all({ needle, kind: type, limit: SEARCH_GROUP_SIZE }) : [];
      return { type, total, list: list.map(toResult) };
    });

    const now = nowSeconds();
    db.transaction(() => {
      statement(
        db,
        `INSERT INTO search_history (user_id, keyword, searched_at) VALUES (?, ?, ?)
         ON CONFLICT (user_id, keyword) DO UPDATE SET searched_at = excluded.searched_at`,
      ).run(caller.user.id, keyword, now);
      statement(
        db,
        `DELETE FROM search_history WHERE user_id = @userId AND keyword NOT IN (
           SELECT keyword FROM search_history WHERE user_id = @userId
           ORDER BY searched_at DESC, keyword LIMIT @keep)`,
      ).run({ userId: caller.user.id, keep: SEARCH_HISTORY_SIZE });
    })();
    // A write inside a GET: the cached history must show this search.
    noteWrite(db);

    return { keyword, total: groups.reduce((sum, g) => sum + g.total, 0), groups };
  }),

  implement(searchMore, ({ query, services, language }) => {
    const keyword = cleanKeyword(query.keyword);
    const { where, needle, order } = matchCondition(keyword);
    return pageOf(services.db, {
      select: `SELECT ${SEARCH_COLUMNS} FROM ${SEARCH_FROM}
        WHERE ${where} AND search_index.kind = @kind`,
      orderBy: order,
      params: { needle, kind: query.type },
      page: query.page,
      pageSize: query.pageSize,
      map: toSearchResult(keyword, language),
      language,
    });
  }),

  implement(listSearchHistory, ({ caller, services }) => ({
    list: statement<[number, number], { keyword: string; searched_at: number }>(
      services.db,
      `SELECT keyword, searched_at FROM search_history WHERE user_id = ?
       ORDER BY searched_at DESC, keyword LIMIT ?`,
    ).all(caller.user.id, SEARCH_HISTORY_SIZE),
  })),

  implement(clearSearchHistory, ({ caller, services }) => {
    statement(services.db, 'DELETE FROM search_history WHERE user_id = ?').run(caller.user.id);
    return null;
  }),

  implement(listHotKeywords, ({ services }) => ({
    list: statement<[], { keyword: string }>(
      services.db,
      'SELECT keyword FROM hot_keywords ORDER BY sort, id',
    )
      .all()
      .map((r) => r.keyword),
  })),
];
