/** Spec 4: 0 = not joined, 1 = asked to join (pending review), 2 = joined (full access). */
export type IsCheck = 0 | 1 | 2;

export type TokenState = {
  token?: string | null;
  /** The token's expiry, in seconds since the epoch (the JWT `exp` claim). */
  exp?: number;
};

/** Everything the guard needs, `now` included, so the decision is a pure function. */
export type AccessSession = TokenState & {
  /** Undefined until the profile is known; it then counts as "not joined". */
  isCheck: IsCheck | undefined;
  /** Milliseconds since the epoch. */
  now: number;
};

/**
 * Spec 4: logged in = a token exists and is not expired. A token whose expiry is unknown counts
 * as expired: the guard would rather send someone to log in than show pages the API refuses.
 */
export function isLoggedIn(state: TokenState, now: number): boolean {
  const { token, exp } = state;
  return Boolean(token) && typeof exp === 'number' && exp * 1000 > now;
}
