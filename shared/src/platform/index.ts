export {
  currentUserAgent,
  detectPlatform,
  isWechatBrowser,
  type Channel,
  type Platform,
  type PlatformInfo,
} from './detect-platform';
export { currentPageUrl } from './page-url';
export { randomHexId } from './random-hex-id';
