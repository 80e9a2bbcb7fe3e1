import type { ResponseBody } from '../errors';

export type ReplyBody = ResponseBody<unknown> | string | null | undefined;

function readBlobText(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the reply'));
    reader.readAsText(blob);
  });
}

function parseJson(text: string): ReplyBody {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? (parsed as ResponseBody<unknown>) : text;
  } catch {
    return text;
  }
}

function isJsonBlob(blob: Blob): boolean {
  return /\bjson\b/i.test(blob.type);
}

/**
 * The reply as the error catalogue reads it. A download asks for a Blob, so an error envelope
 * arrives as one too: read it back when it is JSON or the status is an error.
 */
export async function readBody(data: unknown, status: number): Promise<ReplyBody> {
  if (typeof Blob !== 'undefined' && data instanceof Blob) {
    const isError = status < 200 || status >= 300;
    if (!isError && !isJsonBlob(data)) return undefined;
    return parseJson(await readBlobText(data));
  }
  if (typeof data === 'string') return data === '' ? undefined : parseJson(data);
  if (typeof data === 'object' && data !== null) return data as ResponseBody<unknown>;
  return undefined;
}
