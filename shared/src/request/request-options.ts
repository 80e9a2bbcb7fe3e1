import type { AxiosProgressEvent } from 'axios';

/** Per-call choices; everything defaults to the spec's behaviour. */
export type RequestOptions = {
  /** Show the loading indicator while the call runs (default true; spec 7 "unless it opts out"). */
  loading?: boolean;
  /** Toast the catalogue message on failure (default true); false for pages that show it inline. */
  toast?: boolean;
  /** Default 60000 ms (spec 9). */
  timeoutMs?: number;
  headers?: Readonly<Record<string, string>>;
  /** Abandon the call (a page unmounting); it then rejects with kind 'canceled', silently. */
  signal?: AbortSignal;
};

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Readonly<Record<string, QueryValue | readonly QueryValue[]>>;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RequestCall = RequestOptions & {
  method: HttpMethod;
  url: string;
  params?: QueryParams;
  data?: unknown;
};

/** The success envelope as the server sent it (spec 3), after the catalogue accepted it. */
export type Envelope<T> = {
  code: number | string;
  message?: string;
  data: T;
};

export type TransferProgress = {
  loaded: number;
  total?: number;
  /** 0 to 100, when the total size is known. */
  percent?: number;
};

export function toTransferProgress(event: AxiosProgressEvent): TransferProgress {
  const total = event.total ?? undefined;
  const progress: TransferProgress = { loaded: event.loaded };
  if (total !== undefined && total > 0) {
    progress.total = total;
    progress.percent = Math.min(100, Math.round((event.loaded / total) * 100));
  }
  return progress;
}
