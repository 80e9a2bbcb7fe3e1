import {
  EARLY_REPLIES_GLOBAL,
  PREFETCH_FRESH_MS,
  resetPrefetched,
  type EarlyEntry,
} from './early-replies';
import { api } from './contract-api';
import { earlyRequestUrl, HOME_REQUESTS } from './early-requests';
import { get, post } from './helpers';
import { RequestError } from './request-error';
import { configureRequest, resetRequestConfig } from './request-config';
import { envelope, fakeAdapter } from './testing/fake-adapter';

const API = 'https://api.example.com';
const BANNERS = `${API}${earlyRequestUrl(HOME_REQUESTS.banners)}`;
const banners = { code: 0, message: 'ok', data: { list: [{ id: 1 }] } };

/** What the shell page's script keeps for a request it started (scripts/src/shell-page.ts). */
function early(
  reply: { status: number; body: string } | null | 'rejected',
  headers: Partial<Omit<EarlyEntry, 'reply'>> = {},
): EarlyEntry {
  return {
    authorization: 'visitor',
    channel: 'h5',
    language: 'en',
    ...headers,
    reply: reply === 'rejected' ? Promise.reject(new Error('lost')) : Promise.resolve(reply),
  };
}

function pageStarted(entries: Record<string, EarlyEntry>): Record<string, EarlyEntry> {
  (window as unknown as Record<string, unknown>)[EARLY_REPLIES_GLOBAL] = entries;
  return entries;
}

const network = () => fakeAdapter(() => envelope(0, { list: [{ id: 2 }] }));

beforeEach(() => {
  configureRequest({ baseURL: API, getLanguage: () => 'en' });
});
afterEach(() => {
  resetPrefetched();
  delete (window as unknown as Record<string, unknown>)[EARLY_REPLIES_GLOBAL];
  resetRequestConfig();
});

describe("the page's early replies", () => {
  it('answer the same GET once, whatever the order of its query, then the network answers', async () => {
    const adapter = network();
    configureRequest({ adapter });
    const news = `${API}${earlyRequestUrl(HOME_REQUESTS.latestNews)}`;
    pageStarted({ [news]: early({ status: 200, body: JSON.stringify(banners) }) });
    expect(news).toMatch(/\?page=1&pageSize=5$/);
    expect(await get('/api/news', { pageSize: 5, page: 1 })).toEqual({ list: [{ id: 1 }] });
    expect(adapter.calls).toHaveLength(0);
    expect(await get('/api/news', { pageSize: 5, page: 1 })).toEqual({ list: [{ id: 2 }] });
    expect(adapter.calls).toHaveLength(1);
  });

  it('go through the error catalogue like any reply', async () => {
    configureRequest({ adapter: network() });
    pageStarted({
      [BANNERS]: early({ status: 200, body: JSON.stringify({ code: 7, message: 'No banners' }) }),
    });
    await expect(get('/api/banners', { position: 'home' })).rejects.toBeInstanceOf(RequestError);
  });

  it.each([
    ['another token', { authorization: 'tok-1' }],
    ['another language', { language: 'zh-CN' }],
    ['another channel', { channel: 'wechat' }],
  ])('are not used when sent with %s: the call asks the network', async (_case, headers) => {
    const adapter = network();
    configureRequest({ adapter });
    const entries = pageStarted({
      [BANNERS]: early({ status: 200, body: JSON.stringify(banners) }, headers),
    });
    expect(await get('/api/banners', { position: 'home' })).toEqual({ list: [{ id: 2 }] });
    expect(adapter.calls).toHaveLength(1);
    expect(entries).toEqual({});
  });

  it.each([
    ['got no reply', null],
    ['failed', 'rejected'],
  ] as const)('leave the call to the network when the early request %s', async (_case, reply) => {
    const adapter = network();
    configureRequest({ adapter });
    pageStarted({ [BANNERS]: early(reply) });
    expect(await get('/api/banners', { position: 'home' })).toEqual({ list: [{ id: 2 }] });
    expect(adapter.calls).toHaveLength(1);
  });

  it('answer no other URL and no other method', async () => {
    const adapter = network();
    configureRequest({ adapter });
    const entries = pageStarted({ [BANNERS]: early({ status: 200, body: '{}' }) });
    await get('/api/banners', { position: 'train' });
    await post('/api/banners?position=home');
    expect(adapter.calls.map((call) => call.method)).toEqual(['get', 'post']);
    expect(Object.keys(entries)).toEqual([BANNERS]);
  });

  it("end as timed out when the early reply takes longer than the call's own timeout", async () => {
    const adapter = network();
    configureRequest({ adapter });
    pageStarted({ [BANNERS]: { ...early(null), reply: new Promise(() => undefined) } });
    await expect(
      get('/api/banners', { position: 'home' }, { timeoutMs: 50 }),
    ).rejects.toMatchObject({ kind: 'timeout' });
    expect(adapter.calls).toHaveLength(0);
  });

  it('fail as cancelled when the call was cancelled while waiting', async () => {
    configureRequest({ adapter: network() });
    let arrive: (reply: { status: number; body: string }) => void = () => undefined;
    pageStarted({
      [BANNERS]: {
        ...early(null),
        reply: new Promise((resolve) => {
          arrive = resolve;
        }),
      },
    });
    const controller = new AbortController();
    const call = get('/api/banners', { position: 'home' }, { signal: controller.signal });
    controller.abort();
    arrive({ status: 200, body: JSON.stringify(banners) });
    await expect(call).rejects.toMatchObject({ kind: 'canceled' });
  });
});

