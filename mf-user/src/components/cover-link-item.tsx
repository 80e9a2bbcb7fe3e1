import type { ReactNode } from 'react';
import { MediaImage } from 'shared/standalone';
import { LinkItem } from './link-item';
import styles from './cover-link-item.module.css';

export type CoverLinkItemProps = {
  /** Where a tap goes. */
  to: string;
  /** The item's cover image (a media path, 16:9). */
  cover: string;
  description: ReactNode;
  extra?: ReactNode;
  /** Show the list's arrow on the right. */
  arrow?: boolean;
  /** The title. */
  children: ReactNode;
};

/** A list row with a cover on the left that opens `to`: the user area's lists of what one learns. */
export function CoverLinkItem({
  to,
  cover,
  description,
  extra,
  arrow = false,
  children,
}: CoverLinkItemProps) {
  return (
    <LinkItem
      to={to}
      arrow={arrow}
      className={styles.item}
      prefix={
        <span className={styles.cover}>
          <MediaImage src={cover} alt="" ratio="cover" width={104} />
        </span>
      }
      description={description}
      extra={extra}
    >
      <span className={styles.title}>{children}</span>
    </LinkItem>
  );
}
