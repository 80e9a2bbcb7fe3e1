import {
  getAreaOverview,
  getColleague,
  getColleagueExams,
  listColleagues,
  listTeamCodes,
} from '../../contract/user-area';
import type { Db } from '../../db/open-database';
import { statement } from '../../db/statement-cache';
import { forbidden, notFound } from '../../http/api-error';
import { implement } from '../../http/implement';
import { pageOf } from '../../http/paging';
import { nowSeconds } from '../../clock';
import {
  ATTEMPT_SELECT,
  expireOverdue,
  toAttemptItem,
  type AttemptRow,
} from '../exam/attempt-store';
import { likePattern } from '../help/help-handlers';
import type { Language } from '../../texts';
import { displayName } from './display-name';
import { compareNames, nameInitial } from './name-initial';
import type { UserRow } from './user-row';

type ColleagueRow = {
  id: number;
  username: string;
  nickname: string;
  avatar: string;
  mobile: string | null;
  sex: 0 | 1 | 2;
  role: 'staff' | 'shop_manager' | 'area_manager';
  shop_id: number;
  shop_name: string;
  team_id: number;
  team_name: string;
  area_id: number;
  created_at: number;
};

const COLLEAGUE_SELECT = `
  SELECT u.id, u.username, u.nickname, u.avatar, u.mobile, u.sex, u.role, u.area_id, u.created_at,
         s.id AS shop_id, s.name AS shop_name, t.id AS team_id, t.name AS team_name
  FROM users u
  JOIN shops s ON s.id = u.shop_id
  JOIN teams t ON t.id = u.team_id
  WHERE u.deleted_at IS NULL AND u.is_check = 2`;

/** Whom a user may look up: an area manager their area, everyone else their own team. */
function scopeSql(user: UserRow): { where: string; params: Record<string, number> } {
  return user.role === 'area_manager'
    ? { where: 'u.area_id = @scopeId', params: { scopeId: user.area_id ?? -1 } }
    : { where: 'u.team_id = @scopeId', params: { scopeId: user.team_id ?? -1 } };
}

const toColleague = (row: ColleagueRow, language: Language) => ({
  id: row.id,
  name: displayName(row, language),
  nickname: row.nickname,
  avatar: row.avatar,
  mobile: row.mobile ?? '',
  sex: row.sex,
  role: row.role,
  shop: { id: row.shop_id, name: row.shop_name },
  initial: nameInitial(displayName(row, language)),
});

const count = (db: Db, sql: string, ...args: unknown[]): number =>
  (statement(db, sql).get(...args) as { n: number | null }).n ?? 0;

function learningSummary(db: Db, userId: number) {
  const courses = statement<[number], { id: number; title: string; total: number; done: number }>(
    db,
    `SELECT c.id, c.title,
            (SELECT COUNT(*) FROM lessons l WHERE l.course_id = c.id) AS total,
            (SELECT COUNT(*) FROM lesson_progress p
              WHERE p.user_id = e.user_id AND p.course_id = c.id AND p.completed_at IS NOT NULL) AS done
     FROM enrolments e JOIN courses c ON c.id = e.course_id
     WHERE e.user_id = ? ORDER BY COALESCE(e.last_studied_at, e.created_at) DESC LIMIT 5`,
  ).all(userId);
  return {
    study_seconds: count(db, 'SELECT SUM(seconds) AS n FROM study_logs WHERE user_id = ?', userId),
    study_days: count(
      db,
      'SELECT COUNT(DISTINCT day) AS n FROM study_logs WHERE user_id = ?',
      userId,
    ),
    courses_enrolled: count(db, 'SELECT COUNT(*) AS n FROM enrolments WHERE user_id = ?', userId),
    courses_completed: count(
      db,
      'SELECT COUNT(*) AS n FROM enrolments WHERE user_id = ? AND completed_at IS NOT NULL',
      userId,
    ),
    exams_taken: count(
      db,
      "SELECT COUNT(DISTINCT paper_id) AS n FROM exam_attempts WHERE user_id = ? AND status = 'submitted'",
      userId,
    ),
    exams_passed: count(
      db,
      'SELECT COUNT(DISTINCT paper_id) AS n FROM exam_attempts WHERE user_id = ? AND is_passed = 1',
      userId,
    ),
    last_studied_at:
      (
        statement(db, 'SELECT MAX(last_studied_at) AS at FROM enrolments WHERE user_id = ?').get(
          userId,
        ) as { at: number | null }
      ).at ?? null,
    recent_courses: courses.map((c) => ({
      id: c.id,
      title: c.title,
      progress: c.total ? Math.round((100 * c.done) / c.total) : 0,
    })),
  };
}

