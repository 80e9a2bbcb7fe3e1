import { advanceClock, nowSeconds } from '../src/clock';
import { startTestServer, type Reply, type TestServer } from './helpers/test-server';

type Check = { token: string; expires_at: number };
type LessonPresence = {
  min_seconds: number;
  max_seconds: number;
  respond_seconds: number;
  check: Check | null;
  counted_seconds: number;
  checks_missed: number;
  server_now: number;
};
type LessonPlay = {
  id: number;
  progress: { position_seconds: number; furthest_seconds: number; completed: boolean } | null;
  watermark: string | null;
  presence: LessonPresence | null;
};
type ReportReply = {
  progress: { position_seconds: number; furthest_seconds: number; completed: boolean };
  course_completed: boolean;
  points_awarded: number;
  presence: {
    outcome: 'none' | 'passed' | 'missed';
    check: Check | null;
    resume_at: number | null;
    counted_seconds: number;
    checks_missed: number;
  } | null;
};
type TeamMember = {
  user: { id: number; name: string };
  counted_seconds: number;
  checks_passed: number;
  checks_missed: number;
};
type TeamPage = {
  list: TeamMember[];
  summary: { counted_seconds: number; checks_passed: number; checks_missed: number };
};

const FIRE = '门店消防安全培训';

let server: TestServer;
let staff: string;
let manager: string;
let lessons: { id: number; duration_seconds: number }[];
let staffId: number;
let managerId: number;

beforeAll(async () => {
  server = await startTestServer();
  [staff, manager] = await Promise.all([server.login('13800000000'), server.login('13800000003')]);
  lessons = server.db
    .prepare(
      `SELECT l.id, l.duration_seconds FROM lessons l JOIN courses c ON c.id = l.course_id
       WHERE c.title = ? ORDER BY l.sort`,
    )
    .all(FIRE) as { id: number; duration_seconds: number }[];
  staffId = userId('13800000000');
  managerId = userId('13800000003');
});
afterAll(() => server.close());

function userId(mobile: string): number {
  return (server.db.prepare('SELECT id FROM users WHERE mobile = ?').get(mobile) as { id: number })
    .id;
}

const lessonAt = (i: number) => lessons[i] as { id: number; duration_seconds: number };

let seq = 0;
type ReportOptions = {
  token?: string;
  watched?: number;
  presenceToken?: string;
  reportId?: string;
};
const report = (lessonId: number, position: number, options: ReportOptions = {}): Promise<Reply> =>
  server.call('POST', `/api/lessons/${lessonId}/progress`, {
    token: options.token ?? staff,
    body: {
      report_id: options.reportId ?? `presence-${++seq}-${lessonId}`,
      position_seconds: position,
      watched_seconds: options.watched ?? 10,
      ...(options.presenceToken === undefined ? {} : { presence_token: options.presenceToken }),
    },
  });

const ok = (reply: Reply): ReportReply => {
  expect(reply.body.code).toBe(0);
  return reply.body.data as ReportReply;
};

const getLesson = async (lessonId: number, token = staff): Promise<LessonPlay> => {
  const reply = await server.call('GET', `/api/lessons/${lessonId}`, { token });
  expect(reply.body.code).toBe(0);
  return reply.body.data as LessonPlay;
};

const state = (user: number, lessonId: number) =>
  server.db
    .prepare('SELECT * FROM presence_states WHERE user_id = ? AND lesson_id = ?')
    .get(user, lessonId) as {
    pending_seconds: number;
    due_after_seconds: number;
    counted_seconds: number;
    checks_passed: number;
    checks_missed: number;
    checkpoint_position: number;
    checkpoint_furthest: number;
    check_token_hash: string | null;
  };

const setDue = (user: number, lessonId: number, seconds: number) =>
  server.db
    .prepare('UPDATE presence_states SET due_after_seconds = ? WHERE user_id = ? AND lesson_id = ?')
    .run(seconds, user, lessonId);

