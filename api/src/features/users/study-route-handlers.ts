import type { Static } from '@sinclair/typebox';
import {
  completeStudyStep,
  getStudyRanking,
  getStudyRoute,
  getStudyStatistics,
  joinStudyRoute,
  listStudyRoutes,
  type StudyRoute,
} from '../../contract/user-area';
import { nowSeconds } from '../../clock';
import type { Db } from '../../db/open-database';
import { statement } from '../../db/statement-cache';
import { notFound, refuse } from '../../http/api-error';
import { implement } from '../../http/implement';
import { pageOf } from '../../http/paging';
import { issueRouteCertificates } from '../certificates/issue';
import {
  audienceFor,
  peopleInScope,
  routeSteps,
  stepStates,
  type StepRow,
} from './study-route-progress';
import type { UserRow } from './user-row';

type RouteRow = {
  id: number;
  title: string;
  cover: string;
  summary: string;
  audience: string;
  member_count: number;
  joined: number;
  certificate: number;
};

const ROUTE_SELECT = `
  SELECT r.id, r.title, r.cover, r.summary, r.audience, r.certificate,
         (SELECT COUNT(*) FROM study_route_members m WHERE m.route_id = r.id) AS member_count,
         EXISTS (SELECT 1 FROM study_route_members m WHERE m.route_id = r.id AND m.user_id = @userId) AS joined
  FROM study_routes r
  WHERE r.audience IN (@a1, @a2)`;

const routeParams = (user: UserRow) => {
  const [a1, a2] = audienceFor(user);
  return { userId: user.id, a1, a2 };
};

function itemOf(db: Db, userId: number, row: RouteRow, steps: readonly StepRow[]) {
  const states = stepStates(db, userId, steps);
  return {
    id: row.id,
    title: row.title,
    cover: row.cover,
    summary: row.summary,
    audience: row.audience,
    step_count: steps.length,
    done_count: states.filter((s) => s.done).length,
    member_count: row.member_count,
    joined: row.joined === 1,
    states,
  };
}

function routeDetail(db: Db, user: UserRow, id: number): Static<typeof StudyRoute> {
  const row = statement<Record<string, unknown>, RouteRow>(
    db,
    `${ROUTE_SELECT} AND r.id = @id`,
  ).get({ ...routeParams(user), id });
  if (!row) throw notFound('learningPath');
  const { states, ...item } = itemOf(db, user.id, row, routeSteps(db, row.id));
  return {
    ...item,
    certificate: row.certificate === 1,
    steps: states.map((s) => ({
      id: s.id,
      title: s.title,
      description: s.description,
      kind: s.kind,
      target_id: s.target_id,
      target_title: s.target_title,
      done: s.done,
      unlocked: s.unlocked,
    })),
  };
}

const isMember = (db: Db, routeId: number, userId: number): boolean =>
  statement(db, 'SELECT 1 FROM study_route_members WHERE route_id = ? AND user_id = ?').get(
    routeId,
    userId,
  ) !== undefined;

/** Progress of every visible route for one person: steps done per route. */
function progressOf(db: Db, userId: number, routes: readonly { id: number; steps: StepRow[] }[]) {
  return routes.map((r) => stepStates(db, userId, r.steps).filter((s) => s.done).length);
}

function visibleRoutes(db: Db, user: UserRow) {
  return statement<Record<string, unknown>, RouteRow>(db, `${ROUTE_SELECT} ORDER BY r.sort, r.id`)
    .all(routeParams(user))
    .map((r) => ({ ...r, steps: routeSteps(db, r.id) }));
}

