import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AreaPage } from 'shared/standalone';
import { EmptyState } from 'shared/ui';
import { SearchBox } from '../components/search-box';
import { SEARCH_KINDS, isSearchKind } from '../components/search-kinds';

/** Every result of one kind (`?type=course|news|material`) for `?keyword=`. */
export default function SearchMoreListPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const keyword = params.get('keyword')?.trim() ?? '';
  const type = params.get('type');
  const kind = isSearchKind(type) ? SEARCH_KINDS.find((k) => k.kind === type) : undefined;
  return (
    <AreaPage title="page.content.searchMoreList" about="content.searchMoreList.about">
      <SearchBox keyword={keyword} />
      {keyword ? (
        <p style={{ margin: '0 16px', fontSize: 13, color: '#666666' }}>
          {t('content.search.keyword', { keyword })}
          {kind ? ` · ${t(kind.label)}` : null}
        </p>
      ) : null}
      <EmptyState kind="search" />
    </AreaPage>
  );
}
