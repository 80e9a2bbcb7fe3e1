import { APP_VERSION, APP_VERSION_CODE } from 'shared/constants';
import { currentServerRender } from 'shared/server-render';

/** Spec 1: what the server is told about where the app runs. */
export type Channel = 'wechat' | 'h5';
/** Spec 1: inside WeChat the app counts as an official-account (mp) page, otherwise wap. */
export type Platform = 'mp' | 'wap';

export type PlatformInfo = {
  isWechat: boolean;
  channel: Channel;
  platform: Platform;
  appVersion: typeof APP_VERSION;
  appVersionCode: typeof APP_VERSION_CODE;
};

/** WeChat's in-app browser (also WeCom and mini-program web views) says MicroMessenger. */
export const WECHAT_USER_AGENT = /micromessenger/i;

export function isWechatBrowser(userAgent: string): boolean {
  return WECHAT_USER_AGENT.test(userAgent);
}

/**
 * The running browser's user agent: on the shell's server, that of the reader being rendered;
 * empty outside a browser otherwise (tests without DOM).
 */
export function currentUserAgent(): string {
  return currentServerRender()?.userAgent ?? globalThis.navigator?.userAgent ?? '';
}

export function detectPlatform(userAgent: string = currentUserAgent()): PlatformInfo {
  const isWechat = isWechatBrowser(userAgent);
  return {
    isWechat,
    channel: isWechat ? 'wechat' : 'h5',
    platform: isWechat ? 'mp' : 'wap',
    appVersion: APP_VERSION,
    appVersionCode: APP_VERSION_CODE,
  };
}
