import { Button, Dialog, Space, Tag } from 'shared/ui-kit';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from 'shared/request';
import { AreaPage, AsyncView, CompactEmpty, useAsyncData } from 'shared/standalone';
import { SearchBox, searchListPath } from '../components/search-box';

const sectionStyle: CSSProperties = {
  background: '#ffffff',
  padding: '12px 16px',
  marginBottom: 12,
};
const headerStyle: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  margin: '0 0 8px',
};
const chipStyle: CSSProperties = { color: 'inherit', textDecoration: 'none' };

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
      <section aria-labelledby="search-recent" style={sectionStyle}>
        <div style={headerStyle}>
          <h2 id="search-recent" style={{ fontSize: 15, margin: 0 }}>
            {t('content.search.recent')}
          </h2>
          {hasHistory ? (
            <Button size="mini" fill="none" onClick={() => void clearHistory()}>
              {t('content.search.clear')}
            </Button>
          ) : null}
        </div>
        <AsyncView
          state={history}
          onRetry={history.reload}
          compact
          isEmpty={(data) => data.list.length === 0}
          empty={<CompactEmpty />}
        >
          {({ list }) => (
            <Space wrap>
              {list.map((item) => (
                <Link key={item.keyword} to={searchListPath(item.keyword)} style={chipStyle}>
                  <Tag round color="default" style={{ fontSize: 13, padding: '4px 10px' }}>
                    {item.keyword}
                  </Tag>
                </Link>
              ))}
            </Space>
          )}
        </AsyncView>
      </section>
      <section aria-labelledby="search-hot" style={sectionStyle}>
        <h2 id="search-hot" style={{ ...headerStyle, fontSize: 15 }}>
          {t('content.search.hot')}
        </h2>
        <AsyncView
          state={hot}
          onRetry={hot.reload}
          compact
          isEmpty={(data) => data.list.length === 0}
        >
          {({ list }) => (
            <Space wrap>
              {list.map((keyword) => (
                <Link key={keyword} to={searchListPath(keyword)} style={chipStyle}>
                  <Tag
                    round
                    color="primary"
                    fill="outline"
                    style={{ fontSize: 13, padding: '4px 10px' }}
                  >
                    {keyword}
                  </Tag>
                </Link>
              ))}
            </Space>
          )}
        </AsyncView>
      </section>
    </AreaPage>
  );
}
