import { Dialog } from 'shared/ui-kit';
import { DeleteOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { api } from 'shared/request';
import { AreaPage, AsyncView, CompactEmpty, Section, useAsyncData } from 'shared/standalone';
import { HotSearches, KeywordChips } from '../components/hot-searches';
import { SearchBox } from '../components/search-box';
import styles from './search-page.module.css';

/** Search: the search box, the caller's recent searches (clearable) and the hot keywords. */
export default function SearchPage() {
  const { t } = useTranslation();
  const history = useAsyncData(
    (signal) => api.get('/api/search/history', { loading: false, toast: false, signal }),
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
          {({ list }) => <KeywordChips keywords={list.map((item) => item.keyword)} />}
        </AsyncView>
      </Section>
      <HotSearches />
    </AreaPage>
  );
}
