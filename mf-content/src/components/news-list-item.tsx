import { Tag } from 'shared/ui-kit-core';
import { useTranslation } from 'react-i18next';
import { PATHS } from 'shared/paths';
import type { ContractData } from 'shared/request';
import { MediaRow, TimeAgo } from 'shared/standalone';
import styles from './news-list-item.module.css';

export type NewsItem = ContractData<'get', '/api/news'>['list'][number];

export const newsDetailPath = (id: number): string => `${PATHS.content.newsDetail}?id=${id}`;

/**
 * One news item in a list: the pinned badge and a two-line title, then category, time ago and
 * reads on one line, and the cover.
 */
export function NewsListItem({
  item,
  withCategory = true,
}: {
  item: NewsItem;
  /** False where every row is of one category (an article's related news): it says so already. */
  withCategory?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <MediaRow
      coverAt="end"
      to={newsDetailPath(item.id)}
      title={
        <>
          {item.is_top ? (
            <Tag color="primary" fill="outline" className={styles.pinned}>
              {t('content.news.pinned')}
            </Tag>
          ) : null}
          {item.title}
        </>
      }
      cover={item.cover}
      meta={
        <>
          {withCategory ? <span>{item.category.name}</span> : null}
          <TimeAgo seconds={item.published_at} />
          <span>{t('content.news.reads', { count: item.read_count })}</span>
        </>
      }
    />
  );
}
