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
};

/** A link that looks like a button (a link inside a button is not valid markup). */
export function LinkButton({
  to,
  children,
  color = 'default',
  size = 'middle',
  replace,
}: LinkButtonProps) {
  const className = [styles.button, styles[color], size === 'small' ? styles.small : '']
    .filter(Boolean)
    .join(' ');
  return (
    <Link to={to} className={className} replace={replace}>
      {children}
    </Link>
  );
}
