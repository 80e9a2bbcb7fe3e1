import fs from 'node:fs';
import path from 'node:path';
import { seedDatabase } from '../seed';
import { DATABASE_FILE, openDatabase } from './open-database';

/**
 * Deletes the data directory's database (with its WAL and shared-memory files), then creates,
 * migrates and seeds a fresh one. Run it while no server has the database open.
 */
export function resetDatabase(
  dataDir: string,
  hashPassword: (plain: string) => string,
  options: { now?: number } = {},
): void {
  for (const suffix of ['', '-wal', '-shm']) {
    fs.rmSync(path.join(dataDir, `${DATABASE_FILE}${suffix}`), { force: true });
  }
  const db = openDatabase(dataDir);
  try {
    seedDatabase(db, { hashPassword, now: options.now });
  } finally {
    db.close();
  }
}
