// Test double for the HTTP transport: the real client (interceptors, catalogue, loading) runs,
// only the network is replaced, through the client's `adapter` configuration.
import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type InternalAxiosRequestConfig,
} from 'axios';

export type FakeReply =
  | { status?: number; data?: unknown; headers?: Record<string, string> }
  | { fail: 'network' | 'timeout-aborted' | 'timeout' };

export type FakeHandler = (config: InternalAxiosRequestConfig) => FakeReply | Promise<FakeReply>;

export type FakeAdapter = AxiosAdapter & {
  /** Every request the client sent, in order. */
  calls: InternalAxiosRequestConfig[];
};

const FAILURE_CODES = {
  network: AxiosError.ERR_NETWORK,
  'timeout-aborted': AxiosError.ECONNABORTED,
  timeout: AxiosError.ETIMEDOUT,
} as const;

export function fakeAdapter(handler: FakeHandler): FakeAdapter {
  const calls: InternalAxiosRequestConfig[] = [];
  const adapter = async (config: InternalAxiosRequestConfig) => {
    calls.push(config);
    const reply = await handler(config);
    if ('fail' in reply) {
      throw new AxiosError(`fake ${reply.fail}`, FAILURE_CODES[reply.fail], config);
    }
    return {
      status: reply.status ?? 200,
      statusText: '',
      data: reply.data,
      headers: new AxiosHeaders(reply.headers ?? { 'content-type': 'application/json' }),
      config,
    };
  };
  return Object.assign(adapter, { calls });
}

/** A reply with the API's envelope. */
export function envelope(code: number | string, data: unknown = null, message = 'ok'): FakeReply {
  return { status: 200, data: { code, message, data } };
}

/** The request's header as the server would see it. */
export function headerOf(config: InternalAxiosRequestConfig, name: string): string | undefined {
  const value = AxiosHeaders.from(config.headers).get(name);
  return typeof value === 'string' ? value : undefined;
}
