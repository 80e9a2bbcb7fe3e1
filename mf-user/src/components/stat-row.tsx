import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './stat-row.module.css';

export type Stat = {
  value: ReactNode;
  label: string;
  /** A page with the details behind the figure. */
  to?: string;
  /** The brand colour for the figure that matters most. */
  accent?: boolean;
  testId?: string;
};

/** Longer than this (a duration such as "5 h 52 min"), a figure would wrap in a third of a phone. */
const LONG_VALUE = 6;

/** Figures side by side, each a value over its label: the user area's one look for numbers. */
export function StatRow({ stats }: { stats: readonly Stat[] }) {
  // One size for the whole row, so the figures stay level when one of them is long.
  const long = stats.some(
    (stat) => typeof stat.value === 'string' && stat.value.length > LONG_VALUE,
  );
  return (
    <div className={long ? `${styles.row} ${styles.long}` : styles.row}>
      {stats.map((stat) => {
        const content = (
          <>
            <strong
              className={stat.accent ? `${styles.value} ${styles.accent}` : styles.value}
              data-testid={stat.testId}
            >
              {stat.value}
            </strong>
            <span className={styles.label}>{stat.label}</span>
          </>
        );
        return stat.to ? (
          <Link key={stat.label} to={stat.to} className={`${styles.stat} ${styles.link}`}>
            {content}
          </Link>
        ) : (
          <div key={stat.label} className={styles.stat}>
            {content}
          </div>
        );
      })}
    </div>
  );
}
