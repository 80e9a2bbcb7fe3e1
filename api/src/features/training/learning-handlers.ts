import {
  enrolCourse,
  getCourse,
  getLesson,
  listRecentLearning,
  listShortVideos,
  orderCourse,
  reportProgress,
} from '../../contract/training-learning';
import { nowSeconds } from '../../clock';
import type { Db } from '../../db/open-database';
import { statement } from '../../db/statement-cache';
import { notFound, refuse } from '../../http/api-error';
import { implement } from '../../http/implement';
import { pageOf } from '../../http/paging';
import { createOrder, toOrderView, type OrderRow } from '../payments/order-row';
import {
  COMPLETE_RATIO,
  courseLessons,
  findEnrolment,
  findPublishedCourse,
  joinedUserId,
  lockedLessonError,
  ownsCourse,
  percentOf,
  progressByLesson,
  progressView,
  type LessonRow,
} from './course-access';
import { courseDetail, lessonItem } from './course-detail';
import {
  COURSE_FROM,
  COURSE_SUMMARY_COLUMNS,
  toCourseSummary,
  type CourseSummaryRow,
} from './course-row';
import { applyReport } from './lesson-progress';
import { lessonPresence, watermarkOf } from './presence-view';

/** The player reports this often while playing (and once more when it is left). */
const REPORT_INTERVAL_SECONDS = 5;

function findLesson(db: Db, id: number): LessonRow {
  const lesson = statement<[number], LessonRow>(
    db,
    `SELECT id, course_id, chapter_id, title, kind, media_url, duration_seconds, is_free_preview, sort
     FROM lessons WHERE id = ?`,
  ).get(id);
  if (!lesson) throw notFound('lesson');
  return lesson;
}

type ShortVideoRow = {
  id: number;
  title: string;
  media_url: string;
  duration_seconds: number;
  course_id: number;
  course_title: string;
  course_cover: string;
  position_seconds: number | null;
  furthest_seconds: number | null;
  completed_at: number | null;
};

type RecentRow = CourseSummaryRow & {
  done_lessons: number;
  last_lesson_id: number | null;
  last_lesson_title: string | null;
  last_studied_at: number | null;
};

