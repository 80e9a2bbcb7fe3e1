import type { Static } from '@sinclair/typebox';
import type { User } from '../../contract/common-schemas';
import type { Db } from '../../db/open-database';
import { statement } from '../../db/statement-cache';
import { formatMoney } from '../../format/money';
import type { Language } from '../../texts';
import { displayName } from './display-name';

export type UserRow = {
  id: number;
  mobile: string | null;
  password_hash: string | null;
  username: string;
  nickname: string;
  avatar: string;
  sex: 0 | 1 | 2;
  is_check: 0 | 1 | 2;
  role: 'staff' | 'shop_manager' | 'area_manager';
  area_id: number | null;
  shop_id: number | null;
  team_id: number | null;
  money_cents: number;
  points: number;
  mp_openid: string | null;
  mini_openid: string | null;
  app_openid: string | null;
  created_at: number;
  updated_at: number;
  deleted_at: number | null;
};

export type UserView = Static<typeof User>;

/** Profile complete = what joining needs: a real name, a sex and a mobile. */
export const isProfileComplete = (u: UserRow): boolean =>
  u.username.trim() !== '' && u.sex !== 0 && !!u.mobile;

export function findUser(db: Db, id: number): UserRow | undefined {
  return statement<[number], UserRow>(
    db,
    'SELECT * FROM users WHERE id = ? AND deleted_at IS NULL',
  ).get(id);
}

export function findUserByMobile(db: Db, mobile: string): UserRow | undefined {
  return statement<[string], UserRow>(
    db,
    'SELECT * FROM users WHERE mobile = ? AND deleted_at IS NULL',
  ).get(mobile);
}

type NamedRef = { id: number; name: string } | null;

function namedRef(db: Db, table: 'teams' | 'shops' | 'areas', id: number | null): NamedRef {
  if (id === null) return null;
  return (
    statement<[number], { id: number; name: string }>(
      db,
      `SELECT id, name FROM ${table} WHERE id = ?`,
    ).get(id) ?? null
  );
}

export function toUserView(db: Db, u: UserRow, language: Language): UserView {
  return {
    id: u.id,
    avatar: u.avatar,
    username: u.username,
    nickname: u.nickname,
    display_name: displayName(u, language),
    sex: u.sex,
    is_check: u.is_check,
    mobile: u.mobile ?? '',
    money: formatMoney(u.money_cents),
    points: u.points,
    mp_openid: u.mp_openid ?? '',
    mini_openid: u.mini_openid ?? '',
    role: u.role,
    team: namedRef(db, 'teams', u.team_id),
    shop: namedRef(db, 'shops', u.shop_id),
    area: namedRef(db, 'areas', u.area_id),
    profile_complete: isProfileComplete(u),
    has_password: u.password_hash !== null,
  };
}
