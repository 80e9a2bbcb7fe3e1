import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from 'shared/paths';
import { api } from 'shared/request';
import { AreaPage, AsyncView, useAsyncData, useIdParam } from 'shared/standalone';
import { EmptyState } from 'shared/ui';
import { Panel } from '../components/panel';
import styles from './issue-detail-page.module.css';

// The FAQ is short (a few dozen entries): one page of the list holds the one asked for.
const FAQ_PAGE_SIZE = 100;

function Answer({ id }: { id: number }) {
  const help = useAsyncData(
    (signal) =>
      api.get('/api/help', {
        query: { page: 1, pageSize: FAQ_PAGE_SIZE },
        loading: false,
        toast: false,
        signal,
      }),
    [],
  );
  return (
    <AsyncView
      state={help}
      onRetry={help.reload}
      isEmpty={(data) => !data.list.some((faq) => faq.id === id)}
    >
      {(data) => {
        const faq = data.list.find((entry) => entry.id === id)!;
        return (
          <Panel as="article">
            <p className={styles.category}>{faq.category}</p>
            <h2 className={styles.question}>{faq.question}</h2>
            <p className={styles.answer}>{faq.answer}</p>
          </Panel>
        );
      }}
    </AsyncView>
  );
}

/** One FAQ entry (`?id=`): its question and answer. */
export default function IssueDetailPage() {
  const { t } = useTranslation();
  const id = useIdParam();
  return (
    <AreaPage title="page.user.issueDetail">
      {id !== undefined ? (
        <Answer id={id} />
      ) : (
        <EmptyState>
          <Link to={PATHS.user.issue}>{t('page.user.issue')}</Link>
        </EmptyState>
      )}
    </AreaPage>
  );
}
