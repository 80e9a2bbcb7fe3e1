import type { Db } from '../../src/db/open-database';

/** Tables whose rows change on reads or on every call by design, left out of "nothing written". */
const VOLATILE = new Set(['tokens']);

/** Row count of every ordinary table (FTS shadow tables included: they must stay in step too). */
export function tableCounts(db: Db): Map<string, number> {
  const names = db
    .prepare<[], { name: string }>(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
    )
    .all()
    .map((t) => t.name)
    .filter((name) => !VOLATILE.has(name));
  return new Map(
    names.map((name) => [
      name,
      db.prepare<[], { n: number }>(`SELECT COUNT(*) AS n FROM "${name}"`).get()!.n,
    ]),
  );
}

export function changedTables(before: Map<string, number>, after: Map<string, number>): string[] {
  return [...after]
    .filter(([name, n]) => before.get(name) !== n)
    .map(([name, n]) => `${name} ${before.get(name)} → ${n}`);
}

/** Rows inserted, updated or deleted through this connection so far (the server shares it). */
export const totalChanges = (db: Db): number =>
  db.prepare<[], { n: number }>('SELECT total_changes() AS n').get()!.n;

export function integrityCheck(db: Db): string[] {
  return db
    .prepare<[], { integrity_check: string }>('PRAGMA integrity_check')
    .all()
    .map((r) => r.integrity_check);
}

export function foreignKeyProblems(db: Db): unknown[] {
  return db.prepare('PRAGMA foreign_key_check').all();
}