export const learningHandlers = [
  implement(getCourse, ({ params, caller, services }) =>
    courseDetail(services.db, caller, params.id),
  ),

  implement(enrolCourse, ({ params, caller, services }) => {
    const { db } = services;
    const course = findPublishedCourse(db, params.id);
    const enrolment = findEnrolment(db, caller.user.id, course.id);
    if (!enrolment) {
      if (course.is_free !== 1) throw refuse('course.mustBuy');
      db.prepare(
        'INSERT OR IGNORE INTO enrolments (user_id, course_id, source, created_at) VALUES (?, ?, ?, ?)',
      ).run(
        caller.user.id,
        course.id,
        course.is_compulsory === 1 ? 'assigned' : 'free',
        nowSeconds(),
      );
    }
    return courseDetail(db, caller, course.id);
  }),

  implement(orderCourse, ({ params, caller, services, language }) => {
    const { db } = services;
    const order = db.transaction((): OrderRow => {
      const course = findPublishedCourse(db, params.id);
      if (course.is_free === 1) throw refuse('course.free');
      if (findEnrolment(db, caller.user.id, course.id)) throw refuse('course.owned');
      // One open order per course: tapping Buy again continues it instead of adding another.
      const open = db
        .prepare<[number, number], OrderRow>(
          `SELECT * FROM orders WHERE user_id = ? AND kind = 'course' AND ref_id = ?
             AND status = 'pending' ORDER BY id DESC LIMIT 1`,
        )
        .get(caller.user.id, course.id);
      return (
        open ??
        createOrder(db, {
          userId: caller.user.id,
          kind: 'course',
          refId: course.id,
          title: { kind: 'course', params: { course: course.title } },
          amountCents: course.price_cents,
          now: nowSeconds(),
        })
      );
    })();
    return toOrderView(order, language);
  }),

  implement(getLesson, ({ params, caller, services, language }) => {
    const { db } = services;
    const lesson = findLesson(db, params.id);
    const course = findPublishedCourse(db, lesson.course_id);
    const userId = joinedUserId(caller);
    const enrolment = userId === null ? undefined : findEnrolment(db, userId, course.id);
    const owned = ownsCourse(course, userId, enrolment);
    if (!owned && lesson.is_free_preview !== 1) throw lockedLessonError(caller);
    // Before the progress is read: a check missed meanwhile returns the lesson to its checkpoint.
    const presence = userId !== null && owned ? lessonPresence(db, userId, course, lesson) : null;
    const lessons = courseLessons(db, course.id);
    const progress = progressByLesson(db, userId, course.id);
    const index = lessons.findIndex((l) => l.id === lesson.id);
    const mine = progress.get(lesson.id);
    const chapter = statement<[number], { title: string }>(
      db,
      'SELECT title FROM course_chapters WHERE id = ?',
    ).get(lesson.chapter_id);
    return {
      id: lesson.id,
      title: lesson.title,
      kind: lesson.kind,
      media_url: lesson.media_url,
      duration_seconds: lesson.duration_seconds,
      is_free_preview: lesson.is_free_preview === 1,
      chapter_title: chapter?.title ?? '',
      course: {
        id: course.id,
        title: course.title,
        cover: course.cover,
        is_free: course.is_free === 1,
        is_compulsory: course.is_compulsory === 1,
      },
      progress: progressView(mine),
      saves_progress: userId !== null,
      no_seek_past_furthest: course.is_compulsory === 1 && !mine?.completed_at,
      complete_ratio: COMPLETE_RATIO,
      report_interval_seconds: REPORT_INTERVAL_SECONDS,
      previous_lesson_id: lessons[index - 1]?.id ?? null,
      next_lesson_id: lessons[index + 1]?.id ?? null,
      playlist: lessons.map((l) => lessonItem(l, owned, progress.get(l.id))),
      watermark:
        userId !== null && caller.kind === 'user' && course.is_compulsory === 1
          ? watermarkOf(caller.user, language)
          : null,
      presence,
    };
  }),

  implement(reportProgress, ({ params, body, caller, services }) => {
    const { db } = services;
    const lesson = findLesson(db, params.id);
    const course = findPublishedCourse(db, lesson.course_id);
    const owned = ownsCourse(course, caller.user.id, findEnrolment(db, caller.user.id, course.id));
    if (!owned && lesson.is_free_preview !== 1) throw refuse('course.buyToStudy');
    return applyReport(db, caller.user.id, course, lesson, owned, {
      reportId: body.report_id,
      positionSeconds: body.position_seconds,
      watchedSeconds: body.watched_seconds,
      presenceToken: body.presence_token,
    });
  }),

  implement(listRecentLearning, ({ query, caller, services }) => {
    const rows = statement<{ userId: number; now: number; limit: number }, RecentRow>(
      services.db,
      `SELECT ${COURSE_SUMMARY_COLUMNS},
         (SELECT COUNT(*) FROM lesson_progress p
           WHERE p.user_id = e.user_id AND p.course_id = c.id AND p.completed_at IS NOT NULL)
           AS done_lessons,
         e.last_lesson_id, ll.title AS last_lesson_title, e.last_studied_at
       FROM ${COURSE_FROM}
       JOIN enrolments e ON e.course_id = c.id AND e.user_id = @userId
       LEFT JOIN lessons ll ON ll.id = e.last_lesson_id
       WHERE e.completed_at IS NULL AND c.published_at <= @now
       ORDER BY e.last_studied_at IS NULL, e.last_studied_at DESC, e.created_at DESC, c.id
       LIMIT @limit`,
    ).all({ userId: caller.user.id, now: nowSeconds(), limit: query.limit ?? 5 });
    return {
      list: rows.map((row) => ({
        course: toCourseSummary(row),
        progress_percent: percentOf(row.done_lessons, row.lesson_count),
        last_lesson:
          row.last_lesson_id === null
            ? null
            : { id: row.last_lesson_id, title: row.last_lesson_title ?? '' },
        last_studied_at: row.last_studied_at,
      })),
    };
  }),

  implement(listShortVideos, ({ query, caller, services }) =>
    pageOf(services.db, {
      select: `SELECT l.id, l.title, l.media_url, l.duration_seconds, c.id AS course_id,
          c.title AS course_title, c.cover AS course_cover, p.position_seconds,
          p.furthest_seconds, p.completed_at, c.published_at
        FROM lessons l JOIN courses c ON c.id = l.course_id
        LEFT JOIN enrolments e ON e.course_id = c.id AND e.user_id = @userId
        LEFT JOIN lesson_progress p ON p.lesson_id = l.id AND p.user_id = @userId
        WHERE l.kind = 'video' AND c.published_at <= @now
          AND (c.is_free = 1 OR l.is_free_preview = 1 OR e.id IS NOT NULL)`,
      orderBy: 'c.published_at DESC, c.id, l.sort, l.id',
      params: { userId: caller.user.id, now: nowSeconds() },
      page: query.page,
      pageSize: query.pageSize,
      map: (row: ShortVideoRow) => ({
        id: row.id,
        title: row.title,
        media_url: row.media_url,
        duration_seconds: row.duration_seconds,
        course: { id: row.course_id, title: row.course_title, cover: row.course_cover },
        progress:
          row.position_seconds === null
            ? null
            : {
                position_seconds: row.position_seconds,
                furthest_seconds: row.furthest_seconds ?? 0,
                completed: row.completed_at !== null,
              },
      }),
    }),
  ),
];
