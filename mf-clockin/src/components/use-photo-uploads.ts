import { useCallback, useEffect, useRef, useState } from 'react';
import { upload, type ContractData } from 'shared/request';
import { useOnlineStatus } from 'shared/ui';

type Upload = ContractData<'post', '/api/upload'>;

export type PhotoStatus = 'uploading' | 'done' | 'failed' | 'waiting';

export type PickedPhoto = {
  key: string;
  file: File;
  /** A local URL for the thumbnail ('' where the browser has none). */
  preview: string;
  status: PhotoStatus;
  percent: number;
  /** The uploaded file's URL, once done. */
  url?: string;
};

let nextKey = 0;

const previewOf = (file: File): string =>
  typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';

/**
 * Photos chosen for a clock-in, each uploaded at once with its progress (POST /api/upload). While
 * offline a photo waits on the device and uploads when the network is back.
 */
export function usePhotoUploads() {
  const online = useOnlineStatus();
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const patch = useCallback((key: string, change: Partial<PickedPhoto>) => {
    if (!mounted.current) return;
    setPhotos((list) => list.map((p) => (p.key === key ? { ...p, ...change } : p)));
  }, []);

  const start = useCallback(
    (photo: PickedPhoto) => {
      patch(photo.key, { status: 'uploading', percent: 0 });
      upload<Upload>('/api/upload', photo.file, {
        loading: false,
        toast: false,
        onProgress: (progress) => patch(photo.key, { percent: progress.percent ?? 0 }),
      }).then(
        (uploaded) => patch(photo.key, { status: 'done', percent: 100, url: uploaded.url }),
        () => patch(photo.key, { status: navigator.onLine ? 'failed' : 'waiting' }),
      );
    },
    [patch],
  );

  const add = useCallback(
    (files: readonly File[]) => {
      const added = files.map<PickedPhoto>((file) => ({
        key: `photo-${++nextKey}`,
        file,
        preview: previewOf(file),
        status: navigator.onLine ? 'uploading' : 'waiting',
        percent: 0,
      }));
      setPhotos((list) => [...list, ...added]);
      for (const photo of added) if (photo.status === 'uploading') start(photo);
    },
    [start],
  );

  const remove = useCallback((key: string) => {
    setPhotos((list) => {
      const photo = list.find((p) => p.key === key);
      if (photo?.preview) URL.revokeObjectURL(photo.preview);
      return list.filter((p) => p.key !== key);
    });
  }, []);

  const retry = useCallback(
    (key: string) => {
      const photo = photos.find((p) => p.key === key);
      if (photo) start(photo);
    },
    [photos, start],
  );

  // Back online: the photos that waited upload now.
  useEffect(() => {
    if (online) for (const photo of photos) if (photo.status === 'waiting') start(photo);
  }, [online, photos, start]);

  return { photos, add, remove, retry };
}
