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
 * An announcement's audience: the joined people it is for (everyone for a company-wide one, the
 * area's or the team's people otherwise), as SQL over users `u` with @aArea / @aTeam parameters.
 * For a manager (@role set) it is narrowed to the people they answer for (shop manager: the
 * team; area manager: the area), so the announcement's page and its read-status page count the
 * same people.
 */
const AUDIENCE = `
  FROM users u
  JOIN shops s ON s.id = u.shop_id
  LEFT JOIN announcement_reads r ON r.announcement_id = @afficheId AND r.user_id = u.id
  WHERE u.deleted_at IS NULL AND u.is_check = 2
    AND (@aArea IS NULL OR u.area_id = @aArea)
    AND (@aTeam IS NULL OR u.team_id = @aTeam)
    AND (@role IS NULL
         OR (CASE @role WHEN 'area_manager' THEN u.area_id = @scopeId ELSE u.team_id = @scopeId END))`;

type ManagerScope = { role: string; scopeId: number };

function managerScope(user: UserRow): ManagerScope | null {
  if (user.is_check !== 2) return null;
  if (user.role === 'area_manager' && user.area_id !== null) {
    return { role: user.role, scopeId: user.area_id };
  }
  if (user.role === 'shop_manager' && user.team_id !== null) {
    return { role: user.role, scopeId: user.team_id };
  }
  return null;
}

const audienceParams = (row: AfficheRow, scope: ManagerScope | null) => ({
  role: scope?.role ?? null,
  scopeId: scope?.scopeId ?? null,
  afficheId: row.id,
  aArea: row.area_id,
  aTeam: row.team_id,
});

function findVisible(db: Db, user: UserRow, id: number): AfficheRow {
  const row = statement<Record<string, unknown>, AfficheRow>(
    db,
    `${AFFICHE_SELECT} WHERE a.id = @id AND a.published_at <= @now AND (${FOR_USER})`,
  ).get({ ...userParams(user), id });
  if (!row) throw notFound('announcement');
  return row;
}

/** How many of the audience (a manager's part of it) there are, and how many have read it. */
function audienceCounts(db: Db, row: AfficheRow, scope: ManagerScope | null) {
  return statement<Record<string, unknown>, { total: number; read: number }>(
    db,
    `SELECT COUNT(*) AS total, COUNT(r.read_at) AS read ${AUDIENCE}`,
  ).get(audienceParams(row, scope))!;
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
    const scope = managerScope(caller.user);
    const counts = audienceCounts(db, row, scope);
    return {
      ...toItem({ ...row, read_at: row.read_at ?? now }),
      body_html,
      read_count: counts.read,
      audience_count: counts.total,
      can_see_reads: scope !== null,
    };
  }),

  implement(listAfficheReads, ({ params, query, caller, services, language }) => {
    const { db } = services;
    const scope = managerScope(caller.user);
    if (!scope) throw forbidden('affiche.readersManagersOnly');
    const row = findVisible(db, caller.user, params.id);
    const sqlParams = audienceParams(row, scope);
    const status = query.status ?? 'read';
    const page = pageOf(db, {
      select: `SELECT u.id, ${nameColumns('u')}, u.avatar, s.name AS shop, r.read_at
               ${AUDIENCE}
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
    const counts = audienceCounts(db, row, scope);
    return { ...page, read_count: counts.read, unread_count: counts.total - counts.read };
  }),
];
