import { createHash } from 'node:crypto';
import type { ApiConfig } from './config';
import type { Db } from './db/open-database';
import { LoginLimiter } from './auth/login-limiter';
import { SmsService } from './auth/sms';
import { TokenService, resolveJwtSecret } from './auth/tokens';
import { ChatHub } from './features/chat/chat-hub';

/** Everything a handler may use, built once per server. */
export type Services = {
  config: ApiConfig;
  db: Db;
  tokens: TokenService;
  sms: SmsService;
  loginLimiter: LoginLimiter;
  chat: ChatHub;
  /** Key the (simulated) payment provider signs its callbacks with. */
  paymentKey: string;
  startedAt: number;
  version: string;
};

export function createServices(config: ApiConfig, db: Db, version: string): Services {
  const secret = resolveJwtSecret(db, config.jwtSecret);
  return {
    config,
    db,
    tokens: new TokenService(db, secret, config.tokenTtlSeconds),
    sms: new SmsService(db),
    loginLimiter: new LoginLimiter(),
    chat: new ChatHub(db),
    // Derived from the token secret so each data directory has its own, without another setting.
    paymentKey: createHash('sha256').update(`payment:${secret}`).digest('hex'),
    startedAt: Date.now(),
    version,
  };
}
