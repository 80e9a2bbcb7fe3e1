import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MediaImage } from 'shared/standalone';
import styles from './media-row.module.css';

export type MediaRowProps = {
  title: ReactNode;
  /** Up to two lines under the title (a summary, a snippet). */
  description?: ReactNode;
  /** One line of small facts: category, time, counts, a badge. */
  meta?: ReactNode;
  /** A 16:9 cover shown whole at the row's end; none when empty. */
  cover?: string | null | undefined;
  /** Where the row leads; without it the row is a button calling `onOpen`. */
  to?: string;
  onOpen?: () => void;
};

/**
 * The area's one look for a row of a list: a two-line title, a description, a meta line and a
 * 16:9 thumbnail at its end (never cropped); the whole row is the link (or button).
 */
export function MediaRow({ title, description, meta, cover, to, onOpen }: MediaRowProps) {
  const content = (
    <>
      <span className={styles.text}>
        <span className={styles.title}>{title}</span>
        {description ? <span className={styles.description}>{description}</span> : null}
        {meta ? <span className={styles.meta}>{meta}</span> : null}
      </span>
      {cover ? (
        <span className={styles.thumb}>
          <MediaImage src={cover} alt="" ratio="cover" width={112} />
        </span>
      ) : null}
    </>
  );
  if (to !== undefined) {
    return (
      <Link to={to} className={styles.row}>
        {content}
      </Link>
    );
  }
  return (
    <button type="button" className={styles.row} onClick={onOpen}>
      {content}
    </button>
  );
}
