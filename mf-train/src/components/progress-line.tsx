import { ProgressBar } from 'shared/ui-kit-core';
import styles from './progress-line.module.css';

/**
 * How far I am in a course, as the last line of a list row: a thin bar and its percentage, the
 * percentage close to the bar and flush with the row's right edge (every bar ends at one line).
 */
export function ProgressLine({ percent }: { percent: number }) {
  return (
    <span className={styles.line}>
      <ProgressBar className={styles.bar} percent={percent} />
      <span className={styles.percent}>{percent}%</span>
    </span>
  );
}
