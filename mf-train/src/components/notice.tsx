import { Result } from 'shared/ui-kit';
import type { ReactNode } from 'react';
import styles from './notice.module.css';

/**
 * A state of the page's record that leaves nothing to do here (the test not open yet, the course
 * already mine, the order already paid): what it is, why, and the way on. Not "no data": there is.
 */
export function Notice({
  status = 'info',
  title,
  description,
  children,
}: {
  status?: 'success' | 'info' | 'waiting' | 'warning';
  title: string;
  description?: string | undefined;
  /** The way on: a button or link. */
  children?: ReactNode;
}) {
  return (
    <div className={styles.notice}>
      <Result className={styles.result} status={status} title={title} description={description} />
      {children ? <div className={styles.actions}>{children}</div> : null}
    </div>
  );
}
