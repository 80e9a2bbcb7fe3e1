import { LinkList, type PageLink } from 'shared/standalone';
import styles from './card-links.module.css';

/** Links to other pages as rows on a card (in a `Section` or a `Panel` without padding). */
export function CardLinks({ links }: { links: readonly PageLink[] }) {
  return (
    <div className={styles.links}>
      <LinkList links={links} />
    </div>
  );
}
