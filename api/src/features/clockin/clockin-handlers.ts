import { listClockinActivities, listTodayClockins } from '../../contract/clockin';
import { statement } from '../../db/statement-cache';
import { implement } from '../../http/implement';
import { pageOf } from '../../http/paging';
import { activityHandlers } from './activity-handlers';
import { ACTIVITY_SELECT, toActivityView } from './clockin-activity-row';
import { clockinStreak, clockinToday } from './clockin-days';
import { rankingHandlers } from './ranking-handlers';
import { recordHandlers } from './record-handlers';

type TodayTaskRow = {
  task_id: number;
  task_title: string;
  activity_id: number;
  activity_title: string;
  activity_cover: string;
  joined: 0 | 1;
  done_today: 0 | 1;
};

/** Ongoing, then upcoming (soonest first), then ended (most recent first). */
const ACTIVITY_ORDER = `CASE status WHEN 'ongoing' THEN 0 WHEN 'upcoming' THEN 1 ELSE 2 END,
  CASE WHEN status = 'ended' THEN NULL ELSE start_day END, end_day DESC, id DESC`;

/**
 * The tasks due on @today of the activities ongoing on @today: daily tasks (no day_index) every
 * day, otherwise the task whose date, start_day + (day_index - 1), is today.
 */
const TODAY_TASKS_SQL = `SELECT t.id AS task_id, t.title AS task_title,
    a.id AS activity_id, a.title AS activity_title, a.cover AS activity_cover,
    EXISTS (SELECT 1 FROM clockin_participants p WHERE p.activity_id = a.id AND p.user_id = @userId)
      AS joined,
    EXISTS (SELECT 1 FROM clockin_records r
            WHERE r.user_id = @userId AND r.task_id = t.id AND r.day = @today) AS done_today
  FROM clockin_activities a JOIN clockin_tasks t ON t.activity_id = a.id
  WHERE a.start_day <= @today AND a.end_day >= @today
    AND (t.day_index IS NULL OR date(a.start_day, '+' || (t.day_index - 1) || ' days') = @today)
  ORDER BY joined DESC, a.start_day, a.id, t.sort, t.id`;

export const clockinHandlers = [
  implement(listTodayClockins, ({ caller, services }) => {
    const { db } = services;
    const today = clockinToday();
    const userId = caller.user.id;
    const rows = statement<[{ today: string; userId: number }], TodayTaskRow>(
      db,
      TODAY_TASKS_SQL,
    ).all({ today, userId });
    const streaks = new Map<number, number>();
    const streakOf = (activityId: number): number => {
      let streak = streaks.get(activityId);
      if (streak === undefined)
        streaks.set(activityId, (streak = clockinStreak(db, userId, activityId, today)));
      return streak;
    };
    return {
      day: today,
      list: rows.map((r) => ({
        task: { id: r.task_id, title: r.task_title },
        activity: { id: r.activity_id, title: r.activity_title, cover: r.activity_cover },
        joined: r.joined === 1,
        done_today: r.done_today === 1,
        streak: streakOf(r.activity_id),
      })),
    };
  }),

  implement(listClockinActivities, ({ query, caller, services }) =>
    pageOf(services.db, {
      select: `${ACTIVITY_SELECT}
        WHERE (@status IS NULL OR status = @status) AND (@joined IS NULL OR joined = @joined)`,
      orderBy: ACTIVITY_ORDER,
      params: {
        today: clockinToday(),
        userId: caller.user.id,
        status: query.status ?? null,
        joined: query.joined ?? null,
      },
      page: query.page,
      pageSize: query.pageSize,
      map: toActivityView,
    }),
  ),

  ...activityHandlers,
  ...recordHandlers,
  ...rankingHandlers,
];
