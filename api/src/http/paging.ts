import type { Db } from '../db/open-database';
import { readThrough } from '../db/read-cache';
import { statement } from '../db/statement-cache';
import type { Language } from '../texts';

type PageRequest<Row, Item> = {
  /** A SELECT with named parameters and no ORDER BY / LIMIT. */
  select: string;
  orderBy: string;
  params: Record<string, unknown>;
  page: number | undefined;
  pageSize: number | undefined;
  map: (row: Row) => Item;
  /** Set when `map` writes texts: the cached page is then per language. */
  language?: Language;
};

export type Page<Item> = { list: Item[]; total: number; page: number; pageSize: number };

/** The contract's paged list `{list, total, page, pageSize}` from one SELECT. */
export function pageOf<Row, Item>(db: Db, request: PageRequest<Row, Item>): Page<Item> {
  const key = `${request.select}\u0000${request.orderBy}\u0000${JSON.stringify(request.params)}\u0000${request.page}\u0000${request.pageSize}\u0000${request.language ?? ''}`;
  return readThrough(db, key, () => queryPage(db, request));
}

function queryPage<Row, Item>(db: Db, request: PageRequest<Row, Item>): Page<Item> {
  const page = request.page ?? 1;
  const pageSize = request.pageSize ?? 20;
  const total = (
    statement(db, `SELECT COUNT(*) AS n FROM (${request.select})`).get(request.params) as {
      n: number;
    }
  ).n;
  const rows = statement(
    db,
    `${request.select} ORDER BY ${request.orderBy} LIMIT @limit OFFSET @offset`,
  ).all({ ...request.params, limit: pageSize, offset: (page - 1) * pageSize }) as Row[];
  return { list: rows.map(request.map), total, page, pageSize };
}
