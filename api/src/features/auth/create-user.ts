import type { Db } from '../../db/open-database';
import { nowSeconds } from '../../clock';
import { findUser, type UserRow } from '../users/user-row';

type NewUser = { mobile: string; mp_openid?: string; mini_openid?: string; app_openid?: string };

/**
 * A new account starts not joined (is_check 0) with an incomplete profile and no names: until
 * the person sets them it is shown by its masked mobile (see display-name.ts).
 */
export function createUser(db: Db, fields: NewUser): UserRow {
  const now = nowSeconds();
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO users (mobile, mp_openid, mini_openid, app_openid, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
    )
    .run(
      fields.mobile,
      fields.mp_openid ?? null,
      fields.mini_openid ?? null,
      fields.app_openid ?? null,
      now,
      now,
    );
  return findUser(db, Number(lastInsertRowid))!;
}
