import { advanceClock, nowMs } from '../src/clock';
import { SEED_NOW } from '../src/seed/time';
import { callHelpers, startTestServer, type TestServer } from './helpers/test-server';

type Paper = {
  id: number;
  kind: string;
  title: string;
  status: 'open' | 'upcoming' | 'closed';
  attempts_allowed: number;
  attempts_used: number;
  attempts_left: number | null;
  my_status: string;
  best_score: number | null;
  in_progress_attempt_id: number | null;
  question_count: number;
};
type ExamQuestion = {
  id: number;
  type: string;
  options: { key: string }[];
  blanks: number;
  score: number;
};
type Attempt = {
  id: number;
  status: string;
  started_at: number;
  deadline_at: number;
  remaining_seconds: number;
  questions: ExamQuestion[];
  answers: { question_id: number; answer: string[] }[];
  flagged: number[];
};
type Result = {
  id: number;
  status: string;
  score: number;
  is_passed: boolean;
  answered_count: number;
  question_count: number;
  correct_count: number;
  rank: number;
  candidates: number;
  review:
    { id: number; answer: string[] | null; correct_answer: string[]; is_correct: boolean }[] | null;
};

let server: TestServer;
let joined: string;
let manager: string;
let areaManager: string;
let notJoined: string;
/** Every reply of an attempt under way, to prove no solution reached the browser. */
const seenWhileAnswering: string[] = [];

beforeAll(async () => {
  server = await startTestServer();
  [joined, manager, areaManager, notJoined] = await Promise.all([
    server.login('13800000000'),
    server.login('13800000003'),
    server.login('13800000004'),
    server.login('13800000001'),
  ]);
  advanceClock(SEED_NOW * 1000 - nowMs());
});
afterAll(() => server.close());

const { call, data } = callHelpers(() => server);

/** A call made while an attempt is under way: its reply is kept for the leak check. */
async function during<T>(method: string, path: string, token: string, body?: unknown): Promise<T> {
  const reply = await call(method, path, token, body);
  seenWhileAnswering.push(JSON.stringify(reply.body));
  expect(reply.body).toMatchObject({ code: 0 });
  return reply.body.data as T;
}

const solution = (id: number) =>
  server.db.prepare('SELECT answer, explanation FROM questions WHERE id = ?').get(id) as {
    answer: string;
    explanation: string;
  };
const rightAnswer = (id: number) => JSON.parse(solution(id).answer) as string[];
function wrongAnswer(q: ExamQuestion): string[] {
  const right = rightAnswer(q.id);
  if (q.type === 'fill') return right.map(() => '不知道');
  return [q.options.find((o) => !right.includes(o.key))!.key];
}

async function paperByTitle(token: string, title: string, kind = 'exam'): Promise<Paper> {
  const page = await data<{ list: Paper[] }>(
    'GET',
    `/api/exam/papers?kind=${kind}&pageSize=50`,
    token,
  );
  const paper = page.list.find((p) => p.title === title);
  if (!paper) throw new Error(`no paper ${title}`);
  return paper;
}

describe('GET /api/exam/papers', () => {
  it('lists exam papers open first, with the attempts left and the caller’s standing', async () => {
    const page = await data<{ list: Paper[]; total: number }>('GET', '/api/exam/papers', joined);
    // 10 papers of the catalogue and the exam-integrity demo.
    expect(page.total).toBe(11);
    const ranks = { open: 0, upcoming: 1, closed: 2 };
    const order = page.list.map((p) => ranks[p.status]);
    expect(order).toEqual([...order].sort());
    const october = page.list.find((p) => p.title === '岗位知识月度考核')!;
    expect(october).toMatchObject({ status: 'closed', attempts_used: 1, attempts_left: 0 });
    expect(october.my_status).toBe('passed');
    const fridge = page.list.find((p) => p.title === '冰箱产品知识测验')!;
    expect(fridge).toMatchObject({ status: 'open', attempts_left: 1, my_status: 'failed' });
    const mocks = await data<{ list: Paper[] }>('GET', '/api/exam/papers?kind=mock', joined);
    expect(mocks.list.every((p) => p.kind === 'mock' && p.attempts_left === null)).toBe(true);
  });

  it('is for joined users only and checks its filter', async () => {
    expect((await call('GET', '/api/exam/papers', notJoined)).body).toMatchObject({ code: 403 });
    expect((await call('GET', '/api/exam/papers?kind=quiz', joined)).status).toBe(422);
    expect((await call('GET', '/api/exam/papers/99999', joined)).body).toMatchObject({ code: 404 });
  });
});

