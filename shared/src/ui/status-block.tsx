import { ErrorBlock } from 'shared/ui-kit-core';
import type { ComponentType, ReactNode } from 'react';
import styles from './status-block.module.css';

/**
 * What the picture's colour says: the brand for empty and neutral states; success, warning and
 * danger for an outcome (paid, pending, failed); neutral grey for one that is simply over.
 */
export type StatusTone = 'brand' | 'success' | 'warning' | 'danger' | 'neutral';

export type StatusBlockProps = {
  /** An antd-mobile-icons icon, drawn in the tone's colour. */
  Picture: ComponentType<{ 'aria-hidden'?: boolean }>;
  tone?: StatusTone;
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
  title,
  description,
  children,
}: StatusBlockProps) {
  return (
    <ErrorBlock
      className={styles.block}
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
