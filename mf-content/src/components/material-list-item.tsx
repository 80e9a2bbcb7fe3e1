import { useTranslation } from 'react-i18next';
import { PATHS } from 'shared/paths';
import type { ContractData } from 'shared/request';
import { MediaRow } from 'shared/standalone';

export type MaterialItem = ContractData<'get', '/api/materials'>['list'][number];

export const materialPath = (id: number): string => `${PATHS.content.publicMaterial}?id=${id}`;

/**
 * One material in a list: title, reads and attachment count, cover; opens the material. Beside the
 * category rail the cover is left out: it is the category's own picture, and the narrow column
 * needs the room for the title and counts.
 */
export function MaterialListItem({
  item,
  withCover = true,
}: {
  item: MaterialItem;
  withCover?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <MediaRow
      coverAt="end"
      to={materialPath(item.id)}
      title={item.title}
      cover={withCover ? item.cover : null}
      meta={
        <>
          <span>{t('content.news.reads', { count: item.read_count })}</span>
          <span>{t('content.material.attachments', { count: item.attachment_count })}</span>
        </>
      }
    />
  );
}
