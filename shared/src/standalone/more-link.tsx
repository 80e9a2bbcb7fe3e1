import { RightOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './more-link.module.css';

/** A section's link to everything it lists, drawn as the home widgets' quiet "More >". */
export function MoreLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={styles.more}>
      {children}
      <RightOutline aria-hidden />
    </Link>
  );
}
