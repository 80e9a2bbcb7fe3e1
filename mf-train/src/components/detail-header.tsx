import type { ReactNode } from 'react';
import { MediaImage } from 'shared/standalone';
import styles from './detail-header.module.css';

/**
 * The head of a detail page (a session, a meeting): its cover shown whole, its title, its badges
 * and a line about it, on one card; beside each other on wide screens.
 */
export function DetailHeader({
  cover,
  title,
  tags,
  children,
}: {
  cover?: string | undefined;
  title: string;
  tags?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className={cover ? `${styles.card} ${styles.withCover}` : styles.card}>
      {cover ? (
        <div className={styles.cover}>
          <MediaImage src={cover} alt="" ratio="cover" priority />
        </div>
      ) : null}
      <div className={styles.body}>
        <h2 className={styles.title}>{title}</h2>
        {tags ? <div className={styles.tags}>{tags}</div> : null}
        {children ? <div className={styles.about}>{children}</div> : null}
      </div>
    </div>
  );
}