export const teamHandlers = [
  implement(listTeamCodes, ({ caller, services }) => {
    const user = caller.user;
    if (user.role === 'staff') throw forbidden('team.inviteManagersOnly');
    const where = user.role === 'area_manager' ? 's.area_id = ?' : 't.id = ?';
    const rows = statement<
      [number],
      {
        team_id: number;
        team_name: string;
        shop_id: number;
        shop_name: string;
        area_id: number;
        area_name: string;
        invite_code: string;
        member_count: number;
      }
    >(
      services.db,
      `SELECT t.id AS team_id, t.name AS team_name, s.id AS shop_id, s.name AS shop_name,
              a.id AS area_id, a.name AS area_name, t.invite_code,
              (SELECT COUNT(*) FROM users u WHERE u.team_id = t.id AND u.is_check = 2 AND u.deleted_at IS NULL)
                AS member_count
       FROM teams t JOIN shops s ON s.id = t.shop_id JOIN areas a ON a.id = s.area_id
       WHERE ${where} ORDER BY (t.id = ${user.team_id ?? -1}) DESC, s.id`,
    ).all((user.role === 'area_manager' ? user.area_id : user.team_id) ?? -1);
    return {
      list: rows.map((r) => ({
        team: { id: r.team_id, name: r.team_name },
        shop: { id: r.shop_id, name: r.shop_name },
        area: { id: r.area_id, name: r.area_name },
        invite_code: r.invite_code,
        member_count: r.member_count,
      })),
    };
  }),

  implement(getAreaOverview, ({ caller, services }) => {
    const { db } = services;
    const user = caller.user;
    if (user.role !== 'area_manager' || user.area_id === null) {
      throw forbidden('team.areaManagersOnly');
    }
    const areas = statement<[number], { id: number; name: string }>(
      db,
      'SELECT id, name FROM areas WHERE id = ?',
    ).all(user.area_id);
    return {
      list: areas.map((area) => {
        const shops = statement<
          [number],
          {
            id: number;
            name: string;
            address: string;
            phone: string;
            team_id: number;
            team_name: string;
            staff_count: number;
            manager_count: number;
            pending_count: number;
          }
        >(
          db,
          `SELECT s.id, s.name, s.address, s.phone, t.id AS team_id, t.name AS team_name,
                  (SELECT COUNT(*) FROM users u WHERE u.shop_id = s.id AND u.is_check = 2 AND u.deleted_at IS NULL) AS staff_count,
                  (SELECT COUNT(*) FROM users u WHERE u.shop_id = s.id AND u.is_check = 2 AND u.deleted_at IS NULL
                     AND u.role <> 'staff') AS manager_count,
                  (SELECT COUNT(*) FROM join_requests jr WHERE jr.team_id = t.id AND jr.status = 'pending') AS pending_count
           FROM shops s JOIN teams t ON t.shop_id = s.id
           WHERE s.area_id = ? ORDER BY s.id`,
        ).all(area.id);
        return {
          id: area.id,
          name: area.name,
          staff_count: shops.reduce((n, s) => n + s.staff_count, 0),
          pending_count: shops.reduce((n, s) => n + s.pending_count, 0),
          shops: shops.map((s) => ({
            id: s.id,
            name: s.name,
            address: s.address,
            phone: s.phone,
            team: { id: s.team_id, name: s.team_name },
            staff_count: s.staff_count,
            manager_count: s.manager_count,
            pending_count: s.pending_count,
          })),
        };
      }),
    };
  }),

  implement(listColleagues, ({ query, caller, services, language }) => {
    const scope = scopeSql(caller.user);
    const keyword = query.keyword?.trim() || null;
    const rows = statement<Record<string, unknown>, ColleagueRow>(
      services.db,
      `${COLLEAGUE_SELECT} AND ${scope.where}
         AND (@shopId IS NULL OR u.shop_id = @shopId)
         AND (@pattern IS NULL OR u.username LIKE @pattern ESCAPE '\\'
              OR u.nickname LIKE @pattern ESCAPE '\\' OR u.mobile LIKE @pattern ESCAPE '\\')`,
    ).all({
      ...scope.params,
      shopId: query.shop_id ?? null,
      pattern: keyword ? likePattern(keyword) : null,
    });
    const list = rows
      .map((row) => toColleague(row, language))
      .sort((a, b) => compareNames(a.name, b.name));
    return { list, total: list.length };
  }),

  implement(getColleague, ({ params, caller, services, language }) => {
    const { db } = services;
    const scope = scopeSql(caller.user);
    const row = statement<Record<string, unknown>, ColleagueRow>(
      db,
      `${COLLEAGUE_SELECT} AND ${scope.where} AND u.id = @id`,
    ).get({ ...scope.params, id: params.id });
    if (!row) throw notFound('colleague');
    const joined = statement<[number], { at: number | null }>(
      db,
      "SELECT MAX(reviewed_at) AS at FROM join_requests WHERE user_id = ? AND status = 'approved'",
    ).get(row.id);
    return {
      ...toColleague(row, language),
      team: { id: row.team_id, name: row.team_name },
      joined_at: joined?.at ?? row.created_at,
      learning: learningSummary(db, row.id),
    };
  }),

  implement(getColleagueExams, ({ params, query, caller, services, language }) => {
    const { db } = services;
    if (caller.user.role === 'staff') throw forbidden('team.managersOnly');
    const scope = scopeSql(caller.user);
    const row = statement<Record<string, unknown>, { id: number }>(
      db,
      `SELECT u.id FROM users u WHERE u.deleted_at IS NULL AND u.is_check = 2
         AND ${scope.where} AND u.id = @id`,
    ).get({ ...scope.params, id: params.id });
    if (!row) throw notFound('colleague');
    expireOverdue(db, row.id, nowSeconds());
    return pageOf(db, {
      select: `${ATTEMPT_SELECT} WHERE a.user_id = @userId AND p.kind = 'exam'`,
      orderBy: 'a.started_at DESC, a.id DESC',
      params: { userId: row.id },
      page: query.page,
      pageSize: query.pageSize,
      map: (attempt: AttemptRow) => toAttemptItem(attempt, language),
      language,
    });
  }),
];
