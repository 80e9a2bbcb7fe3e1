import { Grid } from 'shared/ui-kit';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { isAnswered } from './answer-text';

const cellBase: CSSProperties = {
  position: 'relative',
  width: '100%',
  height: 40,
  borderRadius: 20,
  border: '1px solid #dddddd',
  background: '#ffffff',
  color: '#333333',
  fontSize: 15,
  cursor: 'pointer',
};
const answeredStyle: CSSProperties = {
  background: '#ff801a',
  borderColor: '#ff801a',
  color: '#fff',
};
const currentStyle: CSSProperties = { outline: '2px solid #333333', outlineOffset: 1 };

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
    <div style={{ padding: '12px 16px' }}>
      <p style={{ margin: '0 0 12px', fontSize: 13, color: '#666666' }}>
        {t('exam.sheet.summary', {
          answered: answeredCount,
          unanswered: questionIds.length - answeredCount,
          flagged: flagged.length,
        })}
      </p>
      <Grid columns={6} gap={10}>
        {questionIds.map((id, index) => {
          const answered = isAnswered(answers[id]);
          const isFlagged = flagged.includes(id);
          const state = [
            answered ? t('exam.sheet.answered') : t('exam.sheet.unanswered'),
            ...(isFlagged ? [t('exam.sheet.flagged')] : []),
          ].join(', ');
          return (
            <Grid.Item key={id}>
              <button
                type="button"
                aria-label={t('exam.sheet.cell', { n: index + 1, state })}
                aria-current={index === current ? 'true' : undefined}
                onClick={() => onPick(index)}
                style={{
                  ...cellBase,
                  ...(answered ? answeredStyle : {}),
                  ...(index === current ? currentStyle : {}),
                }}
              >
                {index + 1}
                {isFlagged ? (
                  <span
                    aria-hidden
                    style={{
                      position: 'absolute',
                      top: -3,
                      right: -3,
                      width: 10,
                      height: 10,
                      borderRadius: 5,
                      background: '#ff3141',
                      border: '2px solid #ffffff',
                    }}
                  />
                ) : null}
              </button>
            </Grid.Item>
          );
        })}
      </Grid>
    </div>
  );
}
