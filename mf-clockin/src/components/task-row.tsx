import {
  CheckCircleOutline,
  ClockCircleOutline,
  CloseCircleOutline,
  RightOutline,
} from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './task-row.module.css';

/** Where a task stands for me: to clock in today, done, missed, or not open yet. */
export type TaskState = 'todo' | 'done' | 'missed' | 'future';

export type TaskRowProps = {
  title: string;
  description?: ReactNode;
  state: TaskState;
  /** Where tapping the row leads (clocking in, or my clock-in); none: the row is not a link. */
  to?: string | undefined;
  /** A short row (a day other than today): smaller type, less padding. */
  compact?: boolean;
};

function StateMark({ state }: { state: TaskState }) {
  const { t } = useTranslation();
  if (state === 'todo') {
    return <span className={styles.action}>{t('clockin.task.clockInAction')}</span>;
  }
  if (state === 'done') {
    return (
      <span className={`${styles.state} ${styles.done}`}>
        <CheckCircleOutline aria-hidden /> {t('clockin.today.done')}
      </span>
    );
  }
  if (state === 'missed') {
    return (
      <span className={`${styles.state} ${styles.missed}`}>
        <CloseCircleOutline aria-hidden /> {t('clockin.task.missed')}
      </span>
    );
  }
  return (
    <span className={`${styles.state} ${styles.future}`}>
      <ClockCircleOutline aria-hidden /> {t('clockin.task.notYet')}
    </span>
  );
}

/**
 * One task of a day. A task I can act on is one link, the whole row: to clock in or, once done,
 * to my clock-in. The link is named by what it shows (the task, then its "Clock in" or "Done"
 * mark), so voice control users can say what they see; the others only show their state.
 */
export function TaskRow({ title, description, state, to, compact = false }: TaskRowProps) {
  const content = (
    <>
      <span className={styles.text}>
        <span className={styles.title}>{title}</span>
        {description ? <span className={styles.description}>{description}</span> : null}
      </span>
      <span className={styles.end}>
        <StateMark state={state} />
        {/* The "Clock in" pill is the row's action already: a chevron beside it says it twice. */}
        {to && state !== 'todo' ? <RightOutline className={styles.arrow} aria-hidden /> : null}
      </span>
    </>
  );
  const className = compact ? `${styles.row} ${styles.compact}` : styles.row;
  if (!to) return <div className={className}>{content}</div>;
  return (
    <Link to={to} className={className}>
      {content}
    </Link>
  );
}
