import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PATHS } from 'shared/paths';
import { api } from 'shared/request';
import { AreaPage, AsyncView, CardList, ItemList, Section, useAsyncData } from 'shared/standalone';
import { EmptyState } from 'shared/ui';
import { HotSearches } from '../components/hot-searches';
import { SearchBox } from '../components/search-box';
import { kindLabel } from '../components/search-kinds';
import { SearchResultItem } from '../components/search-result-item';
import styles from './search-list-page.module.css';

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
      empty={
        // Nothing found: say what to try, and offer the popular keywords as a way on.
        <>
          <div className={styles.empty}>
            <EmptyState kind="search" description={t('content.search.noResultsHint')} />
          </div>
          <HotSearches />
        </>
      }
    >
      {(data) => (
        <>
          <p className={styles.total}>
            {t('content.search.total', { count: data.total, keyword: data.keyword })}
          </p>
          {data.groups
            .filter((group) => group.total > 0)
            .map((group) => (
              <Section
                key={group.type}
                title={
                  <>
                    {t(kindLabel(group.type))}
                    <span className={styles.count}> ({group.total})</span>
                  </>
                }
                extra={
                  group.total > group.list.length ? (
                    <Link to={moreListPath(group.type, data.keyword)} className={styles.more}>
                      {t('content.search.more', { kind: t(kindLabel(group.type)) })}
                      <RightOutline aria-hidden />
                    </Link>
                  ) : null
                }
              >
                <CardList flat>
                  <ItemList items={group.list}>
                    {(item) => <SearchResultItem item={item} keyword={keyword} />}
                  </ItemList>
                </CardList>
              </Section>
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
        <div className={styles.empty}>
          <EmptyState kind="search" description={t('content.search.keywordRequired')} />
        </div>
      )}
    </AreaPage>
  );
}