export const studyRouteHandlers = [
  implement(listStudyRoutes, ({ query, caller, services }) => {
    const { db } = services;
    return pageOf(db, {
      select: ROUTE_SELECT,
      orderBy: 'joined DESC, r.sort, r.id',
      params: routeParams(caller.user),
      page: query.page,
      pageSize: query.pageSize,
      map: (row: RouteRow) => {
        const { states: _states, ...item } = itemOf(
          db,
          caller.user.id,
          row,
          routeSteps(db, row.id),
        );
        return item;
      },
    });
  }),

  implement(getStudyRoute, ({ params, caller, services }) =>
    routeDetail(services.db, caller.user, params.id),
  ),

  implement(joinStudyRoute, ({ params, caller, services }) => {
    const { db } = services;
    routeDetail(db, caller.user, params.id);
    statement(
      db,
      `INSERT INTO study_route_members (route_id, user_id, joined_at) VALUES (?, ?, ?)
       ON CONFLICT (route_id, user_id) DO NOTHING`,
    ).run(params.id, caller.user.id, nowSeconds());
    // Stages done before joining count at once: a path already finished issues its certificate.
    issueRouteCertificates(db, caller.user.id, nowSeconds());
    return routeDetail(db, caller.user, params.id);
  }),

  implement(completeStudyStep, ({ params, caller, services }) => {
    const { db } = services;
    const route = routeDetail(db, caller.user, params.id);
    const step = route.steps.find((s) => s.id === params.stepId);
    if (!step) throw notFound('stage');
    if (!isMember(db, route.id, caller.user.id)) throw refuse('route.startFirst');
    if (!step.unlocked) throw refuse('route.finishEarlier');
    if (step.kind !== 'material') {
      throw refuse('route.autoComplete');
    }
    db.transaction(() => {
      statement(
        db,
        `INSERT INTO study_step_reads (step_id, user_id, done_at) VALUES (?, ?, ?)
         ON CONFLICT (step_id, user_id) DO NOTHING`,
      ).run(step.id, caller.user.id, nowSeconds());
      issueRouteCertificates(db, caller.user.id, nowSeconds());
    })();
    return routeDetail(db, caller.user, params.id);
  }),

  implement(getStudyStatistics, ({ caller, services, language }) => {
    const { db } = services;
    const scope = peopleInScope(db, caller.user, language);
    const routes = visibleRoutes(db, caller.user);
    const members = new Set(
      statement<[], { key: string }>(
        db,
        "SELECT route_id || ':' || user_id AS key FROM study_route_members",
      )
        .all()
        .map((r) => r.key),
    );
    const list = routes.map((route) => {
      const started = scope.people.filter((p) => members.has(`${route.id}:${p.id}`));
      const done = started.map((p) => progressOf(db, p.id, [route])[0] ?? 0);
      const total = route.steps.length;
      return {
        id: route.id,
        title: route.title,
        step_count: total,
        started: started.length,
        finished: done.filter((d) => total > 0 && d === total).length,
        average_progress:
          started.length && total
            ? Math.round((100 * done.reduce((a, b) => a + b, 0)) / (started.length * total))
            : 0,
      };
    });
    return {
      scope: { kind: scope.kind, name: scope.name, people: scope.people.length },
      list,
    };
  }),

  implement(getStudyRanking, ({ caller, services, language }) => {
    const { db } = services;
    const scope = peopleInScope(db, caller.user, language);
    const routes = visibleRoutes(db, caller.user);
    const seconds = statement<[number], { n: number | null }>(
      db,
      'SELECT SUM(seconds) AS n FROM study_logs WHERE user_id = ?',
    );
    // Only members count: a person of the team is ranked by the paths they started, and one who
    // started none is not in the ranking (a course finished elsewhere does not make a member).
    const ranked = scope.people
      .map((p) => ({ person: p, joined: routes.filter((r) => isMember(db, r.id, p.id)) }))
      .filter(({ joined }) => joined.length > 0)
      .map(({ person: p, joined }) => ({
        id: p.id,
        name: p.name,
        avatar: p.avatar,
        shop: p.shop,
        steps_done: progressOf(db, p.id, joined).reduce((a, b) => a + b, 0),
        study_seconds: seconds.get(p.id)?.n ?? 0,
      }))
      .sort(
        (a, b) => b.steps_done - a.steps_done || b.study_seconds - a.study_seconds || a.id - b.id,
      )
      .map((p, i) => ({ rank: i + 1, ...p }));
    const me = ranked.find((p) => p.id === caller.user.id);
    return { me: me?.rank ?? null, list: ranked.slice(0, 50) };
  }),
];
