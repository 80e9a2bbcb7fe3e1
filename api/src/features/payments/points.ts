import type { Db } from '../../db/open-database';
import { nowSeconds } from '../../clock';
import { refuse } from '../../http/api-error';

/** Moves points and writes the ledger row with the running total; call inside a transaction. */
export function changePoints(
  db: Db,
  userId: number,
  delta: number,
  reason: string,
  ref: string,
): number {
  const row = db
    .prepare<[number], { points: number }>('SELECT points FROM users WHERE id = ?')
    .get(userId);
  if (!row) throw refuse('payment.unknownAccount');
  const after = row.points + delta;
  if (after < 0) throw refuse('payment.insufficientPoints');
  const now = nowSeconds();
  db.prepare('UPDATE users SET points = ?, updated_at = ? WHERE id = ?').run(after, now, userId);
  db.prepare(
    'INSERT INTO points_ledger (user_id, delta, balance_after, reason, ref, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(userId, delta, after, reason, ref, now);
  return after;
}
