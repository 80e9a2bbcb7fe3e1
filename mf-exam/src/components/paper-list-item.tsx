import { Tag } from 'shared/ui-kit-core';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paperDetailPath } from './exam-paths';
import type { PaperItem } from './exam-types';
import { dateTimeText } from './format';

const itemStyle: CSSProperties = {
  display: 'block',
  padding: '12px',
  background: '#ffffff',
  borderBottom: '1px solid #f0f0f0',
  color: 'inherit',
  textDecoration: 'none',
};
const metaStyle: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: 8,
  marginTop: 6,
  fontSize: 12,
  color: '#999999',
};

const STATUS_COLOR = { open: 'success', upcoming: 'primary', closed: 'default' } as const;
const MINE_COLOR = {
  not_started: 'default',
  in_progress: 'warning',
  passed: 'success',
  failed: 'danger',
} as const;

/** One paper: title, status, deadline, attempts left and the caller's standing; opens its details. */
export function PaperListItem({ paper, flat = false }: { paper: PaperItem; flat?: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <Link
      to={paperDetailPath(paper.id)}
      style={flat ? { ...itemStyle, padding: '10px 0' } : itemStyle}
    >
      <div style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
        <span style={{ flex: 1, fontSize: 15, fontWeight: 500, lineHeight: 1.4 }}>
          {paper.title}
        </span>
        <Tag color={STATUS_COLOR[paper.status]}>{t(`exam.paper.status.${paper.status}`)}</Tag>
      </div>
      <div style={metaStyle}>
        <Tag color={MINE_COLOR[paper.my_status]} fill="outline">
          {t(`exam.paper.mine.${paper.my_status}`)}
        </Tag>
        {paper.best_score !== null ? (
          <span>{t('exam.paper.best', { score: paper.best_score, total: paper.total_score })}</span>
        ) : null}
        <span>
          {paper.attempts_left === null
            ? t('exam.paper.unlimited')
            : t('exam.paper.attemptsLeft', { count: paper.attempts_left })}
        </span>
        {paper.status === 'upcoming' ? (
          <span>
            {t('exam.paper.opens', { time: dateTimeText(paper.opens_at, i18n.language) })}
          </span>
        ) : paper.deadline_at !== null ? (
          <span>
            {t('exam.paper.deadline', { time: dateTimeText(paper.deadline_at, i18n.language) })}
          </span>
        ) : null}
      </div>
    </Link>
  );
}
