import type { ReactNode } from 'react';
import styles from './row-icon.module.css';

/** A list row's icon (antd-mobile-icons), in the brand colour, centred on the row's text. */
export function RowIcon({ children }: { children: ReactNode }) {
  return (
    <span className={styles.icon} aria-hidden>
      {children}
    </span>
  );
}
