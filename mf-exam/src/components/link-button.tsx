import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './link-button.module.css';

export type LinkButtonProps = {
  to: string;
  children: ReactNode;
  /** primary: the page's main action (filled); default: outlined. */
  color?: 'primary' | 'default';
  size?: 'middle' | 'small';
  replace?: boolean;
  /** In an action bar: as wide as its text (a secondary action), the main action takes the rest. */
  fit?: boolean;
};

/** A link that looks like a button (a link inside a button is not valid markup). */
export function LinkButton({
  to,
  children,
  color = 'default',
  size = 'middle',
  replace,
  fit = false,
}: LinkButtonProps) {
  const className = [
    styles.button,
    styles[color],
    size === 'small' ? styles.small : '',
    fit ? styles.fit : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Link to={to} className={className} replace={replace}>
      {children}
    </Link>
  );
}
