import type { Db } from '../db/open-database';

export type SqlValue = string | number | bigint | Buffer | null;
export type Row = Record<string, SqlValue>;

export type Writer = {
  /** Inserts one row and returns its rowid. */
  insert(table: string, row: Row): number;
};

/** One prepared statement per table and column list, reused for every row. */
export function createWriter(db: Db): Writer {
  const statements = new Map<string, ReturnType<Db['prepare']>>();
  return {
    insert(table, row) {
      const columns = Object.keys(row);
      const key = `${table}(${columns.join(',')})`;
      let statement = statements.get(key);
      if (!statement) {
        const placeholders = columns.map((c) => `@${c}`).join(', ');
        statement = db.prepare(
          `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${placeholders})`,
        );
        statements.set(key, statement);
      }
      return Number(statement.run(row).lastInsertRowid);
    },
  };
}

export function flag(value: boolean): number {
  return value ? 1 : 0;
}

export function json(value: unknown): string {
  return JSON.stringify(value);
}
