import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PATHS } from 'shared/paths';
import { api } from 'shared/request';
import { AreaPage, AsyncView, ItemList, useAsyncData } from 'shared/standalone';
import { EmptyState } from 'shared/ui';
import { SearchBox } from '../components/search-box';
import { kindLabel } from '../components/search-kinds';
import { SearchResultItem } from '../components/search-result-item';

export const moreListPath = (type: string, keyword: string): string =>
  `${PATHS.content.searchMoreList}?type=${type}&keyword=${encodeURIComponent(keyword)}`;

function Results({ keyword }: { keyword: string }) {
  const { t } = useTranslation();
  const results = useAsyncData(
    (signal) =>
      api.get('/api/search', { query: { keyword }, loading: false, toast: false, signal }),
    [keyword],
  );
  return (
    <AsyncView
      state={results}
      onRetry={results.reload}
      isEmpty={(data) => data.total === 0}
      empty={<EmptyState kind="search" />}
    >
      {(data) => (
        <>
          <p style={{ margin: '0 16px 8px', fontSize: 13, color: '#666666' }}>
            {t('content.search.total', { count: data.total, keyword: data.keyword })}
          </p>
          {data.groups
            .filter((group) => group.total > 0)
            .map((group) => (
              <section
                key={group.type}
                aria-labelledby={`search-group-${group.type}`}
                style={{ marginBottom: 12 }}
              >
                <div
                  style={{
                    display: 'flex',
                    justifyContent: 'space-between',
                    alignItems: 'baseline',
                    padding: '8px 16px',
                  }}
                >
                  <h2 id={`search-group-${group.type}`} style={{ margin: 0, fontSize: 15 }}>
                    {t(kindLabel(group.type))}{' '}
                    <span style={{ fontSize: 12, color: '#999999', fontWeight: 400 }}>
                      ({group.total})
                    </span>
                  </h2>
                  {group.total > group.list.length ? (
                    <Link to={moreListPath(group.type, data.keyword)} style={{ fontSize: 13 }}>
                      {t('content.search.more', { kind: t(kindLabel(group.type)) })}
                    </Link>
                  ) : null}
                </div>
                <ItemList items={group.list}>{(item) => <SearchResultItem item={item} />}</ItemList>
              </section>
            ))}
        </>
      )}
    </AsyncView>
  );
}

/** Search results for `?keyword=`, grouped by kind, each kind leading to its full list. */
export default function SearchListPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const keyword = params.get('keyword')?.trim() ?? '';
  return (
    <AreaPage title="page.content.searchList">
      <SearchBox keyword={keyword} />
      {keyword ? (
        <Results key={keyword} keyword={keyword} />
      ) : (
        <EmptyState kind="search" description={t('content.search.keywordRequired')} />
      )}
    </AreaPage>
  );
}
