import type { Db } from '../../db/open-database';
import { statement } from '../../db/statement-cache';
import { displayName, nameColumns, type NamedPerson } from '../users/display-name';
import { routeSteps, stepStates } from '../users/study-route-progress';
import { newSerial } from './serial';

export type CertificateKind = 'course' | 'route' | 'paper';

export type IssueInput = {
  userId: number;
  kind: CertificateKind;
  /** The course, learning path or paper. */
  targetId: number;
  /** The passing attempt, for a paper. */
  attemptId?: number | null;
  /** When it was completed (epoch seconds): the certificate's date. */
  at: number;
  /** Where serials come from: `crypto` by default; the seed passes its deterministic stream. */
  newSerial?: () => string;
};

const TABLE = { course: 'courses', route: 'study_routes', paper: 'papers' } as const;

/** The target's title when its settings issue certificates (`certificate = 1`), else null. */
function certifiedTitle(db: Db, kind: CertificateKind, targetId: number): string | null {
  // SELECT * so a database whose migration has not yet added the column issues nothing.
  const row = statement<[number], { title: string; certificate?: number }>(
    db,
    `SELECT * FROM ${TABLE[kind]} WHERE id = ?`,
  ).get(targetId);
  return row && row.certificate === 1 ? row.title : null;
}

function insert(db: Db, input: IssueInput, title: string): boolean {
  const person = statement<[number], NamedPerson>(
    db,
    `SELECT ${nameColumns('u')} FROM users u WHERE u.id = ?`,
  ).get(input.userId);
  if (!person) return false;
  const result = statement(
    db,
    `INSERT OR IGNORE INTO certificates
       (serial, user_id, kind, target_id, attempt_id, holder_name, title, issued_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    (input.newSerial ?? newSerial)(),
    input.userId,
    input.kind,
    input.targetId,
    input.attemptId ?? null,
    displayName(person, 'zh-CN'),
    title,
    input.at,
  );
  return result.changes > 0;
}

/**
 * Issues the route certificate of every learning path the user is a member of whose stages are
 * now all done (in order, as the path shows them) and whose settings issue one.
 */
export function issueRouteCertificates(
  db: Db,
  userId: number,
  at: number,
  serials: () => string = newSerial,
): void {
  const routes = statement<[number], { id: number; title: string }>(
    db,
    `SELECT r.id, r.title FROM study_routes r
     JOIN study_route_members m ON m.route_id = r.id AND m.user_id = ?
     WHERE r.certificate = 1 AND NOT EXISTS (
       SELECT 1 FROM certificates c WHERE c.user_id = m.user_id AND c.kind = 'route' AND c.target_id = r.id)`,
  ).all(userId);
  for (const route of routes) {
    const steps = routeSteps(db, route.id);
    if (steps.length === 0 || !stepStates(db, userId, steps).every((s) => s.done)) continue;
    insert(db, { userId, kind: 'route', targetId: route.id, at, newSerial: serials }, route.title);
  }
}

/**
 * Issues a certificate for a completed course, a passed paper or a finished learning path, once:
 * INSERT OR IGNORE on (user, kind, target), inside the caller's transaction. Nothing happens when
 * the target's settings do not issue certificates. A course or a paper may finish a learning path,
 * so the paths the user is a member of are checked after it.
 */
export function issueCertificate(db: Db, input: IssueInput): void {
  const title = certifiedTitle(db, input.kind, input.targetId);
  if (title !== null) insert(db, input, title);
  if (input.kind !== 'route') {
    issueRouteCertificates(db, input.userId, input.at, input.newSerial ?? newSerial);
  }
}
