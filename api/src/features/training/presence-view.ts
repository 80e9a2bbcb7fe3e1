import type { Static } from '@sinclair/typebox';
import { nowSeconds } from '../../clock';
import type { LessonPresence } from '../../contract/training-learning';
import type { Db } from '../../db/open-database';
import { statement } from '../../db/statement-cache';
import type { Language } from '../../texts';
import { displayName } from '../users/display-name';
import type { UserRow } from '../users/user-row';
import type { CourseRow, LessonRow } from './course-access';
import { hasPresence, isOpen, reissueToken, settleExpired, startPresence } from './presence';

/** Tiled over a compulsory lesson: the learner's name and the last 4 digits of their mobile. */
export const watermarkOf = (user: UserRow, language: Language): string =>
  [displayName(user, language), user.mobile?.slice(-4) ?? ''].filter(Boolean).join(' ');

/**
 * The presence checks of a lesson as the player opens it (a joined learner who owns the course):
 * null unless the course has them and the lesson is unfinished. Starts the learner's state, settles
 * a check that expired meanwhile (a miss), and hands out a fresh token for a check still open (a
 * reload during a check: only the hash is kept, so the earlier token is replaced).
 */
export function lessonPresence(
  db: Db,
  userId: number,
  course: CourseRow,
  lesson: LessonRow,
): Static<typeof LessonPresence> | null {
  if (!hasPresence(course)) return null;
  return db.transaction(() => {
    const progress = statement<
      [number, number],
      { position_seconds: number; furthest_seconds: number; completed_at: number | null }
    >(
      db,
      `SELECT position_seconds, furthest_seconds, completed_at FROM lesson_progress
       WHERE user_id = ? AND lesson_id = ?`,
    ).get(userId, lesson.id);
    if (progress?.completed_at) return null;
    const now = nowSeconds();
    const { state } = settleExpired(
      db,
      course,
      startPresence(db, userId, course, lesson.id, progress, now),
      now,
    );
    return {
      min_seconds: course.presence_min_seconds,
      max_seconds: course.presence_max_seconds,
      respond_seconds: course.presence_respond_seconds,
      check: isOpen(state) ? reissueToken(db, state) : null,
      counted_seconds: state.counted_seconds,
      checks_missed: state.checks_missed,
      server_now: now,
    };
  })();
}
