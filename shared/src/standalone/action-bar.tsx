import type { ReactNode } from 'react';
import styles from './action-bar.module.css';

export type ActionBarProps = {
  /** The page's actions: the primary one last (rightmost), secondary ones before it. */
  children: ReactNode;
};

/**
 * A page's main actions, kept at the bottom of the screen above the safe area (and the keyboard,
 * which shrinks the visual viewport), with the space under the content reserved for it.
 */
export function ActionBar({ children }: ActionBarProps) {
  return (
    <>
      <div className={styles.spacer} aria-hidden />
      <div className={styles.bar}>{children}</div>
    </>
  );
}
