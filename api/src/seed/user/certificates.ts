import type { Db } from '../../db/open-database';
import { issueCertificate } from '../../features/certificates/issue';
import { serialFromBits } from '../../features/certificates/serial';
import { routeSteps, stepStates, type StepRow } from '../../features/users/study-route-progress';
import { randomFor } from '../random';

/** The papers whose first pass issues a certificate (诚信考试示范卷 comes with the exam seed). */
export const CERTIFICATE_PAPERS = [
  '岗位知识月度考核',
  '新员工入职考试',
  '消防安全知识考试',
  '诚信考试示范卷',
] as const;

const hasColumn = (db: Db, table: string, column: string): boolean =>
  (db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).some(
    (c) => c.name === column,
  );

type Event = {
  at: number;
  userId: number;
  kind: 'course' | 'paper' | 'route';
  targetId: number;
  attemptId?: number;
};

/** When a stage was done: its course completed, its paper first passed, its reading marked. */
function stageDoneAt(db: Db, userId: number, step: StepRow): number {
  const sql = {
    course: 'SELECT completed_at FROM enrolments WHERE user_id = ? AND course_id = ?',
    paper:
      'SELECT MIN(submitted_at) FROM exam_attempts WHERE user_id = ? AND paper_id = ? AND is_passed = 1',
    material: 'SELECT done_at FROM study_step_reads WHERE user_id = ? AND step_id = ?',
  }[step.kind];
  const id = step.kind === 'material' ? step.id : step.target_id;
  return (db.prepare(sql).pluck().get(userId, id) as number | null) ?? 0;
}

/** Members who finished every stage of a learning path, dated by their last stage. */
function finishedRoutes(db: Db): Event[] {
  const members = db
    .prepare('SELECT route_id AS routeId, user_id AS userId FROM study_route_members')
    .all() as { routeId: number; userId: number }[];
  return members.flatMap(({ routeId, userId }) => {
    const steps = routeSteps(db, routeId);
    if (steps.length === 0 || !stepStates(db, userId, steps).every((s) => s.done)) return [];
    const at = Math.max(...steps.map((step) => stageDoneAt(db, userId, step)));
    return [{ at, userId, kind: 'route' as const, targetId: routeId }];
  });
}

/**
 * Runs last and changes no other seed module: turns certificates on (every compulsory course,
 * the four papers above, every learning path), then issues the certificates the seeded past
 * has earned, in the order it happened, as the server would have: completed courses, first
 * passes, and learning paths whose last stage was done. Serials come from the seed's own
 * random stream, so every seed gives the same ones.
 */
export function seedCertificates(db: Db): void {
  const rng = randomFor('certificates');
  const serials = () =>
    serialFromBits((BigInt(rng.int(0, 2 ** 30 - 1)) << 30n) | BigInt(rng.int(0, 2 ** 30 - 1)));

  if (hasColumn(db, 'courses', 'certificate')) {
    db.prepare('UPDATE courses SET certificate = 1 WHERE is_compulsory = 1').run();
  }
  if (hasColumn(db, 'papers', 'certificate')) {
    db.prepare(
      `UPDATE papers SET certificate = 1 WHERE title IN (${CERTIFICATE_PAPERS.map(() => '?').join(', ')})`,
    ).run(...CERTIFICATE_PAPERS);
  }
  db.prepare('UPDATE study_routes SET certificate = 1').run();

  const events: Event[] = [
    ...(
      db
        .prepare(
          `SELECT completed_at AS at, user_id AS userId, course_id AS targetId FROM enrolments
           WHERE completed_at IS NOT NULL`,
        )
        .all() as { at: number; userId: number; targetId: number }[]
    ).map((e) => ({ ...e, kind: 'course' as const })),
    ...(
      db
        .prepare(
          `SELECT submitted_at AS at, user_id AS userId, paper_id AS targetId, id AS attemptId
           FROM exam_attempts WHERE is_passed = 1 AND submitted_at IS NOT NULL`,
        )
        .all() as { at: number; userId: number; targetId: number; attemptId: number }[]
    ).map((e) => ({ ...e, kind: 'paper' as const })),
  ];
  events.sort(
    (a, b) =>
      a.at - b.at || a.userId - b.userId || a.kind.localeCompare(b.kind) || a.targetId - b.targetId,
  );
  // Finished paths first, dated by their last stage: the path check that follows each course
  // and paper then finds them issued, rather than dating one by an earlier stage.
  for (const e of [...finishedRoutes(db), ...events]) {
    issueCertificate(db, { ...e, newSerial: serials });
  }
}
