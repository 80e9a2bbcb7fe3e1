import { Tag } from 'shared/ui-kit-core';
import { useTranslation } from 'react-i18next';
import { PATHS } from 'shared/paths';
import type { ContractData } from 'shared/request';
import { MediaRow, TimeAgo } from 'shared/standalone';

export type NewsItem = ContractData<'get', '/api/news'>['list'][number];

export const newsDetailPath = (id: number): string => `${PATHS.content.newsDetail}?id=${id}`;

/** One news item in a list: two-line title, pinned badge, category, time ago, reads, cover. */
export function NewsListItem({ item }: { item: NewsItem }) {
  const { t } = useTranslation();
  return (
    <MediaRow
      coverAt="end"
      to={newsDetailPath(item.id)}
      title={item.title}
      cover={item.cover}
      meta={
        <>
          {item.is_top ? (
            <Tag color="primary" fill="outline">
              {t('content.news.pinned')}
            </Tag>
          ) : null}
          <span>{item.category.name}</span>
          <TimeAgo seconds={item.published_at} />
          <span>{t('content.news.reads', { count: item.read_count })}</span>
        </>
      }
    />
  );
}
