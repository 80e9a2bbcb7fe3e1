import { randomBytes } from 'node:crypto';
import { changePassword, resetPassword, verifyPasswordSms } from '../../contract/user-area';
import { nowSeconds } from '../../clock';
import { hashPasswordSync, verifyPassword } from '../../auth/passwords';
import type { Db } from '../../db/open-database';
import { statement } from '../../db/statement-cache';
import { refuse } from '../../http/api-error';
import { implement } from '../../http/implement';

const TICKET_SECONDS = 10 * 60;

/**
 * Tickets of verified SMS codes, one per user, kept in memory: they live ten minutes, and a
 * restart only means verifying again. Keyed by user so a ticket cannot reset someone else.
 */
const tickets = new Map<number, { ticket: string; expiresAt: number }>();

function storePassword(db: Db, userId: number, password: string): void {
  statement(db, 'UPDATE users SET password_hash = ?, updated_at = ? WHERE id = ?').run(
    hashPasswordSync(password),
    nowSeconds(),
    userId,
  );
}

export const passwordHandlers = [
  implement(changePassword, async ({ body, caller, services }) => {
    const user = caller.user;
    if (user.password_hash !== null) {
      if (body.old_password === undefined) throw refuse('password.currentRequired');
      if (!(await verifyPassword(body.old_password, user.password_hash))) {
        throw refuse('password.currentWrong');
      }
    }
    storePassword(services.db, user.id, body.password);
    return { has_password: true as const };
  }),

  implement(verifyPasswordSms, ({ body, caller, services }) => {
    const user = caller.user;
    if (!user.mobile) throw refuse('account.bindMobileFirst');
    services.sms.require(user.mobile, 'password', body.code);
    const ticket = randomBytes(24).toString('hex');
    tickets.set(user.id, { ticket, expiresAt: nowSeconds() + TICKET_SECONDS });
    return { ticket, expires_in: TICKET_SECONDS };
  }),

  implement(resetPassword, ({ body, caller, services }) => {
    const held = tickets.get(caller.user.id);
    if (!held || held.ticket !== body.ticket || held.expiresAt <= nowSeconds()) {
      throw refuse('password.verifyAgain');
    }
    tickets.delete(caller.user.id);
    storePassword(services.db, caller.user.id, body.password);
    return { has_password: true as const };
  }),
];
