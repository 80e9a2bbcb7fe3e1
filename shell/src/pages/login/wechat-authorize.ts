import { PATHS } from 'shared/paths';
import { randomHexId } from 'shared/platform';
import { requestConfig } from 'shared/request';
import { currentOrigin, leaveAppFor } from './browser-location';

const STATE_STORAGE_KEY = 'shell.wechatLoginState';

/**
 * The authorize page for the official-account (mp) login. With the local API it is the API's
 * simulated WeChat (`/api/dev/wx-authorize`), which sends the browser back to `redirectUri` with
 * `?code=&state=`, exactly as WeChat's own authorize page does.
 */
export function wechatAuthorizeUrl(redirectUri: string, state: string): string {
  const base = requestConfig().baseURL.replace(/\/+$/, '');
  const query = new URLSearchParams({ kind: 'mp', redirect_uri: redirectUri, state });
  return `${base}/api/dev/wx-authorize?${query.toString()}`;
}

/**
 * Leaves for the authorize page; it returns to the login page (keeping `redirect`). The state
 * is remembered for this tab so the answer can be matched to this request (CSRF).
 */
export function startWechatAuthorize(redirect: string | null): void {
  const state = randomHexId();
  sessionStorage.setItem(STATE_STORAGE_KEY, state);
  const back = new URL(PATHS.shell.login, currentOrigin());
  if (redirect) back.searchParams.set('redirect', redirect);
  leaveAppFor(wechatAuthorizeUrl(back.href, state));
}

/** Whether `state` answers the authorize request this tab made; the stored state is spent. */
export function takeWechatState(state: string | null): boolean {
  const expected = sessionStorage.getItem(STATE_STORAGE_KEY);
  sessionStorage.removeItem(STATE_STORAGE_KEY);
  return expected !== null && state === expected;
}
