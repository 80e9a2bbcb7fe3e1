import type { ReactNode } from 'react';
import styles from './stat-grid.module.css';

/** A figure: its value, an optional small unit after it, and what it is. */
export type StatItem = { value: ReactNode; unit?: string; label: string };

export type StatGridProps = {
  /** What the figures are, for assistive technology (the region's name). */
  label: string;
  items: readonly StatItem[];
  /** False: inside a card of its own already (no surface, no margins). */
  card?: boolean;
  /** Four figures with long labels: two by two on a phone, so no label breaks over lines. */
  pairs?: boolean;
};

/** Key figures side by side: a big number in the brand's text colour over its label. */
export function StatGrid({ label, items, card = true, pairs = false }: StatGridProps) {
  const className = [styles.grid, card ? styles.card : '', pairs ? styles.pairs : '']
    .filter(Boolean)
    .join(' ');
  return (
    <section aria-label={label} className={className}>
      {items.map((item) => (
        <div key={item.label} className={styles.cell}>
          <div className={styles.value}>
            {item.value}
            {item.unit ? <span className={styles.unit}>{item.unit}</span> : null}
          </div>
          <div className={styles.label}>{item.label}</div>
        </div>
      ))}
    </section>
  );
}
