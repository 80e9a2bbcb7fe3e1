import type { ReactNode } from 'react';
import styles from './page-note.module.css';

/** A short note in the page's gutter, beside the card it explains (a rule, what happens next). */
export function PageNote({ children }: { children: ReactNode }) {
  return <p className={styles.note}>{children}</p>;
}
