import {
  getClockinActivity,
  joinClockinActivity,
  listClockinActivityCourses,
  listClockinActivityTasks,
} from '../../contract/clockin';
import { nowSeconds } from '../../clock';
import { statement } from '../../db/statement-cache';
import { refuse } from '../../http/api-error';
import { implement } from '../../http/implement';
import { addDays } from '../../seed/time';
import {
  activityLength,
  completionCount,
  findActivity,
  toActivityView,
} from './clockin-activity-row';
import { clockinStreak, clockinToday } from './clockin-days';
import { isTaskOn, tasksOf, toTaskView } from './clockin-task-row';

type CourseRow = {
  id: number;
  title: string;
  cover: string;
  intro: string;
  media_kind: 'video' | 'audio' | 'document' | 'mixed';
  lesson_count: number;
};

export const activityHandlers = [
  implement(getClockinActivity, ({ params, caller, services }) => {
    const { db } = services;
    const today = clockinToday();
    const userId = caller.user.id;
    const activity = findActivity(db, params.id, userId, today);
    const { rules_html } = statement<[number], { rules_html: string }>(
      db,
      'SELECT rules_html FROM clockin_activities WHERE id = ?',
    ).get(params.id)!;
    const mine = statement<[number, number], { n: number; points: number }>(
      db,
      `SELECT COUNT(*) AS n, COALESCE(SUM(points), 0) AS points FROM clockin_records
       WHERE user_id = ? AND activity_id = ?`,
    ).get(userId, params.id)!;
    return {
      activity: toActivityView(activity),
      rules_html,
      today,
      mine: {
        streak: clockinStreak(db, userId, params.id, today),
        clockin_count: mine.n,
        points: mine.points,
      },
    };
  }),

  implement(joinClockinActivity, ({ params, caller, services }) => {
    const { db } = services;
    const today = clockinToday();
    const activity = findActivity(db, params.id, caller.user.id, today);
    if (activity.joined) return toActivityView(activity);
    if (activity.status === 'ended') throw refuse('clockin.activityEnded');
    statement(
      db,
      `INSERT INTO clockin_participants (activity_id, user_id, joined_at) VALUES (?, ?, ?)
       ON CONFLICT DO NOTHING`,
    ).run(params.id, caller.user.id, nowSeconds());
    return toActivityView(findActivity(db, params.id, caller.user.id, today));
  }),

  implement(listClockinActivityTasks, ({ params, caller, services }) => {
    const { db } = services;
    const today = clockinToday();
    const userId = caller.user.id;
    const activity = findActivity(db, params.id, userId, today);
    const tasks = tasksOf(db, params.id);
    const done = new Set(
      statement<[number, number], { task_id: number; day: string }>(
        db,
        'SELECT task_id, day FROM clockin_records WHERE user_id = ? AND activity_id = ?',
      )
        .all(userId, params.id)
        .map((r) => `${r.task_id}:${r.day}`),
    );
    const days = Array.from({ length: activityLength(activity.start_day, activity.end_day) }).map(
      (_, index) => {
        const day = addDays(activity.start_day, index);
        return {
          day,
          day_number: index + 1,
          when:
            day < today
              ? ('past' as const)
              : day === today
                ? ('today' as const)
                : ('future' as const),
          tasks: tasks
            .filter((task) => isTaskOn(task, activity, day))
            .map((task) => ({ task: toTaskView(task), done: done.has(`${task.id}:${day}`) })),
        };
      },
    );
    return {
      activity: { id: activity.id, title: activity.title, status: activity.status },
      today,
      joined: activity.joined === 1,
      streak: clockinStreak(db, userId, params.id, today),
      done_count: done.size,
      total_count: completionCount(db, params.id),
      days,
    };
  }),

  implement(listClockinActivityCourses, ({ params, caller, services }) => {
    const { db } = services;
    findActivity(db, params.id, caller.user.id, clockinToday());
    const list = statement<[number], CourseRow>(
      db,
      `SELECT c.id, c.title, c.cover, c.intro, c.media_kind,
         (SELECT COUNT(*) FROM lessons l WHERE l.course_id = c.id) AS lesson_count
       FROM activity_courses ac JOIN courses c ON c.id = ac.course_id
       WHERE ac.activity_id = ? ORDER BY ac.sort, c.id`,
    ).all(params.id);
    return { list };
  }),
];
