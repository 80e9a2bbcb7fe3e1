import type { QuestionBody } from './exam-types';

/** An answer as a person reads it: "A、C", "正确" for true/false, the blanks' texts. */
export function answerText(
  question: Pick<QuestionBody, 'type' | 'options'>,
  answer: readonly string[],
): string {
  if (question.type === 'fill') return answer.join(' / ');
  if (question.type === 'judge') {
    return answer.map((key) => question.options.find((o) => o.key === key)?.text ?? key).join('、');
  }
  return [...answer].sort().join('、');
}

/** An answer worth saving: at least one option chosen or one blank filled. */
export const isAnswered = (answer: readonly string[] | undefined): boolean =>
  answer !== undefined && answer.some((part) => part.trim() !== '');
