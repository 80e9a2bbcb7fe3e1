import { nowSeconds } from '../../clock';
import type { Db } from '../../db/open-database';
import { statement } from '../../db/statement-cache';
import { dayOf } from '../../seed/time';
import { changePoints } from '../payments/points';
import {
  COMPLETE_RATIO,
  courseLessons,
  findEnrolment,
  type CourseRow,
  type LessonRow,
  type ProgressRow,
} from './course-access';

/**
 * How far ahead of real time a compulsory lesson's furthest point may move: the player reports
 * every few seconds at up to 2x speed, and the first report of a lesson comes a few seconds in.
 */
const MAX_RATE = 2;
const SLACK_SECONDS = 15;

export type Report = { reportId: string; positionSeconds: number; watchedSeconds: number };

export type ReportOutcome = {
  progress: { position_seconds: number; furthest_seconds: number; completed: boolean };
  course_completed: boolean;
  points_awarded: number;
};

/** Reports are whole seconds: a 6-second clip completes at 5. */
const completesAt = (lesson: LessonRow): number =>
  Math.floor(lesson.duration_seconds * COMPLETE_RATIO);

function readProgress(db: Db, userId: number, lessonId: number): ProgressRow | undefined {
  return statement<[number, number], ProgressRow>(
    db,
    `SELECT lesson_id, position_seconds, furthest_seconds, completed_at, updated_at
     FROM lesson_progress WHERE user_id = ? AND lesson_id = ?`,
  ).get(userId, lessonId);
}

const view = (row: ProgressRow) => ({
  position_seconds: row.position_seconds,
  furthest_seconds: row.furthest_seconds,
  completed: row.completed_at !== null,
});

/** Completes the enrolment once every lesson is complete, awarding the course's points once. */
function completeCourseIfDone(db: Db, userId: number, course: CourseRow, now: number): number {
  const lessons = courseLessons(db, course.id);
  const { done } = statement<[number, number], { done: number }>(
    db,
    `SELECT COUNT(*) AS done FROM lesson_progress
     WHERE user_id = ? AND course_id = ? AND completed_at IS NOT NULL`,
  ).get(userId, course.id)!;
  if (done < lessons.length) return 0;
  const { changes } = db
    .prepare(
      'UPDATE enrolments SET completed_at = ? WHERE user_id = ? AND course_id = ? AND completed_at IS NULL',
    )
    .run(now, userId, course.id);
  if (!changes || course.points_reward === 0) return 0;
  changePoints(db, userId, course.points_reward, 'course_complete', `course:${course.id}`);
  return course.points_reward;
}

/**
 * Applies one progress report inside a transaction. `owned` is false for a free preview of a
 * course the learner has not bought: the lesson's progress is kept, without an enrolment.
 */
export function applyReport(
  db: Db,
  userId: number,
  course: CourseRow,
  lesson: LessonRow,
  owned: boolean,
  report: Report,
): ReportOutcome {
  return db.transaction((): ReportOutcome => {
    const now = nowSeconds();
    const fresh = db
      .prepare(
        'INSERT OR IGNORE INTO lesson_progress_reports (user_id, report_id, lesson_id, created_at) VALUES (?, ?, ?, ?)',
      )
      .run(userId, report.reportId, lesson.id, now).changes;
    const before = readProgress(db, userId, lesson.id);
    if (!fresh) {
      const enrolment = findEnrolment(db, userId, course.id);
      return {
        progress: before
          ? view(before)
          : { position_seconds: 0, furthest_seconds: 0, completed: false },
        course_completed: enrolment?.completed_at != null,
        points_awarded: 0,
      };
    }

    const duration = lesson.duration_seconds;
    let position = Math.min(report.positionSeconds, duration);
    const oldFurthest = before?.furthest_seconds ?? 0;
    const guarded = course.is_compulsory === 1 && !before?.completed_at;
    if (guarded) {
      const elapsed = before ? Math.max(0, now - before.updated_at) : 0;
      const allowed = oldFurthest + MAX_RATE * elapsed + SLACK_SECONDS;
      position = Math.min(position, allowed);
    }
    const furthest = Math.max(oldFurthest, position);
    const completedAt = before?.completed_at ?? (furthest >= completesAt(lesson) ? now : null);
    db.prepare(
      `INSERT INTO lesson_progress
         (user_id, lesson_id, course_id, position_seconds, furthest_seconds, completed_at, updated_at)
       VALUES (@userId, @lessonId, @courseId, @position, @furthest, @completedAt, @now)
       ON CONFLICT (user_id, lesson_id) DO UPDATE SET position_seconds = @position,
         furthest_seconds = @furthest, completed_at = @completedAt, updated_at = @now`,
    ).run({
      userId,
      lessonId: lesson.id,
      courseId: course.id,
      position,
      furthest,
      completedAt,
      now,
    });

    if (report.watchedSeconds > 0) {
      db.prepare(
        `INSERT INTO study_logs (user_id, day, lesson_id, course_id, seconds) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (user_id, day, lesson_id) DO UPDATE SET seconds = seconds + excluded.seconds`,
      ).run(userId, dayOf(now), lesson.id, course.id, report.watchedSeconds);
    }

    let pointsAwarded = 0;
    if (owned) {
      db.prepare(
        `INSERT OR IGNORE INTO enrolments (user_id, course_id, source, created_at)
         VALUES (?, ?, ?, ?)`,
      ).run(userId, course.id, course.is_compulsory === 1 ? 'assigned' : 'free', now);
      db.prepare(
        'UPDATE enrolments SET last_lesson_id = ?, last_studied_at = ? WHERE user_id = ? AND course_id = ?',
      ).run(lesson.id, now, userId, course.id);
      if (completedAt !== null && !before?.completed_at)
        pointsAwarded = completeCourseIfDone(db, userId, course, now);
    }
    const enrolment = findEnrolment(db, userId, course.id);
    return {
      progress: view(readProgress(db, userId, lesson.id)!),
      course_completed: enrolment?.completed_at != null,
      points_awarded: pointsAwarded,
    };
  })();
}
