import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { loginWithToken } from 'shared/session';
import { safeRedirectTarget } from './safe-redirect';

/**
 * Every login method ends here: the session store takes the token (and fetches the user), then
 * the user goes where the `redirect` parameter asked, when it is safe, else home. Replacing the
 * history entry keeps "back" from returning to the login page.
 */
export function useFinishLogin(): (token: string) => Promise<void> {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get('redirect');
  return useCallback(
    async (token: string) => {
      await loginWithToken(token);
      await navigate(safeRedirectTarget(redirect), { replace: true });
    },
    [navigate, redirect],
  );
}
