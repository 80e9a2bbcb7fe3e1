import type { ImageUploadItem } from 'shared/ui-kit-forms';
import { upload } from 'shared/request';

type Uploaded = { url: string };

/** antd-mobile's ImageUploader `upload`: the file goes to /api/upload, the item keeps its URL. */
export async function uploadImage(file: File): Promise<ImageUploadItem> {
  const { url } = await upload<Uploaded>('/api/upload', file);
  return { url, extra: { url } };
}

/** Spec's upload rules the API also checks: images up to 5 MB. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
