import { createClockinRecord, getClockinTask, listMyClockinRecords } from '../../contract/clockin';
import { nowSeconds } from '../../clock';
import { statement } from '../../db/statement-cache';
import { badInput, notFound, refuse } from '../../http/api-error';
import { implement } from '../../http/implement';
import { pageOf } from '../../http/paging';
import { activityStatus, isParticipant } from './clockin-activity-row';
import { clockinStreak, clockinToday } from './clockin-days';
import { awardPoints, completionBonus } from './clockin-points';
import { RECORD_SELECT, toRecordView, type RecordRow } from './clockin-record-row';
import { isTaskOn, toTaskView, type TaskRow } from './clockin-task-row';
import { checkPhotos } from './clockin-photos';
import type { Db } from '../../db/open-database';

type TaskWithActivity = TaskRow & {
  activity_title: string;
  start_day: string;
  end_day: string;
  reward_points: number;
};

function findTask(db: Db, taskId: number): TaskWithActivity {
  const task = statement<[number], TaskWithActivity>(
    db,
    `SELECT t.*, a.title AS activity_title, a.start_day, a.end_day, a.reward_points
     FROM clockin_tasks t JOIN clockin_activities a ON a.id = t.activity_id WHERE t.id = ?`,
  ).get(taskId);
  if (!task) throw notFound('task');
  return task;
}

const recordOfDay = (db: Db, userId: number, taskId: number, day: string): RecordRow | undefined =>
  statement<[number, number, string], RecordRow>(
    db,
    `${RECORD_SELECT} WHERE r.user_id = ? AND r.task_id = ? AND r.day = ?`,
  ).get(userId, taskId, day);

export const recordHandlers = [
  implement(getClockinTask, ({ params, caller, services }) => {
    const { db } = services;
    const today = clockinToday();
    const task = findTask(db, params.id);
    const record = recordOfDay(db, caller.user.id, task.id, today);
    return {
      task: toTaskView(task),
      activity: {
        id: task.activity_id,
        title: task.activity_title,
        status: activityStatus(task.start_day, task.end_day, today),
        reward_points: task.reward_points,
      },
      today,
      due_today: isTaskOn(task, task, today),
      joined: isParticipant(db, task.activity_id, caller.user.id),
      record: record ? toRecordView(record) : null,
    };
  }),

  implement(createClockinRecord, ({ body, caller, services }) => {
    const { db } = services;
    const userId = caller.user.id;
    return db.transaction(() => {
      const today = clockinToday();
      const earlier = statement<[number, string], RecordRow>(
        db,
        `${RECORD_SELECT} WHERE r.user_id = ? AND r.client_key = ?`,
      ).get(userId, body.client_key);
      if (earlier) {
        return {
          record: toRecordView(earlier),
          streak: clockinStreak(db, userId, earlier.activity_id, today),
          bonus_points: 0,
          replayed: true,
        };
      }
      const task = findTask(db, body.task_id);
      const text = body.body.trim();
      if (!text) throw badInput('input.clockinBodyBlank');
      const location = body.location?.trim() ?? '';
      if (task.requires_photo && body.photos.length === 0)
        throw badInput('input.clockinPhotoRequired');
      if (task.requires_location && !location) throw badInput('input.clockinLocationRequired');
      if ((body.latitude === undefined) !== (body.longitude === undefined))
        throw badInput('input.clockinLatLng');
      checkPhotos(db, userId, body.photos);
      if (!isParticipant(db, task.activity_id, userId)) throw refuse('clockin.joinFirst');
      if (!isTaskOn(task, task, today)) throw refuse('clockin.notDueToday');
      if (recordOfDay(db, userId, task.id, today)) throw refuse('clockin.alreadyToday');

      const now = nowSeconds();
      const { lastInsertRowid } = statement(
        db,
        `INSERT INTO clockin_records (activity_id, task_id, user_id, day, body, photos, location,
           latitude, longitude, points, created_at, client_key)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        task.activity_id,
        task.id,
        userId,
        today,
        text,
        JSON.stringify(body.photos),
        location,
        body.latitude ?? null,
        body.longitude ?? null,
        task.reward_points,
        now,
        body.client_key,
      );
      const recordId = Number(lastInsertRowid);
      awardPoints(db, userId, task.reward_points, 'clockin', `clockin:${recordId}`, now);
      const bonus = completionBonus(db, userId, task.activity_id, now);
      const record = statement<[number], RecordRow>(db, `${RECORD_SELECT} WHERE r.id = ?`).get(
        recordId,
      )!;
      return {
        record: toRecordView(record),
        streak: clockinStreak(db, userId, task.activity_id, today),
        bonus_points: bonus,
        replayed: false,
      };
    })();
  }),

  implement(listMyClockinRecords, ({ query, caller, services }) =>
    pageOf(services.db, {
      select: `SELECT * FROM (${RECORD_SELECT})
        WHERE user_id = @userId AND (@activityId IS NULL OR activity_id = @activityId)`,
      orderBy: 'created_at DESC, id DESC',
      params: { userId: caller.user.id, activityId: query.activity_id ?? null },
      page: query.page,
      pageSize: query.pageSize,
      map: toRecordView,
    }),
  ),
];
