import { List, Tag } from 'shared/ui-kit';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { AttemptItem } from './exam-types';
import { formatCalendarSeconds } from 'shared/time-ago';
import styles from './attempt-list.module.css';

export type AttemptListProps = {
  attempts: readonly AttemptItem[];
  /** The row's title: the paper's (every exam) or nothing but the result (one paper's). */
  showPaper?: boolean;
  /** Where a row leads. */
  to: (attempt: AttemptItem) => string;
};

/** Finished attempts: result tag, when, score; each opens its grade or report. */
export function AttemptList({ attempts, showPaper = false, to }: AttemptListProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <List className={styles.list}>
      {attempts.map((a) => {
        const result = (
          <Tag color={a.is_passed ? 'success' : 'danger'}>
            {a.is_passed ? t('exam.paper.mine.passed') : t('exam.paper.mine.failed')}
          </Tag>
        );
        const submitted = a.submitted_at ? formatCalendarSeconds(a.submitted_at, 'dayTime') : '';
        const when =
          a.leave_count > 0
            ? `${submitted} · ${t('exam.leaveCount', { count: a.leave_count })}`
            : submitted;
        return (
          <List.Item
            key={a.id}
            arrowIcon
            description={
              showPaper ? (
                <span className={styles.description}>
                  {result}
                  {when}
                </span>
              ) : (
                when
              )
            }
            extra={
              <span className={styles.score}>
                {a.score}/{a.total_score}
              </span>
            }
            onClick={() => navigate(to(a))}
          >
            {showPaper ? a.paper.title : result}
          </List.Item>
        );
      })}
    </List>
  );
}
