import { login, logoff, logout, me, sendSms } from '../../contract/auth';
import { nowSeconds } from '../../clock';
import { verifyPassword } from '../../auth/passwords';
import { badInput, refuse } from '../../http/api-error';
import { implement } from '../../http/implement';
import { findUserByMobile, toUserView } from '../users/user-row';
import { createUser } from './create-user';
import { issueSession } from './issue-session';

export const loginHandlers = [
  implement(login, async ({ body, services, request, language }) => {
    const { mobile, password, code } = body;
    if ((password === undefined) === (code === undefined)) {
      throw badInput('input.passwordOrCode');
    }
    services.loginLimiter.assertAllowed(mobile, request.ip);
    const existing = findUserByMobile(services.db, mobile);
    if (password !== undefined) {
      if (!existing || !(await verifyPassword(password, existing.password_hash))) {
        services.loginLimiter.recordFailure(mobile, request.ip);
        throw refuse(
          existing && !existing.password_hash ? 'login.noPassword' : 'login.wrongPassword',
        );
      }
      services.loginLimiter.recordSuccess(mobile);
      return issueSession(services, existing, language);
    }
    if (!services.sms.consume(mobile, 'login', code!)) {
      services.loginLimiter.recordFailure(mobile, request.ip);
      throw refuse('sms.wrongCode');
    }
    services.loginLimiter.recordSuccess(mobile);
    return issueSession(services, existing ?? createUser(services.db, { mobile }), language);
  }),

  implement(me, ({ caller, services, language }) => toUserView(services.db, caller.user, language)),

  implement(sendSms, ({ body, services }) => services.sms.send(body.mobile, body.scene)),

  implement(logout, ({ caller, services }) => {
    services.tokens.revoke(caller.jti);
    return null;
  }),

  implement(logoff, ({ body, caller, services }) => {
    const { db } = services;
    const user = caller.user;
    if (!user.mobile) throw refuse('account.bindMobileFirst');
    services.sms.require(user.mobile, 'logoff', body.code);
    db.transaction(() => {
      const now = nowSeconds();
      // Personal data goes; the rows that other records point at stay, anonymised.
      db.prepare(
        `UPDATE users SET mobile = NULL, password_hash = NULL, username = '', nickname = '', avatar = '',
           sex = 0, is_check = 0, team_id = NULL, shop_id = NULL, area_id = NULL, mp_openid = NULL,
           mini_openid = NULL, app_openid = NULL, money_cents = 0, points = 0, updated_at = ?, deleted_at = ?
         WHERE id = ?`,
      ).run(now, now, user.id);
      db.prepare('DELETE FROM chat_messages WHERE user_id = ?').run(user.id);
      db.prepare(
        "UPDATE join_requests SET status = 'rejected', reason = '', reviewed_at = ? WHERE user_id = ? AND status = 'pending'",
      ).run(now, user.id);
      db.prepare('DELETE FROM sms_codes WHERE mobile = ?').run(user.mobile);
      services.tokens.revokeAll(user.id);
    })();
    return null;
  }),
];
