import { ProgressBar } from 'shared/ui-kit';
import { AddOutline, CloseOutline } from 'antd-mobile-icons';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_MAX_COUNT } from 'shared/constants';
import type { PickedPhoto } from './use-photo-uploads';

const TILE = 80;

const tileStyle: CSSProperties = {
  position: 'relative',
  width: TILE,
  height: TILE,
  borderRadius: 6,
  overflow: 'hidden',
  background: '#f5f5f5',
};

const overlayStyle: CSSProperties = {
  position: 'absolute',
  left: 0,
  right: 0,
  bottom: 0,
  padding: '2px 4px',
  background: 'rgba(0, 0, 0, 0.55)',
  color: '#ffffff',
  fontSize: 10,
  lineHeight: '14px',
};

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
    <li style={tileStyle} aria-label={photo.file.name}>
      {photo.preview ? (
        <img
          src={photo.preview}
          alt={photo.file.name}
          style={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : null}
      {status ? (
        <button
          type="button"
          style={{ ...overlayStyle, border: 'none', textAlign: 'left' }}
          disabled={photo.status !== 'failed'}
          onClick={() => onRetry(photo.key)}
        >
          {status}
          {photo.status === 'uploading' ? (
            <ProgressBar
              percent={photo.percent}
              style={{ '--track-width': '3px' } as CSSProperties}
            />
          ) : null}
        </button>
      ) : null}
      <button
        type="button"
        aria-label={t('clockin.clock.removePhoto')}
        onClick={() => onRemove(photo.key)}
        style={{
          position: 'absolute',
          top: 2,
          right: 2,
          width: 20,
          height: 20,
          padding: 0,
          border: 'none',
          borderRadius: 10,
          background: 'rgba(0, 0, 0, 0.55)',
          color: '#ffffff',
          lineHeight: '20px',
        }}
      >
        <CloseOutline />
      </button>
    </li>
  );
}

/** Photos of a clock-in: thumbnails with upload progress, retry, remove, and an add tile. */
export function PhotoPicker({ photos, onAdd, onRemove, onRetry }: PhotoPickerProps) {
  const { t } = useTranslation();
  return (
    <ul
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 8,
        margin: 0,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {photos.map((photo) => (
        <PhotoTile key={photo.key} photo={photo} onRemove={onRemove} onRetry={onRetry} />
      ))}
      {photos.length < UPLOAD_MAX_COUNT ? (
        <li style={tileStyle}>
          <label
            style={{
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              justifyContent: 'center',
              width: '100%',
              height: '100%',
              color: '#999999',
              fontSize: 12,
              cursor: 'pointer',
            }}
          >
            <AddOutline fontSize={24} />
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
