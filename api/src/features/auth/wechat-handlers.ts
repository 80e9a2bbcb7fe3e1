import { bind, bindMobile, wxApp, wxMini } from '../../contract/auth';
import { nowSeconds } from '../../clock';
import { refuse } from '../../http/api-error';
import { implement } from '../../http/implement';
import type { Services } from '../../services';
import { findUser, findUserByMobile, toUserView } from '../users/user-row';
import { createUser } from './create-user';
import { issueSession } from './issue-session';
import type { Language } from '../../texts';
import {
  BIND_TICKET_TTL_SECONDS,
  OPENID_COLUMN,
  createBindTicket,
  findUserByOpenid,
  markBindTicketUsed,
  redeemWxCode,
  takeBindTicket,
  type WxKind,
} from './wechat-identities';

/** A known WeChat identity logs straight in; an unknown one must verify a mobile to bind. */
function wechatLogin(
  services: Services,
  kinds: readonly WxKind[],
  code: string,
  language: Language,
) {
  const { kind, openid } = redeemWxCode(services.db, kinds, code);
  const user = findUserByOpenid(services.db, kind, openid);
  if (user)
    return { status: 'logged_in' as const, session: issueSession(services, user, language) };
  return {
    status: 'bind_required' as const,
    bind_ticket: createBindTicket(services.db, kind, openid),
    expires_in: BIND_TICKET_TTL_SECONDS,
  };
}

export const wechatHandlers = [
  implement(wxMini, ({ body, services, language }) =>
    wechatLogin(services, ['mini'], body.code, language),
  ),
  // The official-account (mp) browser login and the app login share this call.
  implement(wxApp, ({ body, services, language }) =>
    wechatLogin(services, ['app', 'mp'], body.code, language),
  ),

  implement(bind, ({ body, services, language }) => {
    const { db } = services;
    const { kind, openid } = takeBindTicket(db, body.bind_ticket);
    services.sms.require(body.mobile, 'bind', body.code);
    const column = OPENID_COLUMN[kind];
    const user = db.transaction(() => {
      const existing = findUserByMobile(db, body.mobile);
      if (existing && existing[column] && existing[column] !== openid) {
        throw refuse('wechat.mobileBoundElsewhere');
      }
      markBindTicketUsed(db, body.bind_ticket);
      if (!existing) return createUser(db, { mobile: body.mobile, [column]: openid });
      db.prepare(`UPDATE users SET ${column} = ?, updated_at = ? WHERE id = ?`).run(
        openid,
        nowSeconds(),
        existing.id,
      );
      return findUser(db, existing.id)!;
    })();
    return issueSession(services, user, language);
  }),

  implement(bindMobile, ({ body, caller, services, language }) => {
    const { db } = services;
    const owner = findUserByMobile(db, body.mobile);
    if (owner && owner.id !== caller.user.id) throw refuse('wechat.mobileOtherAccount');
    services.sms.require(body.mobile, 'bind', body.code);
    db.prepare('UPDATE users SET mobile = ?, updated_at = ? WHERE id = ?').run(
      body.mobile,
      nowSeconds(),
      caller.user.id,
    );
    return toUserView(db, findUser(db, caller.user.id)!, language);
  }),
];
