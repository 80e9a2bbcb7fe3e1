import { syncSessionAcrossTabs } from './cross-tab-sync';
import { connectSessionToRequest } from './request-wiring';

// Once per page: this module is a federation singleton.
connectSessionToRequest();
syncSessionAcrossTabs();

export {
  SESSION_STORAGE_KEY,
  initialSessionState,
  useSessionStore,
  type SessionState,
  type SessionStore,
} from './session-store';
export { DEFAULT_USER, isKnownUser, type SessionUser } from './session-user';
export { decodeJwtExp, decodeJwtPayload } from './jwt';
export { setNavigator, type Navigate } from './navigator';
export {
  accessSessionOf,
  activeToken,
  currentAccessSession,
  isSessionLoggedIn,
  useCurrentUser,
  useIsLoggedIn,
} from './session-queries';
export {
  loginWithToken,
  logout,
  refreshUser,
  resetSession,
  type RefreshOptions,
  type RefreshOutcome,
  type ResetOptions,
} from './session-actions';
export { connectSessionToRequest } from './request-wiring';
export { handleSessionStorageEvent, syncSessionAcrossTabs } from './cross-tab-sync';