describe('a timed exam', () => {
  let paper: Paper;
  let attempt: Attempt;

  it('starts with a server deadline and questions without solutions', async () => {
    paper = await paperByTitle(joined, '新员工入职考试');
    attempt = await during<Attempt>('POST', `/api/exam/papers/${paper.id}/attempts`, joined);
    expect(attempt.status).toBe('in_progress');
    expect(attempt.questions).toHaveLength(20);
    expect(attempt.deadline_at - attempt.started_at).toBe(30 * 60);
    expect(attempt.remaining_seconds).toBe(30 * 60);
    expect(attempt.answers).toEqual([]);
  });

  it('resumes the same attempt (a reload) instead of starting another', async () => {
    const again = await during<Attempt>('POST', `/api/exam/papers/${paper.id}/attempts`, joined);
    expect(again.id).toBe(attempt.id);
    expect(again.questions.map((q) => q.id)).toEqual(attempt.questions.map((q) => q.id));
    const listed = await paperByTitle(joined, '新员工入职考试');
    expect(listed).toMatchObject({ my_status: 'in_progress', in_progress_attempt_id: attempt.id });
  });

  it('saves every answer as given, keeps flags, and shows them after a reload', async () => {
    const [q1, q2, q3] = attempt.questions;
    const path = `/api/exam/attempts/${attempt.id}/answers`;
    await during('POST', path, joined, { question_id: q1!.id, answer: rightAnswer(q1!.id) });
    await during('POST', path, joined, { question_id: q2!.id, answer: wrongAnswer(q2!) });
    await during('POST', path, joined, { question_id: q3!.id, answer: wrongAnswer(q3!) });
    // Changing an answer and clearing one.
    await during('POST', path, joined, { question_id: q3!.id, answer: rightAnswer(q3!.id) });
    const saved = await during<{ answered_count: number; remaining_seconds: number }>(
      'POST',
      path,
      joined,
      { question_id: q3!.id, answer: [] },
    );
    expect(saved.answered_count).toBe(2);
    await during('POST', `/api/exam/attempts/${attempt.id}/flags`, joined, {
      question_id: q2!.id,
      flagged: true,
    });
    advanceClock(60_000);
    const reloaded = await during<Attempt>('GET', `/api/exam/attempts/${attempt.id}`, joined);
    expect(reloaded.answers.map((a) => a.question_id).sort()).toEqual([q1!.id, q2!.id].sort());
    expect(reloaded.flagged).toEqual([q2!.id]);
    expect(reloaded.remaining_seconds).toBe(29 * 60);
  });

  it('refuses answers of the wrong shape or to other questions with 422 / 404', async () => {
    const path = `/api/exam/attempts/${attempt.id}/answers`;
    const q = attempt.questions.find((x) => x.type === 'single')!;
    const bad = await call('POST', path, joined, { question_id: q.id, answer: ['Q'] });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toMatch(/answer/);
    const other = await call('POST', path, joined, { question_id: 999999, answer: ['A'] });
    expect(other.body).toMatchObject({ code: 404 });
    // Somebody else's attempt does not exist for them.
    expect((await call('GET', `/api/exam/attempts/${attempt.id}`, manager)).body).toMatchObject({
      code: 404,
    });
  });

  it('never sent a correct answer or an explanation while the attempt was under way', () => {
    const everything = seenWhileAnswering.join('\n');
    expect(everything).not.toMatch(/correct_answer|explanation|is_correct/);
    for (const q of attempt.questions) {
      const { explanation } = solution(q.id);
      // A true judge statement may read like another question's explanation.
      if (!everything.includes(`"stem":"${explanation}"`)) {
        expect(everything).not.toContain(explanation);
      }
    }
  });

  it('submits once: a double submit records one attempt and answers the same grade', async () => {
    const [first, second] = await Promise.all([
      data<Result>('POST', `/api/exam/attempts/${attempt.id}/submit`, joined, {}),
      data<Result>('POST', `/api/exam/attempts/${attempt.id}/submit`, joined, {}),
    ]);
    expect(second).toEqual(first);
    expect(first).toMatchObject({ status: 'submitted', answered_count: 2, correct_count: 1 });
    expect(first.score).toBe(attempt.questions[0]!.score);
    expect(first.is_passed).toBe(false);
    expect(first.question_count).toBe(20);
    const count = server.db
      .prepare(
        'SELECT COUNT(*) AS n FROM exam_attempts WHERE paper_id = ? AND user_id = (SELECT id FROM users WHERE mobile = ?)',
      )
      .get(paper.id, '13800000000') as { n: number };
    expect(count.n).toBe(1);
    // The paper allows review: the solutions come now, after submitting.
    expect(first.review).toHaveLength(20);
    const reviewed = first.review!.find((r) => r.id === attempt.questions[1]!.id)!;
    expect(reviewed).toMatchObject({
      is_correct: false,
      answer: wrongAnswer(attempt.questions[1]!),
    });
    expect(reviewed.correct_answer).toEqual(rightAnswer(reviewed.id));
    const again = await data<Result>('GET', `/api/exam/attempts/${attempt.id}/result`, joined);
    expect(again.score).toBe(first.score);
    const refused = await call('POST', `/api/exam/attempts/${attempt.id}/answers`, joined, {
      question_id: attempt.questions[4]!.id,
      answer: rightAnswer(attempt.questions[4]!.id),
    });
    expect(refused.body).toMatchObject({
      code: 1,
      message: 'This exam has already been submitted',
    });
  });

  it('puts the wrong exam answer into the wrong-answer set', async () => {
    const mistakes = await data<{ list: { id: number }[] }>(
      'GET',
      '/api/exam/mistakes?pageSize=5',
      joined,
    );
    expect(mistakes.list[0]!.id).toBe(attempt.questions[1]!.id);
  });

  it('saves answers kept on the device when submitting', async () => {
    const next = await data<Attempt>('POST', `/api/exam/papers/${paper.id}/attempts`, joined);
    expect(next.id).not.toBe(attempt.id);
    const answers = next.questions.map((q) => ({ question_id: q.id, answer: rightAnswer(q.id) }));
    const result = await data<Result>('POST', `/api/exam/attempts/${next.id}/submit`, joined, {
      answers,
    });
    expect(result).toMatchObject({ score: 100, is_passed: true, answered_count: 20, rank: 1 });
  });
});

