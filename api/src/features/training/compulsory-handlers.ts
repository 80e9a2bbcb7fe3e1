import type { Static } from '@sinclair/typebox';
import {
  getCompulsoryCourse,
  getCompulsoryOverview,
  listCompulsoryCourses,
  listTeamTraining,
  type CompulsoryCourse,
} from '../../contract/training-compulsory';
import { nowSeconds } from '../../clock';
import type { Db } from '../../db/open-database';
import { statement } from '../../db/statement-cache';
import { forbidden, refuse } from '../../http/api-error';
import { displayName, nameColumns, type NamedPerson } from '../users/display-name';
import { implement } from '../../http/implement';
import { pageOf } from '../../http/paging';
import type { UserRow } from '../users/user-row';
import { percentOf } from './course-access';
import {
  COURSE_FROM,
  COURSE_SUMMARY_COLUMNS,
  toCourseSummary,
  type CourseSummaryRow,
} from './course-row';

type Kind = 'product' | 'activity' | 'company';

type CompulsoryRow = CourseSummaryRow & {
  compulsory_kind: Kind;
  audience: 'all' | 'manager';
  deadline_at: number | null;
  done_lessons: number;
  my_completed_at: number | null;
};

const KINDS: readonly Kind[] = ['product', 'activity', 'company'];

/** Manager courses are required of shop and area managers; everything else of everyone. */
const isManager = (user: UserRow): boolean => user.role !== 'staff';

const COMPULSORY_SELECT = `SELECT ${COURSE_SUMMARY_COLUMNS}, c.compulsory_kind, c.audience,
    c.deadline_at, e.completed_at AS my_completed_at,
    (SELECT COUNT(*) FROM lesson_progress p
      WHERE p.user_id = @userId AND p.course_id = c.id AND p.completed_at IS NOT NULL) AS done_lessons
  FROM ${COURSE_FROM}
  LEFT JOIN enrolments e ON e.course_id = c.id AND e.user_id = @userId
  WHERE c.is_compulsory = 1 AND c.published_at <= @now
    AND (c.audience = 'all' OR @manager = 1)`;

const STATUS_WHERE = `AND (@kind IS NULL OR c.compulsory_kind = @kind)
  AND (@status IS NULL
    OR (@status = 'unfinished' AND e.completed_at IS NULL)
    OR (@status = 'completed' AND e.completed_at IS NOT NULL)
    OR (@status = 'overdue' AND e.completed_at IS NULL AND c.deadline_at < @now))`;

/** Unfinished first, nearest deadline first, then catalogue order. */
const DEADLINE_ORDER =
  'e.completed_at IS NOT NULL, c.deadline_at IS NULL, c.deadline_at, c.sort, c.id';

function toCompulsory(row: CompulsoryRow, now: number): Static<typeof CompulsoryCourse> {
  const percent = percentOf(row.done_lessons, row.lesson_count);
  const status =
    row.my_completed_at !== null
      ? 'completed'
      : row.deadline_at !== null && row.deadline_at < now
        ? 'overdue'
        : percent > 0
          ? 'in_progress'
          : 'not_started';
  return {
    course: toCourseSummary(row),
    compulsory_kind: row.compulsory_kind,
    audience: row.audience,
    deadline_at: row.deadline_at,
    progress_percent: row.my_completed_at !== null ? 100 : percent,
    completed_at: row.my_completed_at,
    status,
  };
}

function myCompulsory(db: Db, user: UserRow): CompulsoryRow[] {
  return statement<Record<string, unknown>, CompulsoryRow>(
    db,
    `${COMPULSORY_SELECT} ORDER BY ${DEADLINE_ORDER}`,
  ).all({ userId: user.id, now: nowSeconds(), manager: isManager(user) ? 1 : 0 });
}

function completion(items: readonly Static<typeof CompulsoryCourse>[]) {
  const completed = items.filter((c) => c.status === 'completed').length;
  return {
    total: items.length,
    completed,
    overdue: items.filter((c) => c.status === 'overdue').length,
    percent: percentOf(completed, items.length),
  };
}

/** The people a manager answers for: a shop manager their team, an area manager their area. */
function teamScope(user: UserRow): { sql: string; id: number } {
  if (user.role === 'area_manager' && user.area_id !== null)
    return { sql: 'u.area_id = @scopeId', id: user.area_id };
  if (user.role !== 'staff' && user.team_id !== null)
    return { sql: 'u.team_id = @scopeId', id: user.team_id };
  throw forbidden('compulsory.managersOnly');
}

const REQUIRED_OF_MEMBER = `c.is_compulsory = 1 AND c.published_at <= @now
  AND (c.audience = 'all' OR u.role <> 'staff') AND (@courseId IS NULL OR c.id = @courseId)`;

type MemberRow = NamedPerson & {
  id: number;
  avatar: string;
  role: UserRow['role'];
  team: string;
  total: number;
  completed: number;
  overdue: number;
  counted_seconds: number;
  checks_passed: number;
  checks_missed: number;
};

