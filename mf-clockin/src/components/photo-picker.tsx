import { ProgressBar } from 'shared/ui-kit';
import { AddOutline, CloseOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { UPLOAD_MAX_COUNT } from 'shared/constants';
import type { PickedPhoto } from './use-photo-uploads';
import styles from './photo-picker.module.css';

export type PhotoPickerProps = {
  photos: readonly PickedPhoto[];
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
  onRetry: (key: string) => void;
};

function PhotoTile({
  photo,
  onRemove,
  onRetry,
}: { photo: PickedPhoto } & Omit<PhotoPickerProps, 'photos' | 'onAdd'>) {
  const { t } = useTranslation();
  const status =
    photo.status === 'uploading'
      ? t('clockin.clock.uploading', { percent: photo.percent })
      : photo.status === 'failed'
        ? t('clockin.clock.uploadFailed')
        : photo.status === 'waiting'
          ? t('clockin.clock.waitingUpload')
          : null;
  return (
    <li className={styles.tile} aria-label={photo.file.name}>
      {photo.preview ? (
        <img src={photo.preview} alt={photo.file.name} className={styles.preview} />
      ) : null}
      {status ? (
        <button
          type="button"
          className={styles.status}
          disabled={photo.status !== 'failed'}
          onClick={() => onRetry(photo.key)}
        >
          {status}
          {photo.status === 'uploading' ? (
            <ProgressBar percent={photo.percent} className={styles.progress} />
          ) : null}
        </button>
      ) : null}
      <button
        type="button"
        aria-label={t('clockin.clock.removePhoto')}
        onClick={() => onRemove(photo.key)}
        className={styles.remove}
      >
        <CloseOutline aria-hidden />
      </button>
    </li>
  );
}

/** Photos of a clock-in: thumbnails with upload progress, retry, remove, and an add tile. */
export function PhotoPicker({ photos, onAdd, onRemove, onRetry }: PhotoPickerProps) {
  const { t } = useTranslation();
  return (
    <ul className={styles.grid}>
      {photos.map((photo) => (
        <PhotoTile key={photo.key} photo={photo} onRemove={onRemove} onRetry={onRetry} />
      ))}
      {photos.length < UPLOAD_MAX_COUNT ? (
        <li className={styles.tile}>
          <label className={styles.add}>
            <AddOutline className={styles.addIcon} aria-hidden />
            {t('clockin.clock.addPhoto')}
            <input
              type="file"
              accept="image/*"
              multiple
              hidden
              onChange={(event) => {
                const files = Array.from(event.target.files ?? []).slice(
                  0,
                  UPLOAD_MAX_COUNT - photos.length,
                );
                event.target.value = '';
                if (files.length > 0) onAdd(files);
              }}
            />
          </label>
        </li>
      ) : null}
    </ul>
  );
}
