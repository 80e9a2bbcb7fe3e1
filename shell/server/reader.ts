import type { FastifyRequest } from 'fastify';
import { CHANNEL_HEADER } from 'shared/constants';
import type { SessionUser } from 'shared/session';
// The pure parts only, by file: this runs in Node, beside the server build that holds the rest.
import { isLanguage, resolveLanguage, type Language } from '../../shared/src/i18n/language';
import { detectPlatform } from '../../shared/src/platform/detect-platform';
import { decodeJwtExp } from '../../shared/src/session/jwt';
import { LANGUAGE_COOKIE, SESSION_COOKIE, type PageRequest } from '../src/server/render-contract';

/** How long a reader's profile stands for their next pages (spec 4's refresh throttle). */
const PROFILE_FRESH_MS = 10_000;
const PROFILE_TIMEOUT_MS = 2_000;
const MOST_PROFILES = 5_000;

/**
 * The language of a page: the reader's choice (the cookie the shell writes beside its stored
 * choice), else the browser's first language, as the browser itself decides (any Chinese is
 * Simplified Chinese, anything else English).
 */
export function languageOf(request: FastifyRequest): Language {
  const chosen = request.cookies[LANGUAGE_COOKIE];
  if (isLanguage(chosen)) return chosen;
  const first = (request.headers['accept-language'] ?? '').split(',')[0]?.split(';')[0]?.trim();
  return resolveLanguage(first);
}

type Profile = { user: SessionUser; at: number };

/**
 * The readers' sessions: the token from the session cookie while its `exp` lasts, and the user
 * as GET /api/me answers for it (asked server to server, kept for PROFILE_FRESH_MS). Null: a
 * visitor (no cookie, an expired token, or one the API refuses). Throws when the API does not
 * answer: the page is then rendered in the browser, which knows its session itself.
 */
export function createSessionReader(apiUrl: string) {
  const profiles = new Map<string, Profile>();

  async function profileOf(token: string, userAgent: string): Promise<SessionUser | null> {
    const known = profiles.get(token);
    if (known && Date.now() - known.at < PROFILE_FRESH_MS) return known.user;
    const response = await fetch(`${apiUrl}/api/me`, {
      headers: {
        authorization: token,
        [CHANNEL_HEADER]: detectPlatform(userAgent).channel,
      },
      signal: AbortSignal.timeout(PROFILE_TIMEOUT_MS),
    });
    const body = (await response.json()) as { code?: unknown; data?: SessionUser };
    // Spec 7: "0" is success here; anything else (401 and the like) ends the session.
    if (String(body.code) !== '0' || !body.data) {
      profiles.delete(token);
      return null;
    }
    if (profiles.size >= MOST_PROFILES) profiles.clear();
    profiles.set(token, { user: body.data, at: Date.now() });
    return body.data;
  }

  return async (request: FastifyRequest): Promise<PageRequest['session']> => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return null;
    const exp = decodeJwtExp(token);
    if (exp === null || exp * 1000 <= Date.now()) return null;
    const user = await profileOf(token, request.headers['user-agent'] ?? '');
    return user ? { token, exp, user } : null;
  };
}
