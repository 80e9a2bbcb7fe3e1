import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { mediaUrl } from 'shared/standalone';
import styles from './rich-text.module.css';

// A private instance: the hook below must not change how anything else sanitises.
const purifier = DOMPurify();
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'IMG') {
    const src = node.getAttribute('src');
    if (src) node.setAttribute('src', mediaUrl(src));
  }
  if (node.tagName === 'A' && node.getAttribute('href')?.match(/^https?:/)) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

const LEADING_HEADING = /^\s*<h[1-4][^>]*>([\s\S]*?)<\/h[1-4]>/;

/** The text without a first heading that only repeats the title above it. */
export function withoutRepeatedHeading(html: string, title: string | undefined): string {
  const match = LEADING_HEADING.exec(html);
  if (title === undefined || !match) return html;
  const heading = (match[1] ?? '').replace(/<[^>]*>/g, '').trim();
  return heading === title.trim() ? html.slice(match[0].length) : html;
}

/**
 * Rich text from the server (agendas, policies), with scripts, handlers and frames removed; a
 * first heading that repeats `title` (the Section's heading it sits under) is left out.
 */
export function RichText({ html, title }: { html: string; title?: string }) {
  const clean = useMemo(
    () =>
      withoutRepeatedHeading(
        purifier.sanitize(html, {
          FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe'],
          FORBID_ATTR: ['style'],
        }),
        title,
      ),
    [html, title],
  );
  return <div className={styles.text} dangerouslySetInnerHTML={{ __html: clean }} />;
}
