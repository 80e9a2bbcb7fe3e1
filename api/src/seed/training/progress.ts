import type { SeedContext } from '../context';
import type { CourseTest } from '../exam/papers';
import type { Purchase } from '../commerce/orders';
import type { Member, Org } from '../org/staff';
import { randomFor, type Random } from '../random';
import { dayOf, DAY, HOUR, MINUTE } from '../time';
import { json } from '../writer';
import type { Catalogue, SeededCourse } from './courses';
import { seedPresence, type StudiedLesson } from './presence';

const REVIEWS: readonly (readonly [number, string])[] = [
  [5, '讲得很实用，第二天在店里就用上了。'],
  [5, '案例很贴近门店实际，推荐新同事都学一下。'],
  [5, '讲师讲解清楚，重点突出，收获很大。'],
  [4, '内容不错，希望能多一些实操演示。'],
  [4, '知识点很全，就是有几节稍微有点快。'],
  [5, '学完再做课后测试，印象更深了。'],
  [4, '很有帮助，期待后续进阶课程。'],
  [3, '基础内容偏多，适合新人。'],
];

/** Fixed progress of the joined demo user, so its screens always show the same story. */
const DEMO_PROGRESS: Record<string, number> = {
  新员工入职第一课: 1,
  门店服务礼仪标准: 1,
  优家发展历程: 1,
  门店销售冲刺训练营: 0.5,
  冬季新品速递: 0.4,
  十字对开门冰箱卖点精讲: 0,
  顾问式销售五步法: 0.6,
  门店直播带货实操: 0,
};

type Plan = {
  course: SeededCourse;
  source: 'free' | 'purchase' | 'assigned';
  orderId: number | null;
  at: number;
};

/** Fraction of a course done: 1 is complete, 0 enrolled but not started. */
function progressOf(rng: Random, diligence: number): number {
  const roll = rng.next();
  if (roll < diligence * 0.7) return 1;
  if (roll < diligence) return rng.int(1, 9) / 10;
  return rng.chance(0.5) ? 0 : rng.int(1, 5) / 10;
}

/**
 * Enrolments (compulsory, free and purchased), lesson progress, daily study logs, completion
 * points, reviews and course-test attempts.
 */
