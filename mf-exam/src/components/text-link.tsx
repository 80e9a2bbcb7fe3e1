import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './text-link.module.css';

/** A small link in the brand's text colour, with an optional icon before it (row actions). */
export function TextLink({
  to,
  icon,
  quiet = false,
  children,
}: {
  to: string;
  icon?: ReactNode;
  /** Repeated on every row of a list: the size and grey of the row's meta line, not the brand. */
  quiet?: boolean;
  children: ReactNode;
}) {
  return (
    <Link to={to} className={quiet ? `${styles.link} ${styles.quiet}` : styles.link}>
      {icon ? (
        <span aria-hidden className={styles.icon}>
          {icon}
        </span>
      ) : null}
      {children}
    </Link>
  );
}
