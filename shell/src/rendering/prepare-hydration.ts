import type { RenderedState } from '../server/render-contract';
import { GUARD_TOAST_MS } from 'shared/constants';
import { isRemoteArea } from 'shared/federation';
import { detectLanguage } from 'shared/i18n';
import { areaOfPath } from 'shared/paths';
import { activeToken, useSessionStore } from 'shared/session';
import { appI18n, showToast } from 'shared/ui';
import { enterArea } from '../federation/area-routes';
import { takeGuardToast } from './server-cookies';

/**
 * Whether this browser can hydrate the page the server rendered: the server rendered it for the
 * reader this browser holds a session of (or for a visitor, without one), in the language this
 * browser shows (its stored choice, else its own). Otherwise the page is rendered here, as
 * without a server (the cookies written at start make the next page the server's).
 */
export function canHydrate(state: RenderedState): boolean {
  const token = activeToken();
  return (state.user === null) === (token === null) && detectLanguage() === state.language;
}

/**
 * Before hydrating, the browser takes the server's user record (fresh from /api/me, so the
 * profile is not fetched again for the refresh throttle's time).
 */
export function adoptRenderedState(state: RenderedState): void {
  if (state.user) useSessionStore.setState({ user: state.user, lastRefreshAt: Date.now() });
}

/**
 * The code the rendered page is made of, loaded before hydrating, so the first render in the
 * browser is the server's without a loading pass: a remote page's route table and page (home's
 * first widgets are loaded by the start; the others hydrate as their code arrives).
 */
export async function loadRenderedPageCode(state: RenderedState): Promise<void> {
  const area = areaOfPath(state.path);
  if (!isRemoteArea(area)) return;
  const routes = await enterArea(area);
  await routes.find((r) => r.path === state.path)?.load();
}

/** The guard's toast the server's redirect left for this page. */
export function showGuardToastFromServer(): void {
  const key = takeGuardToast();
  if (key) showToast(appI18n().t(key), GUARD_TOAST_MS);
}
