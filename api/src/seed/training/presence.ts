import type { SeedContext } from '../context';
import type { Member, Org } from '../org/staff';
import { randomFor } from '../random';
import type { SeededCourse, SeededLesson } from './courses';

/** A lesson a member studied, as the learning seed wrote it. */
export type StudiedLesson = {
  member: Member;
  course: SeededCourse;
  lesson: SeededLesson;
  position: number;
  furthest: number;
  /** The last report behind the progress. */
  at: number;
  /** Seconds written to study_logs for it. */
  seconds: number;
};

/**
 * Presence checks behind the demo team's progress in the courses that have them: per lesson studied,
 * its checks (mostly passed; a few missed, never by the demo user, so the browser test's one miss is
 * the only one the demo user has) and the state the next report continues from. Counted time is the
 * time logged for the lesson.
 */
export function seedPresence(ctx: SeedContext, org: Org, studied: readonly StudiedLesson[]): void {
  const { write } = ctx;
  const rng = randomFor('presence');
  const demoTeam = org.demo.joined.teamId;
  for (const s of studied) {
    const settings = s.course.data.presence;
    if (!settings || s.member.teamId !== demoTeam) continue;
    const interval = Math.round((settings.min + settings.max) / 2);
    const passed = Math.max(1, Math.round(s.seconds / interval));
    const missed = s.member === org.demo.joined || !rng.chance(0.25) ? 0 : rng.int(1, 2);
    const outcomes = rng.shuffle([
      ...Array.from({ length: passed }, () => 'passed' as const),
      ...Array.from({ length: missed }, () => 'missed' as const),
    ]);
    outcomes.forEach((outcome, i) => {
      const issuedAt = s.at - (outcomes.length - i) * interval;
      write.insert('presence_checks', {
        user_id: s.member.id,
        lesson_id: s.lesson.id,
        issued_at: issuedAt,
        expires_at: issuedAt + settings.respond,
        answered_at: outcome === 'passed' ? issuedAt + rng.int(2, settings.respond - 5) : null,
        token_hash: null,
        outcome,
      });
    });
    write.insert('presence_states', {
      user_id: s.member.id,
      lesson_id: s.lesson.id,
      course_id: s.course.id,
      checkpoint_position: s.position,
      checkpoint_furthest: s.furthest,
      pending_seconds: 0,
      due_after_seconds: rng.int(settings.min, settings.max),
      counted_seconds: s.seconds,
      checks_passed: passed,
      checks_missed: missed,
      last_report_at: s.at,
    });
  }
}
