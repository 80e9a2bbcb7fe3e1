import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { mediaUrl } from './media-url';
import styles from './rich-text.module.css';
import { useAfterHydration } from './use-after-hydration';

// A private instance: the hook below must not change how anything else sanitises. Without a DOM
// (the shell's server) DOMPurify cannot sanitise: the text is then rendered in the browser only.
const purifier = DOMPurify(typeof window === 'undefined' ? undefined : window);

purifier.addHook?.('afterSanitizeAttributes', (node) => {
  // Images in rich text come relative to the API origin, not this app's.
  if (node.tagName === 'IMG') {
    const src = node.getAttribute('src');
    if (src) node.setAttribute('src', mediaUrl(src));
    node.setAttribute('loading', 'lazy');
  }
  // Links out of the text open a new tab and cannot reach back into the app.
  if (node.tagName === 'A' && node.getAttribute('href')?.match(/^https?:/)) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/**
 * Rich text from the server made safe to render: scripts, event handlers, `javascript:` URLs,
 * frames, forms and inline styles are removed (DOMPurify); image sources point at the API.
 */
export function sanitizeRichText(html: string): string {
  return purifier.sanitize(html, {
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe'],
    FORBID_ATTR: ['style'],
  });
}

const LEADING_HEADING = /^\s*<h[1-4][^>]*>([\s\S]*?)<\/h[1-4]>/;

/** The text without a first heading that only repeats the title shown above it. */
export function withoutRepeatedHeading(html: string, title: string | undefined): string {
  const match = LEADING_HEADING.exec(html);
  if (title === undefined || !match) return html;
  const heading = (match[1] ?? '').replace(/<[^>]*>/g, '').trim();
  return heading === title.trim() ? html.slice(match[0].length) : html;
}

export type RichTextProps = {
  html: string;
  /** The heading the text sits under: a first heading that only repeats it is left out. */
  title?: string;
  /** 'article': a news article or notice at reading size; 'compact': rules, agendas, policies in a card. */
  size?: 'article' | 'compact';
};

/**
 * Rich text from the server (articles, notices, rules, agendas), sanitised, in the product's type.
 * Sanitising needs the browser's DOM: a page the shell's server rendered shows the text once
 * hydrated (its box is there from the first paint).
 */
export function RichText({ html, title, size = 'compact' }: RichTextProps) {
  const inBrowser = useAfterHydration();
  const clean = useMemo(
    () => (inBrowser ? withoutRepeatedHeading(sanitizeRichText(html), title) : ''),
    [inBrowser, html, title],
  );
  return (
    <div
      className={`${styles.text} ${styles[size]}`}
      // Sanitised just above (DOMPurify): no scripts, handlers or frames.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
