import { nowSeconds } from '../../clock';
import type { Db } from '../../db/open-database';
import { statement } from '../../db/statement-cache';
import { notFound, refuse, type ApiError } from '../../http/api-error';
import type { Caller } from '../../http/implement';

export type CourseRow = {
  id: number;
  title: string;
  cover: string;
  intro: string;
  lecturer_id: number | null;
  price_cents: number;
  is_free: 0 | 1;
  is_compulsory: 0 | 1;
  compulsory_kind: 'product' | 'activity' | 'company' | null;
  audience: 'all' | 'manager';
  deadline_at: number | null;
  points_reward: number;
  certificate: 0 | 1;
  /** Presence checks: both null (none) or both set (compulsory courses only). */
  presence_min_seconds: number | null;
  presence_max_seconds: number | null;
  presence_respond_seconds: number;
};

export type EnrolmentRow = {
  id: number;
  source: 'free' | 'purchase' | 'assigned';
  created_at: number;
  completed_at: number | null;
  last_lesson_id: number | null;
  last_studied_at: number | null;
};

export type LessonRow = {
  id: number;
  course_id: number;
  chapter_id: number;
  title: string;
  kind: 'video' | 'audio' | 'document';
  media_url: string;
  duration_seconds: number;
  is_free_preview: 0 | 1;
  sort: number;
};

/** A lesson completes when this share of it has been reached. */
export const COMPLETE_RATIO = 0.9;

export function findPublishedCourse(db: Db, id: number): CourseRow {
  const course = statement<[number, number], CourseRow>(
    db,
    `SELECT id, title, cover, intro, lecturer_id, price_cents, is_free, is_compulsory,
       compulsory_kind, audience, deadline_at, points_reward, certificate, presence_min_seconds,
       presence_max_seconds, presence_respond_seconds
     FROM courses WHERE id = ? AND published_at <= ?`,
  ).get(id, nowSeconds());
  if (!course) throw notFound('course');
  return course;
}

export function findEnrolment(db: Db, userId: number, courseId: number): EnrolmentRow | undefined {
  return statement<[number, number], EnrolmentRow>(
    db,
    `SELECT id, source, created_at, completed_at, last_lesson_id, last_studied_at
     FROM enrolments WHERE user_id = ? AND course_id = ?`,
  ).get(userId, courseId);
}

/** The id of the joined user behind a caller, or null (visitors and members not yet joined). */
export const joinedUserId = (caller: Caller): number | null =>
  caller.kind === 'user' && caller.user.is_check === 2 ? caller.user.id : null;

/** Every lesson is open: a joined user on a free course, or on a course they are enrolled in. */
export const ownsCourse = (
  course: CourseRow,
  userId: number | null,
  enrolment: EnrolmentRow | undefined,
): boolean => userId !== null && (course.is_free === 1 || enrolment !== undefined);

/**
 * Why a locked lesson cannot be opened, for each caller. Refusals rather than 401 / 403: the
 * player is a public page, and the client would log a visitor out on a 401.
 */
export function lockedLessonError(caller: Caller): ApiError {
  if (caller.kind === 'visitor') return refuse('course.loginToStudy');
  if (caller.user.is_check !== 2) return refuse('course.joinToStudy');
  return refuse('course.buyToStudy');
}

export function courseLessons(db: Db, courseId: number): LessonRow[] {
  return statement<[number], LessonRow>(
    db,
    `SELECT l.id, l.course_id, l.chapter_id, l.title, l.kind, l.media_url, l.duration_seconds,
       l.is_free_preview, l.sort
     FROM lessons l JOIN course_chapters ch ON ch.id = l.chapter_id
     WHERE l.course_id = ? ORDER BY ch.sort, ch.id, l.sort, l.id`,
  ).all(courseId);
}

export type ProgressRow = {
  lesson_id: number;
  position_seconds: number;
  furthest_seconds: number;
  completed_at: number | null;
  updated_at: number;
};

export function progressByLesson(
  db: Db,
  userId: number | null,
  courseId: number,
): Map<number, ProgressRow> {
  if (userId === null) return new Map();
  const rows = statement<[number, number], ProgressRow>(
    db,
    `SELECT lesson_id, position_seconds, furthest_seconds, completed_at, updated_at
     FROM lesson_progress WHERE user_id = ? AND course_id = ?`,
  ).all(userId, courseId);
  return new Map(rows.map((r) => [r.lesson_id, r]));
}

export const progressView = (row: ProgressRow | undefined) =>
  row
    ? {
        position_seconds: row.position_seconds,
        furthest_seconds: row.furthest_seconds,
        completed: row.completed_at !== null,
      }
    : null;

export const percentOf = (done: number, total: number): number =>
  total === 0 ? 0 : Math.min(100, Math.floor((done * 100) / total));
