import { advanceClock, resetClock } from '../src/clock';
import { SEED_NOW } from '../src/seed';
import { startTestServer, type TestServer } from './helpers/test-server';

const JOINED = '13800000000';
const NOT_JOINED = '13800000001';
const SHOP_MANAGER = '13800000003';

let server: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  server = await startTestServer();
  for (const mobile of [JOINED, NOT_JOINED, SHOP_MANAGER])
    tokens[mobile] = await server.login(mobile);
  // The seed's "now": the open questionnaire and recent study days are relative to it.
  advanceClock(SEED_NOW * 1000 - Date.now());
});
afterAll(async () => {
  resetClock();
  await server.close();
});

/** Tokens are issued before the clock moves back to the seed's time, so they stay valid. */
const loginAs = (mobile: string): string => tokens[mobile]!;

const data = <T>(reply: { body: unknown }): T => (reply.body as { data: T }).data;

describe('learning statistics and records', () => {
  it('counts time per day, courses and exams', async () => {
    const token = loginAs(JOINED);
    const stats = data<{ per_day: unknown[]; courses: { enrolled: number; completed: number } }>(
      await server.call('GET', '/api/user/learning/stats', { token, query: { days: 30 } }),
    );
    expect(stats.per_day).toHaveLength(30);
    expect(stats.courses.enrolled).toBeGreaterThanOrEqual(stats.courses.completed);
    expect(
      (await server.call('GET', '/api/user/learning/stats', { token, query: { days: 9 } })).status,
    ).toBe(422);
    const records = data<{ list: { day: string; seconds: number }[]; total: number }>(
      await server.call('GET', '/api/user/learning/records', { token }),
    );
    expect(records.total).toBeGreaterThan(0);
    const courses = data<{ list: { progress: number }[] }>(
      await server.call('GET', '/api/user/courses', { token }),
    );
    expect(courses.list.every((c) => c.progress >= 0 && c.progress <= 100)).toBe(true);
    const completed = data<{ list: { completed_at: number | null }[] }>(
      await server.call('GET', '/api/user/courses', { token, query: { status: 'completed' } }),
    );
    expect(completed.list.every((c) => c.completed_at !== null)).toBe(true);
    expect((await server.call('GET', '/api/user/trainings', { token })).body.code).toBe(0);
    const notJoined = loginAs(NOT_JOINED);
    expect(
      (await server.call('GET', '/api/user/learning/stats', { token: notJoined })).body.code,
    ).toBe(403);
  });
});

describe('learning paths', () => {
  it('unlocks stages in order and marks a reading read', async () => {
    const token = loginAs(JOINED);
    const routes = data<{ list: { id: number; joined: boolean }[] }>(
      await server.call('GET', '/api/study-routes', { token }),
    );
    const route = routes.list.find((r) => r.joined)!;
    const detail = data<{
      steps: { id: number; kind: string; done: boolean; unlocked: boolean }[];
    }>(await server.call('GET', `/api/study-routes/${route.id}`, { token }));
    const firstLocked = detail.steps.findIndex((s) => !s.unlocked);
    if (firstLocked > 0) expect(detail.steps[firstLocked - 1]?.done).toBe(false);
    const reading = detail.steps.find((s) => s.kind === 'material' && s.unlocked && !s.done);
    if (reading) {
      const after = data<{ steps: { id: number; done: boolean }[] }>(
        await server.call('POST', `/api/study-routes/${route.id}/steps/${reading.id}/complete`, {
          token,
        }),
      );
      expect(after.steps.find((s) => s.id === reading.id)?.done).toBe(true);
    }
    const course = detail.steps.find((s) => s.kind !== 'material' && s.unlocked);
    if (course) {
      const refused = await server.call(
        'POST',
        `/api/study-routes/${route.id}/steps/${course.id}/complete`,
        { token },
      );
      expect(refused.body.code).toBe(1);
    }
    const stats = data<{ scope: { people: number }; list: unknown[] }>(
      await server.call('GET', '/api/study-statistics', { token }),
    );
    expect(stats.scope.people).toBeGreaterThan(0);
    const ranking = data<{ me: number | null; list: { rank: number }[] }>(
      await server.call('GET', '/api/study-ranking', { token }),
    );
    expect(ranking.list[0]?.rank).toBe(1);
    expect(ranking.me).not.toBeNull();
  });
});

describe('questionnaires', () => {
  it('is answered once, with required questions, and earns points', async () => {
    const token = loginAs(JOINED);
    const list = data<{ list: { id: number; open: boolean; submitted: boolean }[] }>(
      await server.call('GET', '/api/questionnaires', { token }),
    );
    const open = list.list.find((q) => q.open && !q.submitted)!;
    const q = data<{
      points_reward: number;
      questions: { id: number; type: string; options: string[]; is_required: boolean }[];
    }>(await server.call('GET', `/api/questionnaires/${open.id}`, { token }));
    const missing = await server.call('POST', `/api/questionnaires/${open.id}/answers`, {
      token,
      body: { answers: [] },
    });
    expect(missing.body.message).toBe('Answer every required question');
    const wrongOption = await server.call('POST', `/api/questionnaires/${open.id}/answers`, {
      token,
      body: {
        answers: q.questions
          .filter((x) => x.type !== 'text')
          .map((x) => ({ question_id: x.id, answer: ['不存在的选项'] })),
      },
    });
    expect(wrongOption.status).toBe(422);
    const answers = q.questions.map((x) => ({
      question_id: x.id,
      answer: x.type === 'text' ? ['很好'] : [x.options[0]!],
    }));
    const before = data<{ points: number }>(await server.call('GET', '/api/me', { token })).points;
    const done = data<{ submitted: boolean }>(
      await server.call('POST', `/api/questionnaires/${open.id}/answers`, {
        token,
        body: { answers },
      }),
    );
    expect(done.submitted).toBe(true);
    const after = data<{ points: number }>(await server.call('GET', '/api/me', { token })).points;
    expect(after - before).toBe(q.points_reward);
    const twice = await server.call('POST', `/api/questionnaires/${open.id}/answers`, {
      token,
      body: { answers },
    });
    expect(twice.body.message).toBe('You have already answered this questionnaire');
  });

  it('is for joined users only', async () => {
    const token = loginAs(NOT_JOINED);
    expect((await server.call('GET', '/api/questionnaires', { token })).body.code).toBe(403);
    const manager = loginAs(SHOP_MANAGER);
    expect(
      (await server.call('GET', '/api/questionnaires/999999', { token: manager })).body.code,
    ).toBe(404);
  });
});
