import { useId, type ReactNode } from 'react';
import styles from './section.module.css';

export type SectionProps = {
  /** The section's heading (h2); the page title itself is the nav bar's. */
  title: ReactNode;
  /** Something at the heading's end: a "More" link, a count. */
  extra?: ReactNode;
  /** False: the content draws its own surface (a list, a grid of cards). */
  card?: boolean;
  children: ReactNode;
};

/** One look for a part of a page: a heading with an optional extra, and its content on a card. */
export function Section({ title, extra, card = true, children }: SectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <header className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {extra ? <div className={styles.extra}>{extra}</div> : null}
      </header>
      {card ? <div className={styles.card}>{children}</div> : children}
    </section>
  );
}
