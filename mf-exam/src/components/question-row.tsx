import { Tag } from 'shared/ui-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuestionItem } from './exam-types';
import styles from './question-row.module.css';

/**
 * A question in a list (no solution): type, chapter, stem; actions beneath. A row's one small
 * action goes in `aside`, at the end of the type line, so a long list keeps short rows.
 */
export function QuestionRow({
  question,
  aside,
  children,
}: {
  question: QuestionItem;
  aside?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.row}>
      <div className={styles.meta}>
        <Tag color="primary" fill="outline">
          {t(`exam.type.${question.type}`)}
        </Tag>
        <span className={styles.chapter}>{question.chapter.name}</span>
        {aside ? <span className={styles.aside}>{aside}</span> : null}
      </div>
      <p className={styles.stem}>{question.stem}</p>
      {children ? <div className={styles.actions}>{children}</div> : null}
    </div>
  );
}
