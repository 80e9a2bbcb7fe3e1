import { Avatar } from 'shared/ui-kit';
import { mediaUrl } from 'shared/standalone';
import styles from './user-avatar.module.css';

const SIZES = { s: styles.small, m: styles.medium, l: styles.large } as const;

/** A person's round avatar (antd's placeholder when they have none), in one of three sizes. */
export function UserAvatar({ src, size = 'm' }: { src: string; size?: keyof typeof SIZES }) {
  return (
    <Avatar src={src ? mediaUrl(src) : ''} alt="" className={`${styles.avatar} ${SIZES[size]}`} />
  );
}
