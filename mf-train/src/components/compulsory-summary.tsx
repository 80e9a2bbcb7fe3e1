import { ProgressBar } from 'shared/ui-kit';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from 'shared/paths';
import { api, type ContractData } from 'shared/request';
import { AsyncView, useAsyncData } from 'shared/standalone';

export type Overview = ContractData<'get', '/api/compulsory/overview'>;

const boxStyle: CSSProperties = {
  display: 'block',
  background: '#ffffff',
  margin: '0 12px',
  padding: 16,
  borderRadius: 8,
  color: 'inherit',
  textDecoration: 'none',
};

/** My completion of my required courses: the bar, how many are done, how many are overdue. */
export function CompletionBox({ overview, link = true }: { overview: Overview; link?: boolean }) {
  const { t } = useTranslation();
  const { overall } = overview;
  const content = (
    <>
      <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: 14 }}>
        <span>{t('train.compulsory.completion')}</span>
        <strong style={{ color: '#ff801a' }}>{overall.percent}%</strong>
      </div>
      <ProgressBar percent={overall.percent} style={{ margin: '8px 0' }} />
      <div style={{ display: 'flex', gap: 12, fontSize: 12, color: '#666666' }}>
        <span>{t('train.compulsory.done', { done: overall.completed, total: overall.total })}</span>
        {overall.overdue > 0 ? (
          <span style={{ color: '#ff3141' }}>
            {t('train.compulsory.overdueCount', { count: overall.overdue })}
          </span>
        ) : null}
      </div>
    </>
  );
  return link ? (
    <Link
      to={PATHS.train.compulsory}
      style={boxStyle}
      aria-label={t('train.compulsory.completion')}
    >
      {content}
    </Link>
  ) : (
    <div style={boxStyle}>{content}</div>
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
