import { ProgressBar } from 'shared/ui-kit-core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MediaImage } from './media-image';
import styles from './media-row.module.css';

export type MediaRowProps = {
  title: ReactNode;
  /** Up to two lines under the title (a summary, a search snippet). */
  description?: ReactNode;
  /**
   * Small facts under the title. Strings: one line each, cut with an ellipsis (kind · lecturer ·
   * lessons, then a place); a node: one wrapping line of facts and badges.
   */
  meta?: ReactNode | readonly string[];
  /** The row's last line: tags, a price, a status. */
  children?: ReactNode;
  /** How far the reader is (0-100): a thin bar with its percentage, last. */
  progress?: number;
  /** A 16:9 cover, shown whole; no picture when empty. */
  cover?: string | null | undefined;
  /**
   * Where the cover sits: at the start for things you take part in (courses, sessions), at the
   * end for things you read (news, materials, search results), as Chinese content apps do.
   */
  coverAt?: 'start' | 'end';
  /** A smaller cover, for rows in a narrow column (beside a side rail). */
  small?: boolean;
  /**
   * A type icon (antd-mobile-icons) on a tinted tile at the row's start, for things that have no
   * picture of their own (documents, files); not shown beside a cover.
   */
  icon?: ReactNode;
  /** Where the row leads; without it the row is a button calling `onOpen`. */
  to?: string;
  onOpen?: () => void;
};

/**
 * The product's one row of a list: a two-line title, a description, meta lines, a footer and a
 * 16:9 cover that is never cropped; the whole row is the link (or the button).
 */
export function MediaRow({
  title,
  description,
  meta,
  children,
  progress,
  cover,
  coverAt = 'start',
  small = false,
  icon,
  to,
  onOpen,
}: MediaRowProps) {
  const thumbClass = [styles.thumb, small && styles.small, coverAt === 'end' && styles.end]
    .filter(Boolean)
    .join(' ');
  const metaLines = metaAsLines(meta);
  const content = (
    <>
      {cover ? (
        <span className={thumbClass}>
          <MediaImage src={cover} alt="" ratio="cover" width={small ? 88 : 120} />
        </span>
      ) : icon ? (
        <span className={styles.icon} aria-hidden>
          {icon}
        </span>
      ) : null}
      <span className={styles.text}>
        <span className={styles.title}>{title}</span>
        {description ? <span className={styles.description}>{description}</span> : null}
        {metaLines
          ? metaLines.map((line) => (
              <span key={line} className={styles.metaLine}>
                {line}
              </span>
            ))
          : meta && <span className={styles.meta}>{meta as ReactNode}</span>}
        {children ? <span className={styles.footer}>{children}</span> : null}
        {progress !== undefined ? (
          <ProgressBar className={styles.progress} percent={progress} text={`${progress}%`} />
        ) : null}
      </span>
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

/** Meta given as text: its lines; as a node (badges and facts): null. */
function metaAsLines(meta: MediaRowProps['meta']): readonly string[] | null {
  if (typeof meta === 'string') return [meta];
  if (Array.isArray(meta) && meta.every((line) => typeof line === 'string')) return meta;
  return null;
}

export type CardListProps = {
  children: ReactNode;
  /**
   * Flat: the rows on a surface that is already a card (a Section, a widget, a column of a card),
   * so they get no card, margin or shadow of their own.
   */
  flat?: boolean;
};

/**
 * Rows on one white card: a page's own list. Its "No more" line (PagedView) follows the card, on
 * the page background. Inside a Section or a widget, whose host draws the card, it is `flat`.
 */
export function CardList({ children, flat = false }: CardListProps) {
  return <div className={flat ? styles.flat : styles.list}>{children}</div>;
}

/** Rows that go two to a line on wide screens (course lists). */
export function GridRows({ children }: { children: ReactNode }) {
  return <div className={styles.grid}>{children}</div>;
}

/** Parts of a meta line, joined with a middle dot. */
export function joinMeta(parts: readonly (string | null | undefined | false)[]): string {
  return parts.filter(Boolean).join(' · ');
}
