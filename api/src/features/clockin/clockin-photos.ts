import type { Db } from '../../db/open-database';
import { statement } from '../../db/statement-cache';
import { badInput } from '../../http/api-error';

const FILE_URL = /^\/api\/files\/([0-9a-f]{32})$/;

/** Every photo must be an image the caller uploaded (its /api/upload `url`), each once. */
export function checkPhotos(db: Db, userId: number, photos: readonly string[]): void {
  const seen = new Set<string>();
  photos.forEach((url, index) => {
    const id = FILE_URL.exec(url)?.[1];
    const upload = id
      ? statement<[string], { user_id: number | null; mime: string }>(
          db,
          'SELECT user_id, mime FROM uploads WHERE id = ?',
        ).get(id)
      : undefined;
    if (!upload || upload.user_id !== userId || !upload.mime.startsWith('image/'))
      throw badInput('input.photoNotUploaded', { index, number: index + 1 });
    if (seen.has(url)) throw badInput('input.photoTwice', { index, number: index + 1 });
    seen.add(url);
  });
}
