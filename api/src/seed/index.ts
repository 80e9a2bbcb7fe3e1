import type { Db } from '../db/open-database';
import type { SeedContext } from './context';
import { DEMO_PASSWORD } from './demo-accounts';
import { seedCourseTests, seedPapers } from './exam/papers';
import { seedQuestionBank } from './exam/questions';
import { Ledger } from './ledger';
import { seedOrg } from './org/staff';
import { dayOf, SEED_NOW } from './time';
import { seedCatalogue } from './training/courses';
import { createWriter } from './writer';

export { DEMO_ACCOUNTS, DEMO_INVITE_CODE, DEMO_PASSWORD } from './demo-accounts';
export { SEED_NOW } from './time';

export type SeedOptions = {
  /** Hashes a plain password; called once, for the shared demo password. */
  hashPassword: (plain: string) => string;
  /** Unix seconds to build relative dates from (default SEED_NOW, 2026-11-01 10:00 China time). */
  now?: number;
};

/** Bumped whenever the seeded data changes shape; stored in meta as seed_version. */
export const SEED_VERSION = '1';

/**
 * Fills an empty, migrated database with the demo data of every area, in one transaction.
 * Does nothing when the database already has users. The same options give the same data.
 */
export function seedDatabase(db: Db, options: SeedOptions): void {
  const hasUsers = db.prepare('SELECT 1 FROM users LIMIT 1').get() !== undefined;
  if (hasUsers) return;
  const now = Math.floor(options.now ?? SEED_NOW);
  const passwordHash = options.hashPassword(DEMO_PASSWORD);
  db.transaction(() => {
    const write = createWriter(db);
    const ctx: SeedContext = {
      db,
      write,
      now,
      today: dayOf(now),
      passwordHash,
      points: new Ledger('points'),
      money: new Ledger('money'),
      index: (kind, refId, title, body) =>
        write.insert('search_index', { kind, ref_id: refId, title, body }),
    };
    const org = seedOrg(ctx);
    const catalogue = seedCatalogue(ctx);
    const bank = seedQuestionBank(ctx);
    seedPapers(ctx, bank);
    seedCourseTests(ctx, bank, catalogue);
    void org;

    const setPoints = db.prepare('UPDATE users SET points = ? WHERE id = ?');
    for (const [userId, balance] of ctx.points.write(write)) setPoints.run(balance, userId);
    const setMoney = db.prepare('UPDATE users SET money_cents = ? WHERE id = ?');
    for (const [userId, balance] of ctx.money.write(write)) setMoney.run(balance, userId);
    write.insert('meta', { key: 'seed_version', value: SEED_VERSION });
  })();
}
