import { configureRequest, resetRequestConfig } from 'shared/request';
import { fakeAdapter, type FakeHandler } from '../../request/testing/fake-adapter';
import { connectSessionToRequest } from '../request-wiring';
import { setNavigator } from '../navigator';
import { initialSessionState, useSessionStore } from '../session-store';
import { makeJwt } from './make-jwt';

export const NOW = Date.UTC(2025, 0, 15, 12, 0, 0);
export const VALID_TOKEN = makeJwt({ sub: '1', exp: NOW / 1000 + 3600 });
export const EXPIRED_TOKEN = makeJwt({ sub: '1', exp: NOW / 1000 - 1 });

export const SERVER_USER = {
  id: 1,
  avatar: '/api/media/avatar-1.svg',
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

/** A fresh store, storage and request wiring, a fixed clock, and a fake server. */
export function startSessionTest(handler: FakeHandler) {
  const adapter = fakeAdapter(handler);
  const navigate = jest.fn<void, [string]>();
  const notify = jest.fn();
  const clock = { now: NOW };
  jest.spyOn(Date, 'now').mockImplementation(() => clock.now);
  localStorage.clear();
  useSessionStore.setState(initialSessionState());
  resetRequestConfig();
  connectSessionToRequest();
  configureRequest({ adapter, notify });
  setNavigator(navigate);
  return { adapter, navigate, notify, clock };
}

/** Put the store in a logged-in state without going through /api/me. */
export function seedSession(token: string, exp: number | null, isCheck: 0 | 1 | 2 = 2): void {
  useSessionStore.setState({
    token,
    exp,
    isLoggedIn: true,
    user: { ...SERVER_USER, is_check: isCheck },
  });
}

export function endSessionTest(): void {
  setNavigator(null);
  resetRequestConfig();
  connectSessionToRequest();
  useSessionStore.setState(initialSessionState());
  localStorage.clear();
}
