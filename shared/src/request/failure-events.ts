import type { RequestError } from './request-error';

/** A call that failed (not a cancellation), as tools such as the shell's debug panel see it. */
export type RequestFailure = {
  kind: RequestError['kind'];
  url: string;
  method: string;
  status?: number;
  code?: number | string;
  message: string;
  /** Date.now() when the failure was known. */
  at: number;
};

export type RequestFailureListener = (failure: RequestFailure) => void;

const listeners = new Set<RequestFailureListener>();

/**
 * Subscribes to every failed call of the one request client; returns the unsubscribe function.
 * A listener that throws is ignored: watching must never break a request.
 */
export function onRequestFailure(listener: RequestFailureListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function reportRequestFailure(error: RequestError, method: string | undefined): void {
  if (error.kind === 'canceled' || listeners.size === 0) return;
  const failure: RequestFailure = {
    kind: error.kind,
    url: error.url,
    method: (method ?? 'get').toUpperCase(),
    message: error.message,
    at: Date.now(),
    ...(error.status !== undefined ? { status: error.status } : {}),
    ...(error.code !== undefined ? { code: error.code } : {}),
  };
  for (const listener of listeners) {
    try {
      listener(failure);
    } catch (listenerError) {
      console.warn('A request-failure listener threw', listenerError);
    }
  }
}
