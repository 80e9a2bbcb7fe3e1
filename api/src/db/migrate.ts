import fs from 'node:fs';
import path from 'node:path';
import type Database from 'better-sqlite3';
import { migrationsDir } from '../paths';

type Migration = { version: number; name: string; sql: string };

/** Migrations are `NNN_name.sql` files; PRAGMA user_version records the last one applied. */
export function listMigrations(dir: string = migrationsDir): Migration[] {
  return fs
    .readdirSync(dir)
    .filter((f) => /^\d{3}_[a-z0-9_]+\.sql$/.test(f))
    .sort()
    .map((file) => ({
      version: Number(file.slice(0, 3)),
      name: file,
      sql: fs.readFileSync(path.join(dir, file), 'utf8'),
    }));
}

export function migrate(db: Database.Database, dir?: string): number {
  const current = db.pragma('user_version', { simple: true }) as number;
  const pending = listMigrations(dir).filter((m) => m.version > current);
  for (const migration of pending) {
    db.transaction(() => {
      db.exec(migration.sql);
      db.pragma(`user_version = ${migration.version}`);
    })();
  }
  return pending.length;
}
