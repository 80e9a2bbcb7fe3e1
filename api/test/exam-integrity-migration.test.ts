import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { migrate } from '../src/db/migrate';
import { migrationsDir } from '../src/paths';

/**
 * Migration 016 (issue 18) adds the exam-integrity settings, all off, so a paper and an attempt
 * stored before it behave as before; closed attempts learn who closed them from their status.
 */
let dir: string;
let db: Database.Database;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-migration-016-'));
  const before = path.join(dir, 'before');
  fs.mkdirSync(before);
  for (const file of fs.readdirSync(migrationsDir).filter((f) => f < '016'))
    fs.copyFileSync(path.join(migrationsDir, file), path.join(before, file));
  db = new Database(':memory:');
  migrate(db, before);
  expect(db.pragma('user_version', { simple: true })).toBe(15);
  db.exec(`
    INSERT INTO users (id, mobile, created_at, updated_at) VALUES (1, '13900000001', 0, 0);
    INSERT INTO papers (id, kind, title, duration_minutes, total_score, pass_score, opens_at,
        created_at, shuffle_questions) VALUES (1, 'exam', '旧试卷', 30, 100, 60, 0, 0, 1);
    INSERT INTO exam_attempts (id, paper_id, user_id, status, started_at, submitted_at) VALUES
      (1, 1, 1, 'submitted', 10, 20), (2, 1, 1, 'expired', 10, 1810),
      (3, 1, 1, 'in_progress', 10, NULL);
  `);
  migrate(db);
});
afterAll(() => {
  db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

it('keeps every new paper setting off', () => {
  expect(
    db
      .prepare(
        'SELECT certificate, shuffle_options, question_seconds, leave_limit, shuffle_questions FROM papers',
      )
      .get(),
  ).toEqual({
    certificate: 0,
    shuffle_options: 0,
    question_seconds: null,
    leave_limit: null,
    shuffle_questions: 1,
  });
});

it('backfills who closed each attempt from its status, and no leaves', () => {
  expect(
    db.prepare('SELECT id, leave_count, closed_by FROM exam_attempts ORDER BY id').all(),
  ).toEqual([
    { id: 1, leave_count: 0, closed_by: 'candidate' },
    { id: 2, leave_count: 0, closed_by: 'time' },
    { id: 3, leave_count: 0, closed_by: null },
  ]);
});

it('refuses settings out of range and unknown values', () => {
  const bad = [
    'UPDATE papers SET question_seconds = 5',
    'UPDATE papers SET leave_limit = -1',
    'UPDATE papers SET shuffle_options = 2',
    "UPDATE exam_attempts SET closed_by = 'manager' WHERE id = 1",
    "INSERT INTO paper_draw_rules (paper_id, type, count, score) VALUES (1, 'essay', 1, 1)",
    "INSERT INTO attempt_leaves (attempt_id, leave_id, reason, started_at) VALUES (3, 'l1', 'nap', 1)",
    "INSERT INTO attempt_leaves (attempt_id, leave_id, reason, started_at, ended_at) VALUES (3, 'l2', 'blur', 9, 8)",
  ];
  for (const sql of bad) expect(() => db.exec(sql)).toThrow(/CHECK constraint failed/);
});
