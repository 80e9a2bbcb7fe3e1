import { useTranslation } from 'react-i18next';
import { isAnswered } from './answer-text';
import { NumberedGrid } from './numbered-grid';
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
    <NumberedGrid
      className={styles.sheet}
      summary={
        <p className={styles.summary}>
          {t('exam.sheet.summary', {
            answered: answeredCount,
            unanswered: questionIds.length - answeredCount,
            flagged: flagged.length,
          })}
        </p>
      }
      legend={[
        { key: 'answered', label: t('exam.sheet.answered'), className: styles.answered },
        { key: 'unanswered', label: t('exam.sheet.unanswered') },
        { key: 'flagged', label: t('exam.sheet.flagged'), flag: true },
      ]}
      cells={questionIds.map((id, index) => {
        const answered = isAnswered(answers[id]);
        const isFlagged = flagged.includes(id);
        const state = [
          answered ? t('exam.sheet.answered') : t('exam.sheet.unanswered'),
          ...(isFlagged ? [t('exam.sheet.flagged')] : []),
        ].join(', ');
        return {
          key: id,
          number: index + 1,
          label: t('exam.sheet.cell', { n: index + 1, state }),
          className: answered ? styles.answered : undefined,
          current: index === current,
          flagged: isFlagged,
          onPick: () => onPick(index),
        };
      })}
    />
  );
}
