import { SearchBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PATHS } from 'shared/paths';

export const searchListPath = (keyword: string): string =>
  `${PATHS.content.searchList}?keyword=${encodeURIComponent(keyword)}`;

/** The search bar of the search pages: a keyword goes to the results page. */
export function SearchBox({ keyword = '' }: { keyword?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const handleSearch = (value: string) => {
    const trimmed = value.trim();
    if (trimmed) void navigate(searchListPath(trimmed));
  };
  return (
    <div style={{ padding: '0 12px 12px' }}>
      <SearchBar
        key={keyword}
        defaultValue={keyword}
        placeholder={t('content.search.placeholder')}
        onSearch={handleSearch}
        aria-label={t('page.content.search')}
      />
    </div>
  );
}
