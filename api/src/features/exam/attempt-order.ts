import { randomInt } from 'node:crypto';
import type { Db } from '../../db/open-database';
import { statement } from '../../db/statement-cache';
import { badInput } from '../../http/api-error';
import type { QuestionType } from './question-row';

/**
 * Each attempt's questions: drawn and ordered once, when it starts, with the server's
 * cryptographic random numbers, and stored in `attempt_questions`; every later read uses the
 * stored order, so a reload or a resume shows the same questions in the same order.
 */

const TYPE_ORDER: readonly QuestionType[] = ['single', 'multiple', 'judge', 'fill'];
const typeRank = (type: QuestionType): number => TYPE_ORDER.indexOf(type);

/** Fisher–Yates with `crypto.randomInt`: every order equally likely, none predictable. */
export function shuffled<T>(items: readonly T[]): T[] {
  const list = [...items];
  for (let i = list.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [list[i], list[j]] = [list[j] as T, list[i] as T];
  }
  return list;
}

export type DrawRuleRow = { type: QuestionType; count: number; score: number; pool: number };

/** A paper's draw rules with the size of each type's pool, in type order. */
export function drawRules(db: Db, paperId: number): DrawRuleRow[] {
  return statement<[number], DrawRuleRow>(
    db,
    `SELECT r.type, r.count, r.score,
       (SELECT COUNT(*) FROM paper_questions pq JOIN questions q ON q.id = pq.question_id
         WHERE pq.paper_id = r.paper_id AND q.type = r.type) AS pool
     FROM paper_draw_rules r WHERE r.paper_id = ?`,
  )
    .all(paperId)
    .sort((a, b) => typeRank(a.type) - typeRank(b.type));
}

/** What an attempt's order is made from: the paper's settings. */
export type OrderedPaper = {
  paper_id: number;
  shuffle_questions: 0 | 1;
  shuffle_options: 0 | 1;
};

type PoolRow = {
  question_id: number;
  score: number;
  type: QuestionType;
  options: string;
};

export type PlannedQuestion = {
  question_id: number;
  score: number;
  /** Original option keys in display order; null when the options are shown as stored. */
  option_order: string[] | null;
};

const poolOf = (db: Db, paperId: number): PoolRow[] =>
  statement<[number], PoolRow>(
    db,
    `SELECT pq.question_id, pq.score, q.type, q.options FROM paper_questions pq
     JOIN questions q ON q.id = pq.question_id WHERE pq.paper_id = ?
     ORDER BY pq.sort, pq.question_id`,
  ).all(paperId);

/**
 * The questions of a new attempt. With draw rules: per type, `count` questions of the pool, each
 * worth the rule's score (grouped by type unless the order is shuffled). Without: every question
 * of the paper. Single and multiple questions get an option order of their own when the paper
 * shuffles options; true/false and fill-in questions never do.
 */
export function planAttempt(db: Db, paper: OrderedPaper): PlannedQuestion[] {
  const pool = poolOf(db, paper.paper_id);
  const rules = drawRules(db, paper.paper_id);
  let chosen: { row: PoolRow; score: number }[];
  if (rules.length > 0) {
    chosen = rules.flatMap((rule) => {
      const ofType = pool.filter((q) => q.type === rule.type);
      const drawn = new Set(shuffled(ofType).slice(0, rule.count));
      // Drawn questions keep the paper's order among themselves (shuffled below if asked).
      return ofType.filter((q) => drawn.has(q)).map((row) => ({ row, score: rule.score }));
    });
  } else {
    chosen = pool.map((row) => ({ row, score: row.score }));
  }
  if (paper.shuffle_questions === 1) chosen = shuffled(chosen);
  return chosen.map(({ row, score }) => ({
    question_id: row.question_id,
    score,
    option_order:
      paper.shuffle_options === 1 && (row.type === 'single' || row.type === 'multiple')
        ? shuffled((JSON.parse(row.options) as { key: string }[]).map((o) => o.key))
        : null,
  }));
}

/**
 * The order attempts had before orders were stored (attempts under way when the migration ran,
 * and seeded ones): the paper's order, or a fixed hash of the attempt id when it shuffles. Kept
 * so that such an attempt, resumed, shows the order it showed before.
 */
export function legacyOrder(
  db: Db,
  attempt: { id: number; paper_id: number; shuffle_questions: 0 | 1 },
): PlannedQuestion[] {
  const list = poolOf(db, attempt.paper_id).map((q) => ({
    question_id: q.question_id,
    score: q.score,
    option_order: null,
  }));
  if (attempt.shuffle_questions !== 1) return list;
  const key = (q: PlannedQuestion) =>
    Math.imul(q.question_id ^ (attempt.id * 40503), 2654435761) >>> 0;
  return [...list].sort((a, b) => key(a) - key(b));
}

/**
 * Stores an attempt's questions. In sequential mode the first question opens at `openAt` and
 * closes `questionSeconds` later.
 */
export function storeAttemptQuestions(
  db: Db,
  attemptId: number,
  planned: readonly PlannedQuestion[],
  sequential: { openAt: number; questionSeconds: number } | null,
): void {
  const insert = statement(
    db,
    `INSERT INTO attempt_questions
       (attempt_id, question_id, sort, score, option_order, opened_at, closes_at)
     VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
  );
  planned.forEach((q, sort) => {
    const opens = sequential !== null && sort === 0;
    insert.run(
      attemptId,
      q.question_id,
      sort,
      q.score,
      q.option_order === null ? null : JSON.stringify(q.option_order),
      opens ? sequential.openAt : null,
      opens ? sequential.openAt + sequential.questionSeconds : null,
    );
  });
}

// ---------------------------------------------------------------- display keys

/** The display key at a position: A, B, C… */
export const displayKey = (position: number): string => String.fromCharCode(65 + position);

/** Original keys → display keys, for an attempt question's stored option order. */
export function toDisplayKeys(optionOrder: readonly string[] | null, keys: readonly string[]) {
  if (optionOrder === null) return [...keys];
  return keys
    .map((key) => {
      const at = optionOrder.indexOf(key);
      return at < 0 ? key : displayKey(at);
    })
    .sort();
}

/** Display keys → original keys; a key that is not a display key of this question is a 422. */
export function toOriginalKeys(optionOrder: readonly string[] | null, keys: readonly string[]) {
  if (optionOrder === null) return [...keys];
  return keys.map((key) => {
    const at = key.length === 1 ? key.charCodeAt(0) - 65 : -1;
    const original = at >= 0 ? optionOrder[at] : undefined;
    if (original === undefined) throw badInput('input.answerUnknownOption', { option: key });
    return original;
  });
}

/** A question's options as this attempt shows them: in its order, keyed A..n. */
export function displayOptions<T extends { key: string; text: string }>(
  optionOrder: readonly string[] | null,
  options: readonly T[],
): { key: string; text: string }[] {
  if (optionOrder === null) return options.map((o) => ({ key: o.key, text: o.text }));
  const byKey = new Map(options.map((o) => [o.key, o]));
  return optionOrder.flatMap((key, i) => {
    const option = byKey.get(key);
    return option ? [{ key: displayKey(i), text: option.text }] : [];
  });
}
