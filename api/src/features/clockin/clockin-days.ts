import { nowSeconds } from '../../clock';
import type { Db } from '../../db/open-database';
import { statement } from '../../db/statement-cache';
import { addDays, dayOf } from '../../seed/time';

/** Today, 'YYYY-MM-DD' in China time, by the API clock: clock-in days are China calendar days. */
export const clockinToday = (): string => dayOf(nowSeconds());

/**
 * Consecutive days on which the user clocked in at least one task of the activity, counting back
 * from today, or from yesterday when nothing is clocked in yet today (the streak is still alive).
 */
export function clockinStreak(db: Db, userId: number, activityId: number, today: string): number {
  const days = statement<[number, number, string], { day: string }>(
    db,
    `SELECT DISTINCT day FROM clockin_records
     WHERE user_id = ? AND activity_id = ? AND day <= ? ORDER BY day DESC`,
  )
    .all(userId, activityId, today)
    .map((r) => r.day);
  return streakOf(days, today);
}

/** The streak of distinct clock-in days given newest first (see clockinStreak). */
export function streakOf(daysNewestFirst: readonly string[], today: string): number {
  let expected = daysNewestFirst[0] === today ? today : addDays(today, -1);
  let streak = 0;
  for (const day of daysNewestFirst) {
    if (day > today) continue;
    if (day !== expected) break;
    streak++;
    expected = addDays(expected, -1);
  }
  return streak;
}
