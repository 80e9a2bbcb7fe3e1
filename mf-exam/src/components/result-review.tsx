import { Tag } from 'shared/ui-kit';
import { DownOutline, UpOutline } from 'antd-mobile-icons';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Section } from 'shared/standalone';
import type { QuestionBody } from './exam-types';
import { NumberedGrid } from './numbered-grid';
import { QuestionOptions } from './question-card';
import { RevealPanel } from './reveal-panel';
import styles from './result-review.module.css';

/** One reviewed question of an exam or a practice run. */
export type ReviewEntry = {
  question: QuestionBody;
  /** Its number in the paper or the run (1-based). */
  number: number;
  /** null: not answered. */
  answer: readonly string[] | null;
  isCorrect: boolean;
  correctAnswer: readonly string[];
  explanation: string;
  /** What it earned ("4/4 points"), on an exam. */
  earned?: string;
};

type Verdict = 'right' | 'wrong' | 'unanswered';
type Filter = 'wrong' | 'all';

const verdictOf = (entry: ReviewEntry): Verdict =>
  entry.answer === null ? 'unanswered' : entry.isCorrect ? 'right' : 'wrong';

const VERDICT_TEXT = {
  right: 'exam.review.right',
  wrong: 'exam.review.wrong',
  unanswered: 'exam.review.unanswered',
} as const;

const anchorOf = (number: number) => `review-question-${number}`;

/** Every question's number coloured by its verdict; a tap opens that question below. */
function ResultSheet({
  entries,
  onPick,
}: {
  entries: readonly ReviewEntry[];
  onPick: (entry: ReviewEntry) => void;
}) {
  const { t } = useTranslation();
  // The legend names only the colours the sheet uses (a practice run has no unanswered ones).
  const used = (['right', 'wrong', 'unanswered'] as const).filter((verdict) =>
    entries.some((entry) => verdictOf(entry) === verdict),
  );
  return (
    <NumberedGrid
      className={styles.sheet}
      legend={used.map((verdict) => ({
        key: verdict,
        label: t(VERDICT_TEXT[verdict]),
        className: `${styles.swatch} ${styles[verdict]}`,
      }))}
      cells={entries.map((entry) => {
        const verdict = verdictOf(entry);
        return {
          key: entry.number,
          number: entry.number,
          label: t('exam.sheet.cell', { n: entry.number, state: t(VERDICT_TEXT[verdict]) }),
          className: styles[verdict],
          onPick: () => onPick(entry),
        };
      })}
    />
  );
}

/** A reviewed question as one row: its number, stem and score; a tap shows the options and why. */
function ReviewRow({
  entry,
  open,
  onToggle,
}: {
  entry: ReviewEntry;
  open: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  const bodyId = useId();
  const verdict = verdictOf(entry);
  const Chevron = open ? UpOutline : DownOutline;
  return (
    <div id={anchorOf(entry.number)} className={styles.row}>
      <button
        type="button"
        className={styles.summary}
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={onToggle}
      >
        <span className={`${styles.number} ${styles[verdict]}`}>
          {entry.number}
          <span className="visually-hidden">, {t(VERDICT_TEXT[verdict])}</span>
        </span>
        <span className={styles.main}>
          <span className={open ? styles.stem : `${styles.stem} ${styles.clamped}`}>
            {entry.question.stem}
          </span>
          <span className={styles.facts}>
            <Tag color="primary" fill="outline">
              {t(`exam.type.${entry.question.type}`)}
            </Tag>
            {entry.earned ? <span>{entry.earned}</span> : null}
          </span>
        </span>
        <Chevron aria-hidden className={styles.chevron} />
      </button>
      {open ? (
        <div id={bodyId} className={styles.body}>
          <QuestionOptions
            question={entry.question}
            value={entry.answer ?? []}
            disabled
            solution={entry.correctAnswer}
          />
          <RevealPanel
            question={entry.question}
            isCorrect={entry.isCorrect}
            answer={entry.answer}
            correctAnswer={entry.correctAnswer}
            explanation={entry.explanation}
          />
        </div>
      ) : null}
    </div>
  );
}

/**
 * The review of a finished exam or practice run: an answer sheet of every question coloured by
 * its verdict, then the questions as short rows (the wrong ones only, until the reader asks for
 * all), each opening on a tap to its options, answers and explanation.
 */
export function ResultReview({
  title,
  entries,
}: {
  /** The review section's heading. */
  title: string;
  entries: readonly ReviewEntry[];
}) {
  const { t } = useTranslation();
  const wrongCount = entries.filter((e) => !e.isCorrect).length;
  // Filtering says something only when some, but not all, answers were wrong.
  const filterable = wrongCount > 0 && wrongCount < entries.length;
  const [filter, setFilter] = useState<Filter>(filterable ? 'wrong' : 'all');
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const [focus, setFocus] = useState<number | null>(null);

  // The question picked on the sheet is scrolled to once it is shown and open.
  useEffect(() => {
    if (focus === null) return;
    document.getElementById(anchorOf(focus))?.scrollIntoView?.({ block: 'start' });
    setFocus(null);
  }, [focus]);

  const toggle = (number: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(number)) next.add(number);
      return next;
    });
  const handlePick = (entry: ReviewEntry) => {
    if (entry.isCorrect) setFilter('all');
    setOpen((current) => new Set(current).add(entry.number));
    setFocus(entry.number);
  };

  const shown = filter === 'wrong' ? entries.filter((e) => !e.isCorrect) : entries;
  return (
    <>
      <Section title={t('exam.review.sheet')}>
        <ResultSheet entries={entries} onPick={handlePick} />
      </Section>
      <Section
        title={title}
        extra={
          filterable ? (
            <div role="group" aria-label={t('exam.review.filter')} className={styles.filter}>
              {(['wrong', 'all'] as const).map((key) => (
                <button
                  key={key}
                  type="button"
                  aria-pressed={filter === key}
                  className={filter === key ? `${styles.choice} ${styles.chosen}` : styles.choice}
                  onClick={() => setFilter(key)}
                >
                  {key === 'wrong'
                    ? t('exam.review.wrongOnly', { count: wrongCount })
                    : t('exam.review.all', { count: entries.length })}
                </button>
              ))}
            </div>
          ) : undefined
        }
      >
        <div role="list">
          {shown.map((entry) => (
            <div role="listitem" key={entry.number}>
              <ReviewRow
                entry={entry}
                open={open.has(entry.number)}
                onToggle={() => toggle(entry.number)}
              />
            </div>
          ))}
        </div>
      </Section>
    </>
  );
}
