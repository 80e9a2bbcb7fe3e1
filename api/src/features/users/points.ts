import { nowSeconds } from '../../clock';
import type { Db } from '../../db/open-database';
import { statement } from '../../db/statement-cache';

/** Moves a user's points and writes the ledger entry with the balance after it, atomically. */
export function addPoints(db: Db, userId: number, delta: number, reason: string, ref: string) {
  return db.transaction(() => {
    const { points } = statement<[number], { points: number }>(
      db,
      'SELECT points FROM users WHERE id = ?',
    ).get(userId)!;
    const balance = points + delta;
    statement(db, 'UPDATE users SET points = ?, updated_at = ? WHERE id = ?').run(
      balance,
      nowSeconds(),
      userId,
    );
    statement(
      db,
      'INSERT INTO points_ledger (user_id, delta, balance_after, reason, ref, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    ).run(userId, delta, balance, reason, ref, nowSeconds());
    return balance;
  })();
}
