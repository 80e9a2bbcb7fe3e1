import { Tag } from 'shared/ui-kit-core';
import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCalendarSeconds } from 'shared/time-ago';
import { paperDetailPath } from './exam-paths';
import type { PaperItem } from './exam-types';
import styles from './paper-list-item.module.css';

/**
 * Where a paper stands for the reader, as one status: the reader's own standing once they have
 * taken it, else whether it can be taken (upcoming, open to start, or closed without them).
 */
export type PaperStanding =
  'upcoming' | 'not_started' | 'in_progress' | 'passed' | 'failed' | 'closed';

export function paperStanding(paper: Pick<PaperItem, 'status' | 'my_status'>): PaperStanding {
  if (paper.my_status !== 'not_started') return paper.my_status;
  if (paper.status === 'upcoming') return 'upcoming';
  if (paper.status === 'closed') return 'closed';
  return 'not_started';
}

// Decision 2: green only for passed, red only for not passed; to take or under way in the brand.
const STANDING_TAG = {
  upcoming: { color: 'default', fill: 'outline', text: 'exam.paper.status.upcoming' },
  not_started: { color: 'primary', fill: 'outline', text: 'exam.paper.mine.not_started' },
  in_progress: { color: 'primary', fill: 'solid', text: 'exam.paper.mine.in_progress' },
  passed: { color: 'success', fill: 'solid', text: 'exam.paper.mine.passed' },
  failed: { color: 'danger', fill: 'solid', text: 'exam.paper.mine.failed' },
  closed: { color: 'default', fill: 'solid', text: 'exam.paper.status.closed' },
} as const;

/** A paper's one status tag (see `paperStanding`). */
export function PaperStatusTag({
  paper,
  className,
}: {
  paper: Pick<PaperItem, 'status' | 'my_status'>;
  className?: string;
}) {
  const { t } = useTranslation();
  const look = STANDING_TAG[paperStanding(paper)];
  return (
    <Tag color={look.color} fill={look.fill} className={className}>
      {t(look.text)}
    </Tag>
  );
}

/** One paper: title, its one status, best score, attempts left and its date; opens its details. */
export function PaperListItem({
  paper,
  flat = false,
}: {
  paper: PaperItem;
  /** Inside a frame that keeps the side margins already (a home widget). */
  flat?: boolean;
}) {
  const { t } = useTranslation();
  const facts = [
    paper.best_score !== null
      ? t('exam.paper.best', { score: paper.best_score, total: paper.total_score })
      : null,
    // Attempts left mean nothing once the paper has closed; every mock paper is unlimited.
    paper.status === 'closed' || (paper.attempts_left === null && paper.kind === 'mock')
      ? null
      : paper.attempts_left === null
        ? t('exam.paper.unlimited')
        : t('exam.paper.attemptsLeft', { count: paper.attempts_left }),
    paper.status === 'upcoming'
      ? t('exam.paper.opens', { time: formatCalendarSeconds(paper.opens_at, 'dayTime') })
      : paper.deadline_at !== null
        ? t('exam.paper.deadline', {
            time: formatCalendarSeconds(paper.deadline_at, 'dayTime'),
          })
        : null,
  ].filter((fact): fact is string => fact !== null);
  return (
    <Link
      to={paperDetailPath(paper.id)}
      className={flat ? `${styles.item} ${styles.flat}` : styles.item}
    >
      <div className={styles.main}>
        <div className={styles.top}>
          <span className={styles.title}>{paper.title}</span>
          <PaperStatusTag paper={paper} className={styles.status} />
        </div>
        {facts.length > 0 ? (
          <div className={styles.meta}>
            {facts.map((fact) => (
              <span key={fact}>{fact}</span>
            ))}
          </div>
        ) : null}
      </div>
      <RightOutline aria-hidden className={styles.arrow} />
    </Link>
  );
}
