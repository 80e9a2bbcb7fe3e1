import type { ReactNode } from 'react';
import { ItemList } from 'shared/standalone';
import styles from './row-list.module.css';

export type RowListProps<T> = {
  items: readonly T[];
  children: (item: T) => ReactNode;
  /** Inside a card of its own (default), or flat inside a surface that is already a card. */
  card?: boolean;
};

/**
 * Rows of a list on one card: the area's one list look. The rows draw the hairlines between them
 * (MediaRow's, or a row's own), so a row never gets two.
 */
export function RowList<T extends { id: number | string }>({
  items,
  children,
  card = true,
}: RowListProps<T>) {
  return (
    <div className={card ? styles.card : styles.flat}>
      <ItemList items={items}>{children}</ItemList>
    </div>
  );
}
