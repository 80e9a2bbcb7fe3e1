import type { Db } from '../../db/open-database';
import { statement } from '../../db/statement-cache';

/** Right answers in a row that take a question out of the wrong-answer set. */
export const MASTERED_AFTER = 2;

/**
 * Keeps the wrong-answer set in step with an answer given in practice or in a graded exam: a
 * wrong answer (re)enters the set and restarts the streak; a right one adds to the streak, and
 * the second in a row takes the question out.
 */
export function recordOutcome(
  db: Db,
  userId: number,
  questionId: number,
  correct: boolean,
  answer: readonly string[],
  at: number,
): void {
  if (!correct) {
    statement(
      db,
      `INSERT INTO mistakes (user_id, question_id, wrong_count, last_answer, last_wrong_at, right_streak)
       VALUES (@userId, @questionId, 1, @answer, @at, 0)
       ON CONFLICT (user_id, question_id) DO UPDATE SET
         wrong_count = wrong_count + 1, last_answer = excluded.last_answer,
         last_wrong_at = excluded.last_wrong_at, mastered_at = NULL, right_streak = 0`,
    ).run({ userId, questionId, answer: JSON.stringify(answer), at });
    return;
  }
  statement(
    db,
    `UPDATE mistakes SET right_streak = right_streak + 1,
       mastered_at = CASE WHEN right_streak + 1 >= @needed THEN @at ELSE NULL END
     WHERE user_id = @userId AND question_id = @questionId AND mastered_at IS NULL`,
  ).run({ userId, questionId, at, needed: MASTERED_AFTER });
}
