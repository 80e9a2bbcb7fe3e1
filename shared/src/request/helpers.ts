import { send } from './send';
import type { Envelope, QueryParams, RequestCall, RequestOptions } from './request-options';

function toSendConfig(init: RequestCall) {
  const { params, ...rest } = init;
  return params ? { ...rest, params: { ...params } } : rest;
}

/** Any call, resolving with the whole accepted envelope (when the code or message matters). */
export function requestEnvelope<T>(init: RequestCall): Promise<Envelope<T>> {
  return send<T>(toSendConfig(init));
}

/** Any call, resolving with the envelope's `data`. */
export async function request<T>(init: RequestCall): Promise<T> {
  return (await requestEnvelope<T>(init)).data;
}

export function get<T>(url: string, params?: QueryParams, options?: RequestOptions): Promise<T> {
  return request<T>({ ...options, method: 'GET', url, ...(params ? { params } : {}) });
}

export function post<T>(url: string, body?: unknown, options?: RequestOptions): Promise<T> {
  return request<T>({
    ...options,
    method: 'POST',
    url,
    ...(body !== undefined ? { data: body } : {}),
  });
}
