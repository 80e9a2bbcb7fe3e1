import { USER_DEFAULTS } from '../constants';
import type { User } from '../api/schema.gen';

type DefaultedField = keyof typeof USER_DEFAULTS;

/**
 * Spec 3: the current user. The fields the spec gives defaults for are always present; the rest
 * of the server's profile (role, team, points, openids…) arrives with /api/me.
 */
export type SessionUser = Pick<User, DefaultedField> & Partial<Omit<User, DefaultedField>>;

export const DEFAULT_USER: SessionUser = { ...USER_DEFAULTS };

/** The profile is known once /api/me has answered with a real user. */
export function isKnownUser(user: SessionUser): boolean {
  return user.id !== 0;
}
