import type { ReactNode } from 'react';
import styles from './panel.module.css';

export type PanelProps = {
  children: ReactNode;
  /** False: the content (a list) draws its own rows edge to edge. */
  padded?: boolean;
  /** Centred content (a code, a figure). */
  centred?: boolean;
  /** The element: a plain block, or an article / section / note. */
  as?: 'div' | 'article' | 'section';
  role?: string;
  'aria-label'?: string;
  'data-testid'?: string;
};

/**
 * A white rounded card on the page background with no heading (a titled part of a page is a
 * `Section`): the user area's one look for a block of content.
 */
export function Panel({
  children,
  padded = true,
  centred = false,
  as: Element = 'div',
  ...rest
}: PanelProps) {
  const className = [styles.panel, padded ? styles.padded : '', centred ? styles.centred : '']
    .filter(Boolean)
    .join(' ');
  return (
    <Element className={className} {...rest}>
      {children}
    </Element>
  );
}
