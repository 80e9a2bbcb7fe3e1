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
};

/** Key figures side by side: a big number in the brand's text colour over its label. */
export function StatGrid({ label, items, card = true }: StatGridProps) {
  return (
    <section aria-label={label} className={card ? `${styles.grid} ${styles.card}` : styles.grid}>
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
