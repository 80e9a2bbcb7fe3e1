import { FileOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { PATHS } from 'shared/paths';
import type { ContractData } from 'shared/request';
import { MediaRow } from 'shared/standalone';

export type MaterialItem = ContractData<'get', '/api/materials'>['list'][number];

export const materialPath = (id: number): string => `${PATHS.content.publicMaterial}?id=${id}`;

/**
 * One material in a list: a document's type icon, title, reads and attachment count; opens the
 * material. The list beside the category rail has no covers: each would only repeat its
 * category's picture, and the narrow column needs the room for the title.
 */
export function MaterialListItem({ item }: { item: MaterialItem }) {
  const { t } = useTranslation();
  return (
    <MediaRow
      to={materialPath(item.id)}
      title={item.title}
      icon={<FileOutline />}
      meta={
        <>
          <span>{t('content.news.reads', { count: item.read_count })}</span>
          <span>{t('content.material.attachments', { count: item.attachment_count })}</span>
        </>
      }
    />
  );
}