const loggedSeconds = (user: number, lessonId: number): number =>
  (
    server.db
      .prepare(
        'SELECT COALESCE(SUM(seconds), 0) AS n FROM study_logs WHERE user_id = ? AND lesson_id = ?',
      )
      .get(user, lessonId) as { n: number }
  ).n;

/** Everything a refused report must leave as it was. */
const snapshot = () =>
  JSON.stringify(
    [
      'SELECT COUNT(*) FROM lesson_progress_reports',
      'SELECT * FROM presence_checks ORDER BY id',
      'SELECT * FROM presence_states ORDER BY user_id, lesson_id',
      'SELECT * FROM lesson_progress ORDER BY user_id, lesson_id',
      'SELECT * FROM study_logs ORDER BY user_id, day, lesson_id',
      'SELECT * FROM enrolments ORDER BY id',
    ].map((sql) => server.db.prepare(sql).all()),
  );

/** Plays the lesson in 10-second reports (the clock moving with it) until a check opens. */
async function watchUntilCheck(
  lessonId: number,
  from: number,
  token = staff,
): Promise<{ check: Check; position: number; reply: ReportReply }> {
  let position = from;
  for (let i = 0; i < 60; i++) {
    advanceClock(10_000);
    position += 10;
    const reply = ok(await report(lessonId, position, { token }));
    if (reply.presence?.check) return { check: reply.presence.check, position, reply };
  }
  throw new Error(`no check opened in lesson ${lessonId}`);
}

async function expectRefused(reply: Promise<Reply>): Promise<void> {
  const before = snapshot();
  const { body } = await reply;
  expect(body).toEqual({
    code: 1,
    message: 'This presence check is not valid; reopen the lesson',
    data: null,
  });
  expect(snapshot()).toBe(before);
}

