import { useTranslation } from 'react-i18next';
import { isAnswered } from './answer-text';
import styles from './answer-sheet-grid.module.css';

export type AnswerSheetGridProps = {
  questionIds: readonly number[];
  answers: Readonly<Record<number, readonly string[]>>;
  flagged: readonly number[];
  current?: number;
  onPick: (index: number) => void;
};

/** Question numbers coloured by state (answered, unanswered, flagged); a tap jumps there. */
export function AnswerSheetGrid({
  questionIds,
  answers,
  flagged,
  current,
  onPick,
}: AnswerSheetGridProps) {
  const { t } = useTranslation();
  const answeredCount = questionIds.filter((id) => isAnswered(answers[id])).length;
  return (
    <div className={styles.sheet}>
      <p className={styles.summary}>
        {t('exam.sheet.summary', {
          answered: answeredCount,
          unanswered: questionIds.length - answeredCount,
          flagged: flagged.length,
        })}
      </p>
      <ul className={styles.legend} aria-hidden>
        <li>
          <span className={`${styles.swatch} ${styles.answered}`} />
          {t('exam.sheet.answered')}
        </li>
        <li>
          <span className={styles.swatch} />
          {t('exam.sheet.unanswered')}
        </li>
        <li>
          <span className={`${styles.swatch} ${styles.flagSwatch}`} />
          {t('exam.sheet.flagged')}
        </li>
      </ul>
      <div className={styles.grid}>
        {questionIds.map((id, index) => {
          const answered = isAnswered(answers[id]);
          const isFlagged = flagged.includes(id);
          const state = [
            answered ? t('exam.sheet.answered') : t('exam.sheet.unanswered'),
            ...(isFlagged ? [t('exam.sheet.flagged')] : []),
          ].join(', ');
          const classes = [
            styles.cell,
            answered ? styles.answered : '',
            index === current ? styles.current : '',
          ];
          return (
            <button
              key={id}
              type="button"
              className={classes.filter(Boolean).join(' ')}
              aria-label={t('exam.sheet.cell', { n: index + 1, state })}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => onPick(index)}
            >
              {index + 1}
              {isFlagged ? <span aria-hidden className={styles.flag} /> : null}
            </button>
          );
        })}
      </div>
    </div>
  );
}
