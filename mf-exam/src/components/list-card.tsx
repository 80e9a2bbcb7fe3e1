import type { ReactNode } from 'react';
import styles from './list-card.module.css';

/** Rows of a list on one white rounded card, a hairline between them. */
export function ListCard({ children, flat = false }: { children: ReactNode; flat?: boolean }) {
  return <div className={flat ? styles.flat : styles.card}>{children}</div>;
}
