import { Image } from 'shared/ui-kit';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from 'shared/paths';
import type { ContractData } from 'shared/request';
import { mediaUrl } from 'shared/standalone';

export type MaterialItem = ContractData<'get', '/api/materials'>['list'][number];

const itemStyle: CSSProperties = {
  display: 'flex',
  gap: 10,
  padding: '12px',
  background: '#ffffff',
  borderBottom: '1px solid #f0f0f0',
  color: 'inherit',
  textDecoration: 'none',
};

const titleStyle: CSSProperties = {
  margin: 0,
  fontSize: 14,
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
  gap: 8,
  marginTop: 6,
  fontSize: 12,
  color: '#999999',
};

export const materialPath = (id: number): string => `${PATHS.content.publicMaterial}?id=${id}`;

/** One material in a list: cover, title, reads and attachment count; opens the material. */
export function MaterialListItem({ item }: { item: MaterialItem }) {
  const { t } = useTranslation();
  return (
    <Link to={materialPath(item.id)} style={itemStyle}>
      {item.cover ? (
        <Image
          src={mediaUrl(item.cover)}
          alt=""
          width={72}
          height={54}
          fit="cover"
          style={{ borderRadius: 4, flex: 'none' }}
        />
      ) : null}
      <div style={{ flex: 1, minWidth: 0 }}>
        <h3 style={titleStyle}>{item.title}</h3>
        <div style={metaStyle}>
          <span>{t('content.news.reads', { count: item.read_count })}</span>
          <span>{t('content.material.attachments', { count: item.attachment_count })}</span>
        </div>
      </div>
    </Link>
  );
}
