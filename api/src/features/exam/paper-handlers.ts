import {
  createMockPaper,
  getOverallReport,
  getPaper,
  getPaperReport,
  listPapers,
} from '../../contract/exam';
import { nowSeconds } from '../../clock';
import { statement } from '../../db/statement-cache';
import { notFound, refuse } from '../../http/api-error';
import { storeParams } from '../../texts';
import { implement } from '../../http/implement';
import { pageOf } from '../../http/paging';
import { drawRules } from './attempt-order';
import { ATTEMPT_SELECT, expireOverdue, toAttemptItem, type AttemptRow } from './attempt-store';
import { findPaper, PAPER_ORDER, PAPER_SELECT, toPaperItem, type PaperRow } from './paper-row';

const MOCK_SCORE_PER_QUESTION = 5;
/** Minutes a generated mock paper allows per question. */
const MOCK_MINUTES_PER_QUESTION = 1.5;
const TREND_LENGTH = 30;

export const paperHandlers = [
  implement(listPapers, ({ query, caller, services, language }) => {
    const { db } = services;
    const userId = caller.user.id;
    const now = nowSeconds();
    expireOverdue(db, userId, now);
    return pageOf(db, {
      select: `${PAPER_SELECT} AND p.kind = @kind`,
      orderBy: PAPER_ORDER,
      params: { userId, now, kind: query.kind ?? 'exam' },
      page: query.page,
      pageSize: query.pageSize,
      map: (row: PaperRow) => toPaperItem(row, userId, language),
      language,
    });
  }),

  implement(getPaper, ({ params, caller, services, language }) => {
    const { db } = services;
    const userId = caller.user.id;
    const now = nowSeconds();
    expireOverdue(db, userId, now);
    const paper = findPaper(db, userId, params.id, now);
    const attempts = statement<[number, number], AttemptRow>(
      db,
      `${ATTEMPT_SELECT} WHERE a.paper_id = ? AND a.user_id = ? ORDER BY a.started_at DESC, a.id DESC`,
    ).all(paper.id, userId);
    return {
      ...toPaperItem(paper, userId, language),
      allow_review: paper.allow_review === 1,
      attempts: attempts.map((a) => toAttemptItem(a, language)),
      rules: {
        shuffle_questions: paper.shuffle_questions === 1,
        shuffle_options: paper.shuffle_options === 1,
        draws: drawRules(db, paper.id),
        question_seconds: paper.question_seconds,
        leave_limit: paper.leave_limit,
        certificate: paper.certificate === 1,
      },
    };
  }),

  implement(getPaperReport, ({ params, caller, services, language }) => {
    const { db } = services;
    const userId = caller.user.id;
    const now = nowSeconds();
    expireOverdue(db, userId, now);
    const paper = findPaper(db, userId, params.id, now);
    const attempts = statement<[number, number], AttemptRow>(
      db,
      `${ATTEMPT_SELECT} WHERE a.paper_id = ? AND a.user_id = ? AND a.status <> 'in_progress'
       ORDER BY a.started_at DESC, a.id DESC`,
    ).all(paper.id, userId);
    const bests = statement<[number], { user_id: number; best: number; passed: number }>(
      db,
      `SELECT user_id, MAX(score) AS best, MAX(is_passed) AS passed FROM exam_attempts
       WHERE paper_id = ? AND status <> 'in_progress' GROUP BY user_id`,
    ).all(paper.id);
    const mine = bests.find((b) => b.user_id === userId);
    const average = bests.length ? bests.reduce((s, b) => s + b.best, 0) / bests.length : 0;
    return {
      paper: toPaperItem(paper, userId, language),
      attempts: attempts.map((a) => toAttemptItem(a, language)),
      candidates: bests.length,
      average_score: Math.round(average * 10) / 10,
      pass_rate: bests.length ? bests.filter((b) => b.passed === 1).length / bests.length : 0,
      my_rank: mine ? bests.filter((b) => b.best > mine.best).length + 1 : null,
    };
  }),

  implement(getOverallReport, ({ caller, services, language }) => {
    const { db } = services;
    const userId = caller.user.id;
    expireOverdue(db, userId, nowSeconds());
    const finished = statement<[number], AttemptRow>(
      db,
      `${ATTEMPT_SELECT} WHERE a.user_id = ? AND a.status <> 'in_progress'
       ORDER BY a.submitted_at, a.id`,
    ).all(userId);
    const exams = finished.filter((a) => a.kind === 'exam');
    const percent = exams.length
      ? exams.reduce((s, a) => s + (a.score * 100) / a.total_score, 0) / exams.length
      : 0;
    const practice = statement<[number], { answered: number; correct: number }>(
      db,
      `SELECT COALESCE(SUM(answered_count), 0) AS answered, COALESCE(SUM(correct_count), 0) AS correct
       FROM practice_sessions WHERE user_id = ?`,
    ).get(userId) ?? { answered: 0, correct: 0 };
    return {
      exam_count: exams.length,
      passed_count: exams.filter((a) => a.is_passed === 1).length,
      average_percent: Math.round(percent * 10) / 10,
      practice_answered: practice.answered,
      practice_accuracy: practice.answered ? practice.correct / practice.answered : 0,
      trend: finished.slice(-TREND_LENGTH).map((a) => toAttemptItem(a, language)),
    };
  }),

  implement(createMockPaper, ({ body, caller, services, language }) => {
    const { db } = services;
    const userId = caller.user.id;
    const now = nowSeconds();
    const chapters = db
      .prepare(
        `SELECT id, name, name_kind FROM question_chapters WHERE id IN (${body.chapter_ids.map(() => '?').join(',')})
         ORDER BY sort, id`,
      )
      .all(...body.chapter_ids) as { id: number; name: string; name_kind: string | null }[];
    if (chapters.length !== body.chapter_ids.length) throw notFound('chapter');
    const questions = db
      .prepare(
        `SELECT id, bank_id FROM questions WHERE chapter_id IN (${chapters.map(() => '?').join(',')})
         ORDER BY random() LIMIT ?`,
      )
      .all(...chapters.map((c) => c.id), body.question_count) as { id: number; bank_id: number }[];
    if (questions.length < body.question_count) {
      throw refuse('exam.notEnoughQuestions');
    }
    const total = questions.length * MOCK_SCORE_PER_QUESTION;
    const banks = new Set(questions.map((q) => q.bank_id));
    const names = chapters.map((c) => c.name);
    // The title is a text of the catalogue, shown in each reader's language; so are the chapters
    // it names (their kinds beside them), and the list of all of them the description shows.
    const [first = '', second = ''] = names;
    const [firstKind = '', secondKind = ''] = chapters.map((c) => c.name_kind ?? '');
    const titleKind = names.length === 1 ? 'mockOne' : names.length === 2 ? 'mockTwo' : 'mockMany';
    const named = {
      first,
      firstKind,
      chapters: names.join('/'),
      chaptersKind: chapters.map((c) => c.name_kind ?? '').join('/'),
    };
    const titleParams = storeParams(
      names.length === 1
        ? named
        : names.length === 2
          ? { ...named, second, secondKind }
          : { ...named, second, secondKind, count: names.length },
    );
    const paperId = db.transaction(() => {
      const { lastInsertRowid } = statement(
        db,
        `INSERT INTO papers (bank_id, kind, title, title_kind, title_params, description,
           duration_minutes, total_score, pass_score, attempts_allowed, opens_at, deadline_at,
           allow_review, shuffle_questions, created_at, owner_id)
         VALUES (?, 'mock', '', ?, ?, ?, ?, ?, ?, 0, ?, NULL, 1, 0, ?, ?)`,
      ).run(
        banks.size === 1 ? [...banks][0] : null,
        titleKind,
        titleParams,
        names.join(' · '),
        Math.ceil(questions.length * MOCK_MINUTES_PER_QUESTION),
        total,
        Math.round(total * 0.6),
        now,
        now,
        userId,
      );
      const id = Number(lastInsertRowid);
      const insert = statement(
        db,
        'INSERT INTO paper_questions (paper_id, question_id, score, sort) VALUES (?, ?, ?, ?)',
      );
      questions.forEach((q, sort) => insert.run(id, q.id, MOCK_SCORE_PER_QUESTION, sort));
      return id;
    })();
    return toPaperItem(findPaper(db, userId, paperId, now), userId, language);
  }),
];
