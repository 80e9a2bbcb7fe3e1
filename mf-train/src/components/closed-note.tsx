import { ClockCircleOutline } from 'antd-mobile-icons';
import styles from './closed-note.module.css';

/**
 * Why a detail page offers no action (the session has ended, seats are no longer taken), where
 * the action would be: at the end of the page, on its background.
 */
export function ClosedNote({ children }: { children: string }) {
  return (
    <p role="status" className={styles.note}>
      <ClockCircleOutline aria-hidden className={styles.icon} />
      {children}
    </p>
  );
}
