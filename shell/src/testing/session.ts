import { initialSessionState, useSessionStore } from 'shared/session';
import { makeJwt } from '../../../shared/src/session/testing/make-jwt';
import { DEFAULT_BRAND } from 'shared/design';
import { useBrandStore } from '../brand/brand-store';
import { usePageMetaStore } from '../layout/page-meta-store';

export { makeJwt };

/** A token the client accepts as logged in (valid for an hour from now). */
export function validToken(sub = '1'): string {
  return makeJwt({ sub, exp: Math.floor(Date.now() / 1000) + 3600 });
}

export const TEST_USER = {
  id: 1,
  avatar: '',
  username: 'Zhang San',
  nickname: 'San',
  sex: 1,
  is_check: 2,
  mobile: '13800000000',
  money: '12.50',
  points: 300,
  mp_openid: '',
  mini_openid: '',
  role: 'staff',
  team: { id: 1, name: 'Team A' },
  shop: null,
  area: null,
  profile_complete: true,
  has_password: true,
} as const;

/** What POST /api/login and friends answer with. */
export function sessionReply(token = validToken()) {
  return { token, exp: Math.floor(Date.now() / 1000) + 3600, user: TEST_USER };
}

export function seedLoggedIn(isCheck: 0 | 1 | 2 = 2): void {
  useSessionStore.setState({
    token: validToken(),
    exp: Math.floor(Date.now() / 1000) + 3600,
    isLoggedIn: true,
    user: { ...TEST_USER, is_check: isCheck },
  });
}

/** Every store back to a visitor with nothing on screen, the spec's brand; storage emptied. */
export function resetStores(): void {
  useSessionStore.setState(initialSessionState());
  usePageMetaStore.setState({ path: '', title: undefined, navBar: true, pullDownRefresh: false });
  useBrandStore.setState({ brand: DEFAULT_BRAND });
  localStorage.clear();
  sessionStorage.clear();
}
