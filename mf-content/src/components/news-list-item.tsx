import { Image, Tag } from 'shared/ui-kit-core';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from 'shared/paths';
import type { ContractData } from 'shared/request';
import { TimeAgo, mediaUrl } from 'shared/standalone';

export type NewsItem = ContractData<'get', '/api/news'>['list'][number];

const itemStyle: CSSProperties = {
  display: 'flex',
  gap: 12,
  padding: '12px 16px',
  background: '#ffffff',
  borderBottom: '1px solid #f0f0f0',
  color: 'inherit',
  textDecoration: 'none',
};

const titleStyle: CSSProperties = {
  margin: 0,
  fontSize: 15,
  fontWeight: 500,
  lineHeight: 1.4,
  color: '#333333',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
};

const metaStyle: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 8,
  marginTop: 6,
  fontSize: 12,
  color: '#999999',
};

export const newsDetailPath = (id: number): string => `${PATHS.content.newsDetail}?id=${id}`;

/** One news item in a list: title, category, time ago and read count; a thumbnail if any. */
export function NewsListItem({ item, compact = false }: { item: NewsItem; compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link to={newsDetailPath(item.id)} style={itemStyle}>
      <div style={{ flex: 1, minWidth: 0 }}>
        <h3 style={titleStyle}>{item.title}</h3>
        <div style={metaStyle}>
          {item.is_top ? (
            <Tag color="primary" fill="outline">
              {t('content.news.pinned')}
            </Tag>
          ) : null}
          <span>{item.category.name}</span>
          <TimeAgo seconds={item.published_at} />
          <span>{t('content.news.reads', { count: item.read_count })}</span>
        </div>
      </div>
      {item.cover && !compact ? (
        <Image
          src={mediaUrl(item.cover)}
          alt=""
          width={96}
          height={72}
          fit="cover"
          style={{ borderRadius: 4, flex: 'none' }}
        />
      ) : null}
    </Link>
  );
}
