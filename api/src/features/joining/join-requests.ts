import type { Static } from '@sinclair/typebox';
import type { JoinRequest, JoinState } from '../../contract/joining';
import type { Db } from '../../db/open-database';
import { say, type Language } from '../../texts';
import { displayName } from '../users/display-name';
import { isProfileComplete, type UserRow } from '../users/user-row';

export type JoinRequestRow = {
  id: number;
  status: 'pending' | 'approved' | 'rejected';
  reason: string;
  created_at: number;
  reviewed_at: number | null;
  user_id: number;
  username: string;
  nickname: string;
  mobile: string | null;
  deleted_at: number | null;
  reviewer_id: number | null;
  avatar: string;
  sex: 0 | 1 | 2;
  team_id: number;
  team_name: string;
  shop_id: number;
  shop_name: string;
  area_id: number;
  area_name: string;
};

export const JOIN_REQUEST_SELECT = `
  SELECT jr.id, jr.status, jr.reason, jr.created_at, jr.reviewed_at, jr.reviewer_id,
         u.id AS user_id, u.username, u.nickname, u.mobile, u.deleted_at, u.avatar, u.sex,
         t.id AS team_id, t.name AS team_name, s.id AS shop_id, s.name AS shop_name,
         a.id AS area_id, a.name AS area_name
  FROM join_requests jr
  JOIN users u ON u.id = jr.user_id
  JOIN teams t ON t.id = jr.team_id
  JOIN shops s ON s.id = t.shop_id
  JOIN areas a ON a.id = s.area_id`;

export function findJoinRequest(db: Db, id: number): JoinRequestRow | undefined {
  return db.prepare<[number], JoinRequestRow>(`${JOIN_REQUEST_SELECT} WHERE jr.id = ?`).get(id);
}

/**
 * Why a request was rejected: the reviewer's words, or (a request closed because its account was
 * deleted, no reviewer) a system text in the reader's language.
 */
const reasonOf = (row: JoinRequestRow, language: Language): string =>
  row.status === 'rejected' && row.reviewer_id === null && row.reason === '' && row.deleted_at
    ? say(language, 'joinRequest.accountDeleted')
    : row.reason;

export function toJoinRequestView(
  row: JoinRequestRow,
  language: Language,
): Static<typeof JoinRequest> {
  return {
    id: row.id,
    status: row.status,
    reason: reasonOf(row, language),
    created_at: row.created_at,
    reviewed_at: row.reviewed_at,
    user: {
      id: row.user_id,
      username: row.username,
      nickname: row.nickname,
      display_name: displayName(row, language),
      mobile: row.mobile ?? '',
      avatar: row.avatar,
      sex: row.sex,
    },
    team: { id: row.team_id, name: row.team_name },
    shop: { id: row.shop_id, name: row.shop_name },
  };
}

export function joinStateOf(db: Db, user: UserRow, language: Language): Static<typeof JoinState> {
  const latest = db
    .prepare<[number], JoinRequestRow>(
      `${JOIN_REQUEST_SELECT} WHERE jr.user_id = ? ORDER BY jr.created_at DESC, jr.id DESC LIMIT 1`,
    )
    .get(user.id);
  return {
    is_check: user.is_check,
    profile_complete: isProfileComplete(user),
    request: latest
      ? {
          id: latest.id,
          status: latest.status,
          team: { id: latest.team_id, name: latest.team_name },
          shop: { id: latest.shop_id, name: latest.shop_name },
          area: { id: latest.area_id, name: latest.area_name },
          reason: reasonOf(latest, language),
          created_at: latest.created_at,
          reviewed_at: latest.reviewed_at,
        }
      : null,
  };
}
