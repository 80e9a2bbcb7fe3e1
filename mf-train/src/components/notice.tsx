import { InformationCircleOutline } from 'antd-mobile-icons';
import type { ComponentType, ReactNode } from 'react';
import { StatusBlock, type StatusTone } from 'shared/ui';
import styles from './notice.module.css';

/**
 * A state of the page's record that leaves nothing to do here (the test not open yet, the course
 * already mine, the order paid, no lesson to open): what it is, why, and the way on. Drawn as the
 * app's other status views are (shared StatusBlock, on the page), so empty, refused and these
 * states look alike everywhere.
 */
export function Notice({
  Picture = InformationCircleOutline,
  tone,
  title,
  description,
  alert = false,
  children,
}: {
  /** An antd-mobile-icons icon for the state. */
  Picture?: ComponentType<{ 'aria-hidden'?: boolean }>;
  /** An outcome's colour (paid, pending, failed); the brand otherwise. */
  tone?: StatusTone;
  title: ReactNode;
  description?: ReactNode;
  /** A refusal the reader should hear at once (role alert) rather than a state (role status). */
  alert?: boolean;
  /** The way on: a button or two, the main one first. */
  children?: ReactNode;
}) {
  return (
    <div role={alert ? 'alert' : 'status'} className={styles.notice}>
      <StatusBlock Picture={Picture} tone={tone} title={title} description={description}>
        {children ? <div className={styles.actions}>{children}</div> : null}
      </StatusBlock>
    </div>
  );
}
