import { nowSeconds } from '../../clock';
import type { Db } from '../../db/open-database';
import { statement } from '../../db/statement-cache';
import { dayOf } from '../../seed/time';
import { issueCertificate } from '../certificates/issue';
import { refuse } from '../../http/api-error';
import { changePoints } from '../payments/points';
import {
  COMPLETE_RATIO,
  courseLessons,
  findEnrolment,
  type CourseRow,
  type LessonRow,
  type ProgressRow,
} from './course-access';
import {
  hasPresence,
  hashToken,
  isExpired,
  isMissedToken,
  isOpen,
  issueCheck,
  passCheck,
  credit,
  readPresence,
  reissueToken,
  sameHash,
  settleExpired,
  startPresence,
  type OpenCheck,
  type PresenceCourse,
  type PresenceState,
} from './presence';

/**
 * How far ahead of real time a compulsory lesson's furthest point may move: the player reports
 * every few seconds at up to 2x speed, and the first report of a lesson comes a few seconds in.
 */
const MAX_RATE = 2;
const SLACK_SECONDS = 15;

export type Report = {
  reportId: string;
  positionSeconds: number;
  watchedSeconds: number;
  presenceToken?: string | undefined;
};

export type PresenceReply = {
  outcome: 'none' | 'passed' | 'missed';
  check: OpenCheck | null;
  resume_at: number | null;
  counted_seconds: number;
  checks_missed: number;
};

export type ReportOutcome = {
  progress: { position_seconds: number; furthest_seconds: number; completed: boolean };
  course_completed: boolean;
  points_awarded: number;
  presence: PresenceReply | null;
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
  if (changes) issueCertificate(db, { userId, kind: 'course', targetId: course.id, at: now });
  if (!changes || course.points_reward === 0) return 0;
  changePoints(db, userId, course.points_reward, 'course_complete', `course:${course.id}`);
  return course.points_reward;
}

const EMPTY_PROGRESS = { position_seconds: 0, furthest_seconds: 0, completed: false };

/** Where a report may move the furthest point of a compulsory lesson not yet completed. */
function guardedPosition(
  course: CourseRow,
  lesson: LessonRow,
  before: ProgressRow | undefined,
  reported: number,
  now: number,
): number {
  const position = Math.min(reported, lesson.duration_seconds);
  if (course.is_compulsory !== 1 || before?.completed_at) return position;
  const elapsed = before ? Math.max(0, now - before.updated_at) : 0;
  return Math.min(position, (before?.furthest_seconds ?? 0) + MAX_RATE * elapsed + SLACK_SECONDS);
}

function writeProgress(
  db: Db,
  userId: number,
  lesson: LessonRow,
  row: { position: number; furthest: number; completedAt: number | null; now: number },
): void {
  statement(
    db,
    `INSERT INTO lesson_progress
       (user_id, lesson_id, course_id, position_seconds, furthest_seconds, completed_at, updated_at)
     VALUES (@userId, @lessonId, @courseId, @position, @furthest, @completedAt, @now)
     ON CONFLICT (user_id, lesson_id) DO UPDATE SET position_seconds = @position,
       furthest_seconds = @furthest, completed_at = @completedAt, updated_at = @now`,
  ).run({ userId, lessonId: lesson.id, courseId: lesson.course_id, ...row });
}

function logStudy(db: Db, userId: number, lesson: LessonRow, seconds: number, now: number): void {
  if (seconds <= 0) return;
  statement(
    db,
    `INSERT INTO study_logs (user_id, day, lesson_id, course_id, seconds) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (user_id, day, lesson_id) DO UPDATE SET seconds = seconds + excluded.seconds`,
  ).run(userId, dayOf(now), lesson.id, lesson.course_id, seconds);
}

