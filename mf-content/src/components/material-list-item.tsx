import { FileOutline, PictureOutline, VideoOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PATHS } from 'shared/paths';
import type { ContractData } from 'shared/request';
import { MediaRow } from 'shared/standalone';
import styles from './material-list-item.module.css';

export type MaterialItem = ContractData<'get', '/api/materials'>['list'][number];
type FileKind = MaterialItem['attachment_kinds'][number];

export const materialPath = (id: number): string => `${PATHS.content.publicMaterial}?id=${id}`;

/** The tile's icon: the material's first file kind (a document when it has no files). */
const KIND_ICONS: Record<FileKind, ReactNode> = {
  pdf: <FileOutline />,
  image: <PictureOutline />,
  video: <VideoOutline />,
};

/**
 * One material in a list: its file kind's icon, title, the kinds of its files (PDF, Video…) as
 * small labels, then reads and attachment count; opens the material. The list beside the
 * category rail has no covers: each would only repeat its category's picture, and the narrow
 * column needs the room for the title.
 */
export function MaterialListItem({ item }: { item: MaterialItem }) {
  const { t } = useTranslation();
  // An API older than the field sends none: the row then names no kind.
  const kinds = item.attachment_kinds ?? [];
  return (
    <MediaRow
      to={materialPath(item.id)}
      title={item.title}
      icon={KIND_ICONS[kinds[0] ?? 'pdf']}
      meta={
        <>
          {kinds.length > 0 ? (
            <span className={styles.kinds}>
              {kinds.map((kind) => (
                <span key={kind} className={styles.kind}>
                  {t(`content.material.kind.${kind}`)}
                </span>
              ))}
            </span>
          ) : null}
          <span>{t('content.news.reads', { count: item.read_count })}</span>
          <span>{t('content.material.attachments', { count: item.attachment_count })}</span>
        </>
      }
    />
  );
}
