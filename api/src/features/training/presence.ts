import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/open-database';
import { statement } from '../../db/statement-cache';
import type { CourseRow } from './course-access';

/**
 * Presence checks in the lessons of a compulsory course that has them (issue 18). While a learner
 * watches, the server counts the seconds watched since the last check (pending, never more than the
 * clock allows). Once they reach a random due point between the course's min and max seconds (or the
 * lesson would complete), a report's reply carries a check: a random token, of which only the
 * sha256 is stored. The report that brings the token back in time commits: the pending seconds are
 * counted (and go into study_logs) and the position becomes the new checkpoint. A check not answered
 * in time is a miss, noticed lazily by the next report or lesson read: the pending seconds are dropped
 * and the lesson returns to the checkpoint.
 */

/** A tap that left the phone just before the deadline still counts. */
export const PRESENCE_GRACE_SECONDS = 5;
/** Reports are whole seconds, sent a little before or after a second ticks over. */
const CLOCK_SLACK_SECONDS = 2;

export type PresenceCourse = CourseRow & {
  presence_min_seconds: number;
  presence_max_seconds: number;
};

export const hasPresence = (course: CourseRow): course is PresenceCourse =>
  course.is_compulsory === 1 &&
  course.presence_min_seconds !== null &&
  course.presence_max_seconds !== null;

export type PresenceState = {
  user_id: number;
  lesson_id: number;
  course_id: number;
  checkpoint_position: number;
  checkpoint_furthest: number;
  pending_seconds: number;
  due_after_seconds: number;
  check_token_hash: string | null;
  check_issued_at: number | null;
  check_expires_at: number | null;
  check_report_id: string | null;
  counted_seconds: number;
  checks_passed: number;
  checks_missed: number;
  last_report_at: number;
};

export type OpenCheck = { token: string; expires_at: number };

export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/** 32 random bytes, base64url: 43 characters. */
const newToken = (): string => randomBytes(32).toString('base64url');

const drawDue = (course: PresenceCourse): number =>
  randomInt(course.presence_min_seconds, course.presence_max_seconds + 1);

/** The hex digests are the same length; compared in constant time all the same. */
export const sameHash = (a: string, b: string): boolean =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export const isOpen = (state: PresenceState): boolean => state.check_token_hash !== null;

export const isExpired = (state: PresenceState, now: number): boolean =>
  state.check_expires_at !== null && now > state.check_expires_at + PRESENCE_GRACE_SECONDS;

export function readPresence(db: Db, userId: number, lessonId: number): PresenceState | undefined {
  return statement<[number, number], PresenceState>(
    db,
    'SELECT * FROM presence_states WHERE user_id = ? AND lesson_id = ?',
  ).get(userId, lessonId);
}

/** The learner's state in this lesson, started at their current progress the first time. */
export function startPresence(
  db: Db,
  userId: number,
  course: PresenceCourse,
  lessonId: number,
  progress: { position_seconds: number; furthest_seconds: number } | undefined,
  now: number,
): PresenceState {
  statement(
    db,
    `INSERT OR IGNORE INTO presence_states (user_id, lesson_id, course_id, checkpoint_position,
       checkpoint_furthest, due_after_seconds, last_report_at)
     VALUES (@userId, @lessonId, @courseId, @position, @furthest, @due, @now)`,
  ).run({
    userId,
    lessonId,
    courseId: course.id,
    position: progress?.position_seconds ?? 0,
    furthest: progress?.furthest_seconds ?? 0,
    due: drawDue(course),
    now,
  });
  return readPresence(db, userId, lessonId)!;
}

/**
 * A check past its deadline (and the grace) is missed: the pending seconds are dropped, the lesson
 * returns to the checkpoint, and the next check is drawn. Returns the state after it.
 */
