import { Grid, List } from 'shared/ui-kit-core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PlainMessageKey } from 'shared/i18n';
import styles from './area-page.module.css';

export type AreaPageProps = {
  /**
   * The page title's message key (the same one as its route's title). The nav bar shows it; the
   * page only names its region with it, so the title is never written twice.
   */
  title: PlainMessageKey;
  /** A short line on what the page is for. */
  about?: PlainMessageKey;
  children?: ReactNode;
};

/** Every area page's frame: a region named by its title, an optional line about it, the content. */
export function AreaPage({ title, about, children }: AreaPageProps) {
  const { t } = useTranslation();
  return (
    <section aria-label={t(title)} className={styles.page}>
      {about ? <p className={styles.about}>{t(about)}</p> : null}
      {children}
    </section>
  );
}

/** A link to another page of the app, labelled with that page's title. */
export type PageLink = { to: string; title: PlainMessageKey; icon?: ReactNode };

/** An entry of a grid: every entry grid has an icon per cell (antd-mobile-icons). */
export type EntryLink = PageLink & { icon: ReactNode };

/** Pages this one leads to, as a list of links. */
export function LinkList({ links, header }: { links: readonly PageLink[]; header?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <List header={header} className={styles.linkList}>
      {links.map((link) => (
        <Link key={link.to} to={link.to} className={styles.link}>
          <List.Item arrowIcon prefix={link.icon ?? null}>
            {t(link.title)}
          </List.Item>
        </Link>
      ))}
    </List>
  );
}

/** A grid of entries (an area's home): each cell an icon over the page's title, a link to it. */
export function EntryGrid({
  links,
  columns = 4,
}: {
  links: readonly EntryLink[];
  columns?: number;
}) {
  const { t } = useTranslation();
  return (
    <nav className={styles.grid}>
      <Grid columns={columns} gap={4}>
        {links.map((link) => (
          <Grid.Item key={link.to}>
            <Link to={link.to} className={styles.entry}>
              <span className={styles.entryIcon} aria-hidden>
                {link.icon}
              </span>
              <span className={styles.entryTitle}>{t(link.title)}</span>
            </Link>
          </Grid.Item>
        ))}
      </Grid>
    </nav>
  );
}