describe('presence checks in 门店消防安全培训 (checks every 180–480 s, 60 s to answer)', () => {
  it('opens a lesson with its settings, a watermark and no check yet', async () => {
    const lesson = await getLesson(lessonAt(0).id);
    expect(lesson.presence).toMatchObject({
      min_seconds: 180,
      max_seconds: 480,
      respond_seconds: 60,
      check: null,
      counted_seconds: 0,
      checks_missed: 0,
    });
    expect(Math.abs(lesson.presence!.server_now - nowSeconds())).toBeLessThanOrEqual(1);
    expect(lesson.watermark).toMatch(/ 0000$/);
    const due = state(staffId, lessonAt(0).id).due_after_seconds;
    expect(due).toBeGreaterThanOrEqual(180);
    expect(due).toBeLessThanOrEqual(480);
  });

  it('issues a 43-character token once the watched time reaches the due point, answering in 60 s', async () => {
    const lessonId = lessonAt(0).id;
    setDue(staffId, lessonId, 60);
    const logged = loggedSeconds(staffId, lessonId);
    const { check, reply } = await watchUntilCheck(lessonId, 0);
    expect(check.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(check.expires_at).toBe(nowSeconds() + 60);
    expect(reply.presence).toMatchObject({ outcome: 'none', counted_seconds: 0 });
    expect(reply.progress.position_seconds).toBe(60);
    // Only the hash is kept; nothing is counted before the tap.
    expect(state(staffId, lessonId).check_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(server.db.prepare('SELECT * FROM presence_states').all())).not.toContain(
      check.token,
    );
    expect(state(staffId, lessonId).pending_seconds).toBe(60);
    expect(loggedSeconds(staffId, lessonId)).toBe(logged);
  });

  let passReply: { reportId: string; token: string; data: ReportReply };
  it('counts exactly the pending seconds when the token comes back in time, once', async () => {
    const lessonId = lessonAt(0).id;
    // The check opened in the previous test is still open: a fresh read hands out a new token.
    const check = (await getLesson(lessonId)).presence!.check!;
    expect(check).not.toBeNull();
    const pending = state(staffId, lessonId).pending_seconds;
    const logged = loggedSeconds(staffId, lessonId);
    advanceClock(20_000);
    const reportId = 'presence-pass-1';
    const reply = ok(
      await report(lessonId, 70, { presenceToken: check.token, watched: 0, reportId }),
    );
    expect(reply.presence).toMatchObject({
      outcome: 'passed',
      check: null,
      resume_at: null,
      counted_seconds: pending,
      checks_missed: 0,
    });
    expect(pending).toBeGreaterThan(0);
    expect(loggedSeconds(staffId, lessonId)).toBe(logged + pending);
    expect(state(staffId, lessonId)).toMatchObject({
      pending_seconds: 0,
      counted_seconds: pending,
      checks_passed: 1,
      checkpoint_position: 70,
      check_token_hash: null,
    });
    passReply = { reportId, token: check.token, data: reply };
  });

  it('answers a retried report the same, even though its token is spent', async () => {
    const retry = ok(
      await report(lessonAt(0).id, 70, {
        presenceToken: passReply.token,
        watched: 0,
        reportId: passReply.reportId,
      }),
    );
    expect(retry).toEqual(passReply.data);
    expect(state(staffId, lessonAt(0).id).checks_passed).toBe(1);
  });

  it('refuses a replayed, forged, or another lesson’s or user’s token and writes nothing', async () => {
    const lessonId = lessonAt(0).id;
    // Replayed under a new report id.
    await expectRefused(report(lessonId, 80, { presenceToken: passReply.token, watched: 0 }));
    // Forged.
    await expectRefused(report(lessonId, 80, { presenceToken: 'A'.repeat(43), watched: 0 }));

    // Another lesson's open check.
    const other = lessonAt(1).id;
    await getLesson(other);
    setDue(staffId, other, 20);
    const { check: otherCheck } = await watchUntilCheck(other, 0);
    setDue(staffId, lessonId, 10);
    const { check: mine } = await watchUntilCheck(lessonId, 70);
    await expectRefused(report(lessonId, 90, { presenceToken: otherCheck.token, watched: 0 }));

    // Another user's check in the same lesson.
    await getLesson(lessonId, manager);
    setDue(managerId, lessonId, 10);
    const { check: theirs } = await watchUntilCheck(lessonId, 0, manager);
    await expectRefused(report(lessonId, 90, { presenceToken: theirs.token, watched: 0 }));
    await expectRefused(
      report(lessonId, 20, { token: manager, presenceToken: mine.token, watched: 0 }),
    );

    // A lesson without checks has no token to match.
    const plain = server.db
      .prepare(
        `SELECT l.id FROM lessons l JOIN courses c ON c.id = l.course_id
         WHERE c.title = '十字对开门冰箱卖点精讲' ORDER BY l.sort LIMIT 1`,
      )
      .get() as { id: number };
    await expectRefused(report(plain.id, 5, { presenceToken: mine.token, watched: 0 }));

    // Each rightful owner's token still works.
    expect(
      ok(await report(lessonId, 90, { presenceToken: mine.token, watched: 0 })).presence?.outcome,
    ).toBe('passed');
    expect(
      ok(await report(lessonId, 20, { token: manager, presenceToken: theirs.token, watched: 0 }))
        .presence?.outcome,
    ).toBe('passed');
    expect(
      ok(await report(other, 20, { presenceToken: otherCheck.token, watched: 0 })).presence
        ?.outcome,
    ).toBe('passed');
  });

  it('rejects a malformed token with 422', async () => {
    const reply = await report(lessonAt(0).id, 90, { presenceToken: 'short' });
    expect(reply.status).toBe(422);
  });

  it('gives the retry of the report that opened a check a fresh token for the same check', async () => {
    const lessonId = lessonAt(0).id;
    setDue(staffId, lessonId, 10);
    advanceClock(10_000);
    const reportId = 'presence-opens-check';
    const first = ok(await report(lessonId, 100, { reportId }));
    expect(first.presence?.check).not.toBeNull();
    const retry = ok(await report(lessonId, 100, { reportId }));
    expect(retry.presence?.check?.expires_at).toBe(first.presence?.check?.expires_at);
    expect(retry.presence?.check?.token).not.toBe(first.presence?.check?.token);
    await expectRefused(
      report(lessonId, 100, { presenceToken: first.presence!.check!.token, watched: 0 }),
    );
    expect(
      ok(await report(lessonId, 100, { presenceToken: retry.presence!.check!.token, watched: 0 }))
        .presence?.outcome,
    ).toBe('passed');
  });

  it('misses a check not answered in time: nothing counted, the lesson back at the checkpoint', async () => {
    const lessonId = lessonAt(2).id;
    await getLesson(lessonId);
    setDue(staffId, lessonId, 30);
    const first = await watchUntilCheck(lessonId, 0);
    ok(await report(lessonId, first.position, { presenceToken: first.check.token, watched: 0 }));
    const checkpoint = state(staffId, lessonId);
    expect(checkpoint.checkpoint_position).toBe(30);
    const logged = loggedSeconds(staffId, lessonId);

    setDue(staffId, lessonId, 40);
    const { position } = await watchUntilCheck(lessonId, 30);
    expect(position).toBe(70);
    advanceClock(66_000);
    const reply = ok(await report(lessonId, position, { watched: 0 }));
    expect(reply.presence).toMatchObject({
      outcome: 'missed',
      check: null,
      resume_at: 30,
      counted_seconds: checkpoint.counted_seconds,
      checks_missed: 1,
    });
    expect(reply.progress).toEqual({
      position_seconds: 30,
      furthest_seconds: 30,
      completed: false,
    });
    expect(loggedSeconds(staffId, lessonId)).toBe(logged);
    expect(state(staffId, lessonId)).toMatchObject({
      pending_seconds: 0,
      checks_missed: 1,
      counted_seconds: checkpoint.counted_seconds,
      check_token_hash: null,
    });
    expect((await getLesson(lessonId)).progress).toMatchObject({ position_seconds: 30 });
  });

  it('answers a token that comes back late with "missed" (code 0), also after the miss was seen', async () => {
    const lessonId = lessonAt(2).id;
    setDue(staffId, lessonId, 20);
    const { check } = await watchUntilCheck(lessonId, 30);
    advanceClock(66_000);
    const late = ok(await report(lessonId, 50, { presenceToken: check.token, watched: 0 }));
    expect(late.presence).toMatchObject({ outcome: 'missed', resume_at: 30, checks_missed: 2 });

    setDue(staffId, lessonId, 20);
    const next = await watchUntilCheck(lessonId, 30);
    advanceClock(66_000);
    // Reopening the lesson notices the miss first (and rewinds); the late tap still reads "missed".
    const reopened = await getLesson(lessonId);
    expect(reopened.presence).toMatchObject({ check: null, checks_missed: 3 });
    expect(reopened.progress?.position_seconds).toBe(30);
    const after = ok(await report(lessonId, 50, { presenceToken: next.check.token, watched: 0 }));
    expect(after.presence).toMatchObject({ outcome: 'missed', resume_at: 30, checks_missed: 3 });
  });

  it('hands out a fresh token on reload during a check; the earlier one stops working', async () => {
    const lessonId = lessonAt(3).id;
    await getLesson(lessonId);
    setDue(staffId, lessonId, 20);
    const { check, position } = await watchUntilCheck(lessonId, 0);
    const reloaded = await getLesson(lessonId);
    expect(reloaded.presence?.check?.expires_at).toBe(check.expires_at);
    expect(reloaded.presence?.check?.token).not.toBe(check.token);
    await expectRefused(report(lessonId, position, { presenceToken: check.token, watched: 0 }));
    // While the check is open, a report without the token keeps the position and counts nothing.
    const waiting = ok(await report(lessonId, position, { watched: 10 }));
    expect(waiting.presence).toMatchObject({ outcome: 'none', check: null });
    expect(state(staffId, lessonId).pending_seconds).toBe(20);
    const passed = ok(
      await report(lessonId, position, {
        presenceToken: reloaded.presence!.check!.token,
        watched: 0,
      }),
    );
    expect(passed.presence).toMatchObject({ outcome: 'passed', counted_seconds: 20 });
  });

  it('completes a lesson at 90 % only through the token, and never counts more than the clock', async () => {
    const lesson = lessonAt(5);
    const completesAt = Math.floor(lesson.duration_seconds * 0.9);
    const started = nowSeconds();
    await getLesson(lesson.id);
    let position = 0;
    let check: Check | null = null;
    while (!check) {
      advanceClock(10_000);
      position = Math.min(position + 10, lesson.duration_seconds);
      // The player claims far more watching than the clock allows.
      const reply = ok(await report(lesson.id, position, { watched: 600 }));
      expect(reply.progress.completed).toBe(false);
      check = reply.presence?.check ?? null;
    }
    expect(position).toBeGreaterThanOrEqual(completesAt);
    const pending = state(staffId, lesson.id).pending_seconds;
    expect(pending).toBeLessThanOrEqual(nowSeconds() - started + 2);
    expect(pending).toBeGreaterThanOrEqual(nowSeconds() - started - 2);
    const done = ok(await report(lesson.id, position, { presenceToken: check.token, watched: 0 }));
    expect(done.progress.completed).toBe(true);
    expect(done.presence).toMatchObject({ outcome: 'passed', counted_seconds: pending });
    // A finished lesson has no more checks.
    expect((await getLesson(lesson.id)).presence).toBeNull();
    expect(ok(await report(lesson.id, position)).presence).toBeNull();
  });

  it('leaves courses without settings alone: 十字对开门冰箱卖点精讲 has presence null', async () => {
    const plain = server.db
      .prepare(
        `SELECT l.id FROM lessons l JOIN courses c ON c.id = l.course_id
         WHERE c.title = '十字对开门冰箱卖点精讲' ORDER BY l.sort LIMIT 1`,
      )
      .get() as { id: number };
    const lesson = await getLesson(plain.id);
    expect(lesson.presence).toBeNull();
    expect(lesson.watermark).toMatch(/ 0000$/);
    advanceClock(10_000);
    expect(ok(await report(plain.id, 10)).presence).toBeNull();
  });

  it('shows the manager (…003) the counted time and the missed checks', async () => {
    const fire = (
      server.db.prepare('SELECT id FROM courses WHERE title = ?').get(FIRE) as { id: number }
    ).id;
    const page = (
      await server.call('GET', '/api/compulsory/team', {
        token: manager,
        query: { course_id: fire, pageSize: 50 },
      })
    ).body.data as TeamPage;
    const me = page.list.find((m) => m.user.id === staffId)!;
    const logged = (
      server.db
        .prepare(
          'SELECT COALESCE(SUM(seconds), 0) AS n FROM study_logs WHERE user_id = ? AND course_id = ?',
        )
        .get(staffId, fire) as { n: number }
    ).n;
    expect(me).toMatchObject({ counted_seconds: logged, checks_missed: 3 });
    expect(me.checks_passed).toBeGreaterThanOrEqual(6);
    expect(logged).toBeGreaterThan(0);
    expect(page.summary.checks_missed).toBeGreaterThanOrEqual(3);
    expect(page.summary.counted_seconds).toBe(page.list.reduce((s, m) => s + m.counted_seconds, 0));

    // Without the filter, every required course counts.
    const all = (await server.call('GET', '/api/compulsory/team', { token: manager })).body
      .data as TeamPage;
    expect(all.summary.counted_seconds).toBeGreaterThan(page.summary.counted_seconds);
  });
});
