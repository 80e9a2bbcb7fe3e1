import type { SeedContext } from '../context';
import type { Org } from '../org/staff';
import { randomFor } from '../random';
import { addDays, atTime } from '../time';

/** 5 points a day; the 7th, 14th, … consecutive day earns 10. */
export function signInPoints(streak: number): number {
  return streak % 7 === 0 ? 10 : 5;
}

const HISTORY_DAYS = 21;

/**
 * Daily check-ins over the last three weeks, each with its points entry. The joined demo user
 * has a six-day streak up to yesterday and has not signed in today.
 */
export function seedSignIns(ctx: SeedContext, org: Org): void {
  const { write, now, today } = ctx;
  const rng = randomFor('sign-ins');
  for (const member of org.members) {
    const isDemo = member === org.demo.joined;
    const habit = isDemo ? 0.5 : rng.next();
    let streak = 0;
    for (let d = HISTORY_DAYS; d >= 0; d--) {
      const day = addDays(today, -d);
      const signed = isDemo
        ? d >= 1 && (d <= 6 || (d > 7 && rng.chance(habit)))
        : rng.chance(habit);
      const at = atTime(day, 8, rng.int(0, 120));
      if (!signed || at < member.joinedAt || at > now) {
        streak = 0;
        continue;
      }
      streak++;
      const points = signInPoints(streak);
      write.insert('sign_ins', { user_id: member.id, day, points, streak, created_at: at });
      ctx.points.add(member.id, points, 'sign_in', `sign_in:${day}`, at);
    }
  }
}
