import type { Db } from '../../db/open-database';
import { nowSeconds } from '../../clock';
import { refuse } from '../../http/api-error';

/** Moves money on a balance and writes the ledger row with its running balance; call inside a transaction. */
export function changeBalance(
  db: Db,
  userId: number,
  deltaCents: number,
  reason: string,
  ref: string,
): number {
  const row = db
    .prepare<[number], { money_cents: number }>('SELECT money_cents FROM users WHERE id = ?')
    .get(userId);
  if (!row) throw refuse('payment.unknownAccount');
  const after = row.money_cents + deltaCents;
  if (after < 0) throw refuse('payment.insufficientBalance');
  const now = nowSeconds();
  db.prepare('UPDATE users SET money_cents = ?, updated_at = ? WHERE id = ?').run(
    after,
    now,
    userId,
  );
  db.prepare(
    'INSERT INTO money_ledger (user_id, delta_cents, balance_after_cents, reason, ref, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(userId, deltaCents, after, reason, ref, now);
  return after;
}
