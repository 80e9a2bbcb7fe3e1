import { DOWNLOAD_TIMEOUT_MS, UPLOAD_TIMEOUT_MS } from '../constants';
import { send } from './send';
import {
  toTransferProgress,
  type QueryParams,
  type RequestOptions,
  type TransferProgress,
} from './request-options';

export type UploadOptions = RequestOptions & {
  /** The multipart field holding the file (default 'file', as the API's /api/upload expects). */
  fieldName?: string;
  /** Sent as the part's file name; defaults to the File's own name. */
  fileName?: string;
  /** Extra text fields sent with the file. */
  fields?: Readonly<Record<string, string>>;
  onProgress?: (progress: TransferProgress) => void;
};

/** Spec 7: multipart POST of one file, 60000 ms timeout; resolves with the envelope's data. */
export async function upload<T>(url: string, file: Blob, options: UploadOptions = {}): Promise<T> {
  const { fieldName = 'file', fileName, fields, onProgress, ...requestOptions } = options;
  const form = new FormData();
  for (const [name, value] of Object.entries(fields ?? {})) form.append(name, value);
  const name =
    fileName ?? (typeof File !== 'undefined' && file instanceof File ? file.name : 'blob');
  form.append(fieldName, file, name);
  const envelope = await send<T>({
    timeoutMs: UPLOAD_TIMEOUT_MS,
    ...requestOptions,
    method: 'POST',
    url,
    data: form,
    ...(onProgress ? { onUploadProgress: (event) => onProgress(toTransferProgress(event)) } : {}),
  });
  return envelope.data;
}

export type DownloadOptions = RequestOptions & {
  params?: QueryParams;
  onProgress?: (progress: TransferProgress) => void;
};

function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = href;
    link.download = fileName;
    link.rel = 'noopener';
    link.style.display = 'none';
    document.body.appendChild(link);
    link.click();
    link.remove();
  } finally {
    // Revoked on the next task: some browsers start reading the URL only after click() returns.
    setTimeout(() => URL.revokeObjectURL(href), 0);
  }
}

/** Spec 7: GET the file as a Blob, save it under `fileName`, and resolve with the Blob. */
export async function download(
  url: string,
  fileName: string,
  options: DownloadOptions = {},
): Promise<Blob> {
  const { params, onProgress, ...requestOptions } = options;
  const envelope = await send<Blob>({
    timeoutMs: DOWNLOAD_TIMEOUT_MS,
    ...requestOptions,
    method: 'GET',
    url,
    responseType: 'blob',
    ...(params ? { params: { ...params } } : {}),
    ...(onProgress ? { onDownloadProgress: (event) => onProgress(toTransferProgress(event)) } : {}),
  });
  saveBlob(envelope.data, fileName);
  return envelope.data;
}
