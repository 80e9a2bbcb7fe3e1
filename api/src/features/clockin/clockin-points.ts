import type { Db } from '../../db/open-database';
import { statement } from '../../db/statement-cache';
import { completionCount } from './clockin-activity-row';

/** Adds points to the user's balance with the matching ledger row (balance_after kept right). */
export function awardPoints(
  db: Db,
  userId: number,
  delta: number,
  reason: 'clockin' | 'clockin_bonus',
  ref: string,
  at: number,
): void {
  if (delta === 0) return;
  const { points } = statement<[number, number], { points: number }>(
    db,
    'UPDATE users SET points = points + ? WHERE id = ? RETURNING points',
  ).get(delta, userId)!;
  statement(
    db,
    `INSERT INTO points_ledger (user_id, delta, balance_after, reason, ref, created_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  ).run(userId, delta, points, reason, ref, at);
}

/**
 * Gives the activity's completion bonus once the user has every clock-in of it, and only once;
 * answers the points given now (0 when not complete or already given).
 */
export function completionBonus(db: Db, userId: number, activityId: number, at: number): number {
  const ref = `clockin_activity:${activityId}`;
  const given = statement<[number, string], { one: number }>(
    db,
    "SELECT 1 AS one FROM points_ledger WHERE user_id = ? AND reason = 'clockin_bonus' AND ref = ?",
  ).get(userId, ref);
  if (given) return 0;
  const { n } = statement<[number, number], { n: number }>(
    db,
    'SELECT COUNT(*) AS n FROM clockin_records WHERE user_id = ? AND activity_id = ?',
  ).get(userId, activityId)!;
  const needed = completionCount(db, activityId);
  if (needed === 0 || n < needed) return 0;
  const { bonus } = statement<[number], { bonus: number }>(
    db,
    'SELECT completion_bonus_points AS bonus FROM clockin_activities WHERE id = ?',
  ).get(activityId)!;
  awardPoints(db, userId, bonus, 'clockin_bonus', ref, at);
  return bonus;
}
