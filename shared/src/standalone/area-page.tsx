import { Grid, List } from 'shared/ui-kit-core';
import { useId, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PlainMessageKey } from 'shared/i18n';

const headingStyle: CSSProperties = {
  margin: 0,
  padding: '16px 16px 8px',
  fontSize: 20,
  fontWeight: 600,
  color: '#000000',
};

const aboutStyle: CSSProperties = {
  margin: 0,
  padding: '0 16px 12px',
  fontSize: 14,
  lineHeight: 1.6,
  color: '#666666',
};

const linkStyle: CSSProperties = { color: 'inherit', textDecoration: 'none', display: 'block' };

export type AreaPageProps = {
  /** The page title's message key (the same one as its route's title). */
  title: PlainMessageKey;
  /** A short line on what the page is for. */
  about?: PlainMessageKey;
  children?: ReactNode;
};

/** Every area page's frame: its title as the heading, an optional line about it, the content. */
export function AreaPage({ title, about, children }: AreaPageProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} style={{ paddingBottom: 16 }}>
      <h1 id={headingId} style={headingStyle}>
        {t(title)}
      </h1>
      {about ? <p style={aboutStyle}>{t(about)}</p> : null}
      {children}
    </section>
  );
}

/** A link to another page of the app, labelled with that page's title. */
export type PageLink = { to: string; title: PlainMessageKey };

/** Pages this one leads to, as a list of links. */
export function LinkList({ links, header }: { links: readonly PageLink[]; header?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <List header={header} style={{ '--border-top': 'none' } as CSSProperties}>
      {links.map((link) => (
        <Link key={link.to} to={link.to} style={linkStyle}>
          <List.Item arrowIcon>{t(link.title)}</List.Item>
        </Link>
      ))}
    </List>
  );
}

/** A grid of entries (an area's home): each cell a link to a page. */
export function EntryGrid({
  links,
  columns = 4,
}: {
  links: readonly PageLink[];
  columns?: number;
}) {
  const { t } = useTranslation();
  return (
    <nav style={{ background: '#ffffff', margin: '0 12px', borderRadius: 8, padding: '12px 0' }}>
      <Grid columns={columns} gap={8}>
        {links.map((link) => (
          <Grid.Item key={link.to}>
            <Link
              to={link.to}
              style={{ ...linkStyle, textAlign: 'center', fontSize: 13, padding: '8px 4px' }}
            >
              {t(link.title)}
            </Link>
          </Grid.Item>
        ))}
      </Grid>
    </nav>
  );
}
