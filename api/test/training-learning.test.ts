import { advanceClock } from '../src/clock';
import { startTestServer, type TestServer } from './helpers/test-server';

type LessonItem = {
  id: number;
  title: string;
  can_play: boolean;
  is_free_preview: boolean;
  duration_seconds: number;
  progress: { position_seconds: number; furthest_seconds: number; completed: boolean } | null;
};
type CourseDetail = {
  id: number;
  title: string;
  price: string;
  is_free: boolean;
  owned: boolean;
  pending_order_id: number | null;
  chapters: { id: number; title: string; lessons: LessonItem[] }[];
  enrolment: { source: string; progress_percent: number; completed_at: number | null } | null;
  lecturer_detail: { name: string } | null;
  test: { question_count: number };
};
type LessonPlay = {
  id: number;
  media_url: string;
  progress: LessonItem['progress'];
  no_seek_past_furthest: boolean;
  saves_progress: boolean;
  next_lesson_id: number | null;
  previous_lesson_id: number | null;
  playlist: LessonItem[];
};
type ProgressReply = {
  progress: { position_seconds: number; furthest_seconds: number; completed: boolean };
  course_completed: boolean;
  points_awarded: number;
};

let server: TestServer;
let joined: string;
beforeAll(async () => {
  server = await startTestServer();
  joined = await server.login('13800000000');
});
afterAll(() => server.close());

const courseId = (title: string) =>
  (server.db.prepare('SELECT id FROM courses WHERE title = ?').get(title) as { id: number }).id;
const lessonsOf = (id: number) =>
  server.db
    .prepare(
      'SELECT id, duration_seconds, is_free_preview FROM lessons WHERE course_id = ? ORDER BY sort',
    )
    .all(id) as { id: number; duration_seconds: number; is_free_preview: number }[];
const userId = (mobile: string) =>
  (server.db.prepare('SELECT id FROM users WHERE mobile = ?').get(mobile) as { id: number }).id;

let reportSeq = 0;
const report = (lessonId: number, position: number, token = joined, reportId?: string) =>
  server.call('POST', `/api/lessons/${lessonId}/progress`, {
    token,
    body: {
      report_id: reportId ?? `report-${++reportSeq}-${lessonId}`,
      position_seconds: position,
      watched_seconds: 5,
    },
  });

describe('GET /api/courses/{id}', () => {
  it('shows a paid course to visitors with only its free preview open', async () => {
    const id = courseId('厨房电器套购方案');
    const reply = await server.call('GET', `/api/courses/${id}`);
    const course = reply.body.data as CourseDetail;
    expect(course).toMatchObject({ title: '厨房电器套购方案', price: '49.00', is_free: false });
    expect(course.owned).toBe(false);
    expect(course.enrolment).toBeNull();
    expect(course.lecturer_detail?.name).toBeTruthy();
    const lessons = course.chapters.flatMap((c) => c.lessons);
    expect(lessons.length).toBe(lessonsOf(id).length);
    expect(lessons.filter((l) => l.can_play).map((l) => l.is_free_preview)).toEqual([true]);
    expect(course.test.question_count).toBe(5);
  });

  it("shows a joined user's progress on a course they study", async () => {
    const id = courseId('顾问式销售五步法');
    const course = (await server.call('GET', `/api/courses/${id}`, { token: joined })).body
      .data as CourseDetail;
    expect(course.owned).toBe(true);
    expect(course.enrolment).toMatchObject({ source: 'purchase', completed_at: null });
    expect(course.enrolment!.progress_percent).toBeGreaterThan(0);
    const lessons = course.chapters.flatMap((c) => c.lessons);
    expect(lessons.every((l) => l.can_play)).toBe(true);
    expect(lessons[0]!.progress).toMatchObject({ completed: true });
  });

  it('answers 404 for an unknown course and 422 for a bad id', async () => {
    expect((await server.call('GET', '/api/courses/99999')).body).toEqual({
      code: 404,
      message: 'Course not found',
      data: null,
    });
    const bad = await server.call('GET', '/api/courses/abc');
    expect(bad.status).toBe(422);
    expect(bad.body.status_code).toBe(422);
  });
});

