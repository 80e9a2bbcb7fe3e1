import { Tag } from 'shared/ui-kit';
import { Input } from 'shared/ui-kit-forms';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuestionBody } from './exam-types';

const cardStyle: CSSProperties = { background: '#ffffff', padding: '16px', margin: '0 0 12px' };
const stemStyle: CSSProperties = {
  margin: '8px 0 16px',
  fontSize: 16,
  lineHeight: 1.6,
  color: '#333333',
  overflowWrap: 'anywhere',
};
const optionBase: CSSProperties = {
  display: 'flex',
  alignItems: 'flex-start',
  gap: 10,
  padding: '12px',
  margin: '0 0 8px',
  borderRadius: 8,
  border: '1px solid #eeeeee',
  fontSize: 15,
  lineHeight: 1.5,
  cursor: 'pointer',
};

type Marking = 'right' | 'wrong' | 'chosen' | 'plain';
const MARK_STYLE: Record<Marking, CSSProperties> = {
  right: { borderColor: '#00b578', background: '#e8f8f2' },
  wrong: { borderColor: '#ff3141', background: '#fff0f0' },
  chosen: { borderColor: '#ff801a', background: '#fff5ec' },
  plain: {},
};

export type QuestionCardProps = {
  question: QuestionBody;
  /** "3 / 20", the question's place in its run or paper. */
  position: string;
  value: readonly string[];
  onChange?: (next: string[]) => void;
  /** Answered (practice) or submitted: the inputs are read-only. */
  disabled?: boolean;
  /** The solution, shown only once the API revealed it. */
  solution?: readonly string[];
  /** Under the options: the result, the explanation, a score. */
  footer?: ReactNode;
  /** Beside the type tag: a score, a flag. */
  extra?: ReactNode;
};

function marking(key: string, chosen: boolean, solution: readonly string[] | undefined): Marking {
  if (!solution) return chosen ? 'chosen' : 'plain';
  if (solution.includes(key)) return 'right';
  return chosen ? 'wrong' : 'plain';
}

/** One question: its stem and options (or blanks) as form inputs; the solution marked when known. */
export function QuestionCard({
  question,
  position,
  value,
  onChange,
  disabled = false,
  solution,
  footer,
  extra,
}: QuestionCardProps) {
  const { t } = useTranslation();
  const multiple = question.type === 'multiple';
  const name = `question-${question.id}`;

  const handleToggle = (key: string) => {
    if (!onChange) return;
    if (!multiple) return onChange([key]);
    onChange(value.includes(key) ? value.filter((k) => k !== key) : [...value, key].sort());
  };
  const handleBlank = (index: number, text: string) => {
    if (!onChange) return;
    const next = Array.from({ length: question.blanks }, (_, i) => value[i] ?? '');
    next[index] = text;
    onChange(next);
  };

  return (
    <article style={cardStyle} aria-label={t('exam.question.label', { position })}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
        <Tag color="primary" fill="outline">
          {t(`exam.type.${question.type}`)}
        </Tag>
        <span style={{ color: '#999999', fontSize: 13 }}>{position}</span>
        {extra}
      </div>
      <p style={stemStyle}>{question.stem}</p>
      {question.type === 'fill' ? (
        <div role="group" aria-label={t('exam.question.blanks')}>
          {Array.from({ length: question.blanks }, (_, i) => (
            <div key={i} style={{ ...optionBase, cursor: 'text', alignItems: 'center' }}>
              <span style={{ color: '#999999', whiteSpace: 'nowrap' }}>
                {t('exam.question.blank', { n: i + 1 })}
              </span>
              <Input
                aria-label={t('exam.question.blank', { n: i + 1 })}
                value={value[i] ?? ''}
                onChange={(text) => handleBlank(i, text)}
                disabled={disabled}
                maxLength={50}
              />
            </div>
          ))}
          {solution ? (
            <p style={{ margin: '4px 0 0', color: '#00b578' }}>
              {t('exam.result.correctAnswer', { answer: solution.join(' / ') })}
            </p>
          ) : null}
        </div>
      ) : (
        <div role="group" aria-label={t('exam.question.options')}>
          {question.options.map((option) => {
            const chosen = value.includes(option.key);
            return (
              <label
                key={option.key}
                style={{
                  ...optionBase,
                  ...MARK_STYLE[marking(option.key, chosen, solution)],
                  cursor: disabled ? 'default' : 'pointer',
                }}
              >
                <input
                  type={multiple ? 'checkbox' : 'radio'}
                  name={name}
                  checked={chosen}
                  disabled={disabled}
                  onChange={() => handleToggle(option.key)}
                  style={{ marginTop: 5, accentColor: '#ff801a' }}
                />
                <span>
                  {question.type === 'judge' ? option.text : `${option.key}. ${option.text}`}
                </span>
              </label>
            );
          })}
        </div>
      )}
      {footer}
    </article>
  );
}
