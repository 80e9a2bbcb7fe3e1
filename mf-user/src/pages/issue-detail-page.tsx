import { EditSOutline, MessageOutline, QuestionCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from 'shared/paths';
import { api } from 'shared/request';
import { AreaPage, AsyncView, Section, useAsyncData, useIdParam } from 'shared/standalone';
import { EmptyState } from 'shared/ui';
import { CardLinks } from '../components/card-links';
import { CardList } from '../components/card-list';
import { LinkItem } from '../components/link-item';
import { Panel } from '../components/panel';
import { RowIcon } from '../components/row-icon';
import styles from './issue-detail-page.module.css';

// The FAQ is short (a few dozen entries): one page of the list holds the one asked for.
const FAQ_PAGE_SIZE = 100;
/** Other questions of the same category shown under an answer. */
const RELATED = 4;

function Answer({ id }: { id: number }) {
  const { t } = useTranslation();
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
        const related = data.list
          .filter((entry) => entry.category === faq.category && entry.id !== faq.id)
          .slice(0, RELATED);
        return (
          <>
            <Panel as="article">
              <p className={styles.category}>{faq.category}</p>
              <h2 className={styles.question}>{faq.question}</h2>
              <p className={styles.answer}>{faq.answer}</p>
            </Panel>
            {related.length ? (
              <Section title={t('user.issue.related', { category: faq.category })}>
                <CardList>
                  {related.map((entry) => (
                    <LinkItem
                      key={entry.id}
                      to={`${PATHS.user.issueDetail}?id=${entry.id}`}
                      prefix={
                        <RowIcon>
                          <QuestionCircleOutline />
                        </RowIcon>
                      }
                    >
                      {entry.question}
                    </LinkItem>
                  ))}
                </CardList>
              </Section>
            ) : null}
            {/* Where to go when the answer did not help. */}
            <Section title={t('user.issue.notSolved')}>
              <CardLinks
                links={[
                  {
                    to: PATHS.user.customer,
                    title: 'page.user.customer',
                    icon: (
                      <RowIcon>
                        <MessageOutline />
                      </RowIcon>
                    ),
                  },
                  {
                    to: PATHS.user.feedback,
                    title: 'page.user.feedback',
                    icon: (
                      <RowIcon>
                        <EditSOutline />
                      </RowIcon>
                    ),
                  },
                ]}
              />
            </Section>
          </>
        );
      }}
    </AsyncView>
  );
}

/**
 * One FAQ entry (`?id=`): its question and answer, more questions of its category, and the way
 * to customer service or feedback when it did not help.
 */
export default function IssueDetailPage() {
  const { t } = useTranslation();
  const id = useIdParam();
  return (
    <AreaPage title="page.user.issueDetail">
      {id !== undefined ? (
        <Answer key={id} id={id} />
      ) : (
        <EmptyState>
          <Link to={PATHS.user.issue}>{t('page.user.issue')}</Link>
        </EmptyState>
      )}
    </AreaPage>
  );
}
