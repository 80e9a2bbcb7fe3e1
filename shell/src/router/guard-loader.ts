import { redirect, type LoaderFunctionArgs } from 'react-router';
import { checkAccess } from 'shared/access';
import { PATHS } from 'shared/paths';
import { currentAccessSession } from 'shared/session';
import { appI18n, showToast } from 'shared/ui';

export type GuardData = { blocked: boolean };

/** Where a refused reader goes: after logging in, the login page takes them back to `from`. */
export const redirectTarget = (to: string, from: URL): string =>
  to === PATHS.shell.login
    ? `${to}?redirect=${encodeURIComponent(from.pathname + from.search)}`
    : to;

/**
 * The spec's route guard on every navigation (and on first load, and again when the page becomes
 * visible: the layout revalidates). A refusal toasts; an immediate redirect replaces the
 * navigation; a delayed one (pending review → college after 1 s) leaves the page area empty.
 */
export function createGuardLoader(navigateLater: (to: string) => void) {
  return ({ request }: LoaderFunctionArgs): GuardData => {
    const url = new URL(request.url);
    const decision = checkAccess(url.pathname, currentAccessSession());
    if (decision.kind === 'allow') return { blocked: false };
    if (decision.toast) showToast(appI18n().t(decision.toast.key), decision.toast.durationMs);
    if (decision.delayMs !== undefined) {
      setTimeout(() => navigateLater(decision.to), decision.delayMs);
      return { blocked: true };
    }
    throw redirect(redirectTarget(decision.to, url));
  };
}
