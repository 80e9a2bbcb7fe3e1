import { ProgressBar } from 'shared/ui-kit-core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MediaImage } from 'shared/standalone';
import styles from './media-row.module.css';

export type MediaRowProps = {
  to: string;
  /** The 16:9 cover, shown whole. */
  cover: string;
  title: string;
  /** Lines under the title, each cut with an ellipsis: kind, lecturer, counts, time, place. */
  meta?: string | readonly string[];
  /** The row's last line: tags, price, progress. */
  children?: ReactNode;
  /** How far I am (0-100): a thin bar with its percentage under everything else. */
  progress?: number;
};

/** One item of a list: the cover on the left, the title (two lines at most), a meta line, tags. */
export function MediaRow({ to, cover, title, meta, children, progress }: MediaRowProps) {
  return (
    <Link to={to} className={styles.row}>
      <div className={styles.thumb}>
        <MediaImage src={cover} alt="" ratio="cover" width={120} />
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>{title}</h3>
        {(typeof meta === 'string' ? [meta] : (meta ?? [])).map((line) => (
          <div key={line} className={styles.meta}>
            {line}
          </div>
        ))}
        {children ? <div className={styles.footer}>{children}</div> : null}
        {progress !== undefined ? (
          <ProgressBar className={styles.progress} percent={progress} text={`${progress}%`} />
        ) : null}
      </div>
    </Link>
  );
}

/** Rows on one white card (a page's own list; inside a Section or a widget the host draws it). */
export function CardList({ children }: { children: ReactNode }) {
  return <div className={styles.list}>{children}</div>;
}

/** Rows that go two to a line on wide screens (course lists). */
export function GridRows({ children }: { children: ReactNode }) {
  return <div className={styles.grid}>{children}</div>;
}

/** Parts of a meta line, joined with a middle dot. */
export function joinMeta(parts: readonly (string | null | undefined | false)[]): string {
  return parts.filter(Boolean).join(' · ');
}