describe("a loader's prefetch", () => {
  it("is the page's identical call: one request for both, and a second prefetch asks nothing", async () => {
    const adapter = network();
    configureRequest({ adapter });
    api.prefetch('/api/news', { query: { page: 1, pageSize: 10 } });
    api.prefetch('/api/news', { query: { pageSize: 10, page: 1 } });
    expect(await api.get('/api/news', { query: { pageSize: 10, page: 1 } })).toEqual({
      list: [{ id: 2 }],
    });
    expect(adapter.calls).toHaveLength(1);
    await api.get('/api/news', { query: { page: 1, pageSize: 10 } });
    expect(adapter.calls).toHaveLength(2);
  });

  it('shows nothing itself: a refusal reaches the page through the error catalogue, once', async () => {
    const notify = jest.fn();
    const adapter = fakeAdapter(() => envelope(7, null, 'No news here'));
    configureRequest({ adapter, notify });
    api.prefetch('/api/news', { query: { page: 1 } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(notify).not.toHaveBeenCalled();
    await expect(api.get('/api/news', { query: { page: 1 } })).rejects.toBeInstanceOf(RequestError);
    expect(adapter.calls).toHaveLength(1);
    expect(notify).toHaveBeenCalledTimes(1);
  });

  it('leaves the call to the network when it failed, when it is stale, or when the token changed', async () => {
    let fail = true;
    const adapter = fakeAdapter(() =>
      fail ? { fail: 'network' } : envelope(0, { list: [{ id: 3 }] }),
    );
    configureRequest({ adapter });
    api.prefetch('/api/news', { query: { page: 1 } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    fail = false;
    expect(await api.get('/api/news', { query: { page: 1 } })).toEqual({ list: [{ id: 3 }] });
    expect(adapter.calls).toHaveLength(2);

    const now = jest.spyOn(Date, 'now');
    api.prefetch('/api/news', { query: { page: 2 } });
    now.mockReturnValue(Date.now() + PREFETCH_FRESH_MS);
    await api.get('/api/news', { query: { page: 2 } });
    now.mockRestore();
    expect(adapter.calls).toHaveLength(4);

    let token: string | null = null;
    configureRequest({ getToken: () => token });
    api.prefetch('/api/news', { query: { page: 3 } });
    token = 'tok-1';
    await api.get('/api/news', { query: { page: 3 } });
    expect(adapter.calls).toHaveLength(6);
  });
});
