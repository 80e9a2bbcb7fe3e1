import type { QuestionBody } from './exam-types';

/** Chinese lists options with the enumeration comma; other languages keep to ASCII punctuation. */
const listSeparator = (language: string) => (language.startsWith('zh') ? '、' : ', ');

/**
 * An answer as a person reads it in the reader's language: "A、C" or "A, C", "正确" for
 * true/false, the blanks' texts.
 */
export function answerText(
  question: Pick<QuestionBody, 'type' | 'options'>,
  answer: readonly string[],
  language: string,
): string {
  if (question.type === 'fill') return answer.join(' / ');
  const separator = listSeparator(language);
  if (question.type === 'judge') {
    return answer
      .map((key) => question.options.find((o) => o.key === key)?.text ?? key)
      .join(separator);
  }
  return [...answer].sort().join(separator);
}

/** The reader's words for true and false (`exam.judge.true` / `exam.judge.false`). */
export type JudgeLabels = { T: string; F: string };

/**
 * A true/false question's options in the reader's language: the bank stores them in the language
 * the question was written in, the app has its own words for them.
 */
export function withJudgeLabels<Q extends Pick<QuestionBody, 'type' | 'options'>>(
  question: Q,
  labels: JudgeLabels,
): Q {
  if (question.type !== 'judge') return question;
  const options = question.options.map((o) =>
    o.key === 'T' || o.key === 'F' ? { ...o, text: labels[o.key] } : o,
  );
  return { ...question, options };
}

/** An answer worth saving: at least one option chosen or one blank filled. */
export const isAnswered = (answer: readonly string[] | undefined): boolean =>
  answer !== undefined && answer.some((part) => part.trim() !== '');
