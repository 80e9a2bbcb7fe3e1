import type { Services } from '../services';
import type { Caller } from './implement';
import { findUser } from '../features/users/user-row';
import type { TextKey } from '../texts';

export type CallerResolution =
  | { kind: 'ok'; caller: Caller }
  /** A token was sent but cannot be used; protected calls answer code 401 with this text. */
  | { kind: 'unusable'; text: TextKey }
  | { kind: 'bad-signature' };

/** `Authorization: <token>`, `Bearer <token>`, or the word `visitor` (the spec's client sends it). */
export function tokenFromHeader(header: string | undefined): string | undefined {
  const value = header?.trim();
  if (!value || value === 'visitor') return undefined;
  return value.startsWith('Bearer ') ? value.slice(7).trim() : value;
}

export function resolveCaller(services: Services, header: string | undefined): CallerResolution {
  const token = tokenFromHeader(header);
  if (!token) return { kind: 'ok', caller: { kind: 'visitor' } };
  const check = services.tokens.check(token);
  switch (check.kind) {
    case 'bad-signature':
      return { kind: 'bad-signature' };
    case 'expired':
      return { kind: 'unusable', text: 'session.loginExpired' };
    case 'revoked':
      return { kind: 'unusable', text: 'session.loginEnded' };
    case 'malformed':
      return { kind: 'unusable', text: 'session.loginRequired' };
    case 'valid': {
      const user = findUser(services.db, check.userId);
      if (!user) return { kind: 'unusable', text: 'session.loginEnded' };
      return { kind: 'ok', caller: { kind: 'user', user, jti: check.jti, exp: check.exp } };
    }
  }
}
