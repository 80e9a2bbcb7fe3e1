import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { mediaUrl } from 'shared/standalone';
import { Image, List } from 'shared/ui-kit';

const linkStyle = { color: 'inherit', textDecoration: 'none', display: 'block' } as const;

export type CoverLinkItemProps = {
  /** Where a tap goes. */
  to: string;
  /** The item's cover image (a media path). */
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
  arrow,
  children,
}: CoverLinkItemProps) {
  return (
    <Link to={to} style={linkStyle}>
      <List.Item
        {...(arrow ? { arrowIcon: true } : {})}
        prefix={
          <Image
            src={mediaUrl(cover)}
            width={88}
            height={56}
            fit="cover"
            style={{ borderRadius: 4 }}
            alt=""
          />
        }
        description={description}
        extra={extra}
      >
        {children}
      </List.Item>
    </Link>
  );
}
