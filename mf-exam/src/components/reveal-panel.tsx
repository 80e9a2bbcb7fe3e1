import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { answerText } from './answer-text';
import type { QuestionBody } from './exam-types';

const panelStyle: CSSProperties = {
  margin: '12px 0 0',
  padding: '12px',
  borderRadius: 8,
  background: '#f8f8f8',
  fontSize: 14,
  lineHeight: 1.6,
};

const VERDICT_TEXT = {
  right: 'exam.result.right',
  wrong: 'exam.result.wrong',
  unanswered: 'exam.result.unanswered',
} as const;
const VERDICT_COLOUR = { right: '#00b578', wrong: '#ff3141', unanswered: '#999999' } as const;

export type RevealPanelProps = {
  question: Pick<QuestionBody, 'type' | 'options'>;
  isCorrect: boolean;
  /** null: not answered (an exam review). */
  answer: readonly string[] | null;
  correctAnswer: readonly string[];
  explanation: string;
};

/** After answering: right or wrong, the caller's answer, the correct one and the explanation. */
export function RevealPanel({
  question,
  isCorrect,
  answer,
  correctAnswer,
  explanation,
}: RevealPanelProps) {
  const { t } = useTranslation();
  const verdict = answer === null ? 'unanswered' : isCorrect ? 'right' : 'wrong';
  return (
    <section style={panelStyle} aria-live="polite">
      <p style={{ margin: 0, fontWeight: 600, color: VERDICT_COLOUR[verdict] }} role="status">
        {t(VERDICT_TEXT[verdict])}
      </p>
      {answer === null ? null : (
        <p style={{ margin: '4px 0 0' }}>
          {t('exam.result.yourAnswer', { answer: answerText(question, answer) })}
        </p>
      )}
      <p style={{ margin: '4px 0 0' }}>
        {t('exam.result.correctAnswer', { answer: answerText(question, correctAnswer) })}
      </p>
      {explanation ? (
        <p style={{ margin: '8px 0 0', color: '#666666' }}>
          <strong>{t('exam.result.explanation')}</strong> {explanation}
        </p>
      ) : null}
    </section>
  );
}
