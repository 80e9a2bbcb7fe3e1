import { createTranslate, translateEnglish } from '../i18n/translate';
import { zhCN } from '../i18n/messages-zh-cn';
import { toastText, type ToastMessage } from '../toast-message';
import { get } from './helpers';
import { configureRequest, resetRequestConfig } from './request-config';
import type { RequestError } from './request-error';
import { fakeAdapter, type FakeReply } from './testing/fake-adapter';

const notify = jest.fn<void, [ToastMessage]>();

function failWith(reply: FakeReply): Promise<RequestError> {
  configureRequest({
    baseURL: 'http://localhost:3100',
    adapter: fakeAdapter(() => reply),
    notify,
    isLoggedIn: () => true,
    getToken: () => 'tok',
  });
  return get('/api/me').then(
    () => Promise.reject(new Error('the call succeeded')),
    (caught: unknown) => caught as RequestError,
  );
}

afterEach(() => resetRequestConfig());

const SERVER_SENTENCE =
  'Origin http://localhost:3011 is not allowed to call this API: add it to API_CORS_ORIGINS';
const refusal = (message?: string): FakeReply => ({
  status: 403,
  data: { status_code: 403, code: 'origin_refused', ...(message ? { message } : {}) },
});

describe('a page whose origin the API refuses (issue 17, dev server on another port)', () => {
  it('is told so, with the origin and the setting, not that the network is lost', async () => {
    const error = await failWith(refusal(SERVER_SENTENCE));
    expect(error).toMatchObject({ kind: 'http', status: 403, code: 'origin_refused' });
    const english = `The API does not accept calls from this page's address\n${SERVER_SENTENCE}`;
    expect(error.message).toBe(english);
    expect(notify).toHaveBeenCalledTimes(1);
    const toast = notify.mock.calls[0]![0];
    expect(toast).toEqual(error.toast);
    expect(toastText(toast, translateEnglish)).toBe(english);
    expect(toastText(toast, createTranslate(zhCN))).toBe(
      `接口不接受来自此页面地址的请求\n${SERVER_SENTENCE}`,
    );
    expect(toast.durationMs).toBe(5000);
    expect(toastText(toast, translateEnglish)).not.toMatch(/network|interface failed/i);
  });

  it('is told so even when the reply carries no message', async () => {
    const error = await failWith(refusal());
    expect(error.message).toBe("The API does not accept calls from this page's address");
  });

  it.each<[string, FakeReply]>([
    ['another 403', { status: 403, data: { status_code: 403, message: 'Forbidden here' } }],
    [
      'the code on another status',
      { status: 400, data: { code: 'origin_refused', message: 'Forbidden here' } },
    ],
  ])('leaves %s to the error catalogue (the server message)', async (_name, reply) => {
    const error = await failWith(reply);
    expect(error.message).toBe('Forbidden here');
    expect(error.code).toBeUndefined();
  });
});
