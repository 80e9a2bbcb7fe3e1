import { List } from 'shared/ui-kit';
import type { ReactNode } from 'react';
import styles from './card-list.module.css';

/**
 * Rows on a card (inside a `Section` or a `Panel` without padding): antd's List without its own
 * outer borders, so the card's rounded edge is the only frame.
 */
export function CardList({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <List className={styles.list} aria-label={label}>
      {children}
    </List>
  );
}
