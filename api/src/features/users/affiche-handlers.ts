import { getAffiche, listAfficheReads, listAffiches } from '../../contract/user-area';
import { nowSeconds } from '../../clock';
import type { Db } from '../../db/open-database';
import { statement } from '../../db/statement-cache';
import { forbidden, notFound } from '../../http/api-error';
import { displayName, nameColumns, type NamedPerson } from './display-name';
import { implement } from '../../http/implement';
import { pageOf } from '../../http/paging';
import type { UserRow } from './user-row';

type AfficheRow = {
  id: number;
  title: string;
  summary: string;
  author: string;
  area_id: number | null;
  team_id: number | null;
  is_top: number;
  published_at: number;
  read_at: number | null;
};

/** Announcements a user is meant to read: company-wide ones, their area's and their team's. */
const FOR_USER = `(a.area_id IS NULL AND a.team_id IS NULL)
  OR a.area_id = @areaId OR a.team_id = @teamId`;

const AFFICHE_SELECT = `
  SELECT a.id, a.title, a.summary, a.author, a.area_id, a.team_id, a.is_top, a.published_at,
         r.read_at
  FROM announcements a
  LEFT JOIN announcement_reads r ON r.announcement_id = a.id AND r.user_id = @userId`;

const scopeOf = (row: { area_id: number | null; team_id: number | null }) =>
  row.team_id !== null
    ? ('team' as const)
    : row.area_id !== null
      ? ('area' as const)
      : ('all' as const);

const toItem = (row: AfficheRow) => ({
  id: row.id,
  title: row.title,
  summary: row.summary,
  author: row.author,
  scope: scopeOf(row),
  is_top: row.is_top === 1,
  published_at: row.published_at,
  read: row.read_at !== null,
});

const userParams = (user: UserRow) => ({
  userId: user.id,
  areaId: user.area_id ?? -1,
  teamId: user.team_id ?? -1,
  now: nowSeconds(),
});

/**
 * The joined people a manager answers for (shop manager: the team; area manager: the area)
 * who are in an announcement's audience, as SQL over users `u` with @managerScope / @aArea /
 * @aTeam parameters.
 */
const AUDIENCE_OF_MANAGER = `
  FROM users u
  JOIN shops s ON s.id = u.shop_id
  LEFT JOIN announcement_reads r ON r.announcement_id = @afficheId AND r.user_id = u.id
  WHERE u.deleted_at IS NULL AND u.is_check = 2
    AND (CASE @role WHEN 'area_manager' THEN u.area_id = @scopeId ELSE u.team_id = @scopeId END)
    AND (@aArea IS NULL OR u.area_id = @aArea)
    AND (@aTeam IS NULL OR u.team_id = @aTeam)`;

function managerScope(user: UserRow): { role: string; scopeId: number } | null {
  if (user.is_check !== 2) return null;
  if (user.role === 'area_manager' && user.area_id !== null) {
    return { role: user.role, scopeId: user.area_id };
  }
  if (user.role === 'shop_manager' && user.team_id !== null) {
    return { role: user.role, scopeId: user.team_id };
  }
  return null;
}

function findVisible(db: Db, user: UserRow, id: number): AfficheRow {
  const row = statement<Record<string, unknown>, AfficheRow>(
    db,
    `${AFFICHE_SELECT} WHERE a.id = @id AND a.published_at <= @now AND (${FOR_USER})`,
  ).get({ ...userParams(user), id });
  if (!row) throw notFound('announcement');
  return row;
}

function audienceCounts(db: Db, user: UserRow, row: AfficheRow) {
  const scope = managerScope(user);
  if (!scope) return null;
  return statement<Record<string, unknown>, { total: number; read: number }>(
    db,
    `SELECT COUNT(*) AS total, COUNT(r.read_at) AS read ${AUDIENCE_OF_MANAGER}`,
  ).get({ ...scope, afficheId: row.id, aArea: row.area_id, aTeam: row.team_id })!;
}

export const afficheHandlers = [
  implement(listAffiches, ({ query, caller, services }) => {
    const params = userParams(caller.user);
    const page = pageOf(services.db, {
      select: `${AFFICHE_SELECT} WHERE a.published_at <= @now AND (${FOR_USER})`,
      orderBy: 'a.is_top DESC, a.published_at DESC, a.id DESC',
      params,
      page: query.page,
      pageSize: query.pageSize,
      map: toItem,
    });
    const unread = statement<Record<string, unknown>, { n: number }>(
      services.db,
      `SELECT COUNT(*) AS n FROM (${AFFICHE_SELECT} WHERE a.published_at <= @now AND (${FOR_USER})) WHERE read_at IS NULL`,
    ).get(params)!.n;
    return { ...page, unread_count: unread };
  }),

  implement(getAffiche, ({ params, caller, services }) => {
    const { db } = services;
    const row = findVisible(db, caller.user, params.id);
    const now = nowSeconds();
    statement(
      db,
      `INSERT INTO announcement_reads (announcement_id, user_id, read_at) VALUES (?, ?, ?)
       ON CONFLICT (announcement_id, user_id) DO NOTHING`,
    ).run(row.id, caller.user.id, now);
    const { body_html } = statement<[number], { body_html: string }>(
      db,
      'SELECT body_html FROM announcements WHERE id = ?',
    ).get(row.id)!;
    const readCount = statement<[number], { n: number }>(
      db,
      'SELECT COUNT(*) AS n FROM announcement_reads WHERE announcement_id = ?',
    ).get(row.id)!.n;
    const counts = audienceCounts(db, caller.user, row);
    return {
      ...toItem({ ...row, read_at: row.read_at ?? now }),
      body_html,
      read_count: counts ? counts.read : readCount,
      audience_count: counts ? counts.total : readCount,
      can_see_reads: counts !== null,
    };
  }),

  implement(listAfficheReads, ({ params, query, caller, services, language }) => {
    const { db } = services;
    const scope = managerScope(caller.user);
    if (!scope) throw forbidden('affiche.readersManagersOnly');
    const row = findVisible(db, caller.user, params.id);
    const sqlParams = { ...scope, afficheId: row.id, aArea: row.area_id, aTeam: row.team_id };
    const status = query.status ?? 'read';
    const page = pageOf(db, {
      select: `SELECT u.id, ${nameColumns('u')}, u.avatar, s.name AS shop, r.read_at
               ${AUDIENCE_OF_MANAGER}
               AND r.read_at IS ${status === 'read' ? 'NOT NULL' : 'NULL'}`,
      orderBy: status === 'read' ? 'r.read_at DESC, u.id' : 's.name, u.id',
      params: sqlParams,
      page: query.page,
      pageSize: query.pageSize,
      map: (
        r: NamedPerson & { id: number; avatar: string; shop: string; read_at: number | null },
      ) => ({
        id: r.id,
        name: displayName(r, language),
        avatar: r.avatar,
        shop: r.shop,
        read_at: r.read_at,
      }),
      language,
    });
    const counts = audienceCounts(db, caller.user, row)!;
    return { ...page, read_count: counts.read, unread_count: counts.total - counts.read };
  }),
];
