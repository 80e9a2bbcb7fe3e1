import type { Db } from '../../src/db/open-database';
import type { Services } from '../../src/services';

export type CallerKind =
  | 'visitor'
  | 'not joined'
  | 'pending'
  | 'joined'
  | 'area manager'
  | 'other team manager'
  | 'other area manager';

export const DEMO_MOBILES = {
  'not joined': '13800000001',
  pending: '13800000002',
  joined: '13800000000',
  'area manager': '13800000004',
} as const;

type UserRef = { id: number; team_id: number | null; area_id: number | null };

const byMobile = (db: Db, mobile: string): UserRef =>
  db
    .prepare<[string], UserRef>('SELECT id, team_id, area_id FROM users WHERE mobile = ?')
    .get(mobile)!;

/**
 * Managers of another team and another area than the joined demo account's: taken from the seed
 * when it has them, otherwise created here (a shop manager in the first other team, an area
 * manager of that team's area).
 */
export function otherManagers(db: Db): { team: UserRef; area: UserRef } {
  const home = byMobile(db, DEMO_MOBILES.joined);
  const find = (role: string, where: string, value: number | null) =>
    db
      .prepare<[string, number], UserRef>(
        `SELECT id, team_id, area_id FROM users
         WHERE role = ? AND is_check = 2 AND deleted_at IS NULL AND ${where} <> ? ORDER BY id LIMIT 1`,
      )
      .get(role, value ?? -1);
  const create = (role: string, where: string, value: number | null): UserRef => {
    const team = db
      .prepare<[number], { id: number; shop_id: number; area_id: number }>(
        `SELECT t.id, t.shop_id, s.area_id FROM teams t JOIN shops s ON s.id = t.shop_id
         WHERE ${where === 'team_id' ? 't.id' : 's.area_id'} <> ? ORDER BY t.id LIMIT 1`,
      )
      .get(value ?? -1)!;
    const now = Math.floor(Date.now() / 1000);
    const id = Number(
      db
        .prepare(
          `INSERT INTO users (mobile, username, nickname, is_check, role, area_id, shop_id, team_id, created_at, updated_at)
           VALUES (?, '外队经理', '外队经理', 2, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          `1379999${String(team.id).padStart(4, '0')}`,
          role,
          team.area_id,
          team.shop_id,
          team.id,
          now,
          now,
        ).lastInsertRowid,
    );
    return { id, team_id: team.id, area_id: team.area_id };
  };
  return {
    team:
      find('shop_manager', 'team_id', home.team_id) ??
      create('shop_manager', 'team_id', home.team_id),
    area:
      find('area_manager', 'area_id', home.area_id) ??
      create('area_manager', 'area_id', home.area_id),
  };
}

/** User ids of each caller kind (visitor has none). */
export function callerIds(db: Db): Record<Exclude<CallerKind, 'visitor'>, number> {
  const others = otherManagers(db);
  return {
    'not joined': byMobile(db, DEMO_MOBILES['not joined']).id,
    pending: byMobile(db, DEMO_MOBILES.pending).id,
    joined: byMobile(db, DEMO_MOBILES.joined).id,
    'area manager': byMobile(db, DEMO_MOBILES['area manager']).id,
    'other team manager': others.team.id,
    'other area manager': others.area.id,
  };
}

/** `Authorization` value for a caller: a fresh token each time, so logout cannot spoil the next call. */
export function authorizationFor(
  services: Services,
  ids: Record<Exclude<CallerKind, 'visitor'>, number>,
  caller: CallerKind,
): string | undefined {
  return caller === 'visitor' ? undefined : services.tokens.issue(ids[caller]).token;
}

/** A joined staff member created for one call that may end or delete its account. */
export function throwawayUser(db: Db, serial: number): number {
  const home = byMobile(db, DEMO_MOBILES.joined);
  const now = Math.floor(Date.now() / 1000);
  return Number(
    db
      .prepare(
        `INSERT INTO users (mobile, username, nickname, is_check, role, area_id, shop_id, team_id, created_at, updated_at)
         SELECT ?, '临时用户', '临时用户', 2, 'staff', area_id, shop_id, team_id, ?, ? FROM users WHERE id = ?`,
      )
      .run(`1369${String(serial).padStart(7, '0')}`, now, now, home.id).lastInsertRowid,
  );
}
