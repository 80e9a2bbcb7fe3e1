import type { Static } from '@sinclair/typebox';
import type { CourseDetail, LessonItem } from '../../contract/training-learning';
import type { Db } from '../../db/open-database';
import { statement } from '../../db/statement-cache';
import type { Caller } from '../../http/implement';
import {
  courseLessons,
  findEnrolment,
  findPublishedCourse,
  joinedUserId,
  ownsCourse,
  percentOf,
  progressByLesson,
  progressView,
  type LessonRow,
  type ProgressRow,
} from './course-access';
import { COURSE_SUMMARY_SELECT, toCourseSummary, type CourseSummaryRow } from './course-row';

type Lecturer = { id: number; name: string; title: string; avatar: string; intro: string };

/** The share of the course's test a learner must score to pass it. */
export const TEST_PASS_RATIO = 0.6;

export const lessonItem = (
  lesson: LessonRow,
  owned: boolean,
  progress: ProgressRow | undefined,
): Static<typeof LessonItem> => ({
  id: lesson.id,
  title: lesson.title,
  kind: lesson.kind,
  duration_seconds: lesson.duration_seconds,
  is_free_preview: lesson.is_free_preview === 1,
  can_play: owned || lesson.is_free_preview === 1,
  progress: progressView(progress),
});

function testFacts(db: Db, courseId: number, userId: number | null) {
  const { n } = statement<[number], { n: number }>(
    db,
    'SELECT COUNT(*) AS n FROM course_test_questions WHERE course_id = ?',
  ).get(courseId)!;
  const best =
    userId === null
      ? undefined
      : statement<[number, number], { score: number | null; passed: number | null }>(
          db,
          `SELECT MAX(score) AS score, MAX(is_passed) AS passed FROM course_test_attempts
           WHERE course_id = ? AND user_id = ?`,
        ).get(courseId, userId);
  return {
    question_count: n,
    best_score: best?.score ?? null,
    passed: best?.passed === 1,
  };
}

/** A course as its detail page shows it to this caller. */
export function courseDetail(
  db: Db,
  caller: Caller,
  courseId: number,
): Static<typeof CourseDetail> {
  const course = findPublishedCourse(db, courseId);
  const userId = joinedUserId(caller);
  const enrolment = userId === null ? undefined : findEnrolment(db, userId, courseId);
  const owned = ownsCourse(course, userId, enrolment);
  const summary = statement<[number], CourseSummaryRow>(
    db,
    `${COURSE_SUMMARY_SELECT} WHERE c.id = ?`,
  ).get(courseId)!;
  const lecturer =
    course.lecturer_id === null
      ? undefined
      : statement<[number], Lecturer>(
          db,
          'SELECT id, name, title, avatar, intro FROM lecturers WHERE id = ?',
        ).get(course.lecturer_id);
  const chapters = statement<[number], { id: number; title: string }>(
    db,
    'SELECT id, title FROM course_chapters WHERE course_id = ? ORDER BY sort, id',
  ).all(courseId);
  const lessons = courseLessons(db, courseId);
  const progress = progressByLesson(db, userId, courseId);
  const completedLessons = lessons.filter((l) => progress.get(l.id)?.completed_at != null).length;
  const pending =
    userId === null || course.is_free === 1
      ? undefined
      : statement<[number, number], { id: number }>(
          db,
          `SELECT id FROM orders WHERE user_id = ? AND kind = 'course' AND ref_id = ?
             AND status = 'pending' ORDER BY id DESC LIMIT 1`,
        ).get(userId, courseId);
  return {
    ...toCourseSummary(summary),
    intro: course.intro,
    compulsory_kind: course.compulsory_kind,
    deadline_at: course.deadline_at,
    points_reward: course.points_reward,
    lecturer_detail: lecturer ?? null,
    chapters: chapters.map((ch) => ({
      id: ch.id,
      title: ch.title,
      lessons: lessons
        .filter((l) => l.chapter_id === ch.id)
        .map((l) => lessonItem(l, owned, progress.get(l.id))),
    })),
    enrolment: enrolment
      ? {
          source: enrolment.source,
          enrolled_at: enrolment.created_at,
          completed_at: enrolment.completed_at,
          completed_lessons: completedLessons,
          progress_percent: percentOf(completedLessons, lessons.length),
          last_lesson_id: enrolment.last_lesson_id,
        }
      : null,
    owned,
    pending_order_id: owned ? null : (pending?.id ?? null),
    test: testFacts(db, courseId, userId),
    certificate: course.certificate === 1,
  };
}
