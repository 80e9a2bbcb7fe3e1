import type { GuardToast } from 'shared/access';
import type { I18n } from 'shared/i18n';
import { resolveLanguage } from 'shared/i18n';
import { useSessionStore, type SessionState } from 'shared/session';
import { LANGUAGE_COOKIE, SESSION_COOKIE, TOAST_COOKIE } from '../server/render-contract';

/** A year: the language choice is kept like the stored one. */
const LANGUAGE_COOKIE_SECONDS = 365 * 24 * 3600;

function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}; SameSite=Lax${secure}`;
}

function readCookie(name: string): string | undefined {
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/** The session cookie follows the store's token: set while it lasts, cleared at logout. */
function mirrorSession({ token, exp }: Pick<SessionState, 'token' | 'exp'>): void {
  const seconds = token && exp ? exp - Date.now() / 1000 : 0;
  if (seconds > 0) writeCookie(SESSION_COOKIE, token!, seconds);
  else if (readCookie(SESSION_COOKIE) !== undefined) writeCookie(SESSION_COOKIE, '', 0);
}

/**
 * Keeps the cookies the shell's server renders pages with in step with the browser's state: the
 * session's token (the server renders the reader's pages with it; API calls still carry the
 * Authorization header) and the language shown (the server renders in it).
 */
export function mirrorStateInCookies(i18n: I18n): void {
  // At start only a live session is written: a cookie without one here is left to the session's
  // own changes (a logout clears it), and at worst makes the server render a page this browser
  // then renders itself (prepare-hydration.ts).
  const { token, exp } = useSessionStore.getState();
  if (token) mirrorSession({ token, exp });
  useSessionStore.subscribe((state, previous) => {
    if (state.token !== previous.token || state.exp !== previous.exp) mirrorSession(state);
  });
  const mirrorLanguage = (language: string) =>
    writeCookie(LANGUAGE_COOKIE, resolveLanguage(language), LANGUAGE_COOKIE_SECONDS);
  mirrorLanguage(i18n.language);
  i18n.on('languageChanged', mirrorLanguage);
}

/** The guard's toast the server left when it redirected this page (shown once, then dropped). */
export function takeGuardToast(): GuardToast['key'] | undefined {
  const key = readCookie(TOAST_COOKIE);
  if (key === undefined) return undefined;
  writeCookie(TOAST_COOKIE, '', 0);
  return key === 'guard.loginFirst' || key === 'guard.joinTeamFirst' ? key : undefined;
}
