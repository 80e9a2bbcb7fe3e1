import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './text-link.module.css';

/** A small link in the brand's text colour, with an optional icon before it (row actions). */
export function TextLink({
  to,
  icon,
  children,
}: {
  to: string;
  icon?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Link to={to} className={styles.link}>
      {icon ? (
        <span aria-hidden className={styles.icon}>
          {icon}
        </span>
      ) : null}
      {children}
    </Link>
  );
}