function recordReport(
  db: Db,
  userId: number,
  report: Report,
  lessonId: number,
  now: number,
  presence?: { outcome: 'passed' | 'missed'; resumeAt: number | null },
): void {
  statement(
    db,
    `INSERT INTO lesson_progress_reports
       (user_id, report_id, lesson_id, created_at, presence_outcome, presence_resume_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  ).run(
    userId,
    report.reportId,
    lessonId,
    now,
    presence?.outcome ?? null,
    presence?.resumeAt ?? null,
  );
}

/** The enrolment of a learner who owns the course follows them: created, last lesson, completion. */
function touchEnrolment(
  db: Db,
  userId: number,
  course: CourseRow,
  lesson: LessonRow,
  completedNow: boolean,
  now: number,
): number {
  statement(
    db,
    `INSERT OR IGNORE INTO enrolments (user_id, course_id, source, created_at)
     VALUES (?, ?, ?, ?)`,
  ).run(userId, course.id, course.is_compulsory === 1 ? 'assigned' : 'free', now);
  statement(
    db,
    'UPDATE enrolments SET last_lesson_id = ?, last_studied_at = ? WHERE user_id = ? AND course_id = ?',
  ).run(lesson.id, now, userId, course.id);
  return completedNow ? completeCourseIfDone(db, userId, course, now) : 0;
}

function outcomeOf(
  db: Db,
  userId: number,
  course: CourseRow,
  lesson: LessonRow,
  pointsAwarded: number,
  presence: PresenceReply | null,
): ReportOutcome {
  const row = readProgress(db, userId, lesson.id);
  return {
    progress: row ? view(row) : EMPTY_PROGRESS,
    course_completed: findEnrolment(db, userId, course.id)?.completed_at != null,
    points_awarded: pointsAwarded,
    presence,
  };
}

const presenceReply = (
  state: PresenceState,
  outcome: PresenceReply['outcome'],
  check: OpenCheck | null,
  resumeAt: number | null,
): PresenceReply => ({
  outcome,
  check,
  resume_at: resumeAt,
  counted_seconds: state.counted_seconds,
  checks_missed: state.checks_missed,
});

/**
 * Applies one progress report inside a transaction. `owned` is false for a free preview of a
 * course the learner has not bought: the lesson's progress is kept, without an enrolment.
 * A refusal (a presence token that is not this lesson's open check) rolls everything back: nothing
 * is written, not even the report id.
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
    const before = readProgress(db, userId, lesson.id);
    const seen = statement<
      [number, string],
      { presence_outcome: 'passed' | 'missed' | null; presence_resume_at: number | null }
    >(
      db,
      `SELECT presence_outcome, presence_resume_at FROM lesson_progress_reports
       WHERE user_id = ? AND report_id = ?`,
    ).get(userId, report.reportId);
    const checked = owned && hasPresence(course) ? course : null;

    // A retried report answers what is there now (and what it answered about presence).
    if (seen) {
      const state = checked ? readPresence(db, userId, lesson.id) : undefined;
      const shows = state && (seen.presence_outcome !== null || !before?.completed_at);
      const reopen =
        state &&
        isOpen(state) &&
        !isExpired(state, now) &&
        state.check_report_id === report.reportId;
      return outcomeOf(
        db,
        userId,
        course,
        lesson,
        0,
        shows
          ? presenceReply(
              state,
              seen.presence_outcome ?? 'none',
              reopen ? reissueToken(db, state) : null,
              seen.presence_resume_at,
            )
          : null,
      );
    }

    if (checked && !before?.completed_at)
      return applyPresenceReport(db, userId, checked, lesson, before, report, now);
    if (report.presenceToken !== undefined) throw refuse('presence.tokenInvalid');

    recordReport(db, userId, report, lesson.id, now);
    const position = guardedPosition(course, lesson, before, report.positionSeconds, now);
    const furthest = Math.max(before?.furthest_seconds ?? 0, position);
    const completedAt = before?.completed_at ?? (furthest >= completesAt(lesson) ? now : null);
    writeProgress(db, userId, lesson, { position, furthest, completedAt, now });
    logStudy(db, userId, lesson, report.watchedSeconds, now);
    const points = owned
      ? touchEnrolment(
          db,
          userId,
          course,
          lesson,
          completedAt !== null && !before?.completed_at,
          now,
        )
      : 0;
    return outcomeOf(db, userId, course, lesson, points, null);
  })();
}

/** A report that counts nothing still moves the clock point watching is counted from. */
function keepClock(db: Db, userId: number, lessonId: number, now: number): void {
  statement(
    db,
    `UPDATE presence_states SET last_report_at = MAX(last_report_at, ?)
     WHERE user_id = ? AND lesson_id = ?`,
  ).run(now, userId, lessonId);
}

/**
 * A report in an unfinished lesson with presence checks (see presence.ts). In order: a token that
 * is not the open check is refused (unless it is a check already missed: it came back late); an
 * expired check is a miss; the token in time commits; otherwise the seconds wait as pending and,
 * when due (or when the lesson would complete), the reply opens a check.
 */
function applyPresenceReport(
  db: Db,
  userId: number,
  course: PresenceCourse,
  lesson: LessonRow,
  before: ProgressRow | undefined,
  report: Report,
  now: number,
): ReportOutcome {
  let state = startPresence(db, userId, course, lesson.id, before, now);
  const tokenHash = report.presenceToken === undefined ? null : hashToken(report.presenceToken);
  const matches =
    tokenHash !== null &&
    state.check_token_hash !== null &&
    sameHash(tokenHash, state.check_token_hash);
  const late = tokenHash !== null && !matches && isMissedToken(db, userId, lesson.id, tokenHash);
  if (tokenHash !== null && !matches && !late) throw refuse('presence.tokenInvalid');

  const settled = settleExpired(db, course, state, now);
  state = settled.state;
  if (settled.missed || late) {
    // The time since the last check does not count: the lesson stays at the checkpoint.
    const resumeAt = state.checkpoint_position;
    recordReport(db, userId, report, lesson.id, now, { outcome: 'missed', resumeAt });
    keepClock(db, userId, lesson.id, now);
    touchEnrolment(db, userId, course, lesson, false, now);
    return outcomeOf(
      db,
      userId,
      course,
      lesson,
      0,
      presenceReply(readPresence(db, userId, lesson.id)!, 'missed', null, resumeAt),
    );
  }

  const reported = guardedPosition(course, lesson, before, report.positionSeconds, now);
  const oldFurthest = before?.furthest_seconds ?? 0;

  if (matches) {
    const furthest = Math.max(oldFurthest, reported);
    const tap = credit(state, report.watchedSeconds, now);
    state = { ...state, pending_seconds: state.pending_seconds + tap.seconds };
    const completedAt = furthest >= completesAt(lesson) ? now : null;
    writeProgress(db, userId, lesson, { position: reported, furthest, completedAt, now });
    const counted = passCheck(db, course, state, { position: reported, furthest }, now, tap.until);
    logStudy(db, userId, lesson, counted, now);
    recordReport(db, userId, report, lesson.id, now, { outcome: 'passed', resumeAt: null });
    const points = touchEnrolment(db, userId, course, lesson, completedAt !== null, now);
    return outcomeOf(
      db,
      userId,
      course,
      lesson,
      points,
      presenceReply(readPresence(db, userId, lesson.id)!, 'passed', null, null),
    );
  }

  recordReport(db, userId, report, lesson.id, now);
  if (isOpen(state)) {
    // Waiting for the tap: the position is kept (not past the furthest point); no time counts.
    const position = Math.min(reported, oldFurthest);
    writeProgress(db, userId, lesson, { position, furthest: oldFurthest, completedAt: null, now });
    keepClock(db, userId, lesson.id, now);
    touchEnrolment(db, userId, course, lesson, false, now);
    return outcomeOf(db, userId, course, lesson, 0, presenceReply(state, 'none', null, null));
  }

  const furthest = Math.max(oldFurthest, reported);
  const watched = credit(state, report.watchedSeconds, now);
  const pending = state.pending_seconds + watched.seconds;
  writeProgress(db, userId, lesson, { position: reported, furthest, completedAt: null, now });
  statement(
    db,
    `UPDATE presence_states SET pending_seconds = ?, last_report_at = ?
     WHERE user_id = ? AND lesson_id = ?`,
  ).run(pending, watched.until, userId, lesson.id);
  state = { ...state, pending_seconds: pending, last_report_at: watched.until };
  const due = pending >= state.due_after_seconds || furthest >= completesAt(lesson);
  const check = due ? issueCheck(db, course, state, report.reportId, now) : null;
  touchEnrolment(db, userId, course, lesson, false, now);
  return outcomeOf(db, userId, course, lesson, 0, presenceReply(state, 'none', check, null));
}
