import { api } from 'shared/request';

export type ShareCard = { title: string; desc: string; link: string; imgUrl: string };

/**
 * Sets the card WeChat shows when the page is sent to a chat or posted to Moments. WeChat only
 * accepts it after `wx.config` with a signature of this exact address, which the API makes.
 */
export async function setWechatShareCard(card: ShareCard): Promise<void> {
  const config = await api.get('/api/wechat/jssdk-config', {
    query: { url: window.location.href.split('#')[0]! },
    loading: false,
    toast: false,
  });
  // Loaded only inside WeChat: other browsers never download the SDK.
  const { default: wx } = await import('weixin-js-sdk');
  await new Promise<void>((resolve, reject) => {
    wx.config({
      debug: false,
      appId: config.app_id,
      timestamp: config.timestamp,
      nonceStr: config.nonce_str,
      signature: config.signature,
      jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData'],
    });
    wx.error((reason) => reject(new Error(`wx.config refused: ${JSON.stringify(reason)}`)));
    const failed = (reason: unknown) =>
      reject(new Error(`WeChat refused the share card: ${JSON.stringify(reason)}`));
    wx.ready(() => {
      wx.updateAppMessageShareData({ ...card, success: () => undefined, fail: failed });
      wx.updateTimelineShareData({
        title: card.title,
        link: card.link,
        imgUrl: card.imgUrl,
        success: resolve,
        fail: failed,
      });
    });
  });
}
