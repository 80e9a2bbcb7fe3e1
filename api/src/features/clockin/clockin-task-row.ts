import type { Static } from '@sinclair/typebox';
import type { ClockinTask } from '../../contract/clockin';
import type { Db } from '../../db/open-database';
import { statement } from '../../db/statement-cache';
import { addDays } from '../../seed/time';

export type TaskRow = {
  id: number;
  activity_id: number;
  day_index: number | null;
  title: string;
  description: string;
  requires_photo: 0 | 1;
  requires_location: 0 | 1;
  sort: number;
};

export const toTaskView = (row: TaskRow): Static<typeof ClockinTask> => ({
  id: row.id,
  title: row.title,
  description: row.description,
  requires_photo: row.requires_photo === 1,
  requires_location: row.requires_location === 1,
});

export const tasksOf = (db: Db, activityId: number): TaskRow[] =>
  statement<[number], TaskRow>(
    db,
    'SELECT * FROM clockin_tasks WHERE activity_id = ? ORDER BY sort, id',
  ).all(activityId);

/** Whether a task falls on `day`: a daily task on every day of the activity, else its own day. */
export function isTaskOn(
  task: Pick<TaskRow, 'day_index'>,
  activity: { start_day: string; end_day: string },
  day: string,
): boolean {
  if (day < activity.start_day || day > activity.end_day) return false;
  return task.day_index === null || addDays(activity.start_day, task.day_index - 1) === day;
}