describe('time is up', () => {
  it('submits by itself at the deadline and refuses later answers', async () => {
    const paper = await paperByTitle(manager, '消防安全知识考试');
    const attempt = await data<Attempt>('POST', `/api/exam/papers/${paper.id}/attempts`, manager);
    const q = attempt.questions[0]!;
    await data('POST', `/api/exam/attempts/${attempt.id}/answers`, manager, {
      question_id: q.id,
      answer: rightAnswer(q.id),
    });
    advanceClock((30 * 60 + 10) * 1000);
    const late = await call('POST', `/api/exam/attempts/${attempt.id}/answers`, manager, {
      question_id: attempt.questions[1]!.id,
      answer: rightAnswer(attempt.questions[1]!.id),
    });
    expect(late.body).toMatchObject({
      code: 1,
      message: 'Time is up: the exam has been submitted',
    });
    const result = await data<Result>('GET', `/api/exam/attempts/${attempt.id}/result`, manager);
    expect(result).toMatchObject({ status: 'expired', answered_count: 1, score: q.score });
    // This exam is still open, so its review waits until it closes.
    expect(result.review).toBeNull();
    const shown = await data<Attempt>('GET', `/api/exam/attempts/${attempt.id}`, manager);
    expect(shown).toMatchObject({ status: 'expired', remaining_seconds: 0, questions: [] });
  });

  it('runs out with the attempts allowed', async () => {
    const paper = await paperByTitle(areaManager, '门店服务月度考核');
    for (let i = 0; i < paper.attempts_allowed; i++) {
      const a = await data<Attempt>('POST', `/api/exam/papers/${paper.id}/attempts`, areaManager);
      await data('POST', `/api/exam/attempts/${a.id}/submit`, areaManager, {});
    }
    const refused = await call('POST', `/api/exam/papers/${paper.id}/attempts`, areaManager);
    expect(refused.body).toMatchObject({
      code: 1,
      message: 'You have no attempts left for this exam',
    });
    const upcoming = await paperByTitle(areaManager, '店长管理能力考核');
    expect(
      (await call('POST', `/api/exam/papers/${upcoming.id}/attempts`, areaManager)).body,
    ).toMatchObject({ code: 1, message: 'This exam is not open yet' });
    const closed = await paperByTitle(areaManager, '岗位知识月度考核');
    expect(
      (await call('POST', `/api/exam/papers/${closed.id}/attempts`, areaManager)).body,
    ).toMatchObject({ code: 1, message: 'This exam has closed' });
  });
});

