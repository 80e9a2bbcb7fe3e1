import { Avatar } from 'shared/ui-kit';
import { mediaUrl } from 'shared/standalone';
import styles from './user-avatar.module.css';

const SIZES = { s: styles.small, m: styles.medium, l: styles.large } as const;

/**
 * A person's round avatar (antd's placeholder when they have none), in one of three sizes. It sits
 * beside the person's name, so it is hidden from screen readers: antd's placeholder drawing carries
 * a stray title ("编组 3") that would otherwise be read before the name.
 */
export function UserAvatar({ src, size = 'm' }: { src: string; size?: keyof typeof SIZES }) {
  return (
    <span className={styles.frame} aria-hidden>
      <Avatar src={src ? mediaUrl(src) : ''} alt="" className={`${styles.avatar} ${SIZES[size]}`} />
    </span>
  );
}
