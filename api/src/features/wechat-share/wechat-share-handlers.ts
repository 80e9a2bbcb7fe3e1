import { createHash, randomBytes } from 'node:crypto';
import { getWechatShareConfig } from '../../contract/wechat-share';
import { nowSeconds } from '../../clock';
import { badInput } from '../../http/api-error';
import { implement } from '../../http/implement';

/** What a shared page may do with the SDK: set the card for a chat and for Moments. */
const SHARE_APIS = ['updateAppMessageShareData', 'updateTimelineShareData'];

/** The JS-SDK signature algorithm (WeChat docs, "JS-SDK 使用权限签名算法"). */
export function signJsapi(ticket: string, nonceStr: string, timestamp: number, url: string) {
  const plain = `jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url}`;
  return createHash('sha1').update(plain).digest('hex');
}

function pageAddress(raw: string, allowedOrigins: readonly string[]): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw badInput('input.shareUrlAbsolute');
  }
  if (!allowedOrigins.includes(url.origin)) {
    throw badInput('input.shareUrlOrigin', { origin: url.origin });
  }
  // WeChat signs the address without its fragment.
  return raw.split('#')[0]!;
}

export const wechatShareHandlers = [
  implement(getWechatShareConfig, ({ query, services }) => {
    const { wechat, corsOrigins } = services.config;
    const url = pageAddress(query.url, corsOrigins);
    const timestamp = nowSeconds();
    const nonceStr = randomBytes(8).toString('hex');
    return {
      app_id: wechat.appId,
      timestamp,
      nonce_str: nonceStr,
      signature: signJsapi(wechat.jsapiTicket, nonceStr, timestamp, url),
      js_api_list: SHARE_APIS,
    };
  }),
];
