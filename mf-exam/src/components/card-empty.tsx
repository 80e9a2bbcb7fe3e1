import type { ReactNode } from 'react';
import { EmptyState } from 'shared/ui';
import styles from './card-empty.module.css';

/** The empty state inside a card: the card's own padding, so its last line clears the edge. */
export function CardEmpty({ description }: { description: ReactNode }) {
  return (
    <div className={styles.space}>
      <EmptyState title={description} />
    </div>
  );
}
