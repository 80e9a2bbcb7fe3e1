import { onRequestFailure, type RequestFailure } from './failure-events';
import { get, post } from './helpers';
import { configureRequest, resetRequestConfig } from './request-config';
import { envelope, fakeAdapter, type FakeReply } from './testing/fake-adapter';

const BASE = 'https://api.example.com';

function replying(reply: FakeReply) {
  configureRequest({ baseURL: BASE, adapter: fakeAdapter(() => reply) });
}

afterEach(() => resetRequestConfig());

describe('onRequestFailure', () => {
  it('tells every subscriber about a refused call, an HTTP error and a network failure', async () => {
    const seen: RequestFailure[] = [];
    const stop = onRequestFailure((f) => seen.push(f));

    replying(envelope(1, null, 'not allowed'));
    await expect(post('/api/thing', { a: 1 })).rejects.toThrow();
    replying({ status: 502, data: 'bad gateway' });
    await expect(get('/api/other')).rejects.toThrow();
    replying({ fail: 'network' });
    await expect(get('/api/gone')).rejects.toThrow();
    stop();

    expect(
      seen.map(({ kind, method, url, status, code }) => ({ kind, method, url, status, code })),
    ).toEqual([
      { kind: 'business', method: 'POST', url: `${BASE}/api/thing`, status: 200, code: 1 },
      { kind: 'http', method: 'GET', url: `${BASE}/api/other`, status: 502, code: undefined },
      {
        kind: 'network',
        method: 'GET',
        url: `${BASE}/api/gone`,
        status: undefined,
        code: undefined,
      },
    ]);
    expect(seen.every((f) => typeof f.at === 'number' && f.message.length > 0)).toBe(true);
  });

  it('says nothing about successes, and nothing once unsubscribed', async () => {
    const listener = jest.fn();
    const stop = onRequestFailure(listener);
    replying(envelope(0, { ok: true }));
    await get('/api/fine');
    stop();
    replying({ fail: 'network' });
    await expect(get('/api/gone')).rejects.toThrow();
    expect(listener).not.toHaveBeenCalled();
  });

  it('keeps the request behaviour when a listener throws', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const stop = onRequestFailure(() => {
      throw new Error('broken tool');
    });
    replying({ status: 500, data: {} });
    await expect(get('/api/boom')).rejects.toMatchObject({ name: 'RequestError', status: 500 });
    stop();
    expect(warn).toHaveBeenCalled();
  });
});
