import {
  CheckCircleOutline,
  CloseCircleOutline,
  ExclamationCircleOutline,
} from 'antd-mobile-icons';
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
  right: CheckCircleOutline,
  wrong: CloseCircleOutline,
  unanswered: ExclamationCircleOutline,
} as const;

export type RevealPanelProps = {
  question: Pick<QuestionBody, 'type' | 'options'>;
  isCorrect: boolean;
  /** null: not answered (an exam review). */
  answer: readonly string[] | null;
  correctAnswer: readonly string[];
  explanation: string;
};

/**
 * After answering: right or wrong, then the answers that say something (a right answer once, a
 * wrong one beside the correct one), then the explanation under its own label.
 */
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
  const correct = answerText(readable, correctAnswer, i18n.language);
  return (
    <section className={styles.panel} aria-live="polite">
      <p className={`${styles.verdict} ${styles[verdict]}`} role="status">
        <Icon aria-hidden className={styles.icon} />
        <span>{t(VERDICT_TEXT[verdict])}</span>
      </p>
      <div className={styles.answers}>
        {verdict === 'wrong' && answer !== null ? (
          <p className={`${styles.line} ${styles.given}`}>
            {t('exam.result.yourAnswer', { answer: answerText(readable, answer, i18n.language) })}
          </p>
        ) : null}
        <p className={`${styles.line} ${styles.correct}`}>
          {t('exam.result.correctAnswer', { answer: correct })}
        </p>
      </div>
      {explanation ? (
        <div className={styles.explanation}>
          <p className={styles.explanationTitle}>{t('exam.result.explanation')}</p>
          <p className={styles.explanationText}>{explanation}</p>
        </div>
      ) : null}
    </section>
  );
}
