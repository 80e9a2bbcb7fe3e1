import type { AnchorHTMLAttributes } from 'react';
import styles from './anchor-button.module.css';

export type AnchorButtonProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  /** `primary`: the page's main action; `secondary`: an outlined one beside it. */
  kind: 'primary' | 'secondary';
};

/**
 * A real link (a file to download, a page to open in a new tab) that looks like a button:
 * antd's Button would lose the browser's own handling of `href`, `download` and `target`.
 */
export function AnchorButton({ kind, className, ...rest }: AnchorButtonProps) {
  const classes = [styles.anchor, styles[kind], className].filter(Boolean).join(' ');
  return <a {...rest} className={classes} />;
}
