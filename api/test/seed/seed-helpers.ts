import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Db } from '../../src/db/open-database';
import { seedDatabase } from '../../src/seed';

export type Seeded = { db: Db; dir: string; hashCalls: string[] };

export const fakeHash = (plain: string): string => `fake$${plain}`;

/** A fresh, migrated and seeded database in its own temporary directory. */
export function seedFresh(now?: number): Seeded {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-test-'));
  const db = openDatabase(dir);
  const hashCalls: string[] = [];
  seedDatabase(db, {
    hashPassword: (plain) => {
      hashCalls.push(plain);
      return fakeHash(plain);
    },
    now,
  });
  return { db, dir, hashCalls };
}

export function dispose(seeded: Seeded): void {
  seeded.db.close();
  fs.rmSync(seeded.dir, { recursive: true, force: true });
}

export function count(db: Db, sql: string, ...params: (string | number)[]): number {
  const row = db
    .prepare(sql)
    .pluck()
    .get(...params);
  return Number(row);
}

export function rows<T>(db: Db, sql: string, ...params: (string | number)[]): T[] {
  return db.prepare(sql).all(...params) as T[];
}

/** Names of ordinary tables (not FTS shadow tables or SQLite's own). */
export function tableNames(db: Db): string[] {
  return rows<{ name: string }>(
    db,
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'search_index_%' ORDER BY name",
  ).map((r) => r.name);
}

/** Past-tense columns (…_at, day) holding a moment after `now`: nothing seeded may lie ahead. */
export function momentsAfter(db: Db, now: number): string[] {
  const scheduled = new Set(['starts_at', 'ends_at', 'deadline_at', 'opens_at', 'expires_at']);
  const today = db.prepare("SELECT date(?, 'unixepoch', '+8 hours')").pluck().get(now) as string;
  const offending: string[] = [];
  for (const table of tableNames(db)) {
    for (const { name } of rows<{ name: string }>(db, `PRAGMA table_info(${table})`)) {
      const isMoment = name.endsWith('_at') && !scheduled.has(name);
      const isDay = name === 'day';
      if (!isMoment && !isDay) continue;
      const n = count(db, `SELECT COUNT(*) FROM ${table} WHERE ${name} > ?`, isDay ? today : now);
      if (n > 0) offending.push(`${table}.${name}`);
    }
  }
  return offending;
}
