import type { Static } from '@sinclair/typebox';
import {
  getQuestionnaire,
  listQuestionnaires,
  submitQuestionnaire,
  type Questionnaire,
} from '../../contract/user-area';
import { nowSeconds } from '../../clock';
import type { Db } from '../../db/open-database';
import { statement } from '../../db/statement-cache';
import { badInput, notFound, refuse } from '../../http/api-error';
import { implement } from '../../http/implement';
import { pageOf } from '../../http/paging';
import { addPoints } from './points';

type QuestionnaireRow = {
  id: number;
  title: string;
  description: string;
  points_reward: number;
  starts_at: number;
  ends_at: number;
  response_id: number | null;
};

type QuestionRow = {
  id: number;
  type: 'single' | 'multiple' | 'text' | 'rating';
  title: string;
  options: string;
  is_required: number;
};

const SELECT = `
  SELECT q.id, q.title, q.description, q.points_reward, q.starts_at, q.ends_at, r.id AS response_id
  FROM questionnaires q
  LEFT JOIN questionnaire_responses r ON r.questionnaire_id = q.id AND r.user_id = @userId`;

const toItem = (row: QuestionnaireRow, now: number) => ({
  id: row.id,
  title: row.title,
  description: row.description,
  points_reward: row.points_reward,
  starts_at: row.starts_at,
  ends_at: row.ends_at,
  submitted: row.response_id !== null,
  open: row.starts_at <= now && now < row.ends_at,
});

function detail(db: Db, userId: number, id: number): Static<typeof Questionnaire> {
  const row = statement<Record<string, unknown>, QuestionnaireRow>(
    db,
    `${SELECT} WHERE q.id = @id`,
  ).get({ userId, id });
  if (!row) throw notFound('questionnaire');
  const answers = new Map(
    statement<[number], { question_id: number; answer: string }>(
      db,
      'SELECT question_id, answer FROM questionnaire_answers WHERE response_id = ?',
    )
      .all(row.response_id ?? -1)
      .map((a) => [a.question_id, JSON.parse(a.answer) as string[]]),
  );
  return {
    ...toItem(row, nowSeconds()),
    questions: questionsOf(db, id).map((q) => ({
      id: q.id,
      type: q.type,
      title: q.title,
      options: JSON.parse(q.options) as string[],
      is_required: q.is_required === 1,
      answer: answers.get(q.id) ?? [],
    })),
  };
}

const questionsOf = (db: Db, id: number) =>
  statement<[number], QuestionRow>(
    db,
    `SELECT id, type, title, options, is_required FROM questionnaire_questions
     WHERE questionnaire_id = ? ORDER BY sort, id`,
  ).all(id);

/** Checks one answer against its question; returns the cleaned answer ([] when skipped). */
function cleanAnswer(question: QuestionRow, answer: readonly string[]): string[] {
  const options = JSON.parse(question.options) as string[];
  const values = answer.map((a) => a.trim()).filter(Boolean);
  if (question.type === 'text') {
    if (values.length > 1) throw badInput('input.questionnaireOneText', { question: question.id });
    return values;
  }
  if (values.some((v) => !options.includes(v)))
    throw badInput('input.questionnaireOption', { question: question.id });
  if (question.type !== 'multiple' && values.length > 1)
    throw badInput('input.questionnaireOneOption', { question: question.id });
  return [...new Set(values)];
}

export const questionnaireHandlers = [
  implement(listQuestionnaires, ({ query, caller, services }) => {
    const now = nowSeconds();
    return pageOf(services.db, {
      select: `${SELECT} WHERE q.starts_at <= @now`,
      orderBy: '(q.ends_at > @now) DESC, q.ends_at DESC, q.id DESC',
      params: { userId: caller.user.id, now },
      page: query.page,
      pageSize: query.pageSize,
      map: (row: QuestionnaireRow) => toItem(row, now),
    });
  }),

  implement(getQuestionnaire, ({ params, caller, services }) =>
    detail(services.db, caller.user.id, params.id),
  ),

  implement(submitQuestionnaire, ({ params, body, caller, services }) => {
    const { db } = services;
    const userId = caller.user.id;
    const current = detail(db, userId, params.id);
    if (current.submitted) throw refuse('questionnaire.answered');
    if (!current.open) throw refuse('questionnaire.closed');
    const questions = questionsOf(db, params.id);
    const given = new Map(body.answers.map((a) => [a.question_id, a.answer]));
    for (const id of given.keys()) {
      if (!questions.some((q) => q.id === id)) {
        throw badInput('input.questionnaireUnknownQuestion', { question: id });
      }
    }
    const cleaned = questions.map((q) => ({ q, answer: cleanAnswer(q, given.get(q.id) ?? []) }));
    if (cleaned.some(({ q, answer }) => q.is_required === 1 && answer.length === 0)) {
      throw refuse('questionnaire.answerRequired');
    }
    db.transaction(() => {
      const now = nowSeconds();
      const { changes, lastInsertRowid } = statement(
        db,
        `INSERT INTO questionnaire_responses (questionnaire_id, user_id, submitted_at) VALUES (?, ?, ?)
         ON CONFLICT (questionnaire_id, user_id) DO NOTHING`,
      ).run(params.id, userId, now);
      if (!changes) throw refuse('questionnaire.answered');
      for (const { q, answer } of cleaned) {
        if (answer.length === 0) continue;
        statement(
          db,
          'INSERT INTO questionnaire_answers (response_id, question_id, answer) VALUES (?, ?, ?)',
        ).run(Number(lastInsertRowid), q.id, JSON.stringify(answer));
      }
      if (current.points_reward > 0) {
        addPoints(db, userId, current.points_reward, 'questionnaire', `questionnaire:${params.id}`);
      }
    })();
    return detail(db, userId, params.id);
  }),
];
