// The real request client (interceptors, error catalogue) with the network replaced: replies
// come from a table of handlers keyed by "METHOD /path".
import { configureRequest } from 'shared/request';
import {
  envelope,
  fakeAdapter,
  type FakeAdapter,
  type FakeReply,
} from '../../../shared/src/request/testing/fake-adapter';

export { envelope, type FakeReply };

export type FakeRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
};

export type FakeRoutes = Record<string, (request: FakeRequest) => FakeReply | Promise<FakeReply>>;

export type FakeApi = {
  adapter: FakeAdapter;
  /** The requests sent so far, decoded. */
  requests: () => FakeRequest[];
  /** The requests sent to one "METHOD /path". */
  requestsTo: (route: string) => FakeRequest[];
};

function decode(config: Parameters<FakeAdapter>[0]): FakeRequest {
  const url = new URL(config.url ?? '', 'http://api.test');
  const params = config.params as Record<string, unknown> | undefined;
  for (const [name, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(name, String(value));
  }
  const body: unknown = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
  return {
    method: (config.method ?? 'get').toUpperCase(),
    path: url.pathname,
    query: url.searchParams,
    body,
  };
}

/** Routes the client's calls to `routes`; an unknown route answers like the API (code 404). */
export function startFakeApi(routes: FakeRoutes): FakeApi {
  const adapter = fakeAdapter((config) => {
    const request = decode(config);
    const handler = routes[`${request.method} ${request.path}`];
    return handler
      ? handler(request)
      : envelope(404, null, `No route ${request.method} ${request.path}`);
  });
  configureRequest({ adapter, baseURL: '' });
  const requests = () => adapter.calls.map(decode);
  return {
    adapter,
    requests,
    requestsTo: (route) => requests().filter((r) => `${r.method} ${r.path}` === route),
  };
}

export function stopFakeApi(): void {
  configureRequest({ adapter: undefined });
}
