import { randomBytes } from 'node:crypto';
import { createSigner, createVerifier, TokenError } from 'fast-jwt';
import type { Db } from '../db/open-database';
import { nowSeconds } from '../clock';

export type TokenCheck =
  | { kind: 'valid'; userId: number; jti: string; exp: number }
  | { kind: 'expired' }
  | { kind: 'revoked' }
  | { kind: 'malformed' }
  /** Signed with another key: the spec's session case, answered with HTTP 500. */
  | { kind: 'bad-signature' };

type Claims = { sub: string; jti: string; exp: number; iat: number };

/** Reads the secret from the environment, else the one generated for this data directory. */
export function resolveJwtSecret(db: Db, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  const row = db
    .prepare<[], { value: string }>("SELECT value FROM meta WHERE key = 'jwt_secret'")
    .get();
  if (row) return row.value;
  const secret = randomBytes(48).toString('base64url');
  db.prepare("INSERT INTO meta (key, value) VALUES ('jwt_secret', ?)").run(secret);
  return secret;
}

export class TokenService {
  private readonly sign: (payload: { sub: string; jti: string; exp: number }) => string;
  private readonly verify: (token: string) => Claims;
  private readonly insertToken;
  private readonly revokedAt;
  private readonly revokeOne;
  private readonly revokeAllOfUser;

  constructor(
    private readonly db: Db,
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.sign = createSigner({ key: secret, algorithm: 'HS256' });
    this.verify = createVerifier({ key: secret, algorithms: ['HS256'], cache: 1000 }) as (
      t: string,
    ) => Claims;
    this.insertToken = db.prepare(
      'INSERT INTO tokens (jti, user_id, issued_at, expires_at) VALUES (?, ?, ?, ?)',
    );
    this.revokedAt = db.prepare<[string], { revoked_at: number | null }>(
      'SELECT revoked_at FROM tokens WHERE jti = ?',
    );
    this.revokeOne = db.prepare(
      'UPDATE tokens SET revoked_at = ? WHERE jti = ? AND revoked_at IS NULL',
    );
    this.revokeAllOfUser = db.prepare(
      'UPDATE tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL',
    );
  }

  issue(userId: number): { token: string; exp: number } {
    const jti = randomBytes(16).toString('hex');
    const iat = nowSeconds();
    const exp = iat + this.ttlSeconds;
    const token = this.sign({ sub: String(userId), jti, exp });
    this.insertToken.run(jti, userId, iat, exp);
    return { token, exp };
  }

  check(token: string): TokenCheck {
    let claims: Claims;
    try {
      claims = this.verify(token);
    } catch (error) {
      if (error instanceof TokenError) {
        if (error.code === TokenError.codes.invalidSignature) return { kind: 'bad-signature' };
        if (error.code === TokenError.codes.expired) return { kind: 'expired' };
      }
      return { kind: 'malformed' };
    }
    const userId = Number(claims.sub);
    if (!Number.isInteger(userId) || typeof claims.jti !== 'string') return { kind: 'malformed' };
    const row = this.revokedAt.get(claims.jti);
    if (!row || row.revoked_at !== null) return { kind: 'revoked' };
    return { kind: 'valid', userId, jti: claims.jti, exp: claims.exp };
  }

  revoke(jti: string): void {
    this.revokeOne.run(nowSeconds(), jti);
  }

  revokeAll(userId: number): void {
    this.revokeAllOfUser.run(nowSeconds(), userId);
  }
}
