import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { api } from 'shared/request';
import { AreaPage, CardList, ItemList, PagedView, usePagedData } from 'shared/standalone';
import { EmptyState } from 'shared/ui';
import { SearchBox } from '../components/search-box';
import { isSearchKind, kindLabel, type SearchKind } from '../components/search-kinds';
import { SearchResultItem } from '../components/search-result-item';
import styles from './search-more-list-page.module.css';

const PAGE_SIZE = 10;

function MoreResults({ type, keyword }: { type: SearchKind; keyword: string }) {
  const results = usePagedData(
    (page, signal) =>
      api.get('/api/search/more', {
        query: { type, keyword, page, pageSize: PAGE_SIZE },
        loading: false,
        toast: false,
        signal,
      }),
    [type, keyword],
  );
  return (
    <PagedView
      paged={results}
      empty={
        <div className={styles.empty}>
          <EmptyState kind="search" />
        </div>
      }
    >
      {(items) => (
        <CardList>
          <ItemList items={items}>
            {(item) => <SearchResultItem item={item} keyword={keyword} />}
          </ItemList>
        </CardList>
      )}
    </PagedView>
  );
}

/** Every result of one kind (`?type=`) for `?keyword=`, paged. */
export default function SearchMoreListPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const keyword = params.get('keyword')?.trim() ?? '';
  const type = params.get('type');
  const kind = isSearchKind(type) ? type : null;
  return (
    <AreaPage title="page.content.searchMoreList">
      <SearchBox keyword={keyword} />
      {keyword && kind ? (
        <>
          <p className={styles.total}>
            {t('content.search.keyword', { keyword })} · {t(kindLabel(kind))}
          </p>
          <MoreResults key={`${kind}-${keyword}`} type={kind} keyword={keyword} />
        </>
      ) : (
        <div className={styles.empty}>
          <EmptyState kind="search" description={t('content.search.keywordRequired')} />
        </div>
      )}
    </AreaPage>
  );
}
