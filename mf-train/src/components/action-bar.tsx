import type { ReactNode } from 'react';
import styles from './action-bar.module.css';

export { ActionBar } from 'shared/standalone';

/**
 * The main action of an ActionBar, with the API's refusal of it (if any) written above it, where
 * the user is looking.
 */
export function MainAction({ refusal, children }: { refusal: string | null; children: ReactNode }) {
  return (
    <div className={styles.main}>
      {refusal ? (
        <p role="alert" className={styles.refusal}>
          {refusal}
        </p>
      ) : null}
      {children}
    </div>
  );
}
