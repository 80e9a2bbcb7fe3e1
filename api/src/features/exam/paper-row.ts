import type { Static } from '@sinclair/typebox';
import type { PaperItem } from '../../contract/exam-schemas';
import type { Db } from '../../db/open-database';
import { statement } from '../../db/statement-cache';
import { notFound } from '../../http/api-error';
import { isTextKey, namedParams, parseParams, render, type Language } from '../../texts';

export type PaperRow = {
  id: number;
  kind: 'exam' | 'mock';
  title: string;
  title_kind: string | null;
  title_params: string | null;
  description: string;
  duration_minutes: number;
  total_score: number;
  pass_score: number;
  attempts_allowed: number;
  opens_at: number;
  deadline_at: number | null;
  allow_review: 0 | 1;
  shuffle_questions: 0 | 1;
  shuffle_options: 0 | 1;
  question_seconds: number | null;
  leave_limit: number | null;
  certificate: 0 | 1;
  owner_id: number | null;
  question_count: number;
  status_rank: 0 | 1 | 2;
  attempts_used: number;
  best_score: number | null;
  ever_passed: 0 | 1 | null;
  in_progress_attempt_id: number | null;
};

/**
 * Papers with the caller's standing; `@userId` and `@now` are its parameters. A paper is visible
 * to the caller when it is for everyone or is their own generated mock paper.
 */
export const PAPER_SELECT = `SELECT p.id, p.kind, p.title, p.title_kind, p.title_params, p.description, p.duration_minutes,
  p.total_score, p.pass_score, p.attempts_allowed, p.opens_at, p.deadline_at, p.allow_review,
  p.shuffle_questions, p.shuffle_options, p.question_seconds, p.leave_limit, p.certificate,
  p.owner_id,
  COALESCE((SELECT SUM(r.count) FROM paper_draw_rules r WHERE r.paper_id = p.id),
    (SELECT COUNT(*) FROM paper_questions pq WHERE pq.paper_id = p.id)) AS question_count,
  CASE WHEN p.opens_at > @now THEN 1
       WHEN p.deadline_at IS NOT NULL AND p.deadline_at <= @now THEN 2 ELSE 0 END AS status_rank,
  (SELECT COUNT(*) FROM exam_attempts a WHERE a.paper_id = p.id AND a.user_id = @userId)
    AS attempts_used,
  (SELECT MAX(a.score) FROM exam_attempts a
    WHERE a.paper_id = p.id AND a.user_id = @userId AND a.status <> 'in_progress') AS best_score,
  (SELECT MAX(a.is_passed) FROM exam_attempts a
    WHERE a.paper_id = p.id AND a.user_id = @userId AND a.status <> 'in_progress') AS ever_passed,
  (SELECT a.id FROM exam_attempts a
    WHERE a.paper_id = p.id AND a.user_id = @userId AND a.status = 'in_progress')
    AS in_progress_attempt_id
  FROM papers p WHERE (p.owner_id IS NULL OR p.owner_id = @userId)`;

/** Open first (nearest deadline first), then upcoming (soonest first), then closed (latest first). */
export const PAPER_ORDER = `status_rank,
  CASE status_rank WHEN 0 THEN COALESCE(p.deadline_at, 4000000000) WHEN 1 THEN p.opens_at
  ELSE -p.deadline_at END, p.id DESC`;

const STATUS = ['open', 'upcoming', 'closed'] as const;

type TitledPaper = { title: string; title_kind: string | null; title_params: string | null };

/** Parameters of a mock exam's title that name question-bank chapters (with `firstKind`…). */
const CHAPTER_PARAMS = {
  first: 'questionChapter.',
  second: 'questionChapter.',
  chapters: 'questionChapter.',
};

const mockParams = (row: TitledPaper, language: Language) =>
  namedParams(parseParams(row.title_params), CHAPTER_PARAMS, language);

/**
 * A paper's title: as written for a paper of the catalogue; in the reader's language for a mock
 * exam the server put together (`paper.<title_kind>` in the text catalogue), its chapters named
 * in the reader's language too.
 */
export function paperTitle(row: TitledPaper, language: Language): string {
  if (row.title_kind === null) return row.title;
  const key = `paper.${row.title_kind}`;
  return render(
    { key: isTextKey(key) ? key : 'paper.mockMany', params: mockParams(row, language) },
    language,
  );
}

/**
 * A paper's description: as written, except a mock exam's list of its chapters (the `chapters`
 * parameter of its title, '/'-separated), named in the reader's language.
 */
export function paperDescription(row: TitledPaper & { description: string }, language: Language) {
  const chapters = mockParams(row, language).chapters;
  return row.title_kind !== null && typeof chapters === 'string'
    ? chapters.split('/').join(' · ')
    : row.description;
}

export function toPaperItem(
  row: PaperRow,
  userId: number,
  language: Language,
): Static<typeof PaperItem> {
  const unlimited = row.attempts_allowed === 0;
  return {
    id: row.id,
    kind: row.kind,
    title: paperTitle(row, language),
    description: paperDescription(row, language),
    duration_minutes: row.duration_minutes,
    total_score: row.total_score,
    pass_score: row.pass_score,
    question_count: row.question_count,
    opens_at: row.opens_at,
    deadline_at: row.deadline_at,
    status: STATUS[row.status_rank],
    attempts_allowed: row.attempts_allowed,
    attempts_used: row.attempts_used,
    attempts_left: unlimited ? null : Math.max(0, row.attempts_allowed - row.attempts_used),
    my_status:
      row.in_progress_attempt_id !== null
        ? 'in_progress'
        : row.best_score === null
          ? 'not_started'
          : row.ever_passed === 1
            ? 'passed'
            : 'failed',
    best_score: row.best_score,
    in_progress_attempt_id: row.in_progress_attempt_id,
    is_mine: row.owner_id === userId,
    question_seconds: row.question_seconds,
    leave_limit: row.leave_limit,
  };
}

export function findPaper(db: Db, userId: number, id: number, now: number): PaperRow {
  const row = statement<Record<string, number>, PaperRow>(db, `${PAPER_SELECT} AND p.id = @id`).get(
    { userId, now, id },
  );
  if (!row) throw notFound('paper');
  return row;
}
