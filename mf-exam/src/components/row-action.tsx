import type { ReactNode } from 'react';
import styles from './row-action.module.css';

export type RowActionProps = {
  /** start: begin something (outlined); resume: carry on with a run under way (tinted). */
  kind: 'start' | 'resume';
  children: ReactNode;
};

/**
 * The action at the end of a row that is itself the link (a chapter, a practice run, an exam
 * under way): drawn like a small button, one look for "Practise" and one for "Resume" wherever
 * they appear.
 */
export function RowAction({ kind, children }: RowActionProps) {
  return (
    <span className={kind === 'resume' ? `${styles.action} ${styles.resume}` : styles.action}>
      {children}
    </span>
  );
}
