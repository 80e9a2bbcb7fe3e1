import type { Static } from '@sinclair/typebox';
import {
  getCourseTest,
  submitCourseTest,
  type CourseTestResult,
} from '../../contract/training-test';
import { nowSeconds } from '../../clock';
import type { Db } from '../../db/open-database';
import { statement } from '../../db/statement-cache';
import { badInput, refuse } from '../../http/api-error';
import { say } from '../../texts';
import { implement } from '../../http/implement';
import { findEnrolment, findPublishedCourse } from './course-access';
import { TEST_PASS_RATIO } from './course-detail';

type QuestionType = 'single' | 'multiple' | 'judge' | 'fill';

type TestQuestionRow = {
  id: number;
  type: QuestionType;
  stem: string;
  options: string;
  answer: string;
  explanation: string;
  score: number;
};

type AttemptRow = {
  id: number;
  score: number;
  total_score: number;
  is_passed: 0 | 1;
  answers: string;
  created_at: number;
};

const BLANK = /_{3,}/g;

function testQuestions(db: Db, courseId: number): TestQuestionRow[] {
  return statement<[number], TestQuestionRow>(
    db,
    `SELECT q.id, q.type, q.stem, q.options, q.answer, q.explanation, t.score
     FROM course_test_questions t JOIN questions q ON q.id = t.question_id
     WHERE t.course_id = ? ORDER BY t.sort, q.id`,
  ).all(courseId);
}

const normalise = (text: string): string => text.trim().toLowerCase();

/** Choice questions: the same set of keys; fill questions: each blank, ignoring case and spaces. */
function isCorrect(
  type: QuestionType,
  given: readonly string[],
  answer: readonly string[],
): boolean {
  if (given.length !== answer.length) return false;
  if (type === 'fill') return answer.every((a, i) => normalise(a) === normalise(given[i] ?? ''));
  const sorted = [...given].sort();
  return [...answer].sort().every((a, i) => a === sorted[i]);
}

const passScore = (total: number): number => Math.ceil(total * TEST_PASS_RATIO);

function resultOf(questions: readonly TestQuestionRow[], attempt: AttemptRow) {
  const answers = JSON.parse(attempt.answers) as Record<string, string[]>;
  return {
    id: attempt.id,
    score: attempt.score,
    total_score: attempt.total_score,
    pass_score: passScore(attempt.total_score),
    passed: attempt.is_passed === 1,
    created_at: attempt.created_at,
    questions: questions.map((q) => {
      const answer = JSON.parse(q.answer) as string[];
      const given = answers[String(q.id)] ?? [];
      return {
        id: q.id,
        correct: isCorrect(q.type, given, answer),
        your_answer: given,
        answer,
        explanation: q.explanation,
      };
    }),
  } satisfies Static<typeof CourseTestResult>;
}

function lastAttempt(db: Db, courseId: number, userId: number): AttemptRow | undefined {
  return statement<[number, number], AttemptRow>(
    db,
    `SELECT id, score, total_score, is_passed, answers, created_at FROM course_test_attempts
     WHERE course_id = ? AND user_id = ? ORDER BY created_at DESC, id DESC LIMIT 1`,
  ).get(courseId, userId);
}

function refusalFor(
  db: Db,
  courseId: number,
  userId: number,
  questionCount: number,
): 'courseTest.none' | 'courseTest.finishCourse' | null {
  if (questionCount === 0) return 'courseTest.none';
  return findEnrolment(db, userId, courseId)?.completed_at != null
    ? null
    : 'courseTest.finishCourse';
}

export const courseTestHandlers = [
  implement(getCourseTest, ({ params, caller, services, language }) => {
    const { db } = services;
    const course = findPublishedCourse(db, params.id);
    const questions = testQuestions(db, course.id);
    const total = questions.reduce((sum, q) => sum + q.score, 0);
    const reason = refusalFor(db, course.id, caller.user.id, questions.length);
    const last = lastAttempt(db, course.id, caller.user.id);
    return {
      course: { id: course.id, title: course.title },
      questions: questions.map((q) => ({
        id: q.id,
        type: q.type,
        stem: q.stem,
        options: JSON.parse(q.options) as { key: string; text: string }[],
        blanks: q.type === 'fill' ? Math.max(1, (q.stem.match(BLANK) ?? []).length) : 0,
        score: q.score,
      })),
      total_score: total,
      pass_score: passScore(total),
      can_take: reason === null,
      reason: reason && say(language, reason),
      last_result: last ? resultOf(questions, last) : null,
    };
  }),

  implement(submitCourseTest, ({ params, body, caller, services }) => {
    const { db } = services;
    const course = findPublishedCourse(db, params.id);
    const questions = testQuestions(db, course.id);
    const ids = new Set(questions.map((q) => String(q.id)));
    for (const key of Object.keys(body.answers))
      if (!ids.has(key)) throw badInput('input.testUnknownQuestion', { question: key });
    const reason = refusalFor(db, course.id, caller.user.id, questions.length);
    if (reason) throw refuse(reason);
    let score = 0;
    for (const q of questions) {
      const given = body.answers[String(q.id)] ?? [];
      if (isCorrect(q.type, given, JSON.parse(q.answer) as string[])) score += q.score;
    }
    const total = questions.reduce((sum, q) => sum + q.score, 0);
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO course_test_attempts (course_id, user_id, score, total_score, is_passed, answers, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        course.id,
        caller.user.id,
        score,
        total,
        score >= passScore(total) ? 1 : 0,
        JSON.stringify(body.answers),
        nowSeconds(),
      );
    const attempt = statement<[number], AttemptRow>(
      db,
      'SELECT id, score, total_score, is_passed, answers, created_at FROM course_test_attempts WHERE id = ?',
    ).get(Number(lastInsertRowid))!;
    return resultOf(questions, attempt);
  }),
];
