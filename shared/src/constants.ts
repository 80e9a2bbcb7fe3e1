// Every number, colour and fixed string the spec names (sections 1, 3, 7 and 9), in one place so
// the shell, the remotes and the request client cannot disagree.

/** Spec 1: reported to the server and shown in settings. */
export const APP_VERSION = '1.03.06';
export const APP_VERSION_CODE = 10306;

/** Spec 7 and 9: request, websocket connect, upload and download all give up after 60 s. */
export const REQUEST_TIMEOUT_MS = 60_000;
export const SOCKET_TIMEOUT_MS = 60_000;
export const UPLOAD_TIMEOUT_MS = 60_000;
export const DOWNLOAD_TIMEOUT_MS = 60_000;

/** Spec 7: the Authorization header carries this word when there is no token. */
export const VISITOR_AUTHORIZATION = 'visitor';
/** The header marking the channel; its name is fixed by the API contract (api/ OpenAPI document). */
export const CHANNEL_HEADER = 'X-Channel';

/** Spec 9: a lazy page shows its loading view only if it is not ready after 200 ms. */
export const PAGE_LOADING_DELAY_MS = 200;
export const PAGE_LOAD_TIMEOUT_MS = 60_000;

/** Spec 4: a user-data refresh within 10 s of the previous one is skipped. */
export const USER_REFRESH_THROTTLE_MS = 10_000;

/** Spec 5 and 9: guard toasts last 1 s; a pending user (is_check 1) is redirected 1 s later. */
export const GUARD_TOAST_MS = 1000;
export const GUARD_REDIRECT_DELAY_MS = 1000;

/** Spec 8 and 9: how long each kind of toast stays. */
export const TOAST_DURATION_MS = {
  default: 2000,
  codeOne: 1000,
  failedUrl: 5000,
} as const;

/** Spec 9: SMS verification code. */
export const SMS_COUNTDOWN_S = 60;
export const CODE_LENGTH = 6;

/** Spec 9: form limits. */
export const UPLOAD_MAX_COUNT = 52;
export const TEXTAREA_MAX_LENGTH = 140;

/** Spec 9: under 5 minutes reads 'just now'; days are counted until 30 days, then a date. */
export const TIME_AGO_JUST_NOW_MS = 5 * 60_000;
export const TIME_AGO_MAX_DAYS = 30;

/** Spec 9: layout is designed at 375 px wide and never grows past 960 px. */
export const LAYOUT_BASE_WIDTH = 375;
export const LAYOUT_MAX_WIDTH = 960;

/** Spec 2 and 9: colours. */
export const THEME_COLOR = '#ff801a';
export const PAGE_BACKGROUND = '#F8F8F8';
export const NAV_BAR_TITLE_COLOR = '#000000';

/** Spec 2: the bottom tab bar. */
export const TAB_BAR_STYLE = {
  position: 'bottom',
  heightPx: 50,
  iconWidthPx: 24,
  fontSizePx: 10,
  color: '#999999',
  selectedColor: THEME_COLOR,
  backgroundColor: '#ffffff',
} as const;

/** Spec 3: the current user before the profile arrives; money shows '--' until known. */
export const USER_DEFAULTS = {
  id: 0,
  avatar: '',
  username: '',
  nickname: '',
  sex: 0,
  is_check: 0,
  mobile: '',
  money: '--',
} as const;

/** Spec 7: the API paths the spec names (all other paths come from the OpenAPI types). */
export const API_PATHS = {
  me: '/api/me',
  sms: '/api/sms',
  logout: '/api/logout',
  logoff: '/api/logoff',
  help: '/api/help',
  loginWxMini: '/api/login/wx_mini',
  loginWxApp: '/api/login/wx_app',
  loginScan: '/api/login/scan',
  loginBind: '/api/login/bind',
  loginBindMobile: '/api/login/bind_mobile',
  loginQrcode: '/api/login/qrcode',
  loginIsCheck: '/api/login/ischeck',
} as const;