export function settleExpired(
  db: Db,
  course: PresenceCourse,
  state: PresenceState,
  now: number,
): { state: PresenceState; missed: boolean } {
  if (!isOpen(state) || !isExpired(state, now)) return { state, missed: false };
  statement(
    db,
    `INSERT INTO presence_checks (user_id, lesson_id, issued_at, expires_at, token_hash, outcome)
     VALUES (?, ?, ?, ?, ?, 'missed')`,
  ).run(
    state.user_id,
    state.lesson_id,
    state.check_issued_at,
    state.check_expires_at,
    state.check_token_hash,
  );
  statement(
    db,
    `UPDATE lesson_progress SET position_seconds = ?, furthest_seconds = ?, updated_at = ?
     WHERE user_id = ? AND lesson_id = ? AND completed_at IS NULL`,
  ).run(state.checkpoint_position, state.checkpoint_furthest, now, state.user_id, state.lesson_id);
  statement(
    db,
    `UPDATE presence_states SET pending_seconds = 0, checks_missed = checks_missed + 1,
       due_after_seconds = ?, check_token_hash = NULL, check_issued_at = NULL,
       check_expires_at = NULL, check_report_id = NULL, last_report_at = MAX(last_report_at, ?)
     WHERE user_id = ? AND lesson_id = ?`,
  ).run(drawDue(course), now, state.user_id, state.lesson_id);
  return { state: readPresence(db, state.user_id, state.lesson_id)!, missed: true };
}

/** Opens a check: the token goes to the learner, its hash into the state. */
export function issueCheck(
  db: Db,
  course: PresenceCourse,
  state: PresenceState,
  reportId: string | null,
  now: number,
): OpenCheck {
  const token = newToken();
  const expiresAt = now + course.presence_respond_seconds;
  statement(
    db,
    `UPDATE presence_states SET check_token_hash = ?, check_issued_at = ?, check_expires_at = ?,
       check_report_id = ? WHERE user_id = ? AND lesson_id = ?`,
  ).run(hashToken(token), now, expiresAt, reportId, state.user_id, state.lesson_id);
  return { token, expires_at: expiresAt };
}

/**
 * A fresh token for the check already open (a reload, or the retry of the report that opened it,
 * whose reply may have been lost): the same deadline, and the earlier token stops working.
 */
export function reissueToken(db: Db, state: PresenceState): OpenCheck {
  const token = newToken();
  statement(
    db,
    'UPDATE presence_states SET check_token_hash = ? WHERE user_id = ? AND lesson_id = ?',
  ).run(hashToken(token), state.user_id, state.lesson_id);
  return { token, expires_at: state.check_expires_at! };
}

/**
 * Seconds a report adds to pending: what was watched, never more than the clock allows. The state's
 * last_report_at is the clock point watching has been counted up to (at most the slack ahead of the
 * last report), so the slack cannot pile up over many reports: counted time never outruns the clock
 * by more than the slack.
 */
export function credit(
  state: PresenceState,
  watchedSeconds: number,
  now: number,
): { seconds: number; until: number } {
  const seconds = Math.max(
    0,
    Math.min(watchedSeconds, now + CLOCK_SLACK_SECONDS - state.last_report_at),
  );
  return { seconds, until: Math.max(state.last_report_at + seconds, now) };
}

/**
 * The open check answered in time: counts the pending seconds (plus this report's), makes the
 * position the checkpoint and draws the next check. Returns the seconds counted.
 */
export function passCheck(
  db: Db,
  course: PresenceCourse,
  state: PresenceState,
  progress: { position: number; furthest: number },
  now: number,
  countedUntil: number,
): number {
  const counted = state.pending_seconds;
  statement(
    db,
    `INSERT INTO presence_checks (user_id, lesson_id, issued_at, expires_at, answered_at,
       token_hash, outcome) VALUES (?, ?, ?, ?, ?, ?, 'passed')`,
  ).run(
    state.user_id,
    state.lesson_id,
    state.check_issued_at,
    state.check_expires_at,
    now,
    state.check_token_hash,
  );
  statement(
    db,
    `UPDATE presence_states SET checkpoint_position = ?, checkpoint_furthest = ?,
       pending_seconds = 0, due_after_seconds = ?, counted_seconds = counted_seconds + ?,
       checks_passed = checks_passed + 1, check_token_hash = NULL, check_issued_at = NULL,
       check_expires_at = NULL, check_report_id = NULL, last_report_at = ?
     WHERE user_id = ? AND lesson_id = ?`,
  ).run(
    progress.position,
    progress.furthest,
    drawDue(course),
    counted,
    countedUntil,
    state.user_id,
    state.lesson_id,
  );
  return counted;
}

/** Whether a token is one of this lesson's checks that was already missed (it came back late). */
export function isMissedToken(db: Db, userId: number, lessonId: number, hash: string): boolean {
  return (
    statement<[number, number, string], { one: number }>(
      db,
      `SELECT 1 AS one FROM presence_checks
       WHERE user_id = ? AND lesson_id = ? AND token_hash = ? AND outcome = 'missed'`,
    ).get(userId, lessonId, hash) !== undefined
  );
}
