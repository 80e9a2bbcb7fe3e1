import { ErrorBlock } from 'shared/ui-kit-core';
import type { ComponentType, ReactNode } from 'react';
import styles from './status-block.module.css';

/**
 * What the picture's colour says: the brand for empty and neutral states; success, warning and
 * danger for an outcome (paid, pending, failed); neutral grey for one that is simply over.
 */
export type StatusTone = 'brand' | 'success' | 'warning' | 'danger' | 'neutral';

/**
 * How loud the title is: strong (primary text colour, larger, semibold) when the view is the
 * page's news, an outcome such as paid or failed; calm (secondary grey) for an empty list or a
 * passing state, which should not shout.
 */
export type StatusEmphasis = 'strong' | 'calm';

export type StatusBlockProps = {
  /** An antd-mobile-icons icon, drawn in the tone's colour. */
  Picture: ComponentType<{ 'aria-hidden'?: boolean }>;
  tone?: StatusTone;
  /** By default strong for an outcome's tone (success, warning, danger, neutral), else calm. */
  emphasis?: StatusEmphasis;
  title: ReactNode;
  description?: ReactNode;
  /** Actions under the texts. */
  children?: ReactNode;
};

/**
 * What empty, error, offline and refusal views are made of: antd-mobile's ErrorBlock with a
 * picture in the brand instead of its own blue illustrations, so these views stay on the theme.
 */
export function StatusBlock({
  Picture,
  tone = 'brand',
  emphasis = tone === 'brand' ? 'calm' : 'strong',
  title,
  description,
  children,
}: StatusBlockProps) {
  return (
    <ErrorBlock
      className={emphasis === 'strong' ? `${styles.block} ${styles.strong}` : styles.block}
      data-emphasis={emphasis}
      image={
        <span className={`${styles.picture} ${styles[tone]}`} data-tone={tone}>
          <Picture aria-hidden />
        </span>
      }
      title={title}
      description={description ?? null}
    >
      {children}
    </ErrorBlock>
  );
}
