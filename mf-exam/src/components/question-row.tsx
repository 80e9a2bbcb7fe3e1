import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuestionItem } from './exam-types';

const rowStyle: CSSProperties = {
  padding: '12px',
  background: '#ffffff',
  borderBottom: '1px solid #f0f0f0',
};

/** A question in a list (no solution): type, chapter, stem; actions beneath. */
export function QuestionRow({
  question,
  children,
}: {
  question: QuestionItem;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div style={rowStyle}>
      <div style={{ fontSize: 12, color: '#999999' }}>
        {t(`exam.type.${question.type}`)} · {question.chapter.name}
      </div>
      <p style={{ margin: '4px 0 0', fontSize: 15, lineHeight: 1.5, overflowWrap: 'anywhere' }}>
        {question.stem}
      </p>
      {children ? (
        <div
          style={{ display: 'flex', gap: 8, marginTop: 8, flexWrap: 'wrap', alignItems: 'center' }}
        >
          {children}
        </div>
      ) : null}
    </div>
  );
}
