import type { Static } from '@sinclair/typebox';
import type { ClockinActivity } from '../../contract/clockin';
import type { Db } from '../../db/open-database';
import { statement } from '../../db/statement-cache';
import { notFound } from '../../http/api-error';
import { daysBetween } from '../../seed/time';

export type ActivityStatus = 'upcoming' | 'ongoing' | 'ended';

export type ActivityRow = {
  id: number;
  title: string;
  cover: string;
  summary: string;
  start_day: string;
  end_day: string;
  status: ActivityStatus;
  reward_points: number;
  completion_bonus_points: number;
  task_count: number;
  participant_count: number;
  joined: 0 | 1;
};

/** Every activity with its status on @today and whether @userId takes part. */
export const ACTIVITY_SELECT = `SELECT * FROM (
  SELECT a.id, a.title, a.cover, a.summary, a.start_day, a.end_day,
    CASE WHEN a.start_day > @today THEN 'upcoming' WHEN a.end_day < @today THEN 'ended'
      ELSE 'ongoing' END AS status,
    a.reward_points, a.completion_bonus_points,
    (SELECT COUNT(*) FROM clockin_tasks t WHERE t.activity_id = a.id) AS task_count,
    (SELECT COUNT(*) FROM clockin_participants p WHERE p.activity_id = a.id) AS participant_count,
    EXISTS (SELECT 1 FROM clockin_participants p WHERE p.activity_id = a.id AND p.user_id = @userId)
      AS joined
  FROM clockin_activities a)`;

export const toActivityView = (row: ActivityRow): Static<typeof ClockinActivity> => ({
  ...row,
  joined: row.joined === 1,
});

/** The activity as the caller sees it on @today, or a 404. */
export function findActivity(db: Db, id: number, userId: number, today: string): ActivityRow {
  const row = statement<[{ today: string; userId: number; id: number }], ActivityRow>(
    db,
    `${ACTIVITY_SELECT} WHERE id = @id`,
  ).get({ today, userId, id });
  if (!row) throw notFound('activity');
  return row;
}

export const activityStatus = (startDay: string, endDay: string, today: string): ActivityStatus =>
  startDay > today ? 'upcoming' : endDay < today ? 'ended' : 'ongoing';

/** Days from start to end, inclusive. */
export const activityLength = (startDay: string, endDay: string): number =>
  daysBetween(startDay, endDay) + 1;

/**
 * Clock-ins that complete an activity: every daily task on every day, or each one-day task once.
 */
export function completionCount(db: Db, activityId: number): number {
  const row = statement<
    [number],
    { start_day: string; end_day: string; daily: number; dated: number }
  >(
    db,
    `SELECT a.start_day, a.end_day,
       (SELECT COUNT(*) FROM clockin_tasks t WHERE t.activity_id = a.id AND t.day_index IS NULL) AS daily,
       (SELECT COUNT(*) FROM clockin_tasks t WHERE t.activity_id = a.id
          AND t.day_index IS NOT NULL
          AND t.day_index <= julianday(a.end_day) - julianday(a.start_day) + 1) AS dated
     FROM clockin_activities a WHERE a.id = ?`,
  ).get(activityId);
  if (!row) return 0;
  return row.daily * activityLength(row.start_day, row.end_day) + row.dated;
}

export const isParticipant = (db: Db, activityId: number, userId: number): boolean =>
  statement<[number, number], { one: number }>(
    db,
    'SELECT 1 AS one FROM clockin_participants WHERE activity_id = ? AND user_id = ?',
  ).get(activityId, userId) !== undefined;
