import { configureRequest } from 'shared/request';
import { resetSession } from './session-actions';
import { activeToken, isSessionLoggedIn } from './session-queries';

/** The request client reads the token from this store and ends the session on HTTP 500. */
export function connectSessionToRequest(): void {
  configureRequest({
    getToken: () => activeToken(),
    isLoggedIn: () => isSessionLoggedIn(),
    onForcedLogout: () => resetSession(),
  });
}
