import { sanitizeArticleHtml } from './sanitize-html';
import styles from './article-body.module.css';

/** An article's rich text, sanitised (no scripts, handlers or frames), in the area's type. */
export function ArticleBody({ html }: { html: string }) {
  return (
    <div
      className={styles.articleBody}
      // Sanitised by DOMPurify just above the render: no scripts, handlers or frames.
      dangerouslySetInnerHTML={{ __html: sanitizeArticleHtml(html) }}
    />
  );
}