describe('GET /api/lessons/{id}', () => {
  it('opens a free preview to visitors without saving progress', async () => {
    const [preview, locked] = lessonsOf(courseId('厨房电器套购方案'));
    const reply = await server.call('GET', `/api/lessons/${preview!.id}`);
    expect(reply.body.code).toBe(0);
    const lesson = reply.body.data as LessonPlay;
    expect(lesson.media_url).toMatch(/^\/api\/media\//);
    expect(lesson.saves_progress).toBe(false);
    expect(lesson.next_lesson_id).toBe(locked!.id);
    expect(lesson.previous_lesson_id).toBeNull();
    expect((await server.call('GET', `/api/lessons/${locked!.id}`)).body).toEqual({
      code: 1,
      message: 'Log in to study this lesson',
      data: null,
    });
    const notJoined = await server.login('13800000001');
    expect(
      (await server.call('GET', `/api/lessons/${locked!.id}`, { token: notJoined })).body,
    ).toEqual({ code: 1, message: 'Join a team to study this lesson', data: null });
    expect(
      (await server.call('GET', `/api/lessons/${locked!.id}`, { token: joined })).body,
    ).toEqual({ code: 1, message: 'Buy this course to study this lesson', data: null });
  });

  it('tells the player of a compulsory lesson not to seek past the furthest point', async () => {
    const [first] = lessonsOf(courseId('十字对开门冰箱卖点精讲'));
    const lesson = (await server.call('GET', `/api/lessons/${first!.id}`, { token: joined })).body
      .data as LessonPlay;
    expect(lesson.no_seek_past_furthest).toBe(true);
    expect(lesson.saves_progress).toBe(true);
    expect(lesson.playlist.length).toBe(lessonsOf(courseId('十字对开门冰箱卖点精讲')).length);
  });
});

describe('POST /api/lessons/{id}/progress', () => {
  it('saves where to resume, and counts the same report once', async () => {
    const id = courseId('收银与开单系统操作');
    const [lesson] = lessonsOf(id);
    const first = await report(lesson!.id, 3, joined, 'same-report-0001');
    expect(first.body.data).toMatchObject({
      progress: { position_seconds: 3, furthest_seconds: 3, completed: false },
    });
    const logged = () =>
      (
        server.db
          .prepare(
            'SELECT COALESCE(SUM(seconds), 0) AS s FROM study_logs WHERE user_id = ? AND lesson_id = ?',
          )
          .get(userId('13800000000'), lesson!.id) as { s: number }
      ).s;
    const before = logged();
    const again = await report(lesson!.id, 3, joined, 'same-report-0001');
    expect(again.body.data).toMatchObject({ progress: { position_seconds: 3 } });
    expect(logged()).toBe(before);

    const play = (await server.call('GET', `/api/lessons/${lesson!.id}`, { token: joined })).body
      .data as LessonPlay;
    expect(play.progress).toEqual({ position_seconds: 3, furthest_seconds: 3, completed: false });
    // Starting a free course's lesson enrols in it.
    const course = (await server.call('GET', `/api/courses/${id}`, { token: joined })).body
      .data as CourseDetail;
    expect(course.enrolment).toMatchObject({ source: 'free' });
  });

  it('completes a lesson at 90 %, and the course with its points once every lesson is done', async () => {
    const id = courseId('新人30天成长计划');
    const lessons = lessonsOf(id);
    const points = () =>
      (
        server.db.prepare('SELECT points FROM users WHERE mobile = ?').get('13800000000') as {
          points: number;
        }
      ).points;
    const before = points();
    let last: ProgressReply | undefined;
    for (const lesson of lessons) {
      const almost = Math.floor(lesson.duration_seconds * 0.9) - 1;
      if (almost > 0) {
        const under = (await report(lesson.id, almost)).body.data as ProgressReply;
        expect(under.progress.completed).toBe(false);
      }
      last = (await report(lesson.id, Math.floor(lesson.duration_seconds * 0.9))).body
        .data as ProgressReply;
      expect(last.progress.completed).toBe(true);
    }
    expect(last).toMatchObject({ course_completed: true, points_awarded: 10 });
    expect(points() - before).toBe(10);
    // Watching again earns nothing more.
    const replay = (await report(lessons[0]!.id, 1)).body.data as ProgressReply;
    expect(replay).toMatchObject({ course_completed: true, points_awarded: 0 });
    expect(replay.progress.completed).toBe(true);
    expect(points() - before).toBe(10);
  });

  it('does not let a compulsory lesson jump ahead of real time', async () => {
    const [lesson] = lessonsOf(courseId('顾客个人信息保护'));
    server.db
      .prepare('DELETE FROM lesson_progress WHERE user_id = ? AND lesson_id = ?')
      .run(userId('13800000000'), lesson!.id);
    const jump = (await report(lesson!.id, lesson!.duration_seconds)).body.data as ProgressReply;
    expect(jump.progress.furthest_seconds).toBe(15);
    expect(jump.progress.completed).toBe(false);
    advanceClock(10_000);
    const later = (await report(lesson!.id, lesson!.duration_seconds)).body.data as ProgressReply;
    expect(later.progress.furthest_seconds).toBe(15 + 20 + 15);
  });

  it('refuses a locked lesson, visitors, and bad input', async () => {
    const [, locked] = lessonsOf(courseId('门店经营数据分析'));
    expect((await report(locked!.id, 5)).body).toEqual({
      code: 1,
      message: 'Buy this course to study this lesson',
      data: null,
    });
    expect((await report(locked!.id, 5, '')).body.code).toBe(401);
    const bad = await server.call('POST', `/api/lessons/${locked!.id}/progress`, {
      token: joined,
      body: { report_id: 'x', position_seconds: -1, watched_seconds: 5 },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toMatch(/report_id|position_seconds/);
  });
});

describe('enrol and order', () => {
  it('enrols in a free course once, and refuses a paid one', async () => {
    const id = courseId('库存与样机管理');
    const course = (await server.call('POST', `/api/courses/${id}/enrol`, { token: joined })).body
      .data as CourseDetail;
    expect(course.enrolment).toMatchObject({ source: 'free', progress_percent: 0 });
    await server.call('POST', `/api/courses/${id}/enrol`, { token: joined });
    const n = server.db
      .prepare('SELECT COUNT(*) AS n FROM enrolments WHERE user_id = ? AND course_id = ?')
      .get(userId('13800000000'), id) as { n: number };
    expect(n.n).toBe(1);
    expect(
      (
        await server.call('POST', `/api/courses/${courseId('门店经营数据分析')}/enrol`, {
          token: joined,
        })
      ).body.message,
    ).toBe('This course must be bought first');
  });

  it('orders a paid course once while unpaid; refuses free and owned courses; joined only', async () => {
    const id = courseId('客诉处理与服务补救');
    const first = await server.call('POST', `/api/courses/${id}/order`, { token: joined });
    expect(first.body.data).toMatchObject({
      kind: 'course',
      ref_id: id,
      amount: '39.00',
      status: 'pending',
    });
    const second = await server.call('POST', `/api/courses/${id}/order`, { token: joined });
    expect((second.body.data as { id: number }).id).toBe((first.body.data as { id: number }).id);
    const course = (await server.call('GET', `/api/courses/${id}`, { token: joined })).body
      .data as CourseDetail;
    expect(course.pending_order_id).toBe((first.body.data as { id: number }).id);

    expect(
      (
        await server.call('POST', `/api/courses/${courseId('库存与样机管理')}/order`, {
          token: joined,
        })
      ).body.message,
    ).toBe('This course is free');
    expect(
      (
        await server.call('POST', `/api/courses/${courseId('顾问式销售五步法')}/order`, {
          token: joined,
        })
      ).body.message,
    ).toBe('You already own this course');
    expect((await server.call('POST', `/api/courses/${id}/order`)).body.code).toBe(401);
    const pending = await server.login('13800000002');
    expect(
      (await server.call('POST', `/api/courses/${id}/order`, { token: pending })).body,
    ).toEqual({ code: 403, message: 'Please join a team first', data: null });
  });
});

describe('GET /api/learning/recent', () => {
  it('lists my unfinished courses, most recently studied first', async () => {
    const id = courseId('收银与开单系统操作');
    const [lesson] = lessonsOf(id);
    await report(lesson!.id, 2);
    const { list } = (
      await server.call('GET', '/api/learning/recent', { token: joined, query: { limit: 3 } })
    ).body.data as {
      list: {
        course: { id: number };
        last_lesson: { id: number } | null;
        progress_percent: number;
      }[];
    };
    expect(list).toHaveLength(3);
    expect(list[0]).toMatchObject({ course: { id }, last_lesson: { id: lesson!.id } });
    expect((await server.call('GET', '/api/learning/recent')).body.code).toBe(401);
  });
});

describe('GET /api/short-videos', () => {
  it('pages the video lessons I may watch, with my progress', async () => {
    const page = (
      await server.call('GET', '/api/short-videos', { token: joined, query: { pageSize: 100 } })
    ).body.data as {
      list: { id: number; course: { id: number }; progress: unknown }[];
      total: number;
    };
    expect(page.total).toBeGreaterThan(10);
    const playable = (id: number) =>
      server.call('GET', `/api/lessons/${id}`, { token: joined }).then((r) => r.body.code);
    for (const video of page.list.slice(0, 5)) expect(await playable(video.id)).toBe(0);
    expect(page.list.some((v) => v.progress !== null)).toBe(true);
    expect((await server.call('GET', '/api/short-videos')).body.code).toBe(401);
    const bad = await server.call('GET', '/api/short-videos', {
      token: joined,
      query: { pageSize: 0 },
    });
    expect(bad.status).toBe(422);
  });
});

describe('GET /api/courses?media_kind=', () => {
  it('lists the courses of one media kind', async () => {
    const page = (await server.call('GET', '/api/courses', { query: { media_kind: 'audio' } })).body
      .data as { list: { media_kind: string }[]; total: number };
    const n = server.db
      .prepare("SELECT COUNT(*) AS n FROM courses WHERE media_kind = 'audio'")
      .get() as { n: number };
    expect(page.total).toBe(n.n);
    expect(page.list.every((c) => c.media_kind === 'audio')).toBe(true);
  });
});
