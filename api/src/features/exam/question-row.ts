import type { Static } from '@sinclair/typebox';
import type { QuestionBody, QuestionItem } from '../../contract/exam-schemas';
import type { Db } from '../../db/open-database';
import { statement } from '../../db/statement-cache';
import { badInput, notFound } from '../../http/api-error';
import { storedName, type Language } from '../../texts';

/** A question-bank chapter's name in the reader's language. */
export const chapterName = (name: string, kind: string | null, language: Language): string =>
  storedName('questionChapter.', kind, name, language);

/** A question bank's name in the reader's language. */
export const bankName = (name: string, kind: string | null, language: Language): string =>
  storedName('questionBank.', kind, name, language);

/** A chapter as replies carry it: `c` is `question_chapters` with `name` and `name_kind`. */
export const chapterOf = (
  row: { id: number; name: string; name_kind: string | null },
  language: Language,
): { id: number; name: string } => ({
  id: row.id,
  name: chapterName(row.name, row.name_kind, language),
});

export type QuestionType = 'single' | 'multiple' | 'judge' | 'fill';
type Option = { key: string; text: string };

/** A question as stored, with its solution: never sent as it is. */
export type QuestionRow = {
  id: number;
  bank_id: number;
  chapter_id: number;
  chapter_name: string;
  chapter_kind: string | null;
  type: QuestionType;
  stem: string;
  options: string;
  answer: string;
  explanation: string;
};

export const QUESTION_SELECT = `SELECT q.id, q.bank_id, q.chapter_id, c.name AS chapter_name,
  c.name_kind AS chapter_kind, q.type,
  q.stem, q.options, q.answer, q.explanation
  FROM questions q JOIN question_chapters c ON c.id = q.chapter_id`;

const BLANK = /_{4}/g;

export const blanksOf = (stem: string): number => stem.match(BLANK)?.length ?? 0;

export const parseAnswer = (text: string): string[] => JSON.parse(text) as string[];

/** What may be shown before the question is answered: no solution, no explanation. */
export function toQuestionBody(row: QuestionRow, language: Language): Static<typeof QuestionBody> {
  return {
    id: row.id,
    type: row.type,
    stem: row.stem,
    options: JSON.parse(row.options) as Option[],
    blanks: row.type === 'fill' ? blanksOf(row.stem) : 0,
    chapter: {
      id: row.chapter_id,
      name: chapterName(row.chapter_name, row.chapter_kind, language),
    },
  };
}

/** The columns a question list selects for each item (toQuestionItem's input). */
export type QuestionItemColumns = {
  id: number;
  type: QuestionType;
  stem: string;
  chapter_id: number;
  chapter_name: string;
  chapter_kind: string | null;
};

export function toQuestionItem(
  row: QuestionItemColumns,
  language: Language,
): Static<typeof QuestionItem> {
  return {
    id: row.id,
    type: row.type,
    stem: row.stem,
    chapter: {
      id: row.chapter_id,
      name: chapterName(row.chapter_name, row.chapter_kind, language),
    },
  };
}

export function findQuestion(db: Db, id: number): QuestionRow {
  const row = statement<[number], QuestionRow>(db, `${QUESTION_SELECT} WHERE q.id = ?`).get(id);
  if (!row) throw notFound('question');
  return row;
}

export function questionsByIds(db: Db, ids: readonly number[]): Map<number, QuestionRow> {
  if (ids.length === 0) return new Map();
  const rows = db
    .prepare(`${QUESTION_SELECT} WHERE q.id IN (${ids.map(() => '?').join(',')})`)
    .all(...ids) as QuestionRow[];
  return new Map(rows.map((row) => [row.id, row]));
}

/** Full-width letters and digits, case and surrounding spaces do not make a fill-in wrong. */
const normalText = (text: string): string => text.normalize('NFKC').trim().toLowerCase();

/**
 * The answer in its stored form (option keys sorted, texts trimmed), or a 422 naming what is
 * wrong with it. `allowEmpty` lets an exam answer be cleared with [].
 */
export function normaliseAnswer(
  row: QuestionRow,
  answer: readonly string[],
  allowEmpty: boolean,
): string[] {
  if (answer.length === 0) {
    if (allowEmpty) return [];
    throw badInput('input.answerEmpty');
  }
  if (row.type === 'fill') {
    const blanks = blanksOf(row.stem);
    if (answer.length !== blanks) {
      throw badInput('input.answerBlanks', { blanks });
    }
    const texts = answer.map((text) => text.trim());
    if (texts.every((text) => text === '')) {
      if (allowEmpty) return [];
      throw badInput('input.answerFillOne');
    }
    return texts;
  }
  const keys = new Set((JSON.parse(row.options) as Option[]).map((o) => o.key));
  const given = [...new Set(answer)];
  if (given.length !== answer.length) throw badInput('input.answerRepeat');
  const unknown = given.find((key) => !keys.has(key));
  if (unknown !== undefined) {
    throw badInput('input.answerUnknownOption', { option: unknown });
  }
  if (row.type !== 'multiple' && given.length !== 1) {
    throw badInput('input.answerOneOption');
  }
  return given.sort();
}

export function isCorrect(row: QuestionRow, answer: readonly string[]): boolean {
  const solution = parseAnswer(row.answer);
  if (answer.length !== solution.length) return false;
  if (row.type === 'fill') {
    return solution.every((text, i) => normalText(text) === normalText(answer[i] ?? ''));
  }
  const sorted = [...answer].sort();
  return [...solution].sort().every((key, i) => key === sorted[i]);
}
