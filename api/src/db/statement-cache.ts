import type Database from 'better-sqlite3';
import type { Db } from './open-database';

const caches = new WeakMap<Db, Map<string, Database.Statement>>();

/** Prepares each distinct SQL text once per database: list endpoints are the hot path. */
export function statement<P extends unknown[] | object = unknown[], R = unknown>(
  db: Db,
  sql: string,
): Database.Statement<P, R> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  let stmt = cache.get(sql);
  if (!stmt) cache.set(sql, (stmt = db.prepare(sql)));
  return stmt as unknown as Database.Statement<P, R>;
}
