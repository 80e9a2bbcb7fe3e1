import DOMPurify from 'dompurify';
import { mediaUrl } from 'shared/standalone';

// A private instance: the hooks below must not change how anything else sanitises.
const purifier = DOMPurify();

purifier.addHook('afterSanitizeAttributes', (node) => {
  // Article images come relative to the API origin, not this app's.
  if (node.tagName === 'IMG') {
    const src = node.getAttribute('src');
    if (src) node.setAttribute('src', mediaUrl(src));
    node.setAttribute('loading', 'lazy');
  }
  // Links out of an article open a new tab and cannot reach back into the app.
  if (node.tagName === 'A' && node.getAttribute('href')?.match(/^https?:/)) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/**
 * An article's rich text made safe to render: scripts, event handlers, `javascript:` URLs,
 * frames and forms are removed (DOMPurify); image sources point at the API.
 */
export function sanitizeArticleHtml(html: string): string {
  return purifier.sanitize(html, {
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe'],
    FORBID_ATTR: ['style'],
  });
}
