import { Dialog } from 'shared/ui-kit';
import { DeleteOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from 'shared/request';
import { AreaPage, AsyncView, CompactEmpty, Section, useAsyncData } from 'shared/standalone';
import { SearchBox, searchListPath } from '../components/search-box';
import styles from './search-page.module.css';

/** Search: the search box, the caller's recent searches (clearable) and the hot keywords. */
export default function SearchPage() {
  const { t } = useTranslation();
  const history = useAsyncData(
    (signal) => api.get('/api/search/history', { loading: false, toast: false, signal }),
    [],
  );
  const hot = useAsyncData(
    (signal) => api.get('/api/search/hot', { loading: false, toast: false, signal }),
    [],
  );

  const clearHistory = async () => {
    const confirmed = await Dialog.confirm({
      content: t('content.search.clearConfirm'),
      confirmText: t('content.search.clear'),
      cancelText: t('content.search.cancel'),
    });
    if (!confirmed) return;
    await api.delete('/api/search/history', { loading: false }).then(history.reload, () => {
      // The request client has shown the failure as a toast.
    });
  };

  const hasHistory = history.status === 'success' && history.data.list.length > 0;
  return (
    <AreaPage title="page.content.search">
      <SearchBox />
      <Section
        title={t('content.search.recent')}
        extra={
          hasHistory ? (
            <button type="button" className={styles.clear} onClick={() => void clearHistory()}>
              <DeleteOutline aria-hidden />
              {t('content.search.clear')}
            </button>
          ) : null
        }
      >
        <AsyncView
          state={history}
          onRetry={history.reload}
          compact
          isEmpty={(data) => data.list.length === 0}
          empty={<CompactEmpty />}
        >
          {({ list }) => (
            <ul className={styles.chips}>
              {list.map((item) => (
                <li key={item.keyword}>
                  <Link to={searchListPath(item.keyword)} className={styles.chip}>
                    {item.keyword}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </AsyncView>
      </Section>
      <Section title={t('content.search.hot')}>
        <AsyncView
          state={hot}
          onRetry={hot.reload}
          compact
          isEmpty={(data) => data.list.length === 0}
        >
          {({ list }) => (
            <ul className={styles.chips}>
              {list.map((keyword, index) => (
                <li key={keyword}>
                  <Link
                    to={searchListPath(keyword)}
                    className={index < 3 ? `${styles.chip} ${styles.hot}` : styles.chip}
                  >
                    {keyword}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </AsyncView>
      </Section>
    </AreaPage>
  );
}