export const compulsoryHandlers = [
  implement(getCompulsoryOverview, ({ caller, services }) => {
    const now = nowSeconds();
    const items = myCompulsory(services.db, caller.user).map((row) => toCompulsory(row, now));
    return {
      overall: completion(items),
      kinds: KINDS.map((kind) => ({
        kind,
        ...completion(items.filter((c) => c.compulsory_kind === kind)),
      })),
      upcoming: items.filter((c) => c.status !== 'completed').slice(0, 5),
      is_manager: isManager(caller.user),
    };
  }),

  implement(listCompulsoryCourses, ({ query, caller, services }) => {
    const now = nowSeconds();
    return pageOf(services.db, {
      select: `${COMPULSORY_SELECT} ${STATUS_WHERE}`,
      orderBy: DEADLINE_ORDER,
      params: {
        userId: caller.user.id,
        now,
        manager: isManager(caller.user) ? 1 : 0,
        kind: query.kind ?? null,
        status: query.status ?? null,
      },
      page: query.page,
      pageSize: query.pageSize,
      map: (row: CompulsoryRow) => toCompulsory(row, now),
    });
  }),

  implement(getCompulsoryCourse, ({ params, caller, services }) => {
    const now = nowSeconds();
    const row = statement<Record<string, unknown>, CompulsoryRow>(
      services.db,
      `${COMPULSORY_SELECT} AND c.id = @courseId`,
    ).get({
      userId: caller.user.id,
      now,
      manager: isManager(caller.user) ? 1 : 0,
      courseId: params.id,
    });
    if (!row) throw refuse('compulsory.notRequiredOfYou');
    return toCompulsory(row, now);
  }),

  implement(listTeamTraining, ({ query, caller, services, language }) => {
    const { db } = services;
    const scope = teamScope(caller.user);
    const now = nowSeconds();
    const courses = statement<[number], { id: number; title: string }>(
      db,
      `SELECT id, title FROM courses WHERE is_compulsory = 1 AND published_at <= ?
       ORDER BY deadline_at IS NULL, deadline_at, sort, id`,
    ).all(now);
    if (query.course_id !== undefined && !courses.some((c) => c.id === query.course_id))
      throw refuse('compulsory.notRequiredOfTeam');
    const members = `SELECT u.id,
        ${nameColumns('u')}, u.avatar, u.role, COALESCE(tm.name, '') AS team,
        (SELECT COUNT(*) FROM courses c WHERE ${REQUIRED_OF_MEMBER}) AS total,
        (SELECT COUNT(*) FROM courses c JOIN enrolments e ON e.course_id = c.id
          AND e.user_id = u.id AND e.completed_at IS NOT NULL WHERE ${REQUIRED_OF_MEMBER}) AS completed,
        (SELECT COUNT(*) FROM courses c LEFT JOIN enrolments e ON e.course_id = c.id
          AND e.user_id = u.id
          WHERE ${REQUIRED_OF_MEMBER} AND e.completed_at IS NULL AND c.deadline_at < @now) AS overdue,
        (SELECT COALESCE(SUM(s.seconds), 0) FROM study_logs s JOIN courses c ON c.id = s.course_id
          WHERE s.user_id = u.id AND ${REQUIRED_OF_MEMBER}) AS counted_seconds,
        (SELECT COALESCE(SUM(ps.checks_passed), 0) FROM presence_states ps
          JOIN courses c ON c.id = ps.course_id
          WHERE ps.user_id = u.id AND ${REQUIRED_OF_MEMBER}) AS checks_passed,
        (SELECT COALESCE(SUM(ps.checks_missed), 0) FROM presence_states ps
          JOIN courses c ON c.id = ps.course_id
          WHERE ps.user_id = u.id AND ${REQUIRED_OF_MEMBER}) AS checks_missed
      FROM users u LEFT JOIN teams tm ON tm.id = u.team_id
      WHERE ${scope.sql} AND u.id <> @me AND u.is_check = 2 AND u.deleted_at IS NULL`;
    const memberParams = {
      scopeId: scope.id,
      me: caller.user.id,
      now,
      courseId: query.course_id ?? null,
    };
    const params = { ...memberParams, unfinished: query.unfinished ?? null };
    const filtered = `SELECT * FROM (${members}) WHERE total > 0
      AND (@unfinished IS NULL OR (@unfinished = 1) = (completed < total))`;
    const page = pageOf(db, {
      select: filtered,
      orderBy: 'completed >= total, overdue DESC, completed * 1.0 / total, id',
      params,
      page: query.page,
      pageSize: query.pageSize,
      language,
      map: (row: MemberRow) => ({
        user: {
          id: row.id,
          name: displayName(row, language),
          avatar: row.avatar,
          role: row.role,
          team: row.team,
        },
        total: row.total,
        completed: row.completed,
        overdue: row.overdue,
        percent: percentOf(row.completed, row.total),
        counted_seconds: row.counted_seconds,
        checks_passed: row.checks_passed,
        checks_missed: row.checks_missed,
      }),
    });
    const sums = statement<
      Record<string, unknown>,
      Pick<
        MemberRow,
        'total' | 'completed' | 'overdue' | 'counted_seconds' | 'checks_passed' | 'checks_missed'
      >
    >(
      db,
      `SELECT COALESCE(SUM(total), 0) AS total, COALESCE(SUM(completed), 0) AS completed,
         COALESCE(SUM(overdue), 0) AS overdue, COALESCE(SUM(counted_seconds), 0) AS counted_seconds,
         COALESCE(SUM(checks_passed), 0) AS checks_passed,
         COALESCE(SUM(checks_missed), 0) AS checks_missed
       FROM (${members}) WHERE total > 0`,
    ).get(memberParams)!;
    return {
      ...page,
      summary: { ...sums, percent: percentOf(sums.completed, sums.total) },
      courses,
    };
  }),
];
