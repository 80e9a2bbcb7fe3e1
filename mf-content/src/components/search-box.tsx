import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PATHS } from 'shared/paths';
import { SearchField } from 'shared/standalone/search-field';
import styles from './search-box.module.css';

export const searchListPath = (keyword: string): string =>
  `${PATHS.content.searchList}?keyword=${encodeURIComponent(keyword)}`;

/** The search bar of the search pages: a keyword goes to the results page; none is refused. */
export function SearchBox({ keyword = '' }: { keyword?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorId = useId();
  const [invalid, setInvalid] = useState(false);
  const handleSearch = (value: string) => {
    const trimmed = value.trim();
    setInvalid(!trimmed);
    if (trimmed) void navigate(searchListPath(trimmed));
  };
  return (
    <div className={styles.box}>
      <SearchField
        key={keyword}
        label={t('page.content.search')}
        defaultValue={keyword}
        placeholder={t('content.search.placeholder')}
        onSearch={handleSearch}
        onChange={(value) => {
          if (value.trim()) setInvalid(false);
        }}
        invalid={invalid}
        errorId={errorId}
      />
      {invalid ? (
        <p id={errorId} role="alert" className={styles.error}>
          {t('content.search.keywordRequired')}
        </p>
      ) : null}
    </div>
  );
}
