import { configureRequest, resetRequestConfig } from './request-config';
import { get, post, request } from './helpers';
import { pendingLoadingCount } from './loading-counter';
import { envelope, fakeAdapter, headerOf, type FakeReply } from './testing/fake-adapter';

const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN';
const CHROME_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';

afterEach(() => resetRequestConfig());

describe('headers (spec 7)', () => {
  it.each([
    ['a visitor', null, 'visitor'],
    ['an empty token', '', 'visitor'],
    ['a logged-in user', 'eyJ.token', 'eyJ.token'],
  ])('Authorization for %s', async (_who, token, header) => {
    const adapter = fakeAdapter(() => envelope(0));
    configureRequest({ adapter, getToken: () => token });
    await get('/api/me');
    expect(headerOf(adapter.calls[0]!, 'Authorization')).toBe(header);
  });

  it('sends the language the reader sees, read at send time', async () => {
    let language = 'en';
    const adapter = fakeAdapter(() => envelope(0));
    configureRequest({ adapter, getLanguage: () => language });
    await get('/a');
    language = 'zh-CN';
    await get('/b');
    expect(adapter.calls.map((call) => headerOf(call, 'Accept-Language'))).toEqual(['en', 'zh-CN']);
  });

  it('reads the token at send time', async () => {
    let token: string | null = null;
    const adapter = fakeAdapter(() => envelope(0));
    configureRequest({ adapter, getToken: () => token });
    await get('/a');
    token = 'later';
    await get('/b');
    expect(adapter.calls.map((call) => headerOf(call, 'Authorization'))).toEqual([
      'visitor',
      'later',
    ]);
  });

  it.each([
    ['WeChat', WECHAT_UA, 'wechat'],
    ['another browser', CHROME_UA, 'h5'],
  ])('X-Channel in %s (configured user agent)', async (_name, userAgent, channel) => {
    const adapter = fakeAdapter(() => envelope(0));
    configureRequest({ adapter, userAgent });
    await get('/api/me');
    expect(headerOf(adapter.calls[0]!, 'X-Channel')).toBe(channel);
  });

  it.each([
    [WECHAT_UA, 'wechat'],
    [CHROME_UA, 'h5'],
  ])("X-Channel follows the browser's user agent", async (userAgent, channel) => {
    jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(userAgent);
    const adapter = fakeAdapter(() => envelope(0));
    configureRequest({ adapter });
    await get('/api/me');
    expect(headerOf(adapter.calls[0]!, 'X-Channel')).toBe(channel);
  });

  it('sends JSON bodies to the configured base URL with a 60000 ms timeout', async () => {
    const adapter = fakeAdapter(() => envelope(0));
    configureRequest({ adapter, baseURL: 'http://localhost:3100' });
    await post('/api/login', { mobile: '13800000000' });
    const call = adapter.calls[0]!;
    expect(call.method).toBe('post');
    expect(call.baseURL).toBe('http://localhost:3100');
    expect(call.url).toBe('/api/login');
    expect(call.timeout).toBe(60000);
    expect(headerOf(call, 'Content-Type')).toMatch(/^application\/json/);
    expect(JSON.parse(String(call.data))).toEqual({ mobile: '13800000000' });
  });

  it('passes query parameters, per-call headers and timeouts', async () => {
    const adapter = fakeAdapter(() => envelope(0));
    configureRequest({ adapter });
    await request({
      method: 'GET',
      url: '/api/help',
      params: { keyword: 'exam', page: 2 },
      headers: { 'X-Trace': 'abc' },
      timeoutMs: 5000,
    });
    const call = adapter.calls[0]!;
    expect(call.params).toEqual({ keyword: 'exam', page: 2 });
    expect(headerOf(call, 'X-Trace')).toBe('abc');
    expect(call.timeout).toBe(5000);
  });
});

describe('loading indicator (spec 7)', () => {
  function wire(reply: () => FakeReply | Promise<FakeReply>) {
    const showLoading = jest.fn();
    const hideLoading = jest.fn();
    const events: string[] = [];
    showLoading.mockImplementation(() => events.push('show'));
    hideLoading.mockImplementation(() => events.push('hide'));
    configureRequest({
      adapter: fakeAdapter(reply),
      showLoading,
      hideLoading,
      notify: () => events.push('toast'),
    });
    return { showLoading, hideLoading, events };
  }

  it('shows while a call runs and hides after', async () => {
    let seenDuringCall = 0;
    const { showLoading, hideLoading } = wire(() => {
      seenDuringCall = pendingLoadingCount();
      return envelope(0);
    });
    await get('/a');
    expect(seenDuringCall).toBe(1);
    expect(showLoading).toHaveBeenCalledTimes(1);
    expect(hideLoading).toHaveBeenCalledTimes(1);
    expect(pendingLoadingCount()).toBe(0);
  });

  it('shows one indicator for parallel calls', async () => {
    const releases: Array<() => void> = [];
    const { events } = wire(
      () => new Promise<FakeReply>((resolve) => releases.push(() => resolve(envelope(0)))),
    );
    const calls = [get('/a'), get('/b'), get('/c')];
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(events).toEqual(['show']);
    releases[0]!();
    releases[1]!();
    await Promise.all(calls.slice(0, 2));
    expect(events).toEqual(['show']);
    releases[2]!();
    await Promise.all(calls);
    expect(events).toEqual(['show', 'hide']);
  });

  it('is not shown for a call that opts out', async () => {
    const { showLoading, hideLoading } = wire(() => envelope(0));
    await get('/a', undefined, { loading: false });
    expect(showLoading).not.toHaveBeenCalled();
    expect(hideLoading).not.toHaveBeenCalled();
  });

  it.each([
    ['a refusal', envelope(1, null, 'no')],
    ['a network failure', { fail: 'network' } as const],
  ])('is hidden before the toast of %s', async (_name, reply) => {
    const { events } = wire(() => reply);
    await expect(get('/a')).rejects.toBeDefined();
    expect(events).toEqual(['show', 'hide', 'toast']);
  });
});
