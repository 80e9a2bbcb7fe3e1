import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PATHS } from 'shared/paths';
import { AreaPage } from 'shared/standalone';
import { EmptyState } from 'shared/ui';
import { SearchBox } from '../components/search-box';
import { SEARCH_KINDS } from '../components/search-kinds';

/** Search results for `?keyword=`, by kind, each kind leading to its full list. */
export default function SearchListPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const keyword = params.get('keyword')?.trim() ?? '';
  return (
    <AreaPage title="page.content.searchList" about="content.searchList.about">
      <SearchBox keyword={keyword} />
      {keyword ? (
        <p style={{ margin: '0 16px', fontSize: 13, color: '#666666' }}>
          {t('content.search.keyword', { keyword })}
        </p>
      ) : null}
      <EmptyState kind="search" />
      {keyword ? (
        <nav style={{ display: 'flex', justifyContent: 'center', gap: 16, fontSize: 14 }}>
          {SEARCH_KINDS.map(({ kind, label }) => (
            <Link
              key={kind}
              to={`${PATHS.content.searchMoreList}?keyword=${encodeURIComponent(keyword)}&type=${kind}`}
            >
              {t(label)}
            </Link>
          ))}
        </nav>
      ) : null}
    </AreaPage>
  );
}
