import { useTranslation } from 'react-i18next';
import { PATHS } from 'shared/paths';
import type { ContractData } from 'shared/request';
import { MediaRow } from './media-row';

export type MaterialItem = ContractData<'get', '/api/materials'>['list'][number];

export const materialPath = (id: number): string => `${PATHS.content.publicMaterial}?id=${id}`;

/** One material in a list: title, reads and attachment count, cover; opens the material. */
export function MaterialListItem({ item, small = false }: { item: MaterialItem; small?: boolean }) {
  const { t } = useTranslation();
  return (
    <MediaRow
      to={materialPath(item.id)}
      title={item.title}
      cover={item.cover}
      small={small}
      meta={
        <>
          <span>{t('content.news.reads', { count: item.read_count })}</span>
          <span>{t('content.material.attachments', { count: item.attachment_count })}</span>
        </>
      }
    />
  );
}
