import { getExamHome, listExamNotices } from '../../contract/exam';
import { nowSeconds } from '../../clock';
import { statement } from '../../db/statement-cache';
import type { Static } from '@sinclair/typebox';
import type { ExamNotice } from '../../contract/exam-schemas';
import { implement } from '../../http/implement';
import { storedName } from '../../texts';
import { expireOverdue } from './attempt-store';
import { bankName, chapterOf } from './question-row';
import { PAPER_ORDER, PAPER_SELECT, toPaperItem, type PaperRow } from './paper-row';

const DAY = 86400;
/** An open exam shows a "closing" notice in its last days. */
const CLOSING_WITHIN = 7 * DAY;
/** How far back opened exams, and how far ahead upcoming ones, are announced. */
const NOTICE_WINDOW = 60 * DAY;
const UPCOMING_ON_HOME = 3;

type ChapterRow = {
  id: number;
  bank_id: number;
  name: string;
  name_kind: string | null;
  question_count: number;
};
type BankRow = {
  id: number;
  name: string;
  name_kind: string | null;
  description: string;
  cover: string;
};
type ProgressRow = { chapter_id: number; practised: number; correct: number };

export const homeHandlers = [
  implement(getExamHome, ({ caller, services, language }) => {
    const { db } = services;
    const userId = caller.user.id;
    const now = nowSeconds();
    expireOverdue(db, userId, now);
    const banks = statement<[], BankRow>(
      db,
      'SELECT id, name, name_kind, description, cover FROM question_banks ORDER BY sort, id',
    ).all();
    const chapters = statement<[], ChapterRow>(
      db,
      `SELECT c.id, c.bank_id, c.name, c.name_kind,
         (SELECT COUNT(*) FROM questions q WHERE q.chapter_id = c.id) AS question_count
       FROM question_chapters c ORDER BY c.sort, c.id`,
    ).all();
    // Each question's latest practice answer says whether it is known now.
    const progress = new Map(
      statement<[number], ProgressRow>(
        db,
        `WITH latest AS (
           SELECT pa.question_id, pa.is_correct, ROW_NUMBER() OVER (
             PARTITION BY pa.question_id ORDER BY pa.answered_at DESC) AS n
           FROM practice_answers pa JOIN practice_sessions s ON s.id = pa.session_id
           WHERE s.user_id = ?)
         SELECT q.chapter_id, COUNT(*) AS practised, SUM(latest.is_correct) AS correct
         FROM latest JOIN questions q ON q.id = latest.question_id WHERE latest.n = 1
         GROUP BY q.chapter_id`,
      )
        .all(userId)
        .map((row) => [row.chapter_id, row]),
    );
    const unfinished = new Map(
      statement<[number], { chapter_id: number; id: number }>(
        db,
        `SELECT chapter_id, MAX(id) AS id FROM practice_sessions
         WHERE user_id = ? AND mode = 'chapter' AND finished_at IS NULL GROUP BY chapter_id`,
      )
        .all(userId)
        .map((row) => [row.chapter_id, row.id]),
    );
    const totals = statement<
      [number, number, number],
      { mistakes: number; favourites: number; answered: number; correct: number }
    >(
      db,
      `SELECT
         (SELECT COUNT(*) FROM mistakes WHERE user_id = ? AND mastered_at IS NULL) AS mistakes,
         (SELECT COUNT(*) FROM question_favourites WHERE user_id = ?) AS favourites,
         COALESCE(SUM(answered_count), 0) AS answered, COALESCE(SUM(correct_count), 0) AS correct
       FROM practice_sessions WHERE user_id = ?`,
    ).get(userId, userId, userId) ?? { mistakes: 0, favourites: 0, answered: 0, correct: 0 };
    const upcoming = statement<Record<string, unknown>, PaperRow>(
      db,
      `SELECT * FROM (${PAPER_SELECT} AND p.kind = 'exam') p
       WHERE status_rank = 0 AND (attempts_allowed = 0 OR attempts_used < attempts_allowed
         OR in_progress_attempt_id IS NOT NULL) AND COALESCE(ever_passed, 0) = 0
       ORDER BY ${PAPER_ORDER} LIMIT ${UPCOMING_ON_HOME}`,
    ).all({ userId, now });

    return {
      banks: banks.map((bank) => {
        const own = chapters
          .filter((c) => c.bank_id === bank.id)
          .map((c) => ({
            ...chapterOf(c, language),
            question_count: c.question_count,
            practised_count: progress.get(c.id)?.practised ?? 0,
            correct_count: progress.get(c.id)?.correct ?? 0,
            unfinished_session_id: unfinished.get(c.id) ?? null,
          }));
        const { name_kind: kind, ...rest } = bank;
        return {
          ...rest,
          name: bankName(bank.name, kind, language),
          // What the bank covers is written with its name: a seeded bank's in the reader's
          // language, one an editor added as written.
          description: storedName('questionBankAbout.', kind, bank.description, language),
          question_count: own.reduce((s, c) => s + c.question_count, 0),
          practised_count: own.reduce((s, c) => s + c.practised_count, 0),
          chapters: own,
        };
      }),
      mistake_count: totals.mistakes,
      favourite_count: totals.favourites,
      practised_count: totals.answered,
      accuracy: totals.answered ? totals.correct / totals.answered : 0,
      upcoming: upcoming.map((row) => toPaperItem(row, userId, language)),
    };
  }),

  implement(listExamNotices, ({ query, services }) => {
    const { db } = services;
    const now = nowSeconds();
    const papers = statement<
      [number, number],
      { id: number; title: string; opens_at: number; deadline_at: number | null }
    >(
      db,
      `SELECT id, title, opens_at, deadline_at FROM papers
       WHERE kind = 'exam' AND owner_id IS NULL AND opens_at BETWEEN ? AND ?`,
    ).all(now - NOTICE_WINDOW, now + NOTICE_WINDOW);
    const notices = papers.flatMap((p): Static<typeof ExamNotice>[] => {
      const paper = { id: p.id, title: p.title };
      const base = { paper, deadline_at: p.deadline_at };
      if (p.opens_at > now)
        return [
          {
            ...base,
            id: `upcoming-${p.id}`,
            kind: 'upcoming' as const,
            at: Math.min(now, p.opens_at - 3 * DAY),
          },
        ];
      const list: Static<typeof ExamNotice>[] = [
        { ...base, id: `opened-${p.id}`, kind: 'opened' as const, at: p.opens_at },
      ];
      if (p.deadline_at !== null && p.deadline_at > now && p.deadline_at - now <= CLOSING_WITHIN) {
        list.push({
          ...base,
          id: `closing-${p.id}`,
          kind: 'closing' as const,
          at: p.deadline_at - CLOSING_WITHIN,
        });
      }
      return list;
    });
    notices.sort((a, b) => b.at - a.at || a.id.localeCompare(b.id));
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 20;
    return {
      list: notices.slice((page - 1) * pageSize, page * pageSize),
      total: notices.length,
      page,
      pageSize,
    };
  }),
];
