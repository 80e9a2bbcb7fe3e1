import { Fragment } from 'react';
import styles from './highlighted.module.css';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A text with every occurrence of the keyword (any case) marked, as search results show it. */
export function Highlighted({ text, keyword }: { text: string; keyword: string }) {
  const term = keyword.trim();
  if (!term) return <>{text}</>;
  // A capturing split keeps the matches, at the odd indexes.
  const parts = text.split(new RegExp(`(${escapeRegExp(term)})`, 'i'));
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <mark key={index} className={styles.mark}>
            {part}
          </mark>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}
