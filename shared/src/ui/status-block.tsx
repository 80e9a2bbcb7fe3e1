import { ErrorBlock } from 'shared/ui-kit-core';
import type { ComponentType, ReactNode } from 'react';
import styles from './status-block.module.css';

export type StatusBlockProps = {
  /** An antd-mobile-icons icon, drawn in the brand. */
  Picture: ComponentType<{ 'aria-hidden'?: boolean }>;
  title: ReactNode;
  description?: ReactNode;
  /** Actions under the texts. */
  children?: ReactNode;
};

/**
 * What empty, error, offline and refusal views are made of: antd-mobile's ErrorBlock with a
 * picture in the brand instead of its own blue illustrations, so these views stay on the theme.
 */
export function StatusBlock({ Picture, title, description, children }: StatusBlockProps) {
  return (
    <ErrorBlock
      className={styles.block}
      image={
        <span className={styles.picture}>
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
