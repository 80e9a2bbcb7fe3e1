import { ProgressBar } from 'shared/ui-kit';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from 'shared/paths';
import { api, type ContractData } from 'shared/request';
import { AsyncView, useAsyncData } from 'shared/standalone';
import styles from './compulsory-summary.module.css';

export type Overview = ContractData<'get', '/api/compulsory/overview'>;

/**
 * My completion of my required courses: the bar, how many are done, how many are overdue. It
 * sits on the card of the Section it is in.
 */
export function CompletionBox({ overview, link = true }: { overview: Overview; link?: boolean }) {
  const { t } = useTranslation();
  const { overall } = overview;
  const content = (
    <>
      <div className={styles.head}>
        <span>{t('train.compulsory.completion')}</span>
        <strong className={styles.percent}>{overall.percent}%</strong>
      </div>
      <ProgressBar className={styles.bar} percent={overall.percent} />
      <div className={styles.counts}>
        <span>{t('train.compulsory.done', { done: overall.completed, total: overall.total })}</span>
        {overall.overdue > 0 ? (
          <span className={styles.overdue}>
            {t('train.compulsory.overdueCount', { count: overall.overdue })}
          </span>
        ) : null}
      </div>
    </>
  );
  return link ? (
    // The link's name is its visible text (completion, percent, counts), so no aria-label.
    <Link to={PATHS.train.compulsory} className={styles.box}>
      {content}
    </Link>
  ) : (
    <div className={styles.box}>{content}</div>
  );
}

/** The training home's required-course progress (joined users). */
export function CompulsorySummary() {
  const overview = useAsyncData(
    (signal) => api.get('/api/compulsory/overview', { loading: false, toast: false, signal }),
    [],
  );
  return (
    <AsyncView
      state={overview}
      onRetry={overview.reload}
      compact
      isEmpty={(data) => data.overall.total === 0}
    >
      {(data) => <CompletionBox overview={data} />}
    </AsyncView>
  );
}
