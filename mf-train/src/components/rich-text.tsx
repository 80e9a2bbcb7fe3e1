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

/** Rich text from the server (agendas, policies), with scripts, handlers and frames removed. */
export function RichText({ html }: { html: string }) {
  const clean = useMemo(
    () =>
      purifier.sanitize(html, {
        FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe'],
        FORBID_ATTR: ['style'],
      }),
    [html],
  );
  return <div className={styles.text} dangerouslySetInnerHTML={{ __html: clean }} />;
}
