import type { Db } from '../../db/open-database';
import { statement } from '../../db/statement-cache';
import type { Language } from '../../texts';
import { displayName, nameColumns, type NamedPerson } from './display-name';
import type { UserRow } from './user-row';

export type StepRow = {
  id: number;
  route_id: number;
  title: string;
  description: string;
  kind: 'course' | 'paper' | 'material';
  target_id: number;
  target_title: string;
  sort: number;
};

export function routeSteps(db: Db, routeId: number): StepRow[] {
  return statement<[number], StepRow>(
    db,
    `SELECT st.id, st.route_id, st.title, st.description, st.kind, st.sort,
            COALESCE(st.course_id, st.paper_id, st.material_id) AS target_id,
            COALESCE(c.title, p.title, m.title, '') AS target_title
     FROM study_route_steps st
     LEFT JOIN courses c ON c.id = st.course_id
     LEFT JOIN papers p ON p.id = st.paper_id
     LEFT JOIN materials m ON m.id = st.material_id
     WHERE st.route_id = ? ORDER BY st.sort, st.id`,
  ).all(routeId);
}

/** A stage is done when its course is completed, its exam passed, or its reading marked read. */
export function isStepDone(db: Db, userId: number, step: StepRow): boolean {
  const sql = {
    course:
      'SELECT 1 FROM enrolments WHERE user_id = ? AND course_id = ? AND completed_at IS NOT NULL',
    paper: 'SELECT 1 FROM exam_attempts WHERE user_id = ? AND paper_id = ? AND is_passed = 1',
    material: 'SELECT 1 FROM study_step_reads WHERE user_id = ? AND step_id = ?',
  }[step.kind];
  return (
    statement(db, `${sql} LIMIT 1`).get(
      userId,
      step.kind === 'material' ? step.id : step.target_id,
    ) !== undefined
  );
}

/**
 * Steps in order with unlocked (every earlier step done) and done. A path is taken in order: a
 * stage whose course was completed elsewhere, ahead of the stages before it, stays locked and
 * not done until those are done (then it counts at once), so the marks never read "stage 4 done,
 * stage 3 locked".
 */
export function stepStates(db: Db, userId: number, steps: readonly StepRow[]) {
  let allBefore = true;
  return steps.map((step) => {
    const unlocked = allBefore;
    const done = unlocked && isStepDone(db, userId, step);
    allBefore = done;
    return { ...step, done, unlocked };
  });
}

/** Routes a user's role may take: managers' routes are for shop and area managers. */
export const audienceFor = (user: UserRow): string[] =>
  user.role === 'staff' ? ['all', 'staff'] : ['all', 'manager'];

/** Joined people of my team (area managers: my area). */
export function peopleInScope(db: Db, user: UserRow, language: Language) {
  const byArea = user.role === 'area_manager';
  const scopeId = (byArea ? user.area_id : user.team_id) ?? -1;
  const people = statement<
    [number],
    NamedPerson & { id: number; avatar: string; shop: string; role: string }
  >(
    db,
    `SELECT u.id, ${nameColumns('u')}, u.avatar, s.name AS shop, u.role
     FROM users u JOIN shops s ON s.id = u.shop_id
     WHERE u.deleted_at IS NULL AND u.is_check = 2 AND ${byArea ? 'u.area_id' : 'u.team_id'} = ?
     ORDER BY u.id`,
  )
    .all(scopeId)
    .map((p) => ({
      id: p.id,
      name: displayName(p, language),
      avatar: p.avatar,
      shop: p.shop,
      role: p.role,
    }));
  const name = statement<[number], { name: string }>(
    db,
    byArea ? 'SELECT name FROM areas WHERE id = ?' : 'SELECT name FROM teams WHERE id = ?',
  ).get(scopeId);
  return { kind: byArea ? ('area' as const) : ('team' as const), name: name?.name ?? '', people };
}
