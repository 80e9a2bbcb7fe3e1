import type { Db } from '../../db/open-database';
import { noteWrite } from '../../db/read-cache';
import { statement } from '../../db/statement-cache';
import { refuse } from '../../http/api-error';
import { findLeave, hasOpenLeave } from './attempt-leave-rows';
import {
  closeAttempt,
  closedByOf,
  currentAttempt,
  findAttempt,
  saveDeviceAnswers,
  type AttemptRow,
  type ClosedBy,
} from './attempt-store';

/**
 * Leaving the exam (the page hidden, the app switched, the window blurred), recorded in the
 * server's times. The device names each leave (`leave_id`) and reports its start and its end; the
 * server counts it, and submits the attempt once the paper's `leave_limit` is passed.
 */

export type LeaveReport = {
  leave_id: string;
  event: 'start' | 'end';
  reason?: 'hidden' | 'blur' | 'pagehide' | 'unknown';
  answers?: { question_id: number; answer: string[] }[];
};

export type LeaveReply = {
  leave_count: number;
  leave_limit: number | null;
  leaves_left: number | null;
  status: AttemptRow['status'];
  closed_by: ClosedBy | null;
  submitted: boolean;
};

const replyOf = (row: AttemptRow, submitted: boolean): LeaveReply => ({
  leave_count: row.leave_count,
  leave_limit: row.leave_limit,
  leaves_left: row.leave_limit === null ? null : Math.max(0, row.leave_limit - row.leave_count),
  status: row.status,
  closed_by: closedByOf(row),
  submitted,
});

/** The candidate's last sign of life in the attempt: where a leave whose start was lost begins. */
function lastActivity(db: Db, row: AttemptRow, now: number): number {
  const at = statement<[number, number, number], { at: number | null }>(
    db,
    `SELECT MAX(at) AS at FROM (
       SELECT MAX(answered_at) AS at FROM attempt_answers WHERE attempt_id = ?
       UNION ALL SELECT MAX(COALESCE(ended_at, started_at)) FROM attempt_leaves WHERE attempt_id = ?
       UNION ALL SELECT MAX(opened_at) FROM attempt_questions WHERE attempt_id = ?)`,
  ).get(row.id, row.id, row.id)?.at;
  return Math.min(now, Math.max(row.started_at, at ?? row.started_at));
}

/** Counts one more leave; past the limit, the attempt is submitted as it stands. */
function countLeave(db: Db, row: AttemptRow, now: number): boolean {
  statement(db, 'UPDATE exam_attempts SET leave_count = leave_count + 1 WHERE id = ?').run(row.id);
  const count = row.leave_count + 1;
  if (row.leave_limit === null || count <= row.leave_limit) return false;
  closeAttempt(db, { ...row, leave_count: count }, 'submitted', now, 'leaves');
  return true;
}

export function recordLeave(
  db: Db,
  userId: number,
  attemptId: number,
  report: LeaveReport,
  now: number,
): LeaveReply {
  const row = currentAttempt(db, userId, attemptId, now);
  const known = findLeave(db, row.id, report.leave_id);
  const reason = report.reason ?? 'unknown';

  if (report.event === 'start') {
    if (row.status !== 'in_progress') throw refuse('exam.alreadySubmitted');
    // A retried start changes nothing.
    if (known) return replyOf(row, false);
    const submitted = db.transaction(() => {
      saveDeviceAnswers(db, row, report.answers ?? [], now);
      // Blur and hidden arrive together for one leave: a start while one is open is part of it.
      const counted = !hasOpenLeave(db, row.id);
      statement(
        db,
        `INSERT INTO attempt_leaves (attempt_id, leave_id, reason, started_at, start_seen, counted)
         VALUES (?, ?, ?, ?, 1, ?)`,
      ).run(row.id, report.leave_id, reason, now, counted ? 1 : 0);
      return counted ? countLeave(db, row, now) : false;
    })();
    noteWrite(db);
    return replyOf(findAttempt(db, userId, row.id), submitted);
  }

  // An end: idempotent, and never refused (the candidate is back, whatever happened meanwhile).
  if (known) {
    if (known.ended_at === null) {
      statement(
        db,
        'UPDATE attempt_leaves SET ended_at = MAX(started_at, ?) WHERE attempt_id = ? AND leave_id = ?',
      ).run(now, row.id, report.leave_id);
      noteWrite(db);
    }
    return replyOf(findAttempt(db, userId, row.id), false);
  }
  if (row.status !== 'in_progress') return replyOf(row, false);
  // The start never arrived (the app was killed, the network dropped): the leave began at the
  // candidate's last activity, and counts.
  const submitted = db.transaction(() => {
    const counted = !hasOpenLeave(db, row.id);
    statement(
      db,
      `INSERT INTO attempt_leaves
         (attempt_id, leave_id, reason, started_at, ended_at, start_seen, counted)
       VALUES (?, ?, ?, ?, ?, 0, ?)`,
    ).run(row.id, report.leave_id, reason, lastActivity(db, row, now), now, counted ? 1 : 0);
    return counted ? countLeave(db, row, now) : false;
  })();
  noteWrite(db);
  return replyOf(findAttempt(db, userId, row.id), submitted);
}
