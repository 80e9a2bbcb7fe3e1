import DOMPurify from 'dompurify';
import { mediaUrl } from 'shared/standalone';

// A private instance: the hook below must not change how anything else sanitises.
const purifier = DOMPurify();

purifier.addHook('afterSanitizeAttributes', (node) => {
  // Images in rich text come relative to the API origin, not this app's.
  if (node.tagName === 'IMG') {
    const src = node.getAttribute('src');
    if (src) node.setAttribute('src', mediaUrl(src));
  }
  if (node.tagName === 'A' && node.getAttribute('href')?.match(/^https?:/)) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/** Announcement rich text made safe to render (no scripts, handlers, frames or forms). */
export function sanitizeHtml(html: string): string {
  return purifier.sanitize(html, {
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe'],
    FORBID_ATTR: ['style'],
  });
}
