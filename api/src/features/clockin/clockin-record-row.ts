import type { Static } from '@sinclair/typebox';
import type { ClockinRecord } from '../../contract/clockin';

export type RecordRow = {
  id: number;
  activity_id: number;
  activity_title: string;
  task_id: number;
  task_title: string;
  day: string;
  body: string;
  photos: string;
  location: string;
  latitude: number | null;
  longitude: number | null;
  points: number;
  created_at: number;
};

export const RECORD_SELECT = `SELECT r.id, r.activity_id, a.title AS activity_title,
    r.task_id, t.title AS task_title, r.day, r.body, r.photos, r.location, r.latitude,
    r.longitude, r.points, r.created_at, r.user_id, r.client_key
  FROM clockin_records r
  JOIN clockin_activities a ON a.id = r.activity_id
  JOIN clockin_tasks t ON t.id = r.task_id`;

export const toRecordView = (row: RecordRow): Static<typeof ClockinRecord> => ({
  id: row.id,
  activity: { id: row.activity_id, title: row.activity_title },
  task: { id: row.task_id, title: row.task_title },
  day: row.day,
  body: row.body,
  photos: JSON.parse(row.photos) as string[],
  location: row.location,
  latitude: row.latitude,
  longitude: row.longitude,
  points: row.points,
  created_at: row.created_at,
});
