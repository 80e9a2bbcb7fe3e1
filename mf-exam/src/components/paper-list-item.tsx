import { Tag } from 'shared/ui-kit-core';
import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paperDetailPath } from './exam-paths';
import type { PaperItem } from './exam-types';
import { dateTimeText } from './format';
import styles from './paper-list-item.module.css';

// Open is the theme's call to act; green and red only for passed and not passed.
const STATUS_TAG = {
  open: { color: 'primary', fill: 'solid' },
  upcoming: { color: 'primary', fill: 'outline' },
  closed: { color: 'default', fill: 'solid' },
} as const;
const MINE_COLOR = {
  not_started: 'default',
  in_progress: 'warning',
  passed: 'success',
  failed: 'danger',
} as const;

/** A paper's status as a tag: open in the theme, upcoming outlined, closed grey. */
export function PaperStatusTag({
  status,
  className,
}: {
  status: PaperItem['status'];
  className?: string;
}) {
  const { t } = useTranslation();
  const look = STATUS_TAG[status];
  return (
    <Tag color={look.color} fill={look.fill} className={className}>
      {t(`exam.paper.status.${status}`)}
    </Tag>
  );
}

/** One paper: title, status, deadline, attempts left and the caller's standing; opens its details. */
export function PaperListItem({ paper, flat = false }: { paper: PaperItem; flat?: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <Link
      to={paperDetailPath(paper.id)}
      className={flat ? `${styles.item} ${styles.flat}` : styles.item}
    >
      <div className={styles.main}>
        <div className={styles.top}>
          <span className={styles.title}>{paper.title}</span>
          <PaperStatusTag status={paper.status} className={styles.status} />
        </div>
        <div className={styles.meta}>
          <Tag color={MINE_COLOR[paper.my_status]} fill="outline">
            {t(`exam.paper.mine.${paper.my_status}`)}
          </Tag>
          {paper.best_score !== null ? (
            <span>
              {t('exam.paper.best', { score: paper.best_score, total: paper.total_score })}
            </span>
          ) : null}
          {/* Attempts left mean nothing once the paper has closed. */}
          {paper.status === 'closed' ? null : (
            <span>
              {paper.attempts_left === null
                ? t('exam.paper.unlimited')
                : t('exam.paper.attemptsLeft', { count: paper.attempts_left })}
            </span>
          )}
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
      </div>
      <RightOutline aria-hidden className={styles.arrow} />
    </Link>
  );
}
