export {
  currentUserAgent,
  detectPlatform,
  isWechatBrowser,
  type Channel,
  type Platform,
  type PlatformInfo,
} from './detect-platform';
