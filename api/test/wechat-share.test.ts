import { createHash } from 'node:crypto';
import { startTestServer, type TestServer } from './helpers/test-server';

type ShareConfig = {
  app_id: string;
  timestamp: number;
  nonce_str: string;
  signature: string;
  js_api_list: string[];
};

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const configFor = (url: string) =>
  server.call('GET', `/api/wechat/jssdk-config?url=${encodeURIComponent(url)}`);

describe('GET /api/wechat/jssdk-config', () => {
  it('signs an app page without its fragment, as WeChat checks it, for visitors too', async () => {
    const page = 'http://localhost:3000/pages/news/detail?id=3';
    const reply = await configFor(`${page}#comments`);
    expect(reply.body).toMatchObject({ code: 0 });
    const config = reply.body.data as ShareConfig;
    const expected = createHash('sha1')
      .update(
        `jsapi_ticket=dev-jsapi-ticket&noncestr=${config.nonce_str}&timestamp=${config.timestamp}&url=${page}`,
      )
      .digest('hex');
    expect(config).toMatchObject({
      app_id: 'wx0000000000000000',
      signature: expected,
      js_api_list: ['updateAppMessageShareData', 'updateTimelineShareData'],
    });
  });

  it.each([
    ['', 'query parameter url must be at least 1 characters'],
    ['not a url', 'url must be an absolute page address'],
    ['https://evil.example/pages/news/detail?id=3', 'url must be a page of this app'],
  ])('refuses url %j with 422', async (url, message) => {
    const reply = await configFor(url);
    expect(reply.status).toBe(422);
    expect(String((reply.body as { message: string }).message)).toContain(message);
  });
});
