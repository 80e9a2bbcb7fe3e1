import { List } from 'shared/ui-kit';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './link-item.module.css';

export type LinkItemProps = {
  to: string;
  prefix?: ReactNode;
  description?: ReactNode;
  extra?: ReactNode;
  /** The list's arrow at the end (on by default). */
  arrow?: boolean;
  className?: string;
  children: ReactNode;
};

/** A list row that opens another page: the whole row is the link. */
export function LinkItem({
  to,
  prefix,
  description,
  extra,
  arrow = true,
  className,
  children,
}: LinkItemProps) {
  return (
    <Link to={to} className={styles.link}>
      <List.Item
        className={className}
        arrowIcon={arrow}
        prefix={prefix ?? null}
        description={description ?? null}
        extra={extra ?? null}
      >
        {children}
      </List.Item>
    </Link>
  );
}
