// The request client typed by the API contract: paths, query, path parameters, bodies and the
// success `data` all come from schema.gen.ts (generated from api/openapi.json), so a call to a
// path or with a body the contract lacks does not compile.
import type { paths } from '../api/schema.gen';
import { requestEnvelope } from './helpers';
import { prefetch } from './send';
import type { HttpMethod, QueryParams, RequestOptions } from './request-options';

export type ContractMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The contract's paths that have an operation for `M`. */
export type ContractPath<M extends ContractMethod> = {
  [P in keyof paths]: paths[P] extends Record<M, unknown> ? P : never;
}[keyof paths];

export type ContractOperation<M extends ContractMethod, P extends ContractPath<M>> =
  paths[P] extends Record<M, infer O> ? O : never;

type JsonContent<T> = T extends { content: { 'application/json': infer B } } ? B : never;

/** The success envelope's `data` of an operation. */
export type ContractData<M extends ContractMethod, P extends ContractPath<M>> =
  ContractOperation<M, P> extends { responses: { 200: infer R } }
    ? JsonContent<R> extends { data: infer D }
      ? D
      : never
    : never;

type QueryOf<O> = O extends { parameters: { query?: infer Q } } ? Exclude<Q, undefined> : never;
type PathParamsOf<O> = O extends { parameters: { path: infer P } } ? P : never;
type BodyOf<O> = O extends { requestBody: infer R } ? JsonContent<R> : never;

type Part<Name extends string, T, Required extends boolean> = [T] extends [never]
  ? unknown
  : Required extends true
    ? { [K in Name]: T }
    : { [K in Name]?: T };

/** What one contract call takes besides its path: parameters, body and the usual options. */
export type ContractInit<M extends ContractMethod, P extends ContractPath<M>> = RequestOptions &
  Part<'query', QueryOf<ContractOperation<M, P>>, false> &
  Part<'path', PathParamsOf<ContractOperation<M, P>>, true> &
  Part<'body', BodyOf<ContractOperation<M, P>>, true>;

type NeedsInit<O> = [PathParamsOf<O> | BodyOf<O>] extends [never] ? false : true;

type ContractArgs<M extends ContractMethod, P extends ContractPath<M>> =
  NeedsInit<ContractOperation<M, P>> extends true
    ? [init: ContractInit<M, P>]
    : [init?: ContractInit<M, P>];

type LooseInit = RequestOptions & {
  query?: QueryParams;
  path?: Readonly<Record<string, string | number>>;
  body?: unknown;
};

/** '/api/orders/{id}/pay' + { id: 7 } → '/api/orders/7/pay'. */
export function fillPath(template: string, params: LooseInit['path'] = {}): string {
  return template.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${template}`);
    return encodeURIComponent(String(value));
  });
}

async function call(method: HttpMethod, template: string, init: LooseInit = {}): Promise<unknown> {
  const { query, path, body, ...options } = init;
  const envelope = await requestEnvelope<unknown>({
    ...options,
    method,
    url: fillPath(template, path),
    ...(query ? { params: query } : {}),
    ...(body !== undefined ? { data: body } : {}),
  });
  return envelope.data;
}

function caller<M extends ContractMethod>(method: M) {
  return <P extends ContractPath<M>>(
    path: P,
    ...args: ContractArgs<M, P>
  ): Promise<ContractData<M, P>> =>
    call(method.toUpperCase() as HttpMethod, path, args[0] as LooseInit | undefined) as Promise<
      ContractData<M, P>
    >;
}

function prefetchCall(template: string, init: LooseInit = {}): void {
  const { query, path, body: _body, ...options } = init;
  prefetch({ ...options, url: fillPath(template, path), ...(query ? { params: query } : {}) });
}

/**
 * `api.get('/api/me')` resolves with a `User`; `api.post('/api/login', { body: { mobile,
 * password } })` with a `Session`; `api.post('/api/orders/{id}/pay', { path: { id }, body })`.
 */
export const api = {
  get: caller('get'),
  post: caller('post'),
  put: caller('put'),
  patch: caller('patch'),
  delete: caller('delete'),
  /**
   * Starts `api.get(path, init)` ahead of the page (a route's loader): the page's own identical
   * call takes the reply (send.ts `prefetch`).
   */
  prefetch: <P extends ContractPath<'get'>>(path: P, ...args: ContractArgs<'get', P>): void =>
    prefetchCall(path, args[0] as LooseInit | undefined),
};
