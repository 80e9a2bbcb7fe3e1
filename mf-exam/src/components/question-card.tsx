import { Tag } from 'shared/ui-kit';
import { Input } from 'shared/ui-kit-forms';
import { CheckOutline, CloseOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { withJudgeLabels } from './answer-text';
import type { QuestionBody } from './exam-types';
import styles from './question-card.module.css';

export type QuestionOptionsProps = {
  question: QuestionBody;
  value: readonly string[];
  onChange?: (next: string[]) => void;
  /** Answered (practice) or submitted: the inputs are read-only. */
  disabled?: boolean;
  /** The solution, shown only once the API revealed it. */
  solution?: readonly string[];
};

export type QuestionCardProps = QuestionOptionsProps & {
  /** "3 / 20", the question's place in its run or paper. */
  position: string;
  /** Under the options: the result, the explanation, a score. */
  footer?: ReactNode;
  /** Beside the type tag: a score, a flag. */
  extra?: ReactNode;
  /** One of several inside a Section (the section keeps the page margins). */
  flush?: boolean;
};

type Marking = 'right' | 'wrong' | 'chosen' | 'plain';

/** How an option is drawn: chosen (in the theme) while answering; right / wrong once solved. */
function marking(key: string, chosen: boolean, solution: readonly string[] | undefined): Marking {
  if (!solution) return chosen ? 'chosen' : 'plain';
  if (solution.includes(key)) return 'right';
  return chosen ? 'wrong' : 'plain';
}

/**
 * The badge before an option: its letter for a choice question. True/false options have no
 * letter: a round radio while answering, and once solved the verdict glyph (a tick on the correct
 * option, a cross on a wrong pick) whatever the option says, so a tick never sits on "False" as
 * its meaning and a cross on the right answer.
 */
function OptionKey({
  type,
  optionKey,
  mark,
}: {
  type: QuestionBody['type'];
  optionKey: string;
  mark: Marking;
}) {
  if (type !== 'judge') return <>{optionKey}</>;
  if (mark === 'right') return <CheckOutline />;
  if (mark === 'wrong') return <CloseOutline />;
  return null;
}

/**
 * A question's options (or blanks) as form inputs; once solved, the correct options marked and
 * the blanks read as text (the reader's answer, not an input's placeholder grey).
 */
export function QuestionOptions({
  question,
  value,
  onChange,
  disabled = false,
  solution,
}: QuestionOptionsProps) {
  const { t } = useTranslation();
  const options = withJudgeLabels(question, {
    T: t('exam.judge.true'),
    F: t('exam.judge.false'),
  }).options;
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

  if (question.type === 'fill') {
    return (
      <div role="group" aria-label={t('exam.question.blanks')} className={styles.options}>
        {Array.from({ length: question.blanks }, (_, i) => {
          const label = t('exam.question.blank', { n: i + 1 });
          const given = (value[i] ?? '').trim();
          return (
            <div key={i} className={styles.blank}>
              <span className={styles.blankLabel}>{label}</span>
              {solution ? (
                // Solved: what the reader wrote, as text; the reveal panel says right or wrong.
                <span
                  className={
                    given ? styles.blankAnswer : `${styles.blankAnswer} ${styles.blankEmpty}`
                  }
                >
                  {given || t('exam.result.unanswered')}
                </span>
              ) : (
                <Input
                  className={styles.blankInput}
                  aria-label={label}
                  value={value[i] ?? ''}
                  onChange={(text) => handleBlank(i, text)}
                  disabled={disabled}
                  maxLength={50}
                />
              )}
            </div>
          );
        })}
      </div>
    );
  }

  return (
    <div role="group" aria-label={t('exam.question.options')} className={styles.options}>
      {options.map((option) => {
        const chosen = value.includes(option.key);
        const label = question.type === 'judge' ? option.text : `${option.key}. ${option.text}`;
        const mark = marking(option.key, chosen, solution);
        const classes = [
          styles.option,
          styles[mark],
          multiple ? styles.square : '',
          question.type === 'judge' ? styles.radio : '',
          disabled ? styles.readOnly : '',
        ];
        return (
          <label key={option.key} className={classes.filter(Boolean).join(' ')}>
            <input
              className={styles.input}
              type={multiple ? 'checkbox' : 'radio'}
              name={name}
              aria-label={label}
              checked={chosen}
              disabled={disabled}
              onChange={() => handleToggle(option.key)}
            />
            <span className={styles.key} aria-hidden>
              <OptionKey type={question.type} optionKey={option.key} mark={mark} />
            </span>
            <span className={styles.text}>{option.text}</span>
          </label>
        );
      })}
    </div>
  );
}

/** One question: its type, place, stem and options; the solution marked when known. */
export function QuestionCard({
  question,
  position,
  value,
  onChange,
  disabled = false,
  solution,
  footer,
  extra,
  flush = false,
}: QuestionCardProps) {
  const { t } = useTranslation();
  return (
    <article
      className={flush ? `${styles.card} ${styles.flush}` : styles.card}
      aria-label={t('exam.question.label', { position })}
    >
      <header className={styles.head}>
        <Tag color="primary" fill="outline">
          {t(`exam.type.${question.type}`)}
        </Tag>
        <span className={styles.position}>{position}</span>
        {extra ? <span className={styles.extra}>{extra}</span> : null}
      </header>
      <p className={styles.stem}>{question.stem}</p>
      <QuestionOptions
        question={question}
        value={value}
        onChange={onChange}
        disabled={disabled}
        solution={solution}
      />
      {footer}
    </article>
  );
}