export function seedLearning(
  ctx: SeedContext,
  org: Org,
  catalogue: Catalogue,
  purchases: readonly Purchase[],
  tests: readonly CourseTest[],
): void {
  const { write, now } = ctx;
  const rng = randomFor('learning');
  const demo = org.demo.joined;
  const compulsory = catalogue.courses.filter((c) => c.data.compulsory);
  const freeElective = catalogue.courses.filter((c) => !c.data.compulsory && c.priceCents === 0);

  const plansFor = (member: Member): Plan[] => {
    const start = (): number => Math.max(member.joinedAt, now - 90 * DAY) + rng.int(1, 20) * HOUR;
    const required = compulsory.filter(
      (c) => c.data.audience !== 'manager' || member.role !== 'staff',
    );
    const plans: Plan[] = required
      .filter(() => member === demo || rng.chance(0.7))
      .map((course) => ({ course, source: 'assigned', orderId: null, at: start() }));
    const electives =
      member === demo ? freeElective.slice(0, 4) : rng.sample(freeElective, rng.int(0, 3));
    for (const course of electives)
      plans.push({ course, source: 'free', orderId: null, at: start() });
    for (const p of purchases.filter((x) => x.userId === member.id)) {
      const course = catalogue.courses.find((c) => c.id === p.courseId);
      if (course) plans.push({ course, source: 'purchase', orderId: p.orderId, at: p.at });
    }
    return plans;
  };

  const testsByCourse = new Map(tests.map((t) => [t.courseId, t]));
  const presenceLessons: StudiedLesson[] = [];
  for (const member of org.members) {
    const diligence = member === demo ? 0.6 : 0.3 + rng.next() * 0.65;
    const logs = new Map<
      string,
      { day: string; lessonId: number; courseId: number; seconds: number }
    >();
    for (const plan of plansFor(member)) {
      const { course } = plan;
      const enrolledAt = Math.min(plan.at, now - 2 * HOUR);
      const fraction =
        (member === demo ? DEMO_PROGRESS[course.data.title] : undefined) ??
        progressOf(rng, diligence);
      const doneCount = Math.floor(course.lessons.length * fraction);
      const studied = course.lessons.slice(
        0,
        fraction > 0 && fraction < 1 ? doneCount + 1 : doneCount,
      );
      // The demo user's studying is recent, so the learning statistics show this fortnight.
      const windowStart = member === demo ? Math.max(enrolledAt, now - 14 * DAY) : enrolledAt;
      const times = studied.map(() => rng.int(windowStart, now - MINUTE)).sort((a, b) => a - b);
      let at = enrolledAt;
      let lastLessonId: number | null = null;
      studied.forEach((lesson, i) => {
        at = times[i] ?? at;
        const complete = i < doneCount;
        const furthest = complete
          ? lesson.seconds
          : Math.max(1, Math.floor(lesson.seconds * rng.next()));
        write.insert('lesson_progress', {
          user_id: member.id,
          lesson_id: lesson.id,
          course_id: course.id,
          position_seconds: complete ? 0 : furthest,
          furthest_seconds: furthest,
          completed_at: complete ? at : null,
          updated_at: at,
        });
        // The player's last report behind this progress (reports are kept to count each once).
        write.insert('lesson_progress_reports', {
          user_id: member.id,
          report_id: `seed-${member.id}-${lesson.id}`,
          lesson_id: lesson.id,
          created_at: at,
        });
        lastLessonId = lesson.id;
        const seconds = lesson.kind === 'document' ? rng.int(60, 300) : furthest * rng.int(1, 3);
        if (course.data.presence) {
          const position = complete ? 0 : furthest;
          presenceLessons.push({ member, course, lesson, position, furthest, at, seconds });
        }
        const key = `${dayOf(at)}:${lesson.id}`;
        const log = logs.get(key);
        if (log) log.seconds += seconds;
        else logs.set(key, { day: dayOf(at), lessonId: lesson.id, courseId: course.id, seconds });
      });
      const completedAt = fraction === 1 ? at : null;
      write.insert('enrolments', {
        user_id: member.id,
        course_id: course.id,
        source: plan.source,
        order_id: plan.orderId,
        last_lesson_id: lastLessonId,
        created_at: enrolledAt,
        last_studied_at: lastLessonId === null ? null : at,
        completed_at: completedAt,
      });
      if (completedAt === null) continue;
      ctx.points.add(
        member.id,
        course.pointsReward,
        'course_complete',
        `course:${course.id}`,
        completedAt,
      );
      if (rng.chance(0.3)) {
        const [rating, body] = rng.pick(REVIEWS);
        write.insert('course_reviews', {
          course_id: course.id,
          user_id: member.id,
          rating,
          body,
          created_at: Math.min(now, completedAt + rng.int(5, 120) * MINUTE),
        });
      }
      const test = testsByCourse.get(course.id);
      if (test && rng.chance(0.5)) {
        const answers: Record<string, string[]> = {};
        let score = 0;
        for (const q of test.questions) {
          const correct = rng.chance(diligence + 0.1);
          answers[String(q.question.id)] = correct ? q.question.answer : q.question.wrong;
          if (correct) score += q.score;
        }
        const total = test.questions.reduce((s, q) => s + q.score, 0);
        write.insert('course_test_attempts', {
          course_id: course.id,
          user_id: member.id,
          score,
          total_score: total,
          is_passed: score >= total * 0.6 ? 1 : 0,
          answers: json(answers),
          created_at: Math.min(now, completedAt + 3 * MINUTE),
        });
      }
    }
    for (const log of logs.values()) {
      write.insert('study_logs', {
        user_id: member.id,
        day: log.day,
        lesson_id: log.lessonId,
        course_id: log.courseId,
        seconds: log.seconds,
      });
    }
  }
  seedPresence(ctx, org, presenceLessons);
}
