import { randomInt } from 'node:crypto';
import type { Db } from '../db/open-database';
import { nowSeconds } from '../clock';
import { refuse } from '../http/api-error';

export const SMS_CODE_TTL_SECONDS = 5 * 60;
export const SMS_RESEND_SECONDS = 60;
const MAX_WRONG_GUESSES = 5;

export type SmsScene = 'login' | 'bind' | 'password' | 'logoff';

type CodeRow = { id: number; code: string; attempts: number };

/**
 * The simulated SMS gateway: every code is a row of sms_codes, which the dev outbox page shows.
 */
export class SmsService {
  constructor(private readonly db: Db) {}

  send(mobile: string, scene: SmsScene): { expires_in: number; resend_in: number } {
    const now = nowSeconds();
    const last = this.db
      .prepare<[string], { created_at: number }>(
        'SELECT created_at FROM sms_codes WHERE mobile = ? ORDER BY created_at DESC, id DESC LIMIT 1',
      )
      .get(mobile);
    if (last && now - last.created_at < SMS_RESEND_SECONDS) {
      const wait = SMS_RESEND_SECONDS - (now - last.created_at);
      throw refuse('sms.wait', { seconds: wait });
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    this.db
      .prepare(
        'INSERT INTO sms_codes (mobile, scene, code, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
      )
      .run(mobile, scene, code, now, now + SMS_CODE_TTL_SECONDS);
    return { expires_in: SMS_CODE_TTL_SECONDS, resend_in: SMS_RESEND_SECONDS };
  }

  /** Consumes the newest live code of this mobile and scene when it matches; counts wrong guesses. */
  consume(mobile: string, scene: SmsScene, code: string): boolean {
    const now = nowSeconds();
    const row = this.db
      .prepare<[string, string, number], CodeRow>(
        `SELECT id, code, attempts FROM sms_codes
         WHERE mobile = ? AND scene = ? AND used_at IS NULL AND expires_at > ?
         ORDER BY created_at DESC, id DESC LIMIT 1`,
      )
      .get(mobile, scene, now);
    if (!row || row.attempts >= MAX_WRONG_GUESSES) return false;
    if (row.code !== code) {
      this.db.prepare('UPDATE sms_codes SET attempts = attempts + 1 WHERE id = ?').run(row.id);
      return false;
    }
    this.db.prepare('UPDATE sms_codes SET used_at = ? WHERE id = ?').run(now, row.id);
    return true;
  }

  /** Refuses with the message every SMS-confirmed action uses. */
  require(mobile: string, scene: SmsScene, code: string): void {
    if (!this.consume(mobile, scene, code)) throw refuse('sms.wrongCode');
  }
}