describe('mock papers and reports', () => {
  it('generates a mock paper from chosen chapters, for its author only', async () => {
    const chapters = server.db.prepare('SELECT id FROM question_chapters LIMIT 2').all() as {
      id: number;
    }[];
    const paper = await data<Paper>('POST', '/api/exam/mock-papers', joined, {
      chapter_ids: chapters.map((c) => c.id),
      question_count: 20,
    });
    expect(paper).toMatchObject({
      kind: 'mock',
      question_count: 20,
      status: 'open',
      attempts_left: null,
    });
    const mine = await data<{ list: Paper[] }>('GET', '/api/exam/papers?kind=mock', joined);
    expect(mine.list.map((p) => p.id)).toContain(paper.id);
    const theirs = await data<{ list: Paper[] }>('GET', '/api/exam/papers?kind=mock', manager);
    expect(theirs.list.map((p) => p.id)).not.toContain(paper.id);
    expect((await call('GET', `/api/exam/papers/${paper.id}`, manager)).body).toMatchObject({
      code: 404,
    });
    for (const body of [
      { chapter_ids: [], question_count: 20 },
      { chapter_ids: [1, 1], question_count: 20 },
      { chapter_ids: [1], question_count: 15 },
    ]) {
      expect((await call('POST', '/api/exam/mock-papers', joined, body)).status).toBe(422);
    }
  });

  it('reports one paper beside every candidate, and all exams with a trend', async () => {
    const paper = await paperByTitle(joined, '岗位知识月度考核');
    const report = await data<{ attempts: unknown[]; candidates: number; my_rank: number | null }>(
      'GET',
      `/api/exam/papers/${paper.id}/report`,
      joined,
    );
    expect(report.attempts).toHaveLength(1);
    expect(report.candidates).toBeGreaterThan(10);
    expect(report.my_rank).toBeGreaterThanOrEqual(1);
    const overall = await data<{ exam_count: number; trend: { submitted_at: number }[] }>(
      'GET',
      '/api/exam/report',
      joined,
    );
    expect(overall.exam_count).toBeGreaterThanOrEqual(2);
    const times = overall.trend.map((t) => t.submitted_at);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const attempts = await data<{ total: number }>('GET', '/api/exam/attempts', joined);
    expect(attempts.total).toBeGreaterThanOrEqual(6);
  });
});
