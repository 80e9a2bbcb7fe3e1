import { useTranslation } from 'react-i18next';
import { isAnswered } from './answer-text';
import { NumberedGrid } from './numbered-grid';
import styles from './answer-sheet-grid.module.css';

export type AnswerSheetGridProps = {
  questionIds: readonly number[];
  answers: Readonly<Record<number, readonly string[]>>;
  flagged: readonly number[];
  current?: number;
  /** Sequential mode: the questions not opened yet count too (as unanswered). */
  total?: number;
  /** Without it the sheet is read-only (sequential mode: no jumps). */
  onPick?: (index: number) => void;
};

/** Question numbers coloured by state (answered, unanswered, flagged); a tap jumps there. */
export function AnswerSheetGrid({
  questionIds,
  answers,
  flagged,
  current,
  total = questionIds.length,
  onPick,
}: AnswerSheetGridProps) {
  const { t } = useTranslation();
  const answeredCount = questionIds.filter((id) => isAnswered(answers[id])).length;
  // Questions not opened yet have no id on the device: numbered cells of their own.
  const cellIds: (number | string)[] = [
    ...questionIds,
    ...Array.from({ length: Math.max(0, total - questionIds.length) }, (_, i) => `later-${i}`),
  ];
  return (
    <NumberedGrid
      className={styles.sheet}
      summary={
        <p className={styles.summary}>
          {t('exam.sheet.summary', {
            answered: answeredCount,
            unanswered: total - answeredCount,
            flagged: flagged.length,
          })}
        </p>
      }
      legend={[
        { key: 'answered', label: t('exam.sheet.answered'), className: styles.answered },
        { key: 'unanswered', label: t('exam.sheet.unanswered') },
        { key: 'flagged', label: t('exam.sheet.flagged'), flag: true },
      ]}
      cells={cellIds.map((id, index) => {
        const answered = typeof id === 'number' && isAnswered(answers[id]);
        const isFlagged = typeof id === 'number' && flagged.includes(id);
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
          onPick: onPick ? () => onPick(index) : undefined,
        };
      })}
    />
  );
}
