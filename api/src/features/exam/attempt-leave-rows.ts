import type { Db } from '../../db/open-database';
import { statement } from '../../db/statement-cache';

/** The rows of `attempt_leaves` the attempt store reads and closes (see attempt-leaves.ts). */

export type LeaveRow = {
  leave_id: string;
  reason: 'hidden' | 'blur' | 'pagehide' | 'unknown';
  started_at: number;
  ended_at: number | null;
  start_seen: 0 | 1;
  counted: 0 | 1;
};

export function findLeave(db: Db, attemptId: number, leaveId: string): LeaveRow | undefined {
  return statement<[number, string], LeaveRow>(
    db,
    `SELECT leave_id, reason, started_at, ended_at, start_seen, counted FROM attempt_leaves
     WHERE attempt_id = ? AND leave_id = ?`,
  ).get(attemptId, leaveId);
}

/** Whether a leave is still open (the candidate has not come back yet). */
export const hasOpenLeave = (db: Db, attemptId: number): boolean =>
  statement<[number], { n: number }>(
    db,
    'SELECT COUNT(*) AS n FROM attempt_leaves WHERE attempt_id = ? AND ended_at IS NULL',
  ).get(attemptId)!.n > 0;

/** Ends every leave still open at `at` (never before it started). */
export function closeOpenLeaves(db: Db, attemptId: number, at: number): number {
  return statement(
    db,
    `UPDATE attempt_leaves SET ended_at = MAX(started_at, ?)
     WHERE attempt_id = ? AND ended_at IS NULL`,
  ).run(at, attemptId).changes;
}

/** The counted leaves of an attempt, oldest first, in the server's times. */
export function leavesOf(db: Db, attemptId: number) {
  return statement<[number], { started_at: number; ended_at: number | null }>(
    db,
    `SELECT started_at, ended_at FROM attempt_leaves WHERE attempt_id = ? AND counted = 1
     ORDER BY started_at, leave_id`,
  )
    .all(attemptId)
    .map((leave) => ({
      started_at: leave.started_at,
      ended_at: leave.ended_at,
      duration_seconds: leave.ended_at === null ? null : leave.ended_at - leave.started_at,
    }));
}
