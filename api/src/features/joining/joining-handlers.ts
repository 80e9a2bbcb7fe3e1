import {
  activateInvite,
  approveJoinRequest,
  getJoinState,
  listJoinRequests,
  rejectJoinRequest,
  updateProfile,
} from '../../contract/joining';
import { nowSeconds } from '../../clock';
import { forbidden, notFound, refuse } from '../../http/api-error';
import { implement, type UserCaller } from '../../http/implement';
import { pageOf } from '../../http/paging';
import type { Services } from '../../services';
import { sendNotice } from '../users/notice-text';
import { findUser, isProfileComplete, toUserView } from '../users/user-row';
import {
  JOIN_REQUEST_SELECT,
  findJoinRequest,
  joinStateOf,
  toJoinRequestView,
  type JoinRequestRow,
} from './join-requests';

function assertAreaManager(caller: UserCaller): number {
  if (caller.user.role !== 'area_manager' || caller.user.area_id === null) {
    throw forbidden('joining.reviewersOnly');
  }
  return caller.user.area_id;
}

/** Loads a request of the manager's area that is still pending, or refuses. */
function pendingRequestInArea(services: Services, caller: UserCaller, id: number) {
  const areaId = assertAreaManager(caller);
  const row = findJoinRequest(services.db, id);
  if (!row || row.area_id !== areaId) throw notFound('joinRequest');
  if (row.status !== 'pending') throw refuse('joining.reviewed');
  return row;
}

export const joiningHandlers = [
  implement(updateProfile, ({ body, caller, services, language }) => {
    const { db } = services;
    const username = body.username.trim();
    if (username.length < 2) throw refuse('joining.realName');
    db.prepare(
      `UPDATE users SET username = ?, nickname = COALESCE(?, nickname), sex = ?, avatar = COALESCE(?, avatar), updated_at = ?
       WHERE id = ?`,
    ).run(
      username,
      body.nickname?.trim() || null,
      body.sex,
      body.avatar ?? null,
      nowSeconds(),
      caller.user.id,
    );
    return toUserView(db, findUser(db, caller.user.id)!, language);
  }),

  implement(activateInvite, ({ body, caller, services, language }) => {
    const { db } = services;
    const user = caller.user;
    if (user.is_check === 2) throw refuse('joining.alreadyJoined');
    if (user.is_check === 1) throw refuse('joining.pending');
    if (!isProfileComplete(user)) throw refuse('joining.profileFirst');
    const team = db
      .prepare<[string], { id: number }>('SELECT id FROM teams WHERE invite_code = ?')
      .get(body.invite_code.toUpperCase());
    if (!team) throw refuse('joining.noSuchCode');
    db.transaction(() => {
      const now = nowSeconds();
      db.prepare('INSERT INTO join_requests (user_id, team_id, created_at) VALUES (?, ?, ?)').run(
        user.id,
        team.id,
        now,
      );
      db.prepare('UPDATE users SET is_check = 1, updated_at = ? WHERE id = ?').run(now, user.id);
    })();
    return joinStateOf(db, findUser(db, user.id)!, language);
  }),

  implement(getJoinState, ({ caller, services, language }) =>
    joinStateOf(services.db, caller.user, language),
  ),

  implement(listJoinRequests, ({ query, caller, services, language }) => {
    const areaId = assertAreaManager(caller);
    const status = query.status ?? null;
    return pageOf(services.db, {
      select: `${JOIN_REQUEST_SELECT} WHERE a.id = @areaId AND (@status IS NULL OR jr.status = @status)`,
      orderBy: "CASE jr.status WHEN 'pending' THEN 0 ELSE 1 END, jr.created_at DESC, jr.id DESC",
      params: { areaId, status },
      page: query.page,
      pageSize: query.pageSize,
      map: (row: JoinRequestRow) => toJoinRequestView(row, language),
      language,
    });
  }),

  implement(approveJoinRequest, ({ params, caller, services, language }) => {
    const { db } = services;
    const row = pendingRequestInArea(services, caller, params.id);
    db.transaction(() => {
      const now = nowSeconds();
      db.prepare(
        "UPDATE join_requests SET status = 'approved', reviewer_id = ?, reviewed_at = ? WHERE id = ?",
      ).run(caller.user.id, now, row.id);
      db.prepare(
        'UPDATE users SET is_check = 2, team_id = ?, shop_id = ?, area_id = ?, updated_at = ? WHERE id = ?',
      ).run(row.team_id, row.shop_id, row.area_id, now, row.user_id);
      // The applicant hears about the review in their notices.
      sendNotice(db, {
        userId: row.user_id,
        category: 'team',
        kind: 'joinApproved',
        params: { team: row.team_name, shop: row.shop_name },
        link: '/pagesUser/bind/state',
        at: now,
      });
    })();
    return toJoinRequestView(findJoinRequest(db, row.id)!, language);
  }),

  implement(rejectJoinRequest, ({ params, body, caller, services, language }) => {
    const { db } = services;
    const reason = body.reason.trim();
    if (!reason) throw refuse('joining.rejectReason');
    const row = pendingRequestInArea(services, caller, params.id);
    db.transaction(() => {
      const now = nowSeconds();
      db.prepare(
        "UPDATE join_requests SET status = 'rejected', reason = ?, reviewer_id = ?, reviewed_at = ? WHERE id = ?",
      ).run(reason, caller.user.id, now, row.id);
      db.prepare('UPDATE users SET is_check = 0, updated_at = ? WHERE id = ?').run(
        now,
        row.user_id,
      );
      sendNotice(db, {
        userId: row.user_id,
        category: 'team',
        kind: 'joinRejected',
        params: { team: row.team_name, reason },
        link: '/pagesUser/bind/state',
        at: now,
      });
    })();
    return toJoinRequestView(findJoinRequest(db, row.id)!, language);
  }),
];
