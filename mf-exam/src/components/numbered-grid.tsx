import type { Key, ReactNode } from 'react';
import styles from './numbered-grid.module.css';

export type NumberedGridLegendItem = {
  key: Key;
  label: string;
  /** The caller's state class: it sets the swatch's `--numbered-grid-*` colours. */
  className?: string;
  /** The swatch shows the flag's colour. */
  flag?: boolean;
};

export type NumberedGridCell = {
  key: Key;
  number: number;
  /** The button's name: its number and its state ("Question 3, unanswered, flagged"). */
  label: string;
  /** The caller's state class: it sets the cell's `--numbered-grid-*` colours. */
  className?: string;
  current?: boolean;
  /** A flag in the cell's corner. */
  flagged?: boolean;
  /** Without it the cell only shows its state (a read-only sheet). */
  onPick?: () => void;
};

export type NumberedGridProps = {
  legend: readonly NumberedGridLegendItem[];
  cells: readonly NumberedGridCell[];
  /** Above the legend (the answer sheet's counts). */
  summary?: ReactNode;
  /** The caller's class setting the grid's variables (cell size, legend spacing). */
  className?: string;
};

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/**
 * Round numbered buttons under a legend of what their colours mean: the answer sheet of an exam
 * being taken and of a finished one. A caller colours a cell or a swatch with its own class,
 * which sets the variables `--numbered-grid-border`, `--numbered-grid-fill` and
 * `--numbered-grid-text`; the legend is only decoration (each cell's name says its state).
 */
export function NumberedGrid({ legend, cells, summary, className }: NumberedGridProps) {
  return (
    <div className={classes(styles.sheet, className)}>
      {summary}
      <ul className={styles.legend} aria-hidden>
        {legend.map((item) => (
          <li key={item.key}>
            <span
              className={classes(styles.swatch, item.flag && styles.flagSwatch, item.className)}
            />
            {item.label}
          </li>
        ))}
      </ul>
      <div className={styles.grid}>
        {cells.map((cell) => {
          const content = (
            <>
              {cell.number}
              {cell.flagged ? <span aria-hidden className={styles.flag} /> : null}
            </>
          );
          const className = classes(styles.cell, cell.className, cell.current && styles.current);
          return cell.onPick ? (
            <button
              key={cell.key}
              type="button"
              className={className}
              aria-label={cell.label}
              aria-current={cell.current ? 'true' : undefined}
              onClick={cell.onPick}
            >
              {content}
            </button>
          ) : (
            <span
              key={cell.key}
              role="img"
              className={classes(className, styles.readOnly)}
              aria-label={cell.label}
              aria-current={cell.current ? 'true' : undefined}
            >
              {content}
            </span>
          );
        })}
      </div>
    </div>
  );
}
