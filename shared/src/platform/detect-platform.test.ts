import { currentUserAgent, detectPlatform, isWechatBrowser } from './detect-platform';

const UA = {
  wechatIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN',
  wechatAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.0.0 Mobile Safari/537.36 XWEB/1200 MMWEBSDK/20240301 MMWEBID/1234 MicroMessenger/8.0.48.2580(0x28003036) WeChat/arm64 Weixin NetType/4G Language/zh_CN ABI/arm64',
  wechatMiniProgram:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.40 NetType/WIFI Language/zh_CN miniProgram/wx1234567890',
  wecom:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Safari/537.36 wxwork/4.1.20 MicroMessenger/7.0.1',
  lowerCase: 'some-shell micromessenger/8.0',
  safariIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  qqBrowser:
    'Mozilla/5.0 (Linux; U; Android 13; zh-cn) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/109 MQQBrowser/14.5 Mobile Safari/537.36',
  headlessChromium:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36',
  empty: '',
} as const;

describe('detectPlatform', () => {
  it.each([
    ['wechatIos', true],
    ['wechatAndroid', true],
    ['wechatMiniProgram', true],
    ['wecom', true],
    ['lowerCase', true],
    ['safariIos', false],
    ['chromeAndroid', false],
    ['qqBrowser', false],
    ['headlessChromium', false],
    ['empty', false],
  ] as const)('%s → WeChat: %s', (name, wechat) => {
    expect(isWechatBrowser(UA[name])).toBe(wechat);
    expect(detectPlatform(UA[name])).toEqual({
      isWechat: wechat,
      channel: wechat ? 'wechat' : 'h5',
      platform: wechat ? 'mp' : 'wap',
      appVersion: '1.03.06',
      appVersionCode: 10306,
    });
  });

  it("reads the browser's user agent by default", () => {
    const spy = jest.spyOn(window.navigator, 'userAgent', 'get');
    spy.mockReturnValue(UA.wechatIos);
    expect(currentUserAgent()).toBe(UA.wechatIos);
    expect(detectPlatform().channel).toBe('wechat');
    spy.mockReturnValue(UA.chromeAndroid);
    expect(detectPlatform().channel).toBe('h5');
  });
});
