import { startTestServer, type TestServer } from './helpers/test-server';

type TestPaper = {
  questions: {
    id: number;
    type: string;
    options: { key: string }[];
    blanks: number;
    score: number;
  }[];
  total_score: number;
  pass_score: number;
  can_take: boolean;
  reason: string | null;
  last_result: { score: number } | null;
};
type Result = {
  score: number;
  total_score: number;
  passed: boolean;
  questions: { id: number; correct: boolean; answer: string[] }[];
};

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await server.login('13800000000');
});
afterAll(() => server.close());

const courseId = (title: string) =>
  (server.db.prepare('SELECT id FROM courses WHERE title = ?').get(title) as { id: number }).id;
const answersOf = (id: number) =>
  Object.fromEntries(
    (
      server.db
        .prepare(
          `SELECT q.id, q.answer FROM course_test_questions t JOIN questions q ON q.id = t.question_id
           WHERE t.course_id = ?`,
        )
        .all(id) as { id: number; answer: string }[]
    ).map((q) => [String(q.id), JSON.parse(q.answer) as string[]]),
  );

describe('the test after a course', () => {
  it('serves the questions without answers, once the course is finished', async () => {
    const done = courseId('新员工入职第一课');
    const paper = (await server.call('GET', `/api/courses/${done}/test`, { token })).body
      .data as TestPaper;
    expect(paper.questions).toHaveLength(5);
    expect(paper.can_take).toBe(true);
    expect(paper.total_score).toBe(paper.questions.reduce((s, q) => s + q.score, 0));
    expect(paper.pass_score).toBe(Math.ceil(paper.total_score * 0.6));
    expect(JSON.stringify(paper.questions)).not.toMatch(/"answer"/);

    const unfinished = courseId('十字对开门冰箱卖点精讲');
    const locked = (await server.call('GET', `/api/courses/${unfinished}/test`, { token })).body
      .data as TestPaper;
    expect(locked).toMatchObject({
      can_take: false,
      reason: 'Finish the course before taking its test',
    });
    expect(
      (
        await server.call('POST', `/api/courses/${unfinished}/test`, {
          token,
          body: { answers: {} },
        })
      ).body,
    ).toEqual({ code: 1, message: 'Finish the course before taking its test', data: null });
  });

  it('grades on the server: all right passes, blanks count as wrong', async () => {
    const id = courseId('新员工入职第一课');
    const right = answersOf(id);
    const full = (
      await server.call('POST', `/api/courses/${id}/test`, { token, body: { answers: right } })
    ).body.data as Result;
    expect(full.score).toBe(full.total_score);
    expect(full.passed).toBe(true);
    expect(full.questions.every((q) => q.correct)).toBe(true);

    const [firstId] = Object.keys(right);
    const one = (
      await server.call('POST', `/api/courses/${id}/test`, {
        token,
        body: { answers: { [firstId!]: right[firstId!]! } },
      })
    ).body.data as Result;
    expect(one.passed).toBe(false);
    expect(one.questions.filter((q) => q.correct)).toHaveLength(1);
    const paper = (await server.call('GET', `/api/courses/${id}/test`, { token })).body
      .data as TestPaper;
    expect(paper.last_result?.score).toBe(one.score);
  });

  it('rejects answers to questions outside the test with 422 and saves nothing', async () => {
    const id = courseId('新员工入职第一课');
    const before = server.db.prepare('SELECT COUNT(*) AS n FROM course_test_attempts').get();
    const reply = await server.call('POST', `/api/courses/${id}/test`, {
      token,
      body: { answers: { '999999': ['A'] } },
    });
    expect(reply.status).toBe(422);
    expect(reply.body.message).toMatch(/answers/);
    const malformed = await server.call('POST', `/api/courses/${id}/test`, {
      token,
      body: { answers: { abc: ['A'] } },
    });
    expect(malformed.status).toBe(422);
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM course_test_attempts').get()).toEqual(
      before,
    );
  });

  it('is for joined users only', async () => {
    const id = courseId('新员工入职第一课');
    expect((await server.call('GET', `/api/courses/${id}/test`)).body.code).toBe(401);
  });
});
