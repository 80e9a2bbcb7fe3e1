import {
  getLearningStats,
  listLearningRecords,
  listMyCourses,
  listMyTrainings,
} from '../../contract/user-area';
import { nowSeconds } from '../../clock';
import type { Db } from '../../db/open-database';
import { statement } from '../../db/statement-cache';
import { paperTitle } from '../exam/paper-row';
import { implement } from '../../http/implement';
import { pageOf } from '../../http/paging';
import { addDays, dayOf } from '../../seed/time';

const one = (db: Db, sql: string, ...args: unknown[]): number =>
  (statement(db, sql).get(...args) as { n: number | null }).n ?? 0;

type CourseRow = {
  id: number;
  title: string;
  cover: string;
  source: 'free' | 'purchase' | 'assigned';
  lessons_total: number;
  lessons_done: number;
  last_studied_at: number | null;
  completed_at: number | null;
};

const COURSE_STATUS = {
  all: '',
  learning: 'AND e.completed_at IS NULL',
  completed: 'AND e.completed_at IS NOT NULL',
} as const;

export const learningHandlers = [
  implement(getLearningStats, ({ query, caller, services, language }) => {
    const { db } = services;
    const userId = caller.user.id;
    const today = dayOf(nowSeconds());
    const span = query.days ?? 7;
    const from = addDays(today, -(span - 1));
    const logged = new Map(
      statement<[number, string], { day: string; seconds: number }>(
        db,
        'SELECT day, SUM(seconds) AS seconds FROM study_logs WHERE user_id = ? AND day >= ? GROUP BY day',
      )
        .all(userId, from)
        .map((r) => [r.day, r.seconds]),
    );
    const perDay = Array.from({ length: span }, (_, i) => {
      const day = addDays(from, i);
      return { day, seconds: logged.get(day) ?? 0 };
    });
    const enrolled = one(db, 'SELECT COUNT(*) AS n FROM enrolments WHERE user_id = ?', userId);
    const completed = one(
      db,
      'SELECT COUNT(*) AS n FROM enrolments WHERE user_id = ? AND completed_at IS NOT NULL',
      userId,
    );
    const attempts = statement<
      [number],
      {
        id: number;
        paper_id: number;
        title: string;
        title_kind: string | null;
        title_params: string | null;
        score: number;
        total_score: number;
        is_passed: number;
        submitted_at: number;
      }
    >(
      db,
      `SELECT a.id, a.paper_id, p.title, p.title_kind, p.title_params, a.score, p.total_score,
              a.is_passed, a.submitted_at
       FROM exam_attempts a JOIN papers p ON p.id = a.paper_id
       WHERE a.user_id = ? AND a.status = 'submitted' ORDER BY a.submitted_at DESC, a.id DESC`,
    ).all(userId);
    const average = attempts.length
      ? Math.round(
          attempts.reduce((sum, a) => sum + (100 * a.score) / a.total_score, 0) / attempts.length,
        )
      : 0;
    return {
      total_seconds: one(db, 'SELECT SUM(seconds) AS n FROM study_logs WHERE user_id = ?', userId),
      today_seconds: logged.get(today) ?? 0,
      study_days: one(
        db,
        'SELECT COUNT(DISTINCT day) AS n FROM study_logs WHERE user_id = ?',
        userId,
      ),
      per_day: perDay,
      courses: { enrolled, completed, in_progress: enrolled - completed },
      exams: {
        taken: new Set(attempts.map((a) => a.paper_id)).size,
        passed: new Set(attempts.filter((a) => a.is_passed).map((a) => a.paper_id)).size,
        average_score: average,
        recent: attempts.slice(0, 5).map((a) => ({
          id: a.id,
          title: paperTitle(a, language),
          score: a.score,
          total_score: a.total_score,
          passed: a.is_passed === 1,
          submitted_at: a.submitted_at,
        })),
      },
    };
  }),

  implement(listLearningRecords, ({ query, caller, services }) =>
    pageOf(services.db, {
      select: `SELECT g.day, g.seconds, c.id AS course_id, c.title AS course_title,
                      l.id AS lesson_id, l.title AS lesson_title, l.kind AS lesson_kind
               FROM study_logs g JOIN lessons l ON l.id = g.lesson_id JOIN courses c ON c.id = g.course_id
               WHERE g.user_id = @userId`,
      orderBy: 'g.day DESC, l.course_id, l.sort',
      params: { userId: caller.user.id },
      page: query.page,
      pageSize: query.pageSize,
      map: (r: {
        day: string;
        seconds: number;
        course_id: number;
        course_title: string;
        lesson_id: number;
        lesson_title: string;
        lesson_kind: string;
      }) => ({
        day: r.day,
        seconds: r.seconds,
        course: { id: r.course_id, name: r.course_title },
        lesson: { id: r.lesson_id, title: r.lesson_title, kind: r.lesson_kind },
      }),
    }),
  ),

  implement(listMyCourses, ({ query, caller, services }) =>
    pageOf(services.db, {
      select: `SELECT c.id, c.title, c.cover, e.source, e.last_studied_at, e.completed_at,
                      (SELECT COUNT(*) FROM lessons l WHERE l.course_id = c.id) AS lessons_total,
                      (SELECT COUNT(*) FROM lesson_progress p WHERE p.user_id = e.user_id
                         AND p.course_id = c.id AND p.completed_at IS NOT NULL) AS lessons_done
               FROM enrolments e JOIN courses c ON c.id = e.course_id
               WHERE e.user_id = @userId ${COURSE_STATUS[query.status ?? 'all']}`,
      orderBy: 'COALESCE(e.last_studied_at, e.created_at) DESC, e.id DESC',
      params: { userId: caller.user.id },
      page: query.page,
      pageSize: query.pageSize,
      map: (r: CourseRow) => ({
        ...r,
        lessons_done: Math.min(r.lessons_done, r.lessons_total),
        progress:
          r.completed_at !== null
            ? 100
            : r.lessons_total
              ? Math.min(100, Math.round((100 * r.lessons_done) / r.lessons_total))
              : 0,
      }),
    }),
  ),

  implement(listMyTrainings, ({ query, caller, services }) => {
    const now = nowSeconds();
    const when = query.when ?? null;
    return pageOf(services.db, {
      select: `SELECT s.id, s.title, s.cover, s.location, COALESCE(l.name, '') AS lecturer,
                      s.starts_at, s.ends_at, g.created_at AS signed_up_at
               FROM training_signups g JOIN training_sessions s ON s.id = g.session_id
               LEFT JOIN lecturers l ON l.id = s.lecturer_id
               WHERE g.user_id = @userId AND g.status = 'enrolled'
                 AND (@when IS NULL OR (@when = 'ended') = (s.ends_at <= @now))`,
      orderBy:
        when === 'ended' ? 's.starts_at DESC, s.id DESC' : 's.ends_at <= @now, s.starts_at, s.id',
      params: { userId: caller.user.id, when, now },
      page: query.page,
      pageSize: query.pageSize,
      map: (r: {
        id: number;
        title: string;
        cover: string;
        location: string;
        lecturer: string;
        starts_at: number;
        ends_at: number;
        signed_up_at: number;
      }) => ({
        ...r,
        state:
          r.ends_at <= now
            ? ('ended' as const)
            : r.starts_at <= now
              ? ('ongoing' as const)
              : ('upcoming' as const),
      }),
    });
  }),
];
