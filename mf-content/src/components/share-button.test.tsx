import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import wx from 'weixin-js-sdk';
import { fakeApi, ok, paramsOf, renderAt, resetAreaTest } from 'shared/standalone/testing';
import { ShareButton } from './share-button';

jest.mock('weixin-js-sdk', () => {
  const sdk = {
    config: jest.fn(),
    error: jest.fn(),
    ready: jest.fn((callback: () => void) => callback()),
    updateAppMessageShareData: jest.fn(),
    updateTimelineShareData: jest.fn((params: { success: () => void }) => params.success()),
  };
  return { __esModule: true, default: sdk };
});

const CARD = {
  title: '春季新品培训圆满结束',
  desc: '来自一线门店的销售经验与陈列技巧。',
  link: 'http://localhost/pages/news/detail?id=8',
  imgUrl: 'http://localhost:3100/api/media/news-8.jpg',
};
const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN';

afterEach(() => {
  resetAreaTest();
  jest.restoreAllMocks();
  jest.clearAllMocks();
});

describe('ShareButton inside WeChat', () => {
  beforeEach(() => jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue(WECHAT_UA));

  it('signs the page and sets the share card for chats and Moments', async () => {
    const adapter = fakeApi({
      'GET /api/wechat/jssdk-config': ok({
        app_id: 'wx0000000000000000',
        timestamp: 1793500000,
        nonce_str: 'a1b2c3d4e5f60718',
        signature: '0123456789abcdef0123456789abcdef01234567',
        js_api_list: ['updateAppMessageShareData', 'updateTimelineShareData'],
      }),
    });
    // The SDK signs the browser's address; the test router keeps its own.
    window.history.pushState(null, '', '/pages/news/detail?id=8#top');
    renderAt(<ShareButton card={CARD} />, '/pages/news/detail?id=8');
    await waitFor(() => expect(wx.updateTimelineShareData).toHaveBeenCalled());
    expect(paramsOf(adapter.calls[0]!)).toEqual({ url: 'http://localhost/pages/news/detail?id=8' });
    expect(wx.config).toHaveBeenCalledWith(
      expect.objectContaining({
        appId: 'wx0000000000000000',
        timestamp: 1793500000,
        nonceStr: 'a1b2c3d4e5f60718',
        signature: '0123456789abcdef0123456789abcdef01234567',
      }),
    );
    expect(wx.updateAppMessageShareData).toHaveBeenCalledWith(expect.objectContaining(CARD));
  });

  it('points to the ··· menu when tapped, since a page cannot open WeChat’s share sheet', async () => {
    const user = userEvent.setup();
    fakeApi({
      'GET /api/wechat/jssdk-config': {
        status: 200,
        data: { code: 1, message: 'url must be a page of this app' },
      },
    });
    renderAt(<ShareButton card={CARD} />, '/pages/news/detail?id=8');
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(
      await screen.findByText(
        'Tap ··· in the top right corner to send this article to a friend or share it to Moments',
      ),
    ).toBeVisible();
  });
});

describe('ShareButton in other browsers', () => {
  it('copies the link and says so where there is no share sheet, never loading the SDK', async () => {
    const user = userEvent.setup();
    const adapter = fakeApi({});
    renderAt(<ShareButton card={CARD} />, '/pages/news/detail?id=8');
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Link copied: paste it into a chat to share')).toBeVisible();
    await expect(navigator.clipboard.readText()).resolves.toBe(CARD.link);
    expect(adapter.calls).toHaveLength(0);
    expect(wx.config).not.toHaveBeenCalled();
  });

  it('opens the system share sheet where there is one', async () => {
    const user = userEvent.setup();
    fakeApi({});
    const share = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    try {
      renderAt(<ShareButton card={CARD} />, '/pages/news/detail?id=8');
      await user.click(screen.getByRole('button', { name: 'Share' }));
      expect(share).toHaveBeenCalledWith({ title: CARD.title, text: CARD.desc, url: CARD.link });
    } finally {
      delete (navigator as { share?: unknown }).share;
    }
  });
});
