import type { Static } from '@sinclair/typebox';
import { getSignIns, listPoints, signIn, type SignInCalendar } from '../../contract/user-area';
import { nowSeconds } from '../../clock';
import type { Db } from '../../db/open-database';
import { statement } from '../../db/statement-cache';
import { refuse } from '../../http/api-error';
import { implement } from '../../http/implement';
import { pageOf } from '../../http/paging';
import { signInPoints } from '../../seed/user/sign-ins';
import { addDays, dayOf } from '../../seed/time';
import { renderStored } from '../../texts';
import { addPoints } from './points';

type SignInRow = { day: string; points: number; streak: number };

function lastSignIn(db: Db, userId: number): SignInRow | undefined {
  return statement<[number], SignInRow>(
    db,
    'SELECT day, points, streak FROM sign_ins WHERE user_id = ? ORDER BY day DESC LIMIT 1',
  ).get(userId);
}

/** The streak still alive today: it counts when the last check-in was today or yesterday. */
function liveStreak(last: SignInRow | undefined, today: string): number {
  if (!last) return 0;
  return last.day === today || last.day === addDays(today, -1) ? last.streak : 0;
}

function calendar(db: Db, userId: number, month?: string): Static<typeof SignInCalendar> {
  const today = dayOf(nowSeconds());
  const shown = month ?? today.slice(0, 7);
  const last = lastSignIn(db, userId);
  const streak = liveStreak(last, today);
  const signedToday = last?.day === today;
  const totals = statement<[number], { days: number; points: number | null }>(
    db,
    'SELECT COUNT(*) AS days, SUM(points) AS points FROM sign_ins WHERE user_id = ?',
  ).get(userId)!;
  const { points } = statement<[number], { points: number }>(
    db,
    'SELECT points FROM users WHERE id = ?',
  ).get(userId)!;
  return {
    today,
    month: shown,
    signed_today: signedToday,
    streak,
    // Signed today: the next is tomorrow's; not yet: today's. Either way the streak grows by one.
    next_points: signInPoints(streak + 1),
    total_days: totals.days,
    total_points: totals.points ?? 0,
    points,
    days: statement<[number, string], SignInRow>(
      db,
      'SELECT day, points, streak FROM sign_ins WHERE user_id = ? AND substr(day, 1, 7) = ? ORDER BY day',
    ).all(userId, shown),
  };
}

const POINTS_FILTER = {
  all: '',
  earned: 'AND delta > 0',
  spent: 'AND delta < 0',
} as const;

export const signInHandlers = [
  implement(getSignIns, ({ query, caller, services }) =>
    calendar(services.db, caller.user.id, query.month),
  ),

  implement(signIn, ({ caller, services }) => {
    const { db } = services;
    const userId = caller.user.id;
    db.transaction(() => {
      const today = dayOf(nowSeconds());
      const last = lastSignIn(db, userId);
      if (last?.day === today) throw refuse('signIn.done');
      const streak = liveStreak(last, today) + 1;
      const points = signInPoints(streak);
      // The primary key (user, day) is what really makes it once a day under concurrent taps.
      const { changes } = statement(
        db,
        `INSERT INTO sign_ins (user_id, day, points, streak, created_at) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (user_id, day) DO NOTHING`,
      ).run(userId, today, points, streak, nowSeconds());
      if (!changes) throw refuse('signIn.done');
      addPoints(db, userId, points, 'sign_in', `sign_in:${today}`);
    })();
    return calendar(db, userId);
  }),

  implement(listPoints, ({ query, caller, services, language }) => {
    const { db } = services;
    const userId = caller.user.id;
    const page = pageOf(db, {
      select: `SELECT id, delta, balance_after, reason, created_at FROM points_ledger
               WHERE user_id = @userId ${POINTS_FILTER[query.type ?? 'all']}`,
      orderBy: 'created_at DESC, id DESC',
      params: { userId },
      page: query.page,
      pageSize: query.pageSize,
      map: (row: {
        id: number;
        delta: number;
        balance_after: number;
        reason: string;
        created_at: number;
      }) => ({
        ...row,
        reason_text: renderStored('ledger.', row.reason, null, language, 'ledger.other'),
      }),
      language,
    });
    const totals = statement<[number], { earned: number | null; spent: number | null }>(
      db,
      `SELECT SUM(CASE WHEN delta > 0 THEN delta END) AS earned,
              -SUM(CASE WHEN delta < 0 THEN delta END) AS spent
       FROM points_ledger WHERE user_id = ?`,
    ).get(userId)!;
    const { points } = statement<[number], { points: number }>(
      db,
      'SELECT points FROM users WHERE id = ?',
    ).get(userId)!;
    return {
      ...page,
      balance: points,
      earned_total: totals.earned ?? 0,
      spent_total: totals.spent ?? 0,
    };
  }),
];
