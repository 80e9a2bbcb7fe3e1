import type { PlainMessageKey } from '../i18n/translate';
import { GUARD_REDIRECT_DELAY_MS, GUARD_TOAST_MS } from '../constants';
import { PATHS, normalizePath } from '../paths';
import { PRE_JOIN_ROUTES, PUBLIC_ROUTES } from './route-lists';
import { isLoggedIn, type AccessSession } from './session';

export type GuardToast = {
  key: Extract<PlainMessageKey, `guard.${string}`>;
  durationMs: typeof GUARD_TOAST_MS;
};

export type AccessDecision =
  | { kind: 'allow' }
  | {
      kind: 'redirect';
      to: string;
      toast?: GuardToast;
      /** Wait this long (showing the toast where the user is) before redirecting. */
      delayMs?: number;
    };

const publicRoutes: ReadonlySet<string> = new Set(PUBLIC_ROUTES);
const preJoinRoutes: ReadonlySet<string> = new Set([...PUBLIC_ROUTES, ...PRE_JOIN_ROUTES]);

const ALLOW: AccessDecision = { kind: 'allow' };

/** Spec 5: a page a visitor may open (no login needed). */
export function isPublicPath(path: string): boolean {
  return publicRoutes.has(normalizePath(path));
}

/**
 * Spec 5, the route guard: may this session open this location? Pure, so the shell can run it
 * on every navigation, on app show and on first load, and the same table tests all of them.
 * Unknown paths count as protected (is_check 2 only), so a typo never opens a door.
 */
export function checkAccess(path: string, session: AccessSession): AccessDecision {
  const route = normalizePath(path);

  if (!isLoggedIn(session, session.now)) {
    if (isPublicPath(route)) return ALLOW;
    return {
      kind: 'redirect',
      to: PATHS.shell.login,
      toast: { key: 'guard.loginFirst', durationMs: GUARD_TOAST_MS },
    };
  }

  if (route === PATHS.shell.login) return { kind: 'redirect', to: PATHS.shell.home };
  if (session.isCheck === 2 || preJoinRoutes.has(route)) return ALLOW;

  const toast: GuardToast = { key: 'guard.joinTeamFirst', durationMs: GUARD_TOAST_MS };
  if (session.isCheck === 1) {
    return { kind: 'redirect', to: PATHS.content.college, toast, delayMs: GUARD_REDIRECT_DELAY_MS };
  }
  // The spec only refuses the navigation here. A router cannot "stay" on a first load or a
  // deep link, so a user who has not asked to join is sent where joining starts.
  return { kind: 'redirect', to: PATHS.user.bind, toast };
}
