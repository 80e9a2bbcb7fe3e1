import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from 'shared/request';
import { AsyncView, Section, useAsyncData } from 'shared/standalone';
import { searchListPath } from './search-box';
import styles from './search-chips.module.css';

/** Keywords as tappable chips, each running its search; the first `hot` of them brand-tinted. */
export function KeywordChips({ keywords, hot = 0 }: { keywords: readonly string[]; hot?: number }) {
  return (
    <ul className={styles.chips}>
      {keywords.map((keyword, index) => (
        <li key={keyword}>
          <Link
            to={searchListPath(keyword)}
            className={index < hot ? `${styles.chip} ${styles.hot}` : styles.chip}
          >
            {keyword}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** "Popular searches": the hot keywords, the three hottest tinted. */
export function HotSearches() {
  const { t } = useTranslation();
  const hot = useAsyncData(
    (signal) => api.get('/api/search/hot', { loading: false, toast: false, signal }),
    [],
  );
  return (
    <Section title={t('content.search.hot')}>
      <AsyncView
        state={hot}
        onRetry={hot.reload}
        compact
        isEmpty={(data) => data.list.length === 0}
      >
        {({ list }) => <KeywordChips keywords={list} hot={3} />}
      </AsyncView>
    </Section>
  );
}
