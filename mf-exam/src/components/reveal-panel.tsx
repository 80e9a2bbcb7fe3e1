import { CheckCircleFill, CloseCircleFill, ExclamationCircleFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { answerText, withJudgeLabels } from './answer-text';
import type { QuestionBody } from './exam-types';
import styles from './reveal-panel.module.css';

const VERDICT_TEXT = {
  right: 'exam.result.right',
  wrong: 'exam.result.wrong',
  unanswered: 'exam.result.unanswered',
} as const;
const VERDICT_ICON = {
  right: CheckCircleFill,
  wrong: CloseCircleFill,
  unanswered: ExclamationCircleFill,
} as const;

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
  const { t, i18n } = useTranslation();
  const readable = withJudgeLabels(question, {
    T: t('exam.judge.true'),
    F: t('exam.judge.false'),
  });
  const verdict = answer === null ? 'unanswered' : isCorrect ? 'right' : 'wrong';
  const Icon = VERDICT_ICON[verdict];
  return (
    <section className={styles.panel} aria-live="polite">
      <p className={`${styles.verdict} ${styles[verdict]}`} role="status">
        <Icon aria-hidden className={styles.icon} />
        <span>{t(VERDICT_TEXT[verdict])}</span>
      </p>
      <div className={styles.answers}>
        {answer === null ? null : (
          <p className={styles.line}>
            {t('exam.result.yourAnswer', { answer: answerText(readable, answer, i18n.language) })}
          </p>
        )}
        <p className={`${styles.line} ${styles.correct}`}>
          {t('exam.result.correctAnswer', {
            answer: answerText(readable, correctAnswer, i18n.language),
          })}
        </p>
      </div>
      {explanation ? (
        <p className={styles.explanation}>
          <strong className={styles.explanationTitle}>{t('exam.result.explanation')}</strong>{' '}
          {explanation}
        </p>
      ) : null}
    </section>
  );
}
