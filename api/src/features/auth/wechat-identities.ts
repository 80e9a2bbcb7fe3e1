import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/open-database';
import { nowSeconds } from '../../clock';
import { refuse } from '../../http/api-error';
import type { UserRow } from '../users/user-row';

export type WxKind = 'mini' | 'app' | 'mp';

export const WX_CODE_TTL_SECONDS = 5 * 60;
export const BIND_TICKET_TTL_SECONDS = 10 * 60;

/** Which users column holds the openid of each kind of WeChat login. */
export const OPENID_COLUMN: Record<WxKind, 'mini_openid' | 'app_openid' | 'mp_openid'> = {
  mini: 'mini_openid',
  app: 'app_openid',
  mp: 'mp_openid',
};

const token = (bytes: number): string => randomBytes(bytes).toString('hex');

/** What the (simulated) WeChat authorize page does: hand out a one-time code for an openid. */
export function issueWxCode(db: Db, kind: WxKind, openid: string): string {
  const code = token(16);
  db.prepare('INSERT INTO wx_codes (code, kind, openid, created_at) VALUES (?, ?, ?, ?)').run(
    code,
    kind,
    openid,
    nowSeconds(),
  );
  return code;
}

export const newOpenid = (kind: WxKind): string => `o${kind}_${token(12)}`;

/** Exchanges a code once, as WeChat's code2session does. */
export function redeemWxCode(
  db: Db,
  kinds: readonly WxKind[],
  code: string,
): { kind: WxKind; openid: string } {
  const row = db
    .prepare<
      [string],
      { kind: WxKind; openid: string; created_at: number; used_at: number | null }
    >('SELECT kind, openid, created_at, used_at FROM wx_codes WHERE code = ?')
    .get(code);
  const now = nowSeconds();
  if (
    !row ||
    row.used_at !== null ||
    !kinds.includes(row.kind) ||
    now - row.created_at > WX_CODE_TTL_SECONDS
  ) {
    throw refuse('wechat.codeInvalid');
  }
  db.prepare('UPDATE wx_codes SET used_at = ? WHERE code = ?').run(now, code);
  return { kind: row.kind, openid: row.openid };
}

export function findUserByOpenid(db: Db, kind: WxKind, openid: string): UserRow | undefined {
  return db
    .prepare<[string], UserRow>(
      `SELECT * FROM users WHERE ${OPENID_COLUMN[kind]} = ? AND deleted_at IS NULL`,
    )
    .get(openid);
}

export function createBindTicket(db: Db, kind: WxKind, openid: string): string {
  const ticket = token(16);
  db.prepare(
    'INSERT INTO wx_bind_tickets (ticket, kind, openid, expires_at) VALUES (?, ?, ?, ?)',
  ).run(ticket, kind, openid, nowSeconds() + BIND_TICKET_TTL_SECONDS);
  return ticket;
}

export function takeBindTicket(db: Db, ticket: string): { kind: WxKind; openid: string } {
  const row = db
    .prepare<
      [string],
      { kind: WxKind; openid: string; expires_at: number; used_at: number | null }
    >('SELECT kind, openid, expires_at, used_at FROM wx_bind_tickets WHERE ticket = ?')
    .get(ticket);
  if (!row || row.used_at !== null || row.expires_at <= nowSeconds())
    throw refuse('wechat.bindExpired');
  return { kind: row.kind, openid: row.openid };
}

export function markBindTicketUsed(db: Db, ticket: string): void {
  db.prepare('UPDATE wx_bind_tickets SET used_at = ? WHERE ticket = ?').run(nowSeconds(), ticket);
}
