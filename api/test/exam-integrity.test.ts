import { advanceClock, nowMs } from '../src/clock';
import { legacyOrder } from '../src/features/exam/attempt-order';
import { SEED_NOW } from '../src/seed/time';
import { callHelpers, startTestServer, type TestServer } from './helpers/test-server';

/**
 * Issue 18, exams: the server draws and orders each attempt once, maps shuffled option keys,
 * runs sequential questions, and counts leaves — over real HTTP against the seeded demo paper
 * 诚信考试示范卷 (5 single × 8, 3 multiple × 10, 5 true/false × 6; 60 s a question; 2 leaves).
 */

type Option = { key: string; text: string };
type ExamQuestion = {
  id: number;
  type: string;
  options: Option[];
  score: number;
  closes_at: number | null;
  locked: boolean;
};
type Attempt = {
  id: number;
  status: string;
  started_at: number;
  questions: ExamQuestion[];
  answers: { question_id: number; answer: string[] }[];
  question_count: number;
  current_question_id: number | null;
  question_seconds: number | null;
  leave_count: number;
  leave_limit: number | null;
  watermark: string;
};
type Paper = {
  id: number;
  title: string;
  question_count: number;
  total_score: number;
  question_seconds: number | null;
  leave_limit: number | null;
};
type StoredQuestion = {
  question_id: number;
  sort: number;
  score: number;
  option_order: string | null;
  type: string;
};

const TITLE = '诚信考试示范卷';

let server: TestServer;
let staff: string; // 13800000000, of the demo team
let manager: string; // 13800000003, the demo team's shop manager
let areaManager: string; // 13800000004
let otherManager: string; // a shop manager of another team
let busy: { id: number; paper_id: number; shuffle_questions: 0 | 1; token: string };
/** Every reply while an attempt is under way, for the leak check. */
const seenWhileAnswering: string[] = [];

const { call, data } = callHelpers(() => server);

beforeAll(async () => {
  server = await startTestServer();
  const other = server.db
    .prepare(
      `SELECT mobile FROM users WHERE role = 'shop_manager' AND is_check = 2 AND deleted_at IS NULL
       AND team_id <> (SELECT team_id FROM users WHERE mobile = '13800000003') ORDER BY id LIMIT 1`,
    )
    .pluck()
    .get() as string;
  [staff, manager, areaManager, otherManager] = await Promise.all([
    server.login('13800000000'),
    server.login('13800000003'),
    server.login('13800000004'),
    server.login(other),
  ]);
  // A seeded attempt under way, stored before orders were (no attempt_questions rows).
  const open = server.db
    .prepare(
      `SELECT a.id, a.paper_id, p.shuffle_questions, u.mobile FROM exam_attempts a
       JOIN papers p ON p.id = a.paper_id JOIN users u ON u.id = a.user_id
       WHERE a.status = 'in_progress' ORDER BY a.id LIMIT 1`,
    )
    .get() as { id: number; paper_id: number; shuffle_questions: 0 | 1; mobile: string };
  busy = { ...open, token: await server.login(open.mobile) };
  advanceClock(SEED_NOW * 1000 - nowMs());
});
afterAll(() => server.close());

async function during<T>(method: string, path: string, token: string, body?: unknown): Promise<T> {
  const reply = await call(method, path, token, body);
  seenWhileAnswering.push(JSON.stringify(reply.body));
  expect(reply.body).toMatchObject({ code: 0 });
  return reply.body.data as T;
}

const userId = (mobile: string) =>
  server.db.prepare('SELECT id FROM users WHERE mobile = ?').pluck().get(mobile) as number;

const stored = (attemptId: number) =>
  server.db
    .prepare(
      `SELECT aq.question_id, aq.sort, aq.score, aq.option_order, q.type FROM attempt_questions aq
       JOIN questions q ON q.id = aq.question_id WHERE aq.attempt_id = ? ORDER BY aq.sort`,
    )
    .all(attemptId) as StoredQuestion[];

const solution = (questionId: number) =>
  JSON.parse(
    server.db
      .prepare('SELECT answer FROM questions WHERE id = ?')
      .pluck()
      .get(questionId) as string,
  ) as string[];

/** The display keys of the right answer: where this attempt shows each right option. */
function rightDisplayKeys(attemptId: number, questionId: number): string[] {
  const row = stored(attemptId).find((q) => q.question_id === questionId)!;
  const right = solution(questionId);
  if (row.option_order === null) return right;
  const order = JSON.parse(row.option_order) as string[];
  return right.map((key) => String.fromCharCode(65 + order.indexOf(key))).sort();
}

const savedRow = (attemptId: number, questionId: number) =>
  server.db
    .prepare(
      'SELECT answer, is_correct FROM attempt_answers WHERE attempt_id = ? AND question_id = ?',
    )
    .get(attemptId, questionId) as { answer: string; is_correct: 0 | 1 } | undefined;

async function integrityPaper(token: string): Promise<Paper> {
  const page = await data<{ list: Paper[] }>('GET', '/api/exam/papers?pageSize=50', token);
  const paper = page.list.find((p) => p.title === TITLE);
  if (!paper) throw new Error(`no paper ${TITLE}`);
  return paper;
}

let paper: Paper;
let mine: Attempt; // 13800000000's attempt
let theirs: Attempt; // 13800000003's attempt

describe('the paper', () => {
  it('lists its rules: draws from larger pools, both shuffles, 60 s a question, 2 leaves', async () => {
    paper = await integrityPaper(staff);
    expect(paper).toMatchObject({
      question_count: 13,
      total_score: 100,
      question_seconds: 60,
      leave_limit: 2,
    });
    const detail = await data<{ rules: unknown; attempts: unknown[] }>(
      'GET',
      `/api/exam/papers/${paper.id}`,
      staff,
    );
    expect(detail.attempts).toEqual([]);
    expect(detail.rules).toEqual({
      shuffle_questions: true,
      shuffle_options: true,
      draws: [
        { type: 'single', count: 5, score: 8, pool: 12 },
        { type: 'multiple', count: 3, score: 10, pool: 6 },
        { type: 'judge', count: 5, score: 6, pool: 10 },
      ],
      question_seconds: 60,
      leave_limit: 2,
      certificate: expect.any(Boolean),
    });
    // Every other paper keeps the new settings off.
    const other = await data<{ list: Paper[] }>('GET', '/api/exam/papers?pageSize=50', staff);
    for (const p of other.list.filter((x) => x.title !== TITLE)) {
      expect(p).toMatchObject({ question_seconds: null, leave_limit: null });
    }
  });
});

describe('each attempt has its own draw and order, fixed when it starts', () => {
  it('gives two candidates different orders and draws', async () => {
    mine = await during<Attempt>('POST', `/api/exam/papers/${paper.id}/attempts`, staff);
    theirs = await during<Attempt>('POST', `/api/exam/papers/${paper.id}/attempts`, manager);
    const a = stored(mine.id);
    const b = stored(theirs.id);
    expect(a.map((q) => q.question_id)).not.toEqual(b.map((q) => q.question_id));
    const drawn = (rows: StoredQuestion[]) => rows.map((q) => q.question_id).sort((x, y) => x - y);
    expect(drawn(a)).not.toEqual(drawn(b));
    // The options are shuffled too: somewhere a choice question is not shown as stored.
    const choice = [...a, ...b].filter((q) => q.type === 'single' || q.type === 'multiple');
    const identity = choice.filter((q) => {
      const order = JSON.parse(q.option_order!) as string[];
      return order.every((key, i) => key === String.fromCharCode(65 + i));
    });
    expect(identity.length).toBeLessThan(choice.length);
    // True/false questions are never shuffled.
    expect(
      [...a, ...b].filter((q) => q.type === 'judge').every((q) => q.option_order === null),
    ).toBe(true);
  });

  it('draws exactly `count` questions of each type from the pool, 100 points in all', () => {
    const pool = new Set(
      server.db
        .prepare('SELECT question_id FROM paper_questions WHERE paper_id = ?')
        .pluck()
        .all(paper.id) as number[],
    );
    for (const attempt of [mine, theirs]) {
      const rows = stored(attempt.id);
      expect(rows).toHaveLength(13);
      const byType = (type: string) => rows.filter((q) => q.type === type);
      expect(byType('single')).toHaveLength(5);
      expect(byType('multiple')).toHaveLength(3);
      expect(byType('judge')).toHaveLength(5);
      expect(byType('single').every((q) => q.score === 8)).toBe(true);
      expect(byType('multiple').every((q) => q.score === 10)).toBe(true);
      expect(byType('judge').every((q) => q.score === 6)).toBe(true);
      expect(rows.every((q) => pool.has(q.question_id))).toBe(true);
      expect(rows.reduce((sum, q) => sum + q.score, 0)).toBe(100);
      expect(attempt.question_count).toBe(13);
    }
  });

  it('shows the same questions, in the same order and keys, on a restart or a reload', async () => {
    const before = stored(mine.id);
    const again = await during<Attempt>('POST', `/api/exam/papers/${paper.id}/attempts`, staff);
    const read = await during<Attempt>('GET', `/api/exam/attempts/${mine.id}`, staff);
    expect(again.id).toBe(mine.id);
    expect(again.questions).toEqual(mine.questions);
    expect(read.questions).toEqual(mine.questions);
    expect(stored(mine.id)).toEqual(before);
  });

  it('sends options keyed A, B, C… in display order, and a watermark of name and mobile', () => {
    const q = mine.questions[0]!;
    const row = stored(mine.id)[0]!;
    if (row.option_order !== null) {
      const order = JSON.parse(row.option_order) as string[];
      const texts = JSON.parse(
        server.db.prepare('SELECT options FROM questions WHERE id = ?').pluck().get(q.id) as string,
      ) as Option[];
      expect(q.options).toEqual(
        order.map((key, i) => ({
          key: String.fromCharCode(65 + i),
          text: texts.find((o) => o.key === key)!.text,
        })),
      );
    }
    expect(mine.watermark).toMatch(/ 0000$/);
    expect(mine).toMatchObject({ leave_count: 0, leave_limit: 2, question_seconds: 60 });
  });

  it('gives a legacy attempt (no stored order) rows on its first read, in the order it had', async () => {
    expect(stored(busy.id)).toEqual([]);
    const { token } = busy;
    const view = await during<Attempt>('GET', `/api/exam/attempts/${busy.id}`, token);
    const expected = legacyOrder(server.db, busy).map((q) => q.question_id);
    expect(view.questions.map((q) => q.id)).toEqual(expected);
    expect(stored(busy.id).map((q) => q.question_id)).toEqual(expected);
    const again = await during<Attempt>('GET', `/api/exam/attempts/${busy.id}`, token);
    expect(again.questions).toEqual(view.questions);
  });
});

describe('sequential mode and option keys', () => {
  /** The current question, after moving on until it is a single-choice one. */
  async function currentSingle(): Promise<ExamQuestion> {
    let view = await during<Attempt>('GET', `/api/exam/attempts/${mine.id}`, staff);
    for (;;) {
      const current = view.questions.find((q) => q.id === view.current_question_id)!;
      if (current.type === 'single') return current;
      view = await during<Attempt>('POST', `/api/exam/attempts/${mine.id}/advance`, staff, {
        question_id: current.id,
      });
    }
  }

  it('shows only the questions opened so far, the current one with its closing time', () => {
    expect(mine.questions).toHaveLength(1);
    expect(mine.current_question_id).toBe(mine.questions[0]!.id);
    expect(mine.questions[0]).toMatchObject({ locked: false, closes_at: mine.started_at + 60 });
  });

  it('scores the display key of the right option, not its original key, and stores the original', async () => {
    const q = await currentSingle();
    // A known option order for this question, so that no key shows where it is stored.
    const order = q.options.map((_, i) => String.fromCharCode(65 + i)).reverse();
    server.db
      .prepare(
        'UPDATE attempt_questions SET option_order = ? WHERE attempt_id = ? AND question_id = ?',
      )
      .run(JSON.stringify(order), mine.id, q.id);
    const original = solution(q.id);
    const display = rightDisplayKeys(mine.id, q.id);
    expect(display).not.toEqual(original);
    const path = `/api/exam/attempts/${mine.id}/answers`;
    await during('POST', path, staff, { question_id: q.id, answer: original });
    expect(savedRow(mine.id, q.id)?.is_correct).toBe(0);
    await during('POST', path, staff, { question_id: q.id, answer: display });
    expect(savedRow(mine.id, q.id)).toEqual({ answer: JSON.stringify(original), is_correct: 1 });
    // Read back in display keys.
    const view = await during<Attempt>('GET', `/api/exam/attempts/${mine.id}`, staff);
    expect(view.answers.find((a) => a.question_id === q.id)?.answer).toEqual(display);
    // A key that is no option of the question is a 422.
    const bad = await call('POST', path, staff, { question_id: q.id, answer: ['Z'] });
    expect(bad.status).toBe(422);
    expect(savedRow(mine.id, q.id)?.is_correct).toBe(1);
  });

  it('moves on with advance; a stale advance or an answer to a closed question changes nothing', async () => {
    const before = await during<Attempt>('GET', `/api/exam/attempts/${mine.id}`, staff);
    const current = before.current_question_id!;
    const next = await during<Attempt>('POST', `/api/exam/attempts/${mine.id}/advance`, staff, {
      question_id: current,
    });
    expect(next.questions).toHaveLength(before.questions.length + 1);
    expect(next.questions.find((q) => q.id === current)).toMatchObject({ locked: true });
    expect(next.current_question_id).not.toBe(current);
    const stale = await during<Attempt>('POST', `/api/exam/attempts/${mine.id}/advance`, staff, {
      question_id: current,
    });
    expect(stale.current_question_id).toBe(next.current_question_id);
    expect(stale.questions).toEqual(next.questions);
    const locked = await call('POST', `/api/exam/attempts/${mine.id}/answers`, staff, {
      question_id: current,
      answer: ['A'],
    });
    expect(locked.body).toMatchObject({
      code: 1,
      message: "This question's time is up: its answer can no longer change",
    });
  });

  it('refuses an answer after the question closed (+5 s grace); the next read moves on', async () => {
    const before = await during<Attempt>('GET', `/api/exam/attempts/${mine.id}`, staff);
    const current = before.questions.find((q) => q.id === before.current_question_id)!;
    // Answer it wrong now (its key in the mistakes later).
    const right = rightDisplayKeys(mine.id, current.id);
    const wrong =
      current.type === 'multiple' || current.type === 'single'
        ? [current.options.find((o) => !right.includes(o.key))!.key]
        : [right[0] === 'T' ? 'F' : 'T'];
    await during('POST', `/api/exam/attempts/${mine.id}/answers`, staff, {
      question_id: current.id,
      answer: wrong,
    });
    const serverNow = Math.floor(nowMs() / 1000);
    advanceClock((current.closes_at! + 6 - serverNow) * 1000);
    const late = await call('POST', `/api/exam/attempts/${mine.id}/answers`, staff, {
      question_id: current.id,
      answer: right,
    });
    expect(late.body).toMatchObject({ code: 1 });
    const after = await during<Attempt>('GET', `/api/exam/attempts/${mine.id}`, staff);
    expect(after.current_question_id).not.toBe(current.id);
    expect(after.questions).toHaveLength(before.questions.length + 1);
    expect(after.questions.find((q) => q.id === current.id)).toMatchObject({ locked: true });
    const opened = after.questions.find((q) => q.id === after.current_question_id)!;
    expect(opened.closes_at).toBe(Math.floor(nowMs() / 1000) + 60);
  });

  it('refuses advance on a paper that shows every question at once', async () => {
    const other = await data<{ list: Paper[] }>('GET', '/api/exam/papers?pageSize=50', manager);
    const plain = other.list.find((p) => p.title === '新员工入职考试')!;
    const attempt = await during<Attempt>('POST', `/api/exam/papers/${plain.id}/attempts`, manager);
    expect(attempt.questions).toHaveLength(20);
    expect(attempt.current_question_id).toBeNull();
    expect(attempt.questions.every((q) => q.closes_at === null && !q.locked)).toBe(true);
    const reply = await call('POST', `/api/exam/attempts/${attempt.id}/advance`, manager, {
      question_id: attempt.questions[0]!.id,
    });
    expect(reply.body).toMatchObject({
      code: 1,
      message: 'This exam shows all its questions at once',
    });
  });
});

describe('leaves', () => {
  const leave = (token: string, attemptId: number, body: unknown) =>
    call('POST', `/api/exam/attempts/${attemptId}/leaves`, token, body);
  const leaveRows = (attemptId: number) =>
    server.db
      .prepare(
        `SELECT leave_id, reason, started_at, ended_at, start_seen, counted FROM attempt_leaves
         WHERE attempt_id = ? ORDER BY started_at, leave_id`,
      )
      .all(attemptId) as {
      leave_id: string;
      reason: string;
      started_at: number;
      ended_at: number | null;
      start_seen: number;
      counted: number;
    }[];

  it('refuses a malformed leave id with 422, and another user’s attempt with 404', async () => {
    const bad = await leave(staff, mine.id, { leave_id: 'x', event: 'start' });
    expect(bad.status).toBe(422);
    const spaces = await leave(staff, mine.id, { leave_id: 'has spaces in it', event: 'start' });
    expect(spaces.status).toBe(422);
    const badEvent = await leave(staff, mine.id, { leave_id: 'leave-0001', event: 'away' });
    expect(badEvent.status).toBe(422);
    const foreign = await leave(manager, mine.id, { leave_id: 'leave-0001', event: 'start' });
    expect(foreign.body).toMatchObject({ code: 404 });
    const foreignAdvance = await call('POST', `/api/exam/attempts/${mine.id}/advance`, manager, {
      question_id: mine.questions[0]!.id,
    });
    expect(foreignAdvance.body).toMatchObject({ code: 404 });
    expect(leaveRows(mine.id)).toEqual([]);
  });

  it('records server times and the duration; blur plus hidden count once', async () => {
    const t0 = Math.floor(nowMs() / 1000);
    const first = await leave(staff, mine.id, {
      leave_id: 'leave-hidden-1',
      event: 'start',
      reason: 'hidden',
    });
    expect(first.body).toMatchObject({
      code: 0,
      data: {
        leave_count: 1,
        leave_limit: 2,
        leaves_left: 1,
        status: 'in_progress',
        submitted: false,
      },
    });
    const blur = await leave(staff, mine.id, {
      leave_id: 'leave-blur-1',
      event: 'start',
      reason: 'blur',
    });
    expect(blur.body).toMatchObject({ data: { leave_count: 1, leaves_left: 1 } });
    // A retried start counts nothing either.
    const retried = await leave(staff, mine.id, { leave_id: 'leave-hidden-1', event: 'start' });
    expect(retried.body).toMatchObject({ data: { leave_count: 1 } });
    advanceClock(7_000);
    await leave(staff, mine.id, { leave_id: 'leave-blur-1', event: 'end' });
    const back = await leave(staff, mine.id, { leave_id: 'leave-hidden-1', event: 'end' });
    // An end is idempotent.
    const again = await leave(staff, mine.id, { leave_id: 'leave-hidden-1', event: 'end' });
    expect(again.body).toEqual(back.body);
    expect(leaveRows(mine.id)).toEqual([
      {
        leave_id: 'leave-blur-1',
        reason: 'blur',
        started_at: t0,
        ended_at: t0 + 7,
        start_seen: 1,
        counted: 0,
      },
      {
        leave_id: 'leave-hidden-1',
        reason: 'hidden',
        started_at: t0,
        ended_at: t0 + 7,
        start_seen: 1,
        counted: 1,
      },
    ]);
  });

  it('counts an end whose start never arrived, from the last activity', async () => {
    advanceClock(3_000);
    const reply = await leave(staff, mine.id, { leave_id: 'leave-lost-start', event: 'end' });
    expect(reply.body).toMatchObject({ code: 0, data: { leave_count: 2, leaves_left: 0 } });
    const row = leaveRows(mine.id).find((l) => l.leave_id === 'leave-lost-start')!;
    expect(row).toMatchObject({ start_seen: 0, counted: 1, ended_at: Math.floor(nowMs() / 1000) });
    expect(row.started_at).toBeLessThan(row.ended_at!);
  });

  it('submits the attempt on the 3rd leave; later answers are refused; the result shows 3', async () => {
    const view = await during<Attempt>('GET', `/api/exam/attempts/${mine.id}`, staff);
    const reply = await leave(staff, mine.id, {
      leave_id: 'leave-third-one',
      event: 'start',
      reason: 'pagehide',
    });
    expect(reply.body).toMatchObject({
      code: 0,
      data: {
        leave_count: 3,
        leaves_left: 0,
        status: 'submitted',
        closed_by: 'leaves',
        submitted: true,
      },
    });
    const late = await call('POST', `/api/exam/attempts/${mine.id}/answers`, staff, {
      question_id: view.current_question_id,
      answer: ['A'],
    });
    expect(late.body).toMatchObject({ code: 1, message: 'This exam has already been submitted' });
    const startAgain = await leave(staff, mine.id, { leave_id: 'leave-fourth-1', event: 'start' });
    expect(startAgain.body).toMatchObject({ code: 1 });
    // An end on a closed attempt still answers code 0.
    const end = await leave(staff, mine.id, { leave_id: 'leave-third-one', event: 'end' });
    expect(end.body).toMatchObject({ code: 0, data: { leave_count: 3, submitted: false } });

    // The review (allowed here for the check) in this attempt's order and display keys.
    server.db.prepare('UPDATE papers SET allow_review = 1 WHERE id = ?').run(paper.id);
    const result = await data<{
      status: string;
      closed_by: string;
      leave_count: number;
      leave_limit: number;
      leaves: { started_at: number; ended_at: number | null; duration_seconds: number | null }[];
      question_count: number;
      review: {
        id: number;
        type: string;
        options: Option[];
        answer: string[] | null;
        correct_answer: string[];
      }[];
    }>('GET', `/api/exam/attempts/${mine.id}/result`, staff);
    server.db.prepare('UPDATE papers SET allow_review = 0 WHERE id = ?').run(paper.id);
    expect(result).toMatchObject({
      status: 'submitted',
      closed_by: 'leaves',
      leave_count: 3,
      leave_limit: 2,
      question_count: 13,
    });
    expect(result.leaves).toHaveLength(3);
    expect(result.leaves[0]).toMatchObject({ duration_seconds: 7 });
    expect(result.leaves.every((l) => l.ended_at !== null && l.duration_seconds !== null)).toBe(
      true,
    );
    const order = stored(mine.id);
    expect(result.review.map((q) => q.id)).toEqual(order.map((q) => q.question_id));
    for (const q of result.review) {
      expect(q.correct_answer).toEqual(rightDisplayKeys(mine.id, q.id));
      expect(q.options.map((o) => o.key)).toEqual(
        q.options.map((_, i) =>
          q.type === 'judge' ? q.options[i]!.key : String.fromCharCode(65 + i),
        ),
      );
    }
    const answered = result.review.filter((q) => q.answer !== null);
    expect(answered.length).toBeGreaterThanOrEqual(2);
    for (const q of answered) {
      const storedAnswer = JSON.parse(savedRow(mine.id, q.id)!.answer) as string[];
      const row = order.find((o) => o.question_id === q.id)!;
      const keys = row.option_order === null ? null : (JSON.parse(row.option_order) as string[]);
      expect(q.answer).toEqual(
        keys === null
          ? storedAnswer
          : storedAnswer.map((k) => String.fromCharCode(65 + keys.indexOf(k))).sort(),
      );
    }
  });

  it('keeps the wrong answer in the mistakes in the original keys', () => {
    const wrongOnes = server.db
      .prepare(
        `SELECT m.question_id, m.last_answer, aa.answer FROM mistakes m
         JOIN attempt_answers aa ON aa.question_id = m.question_id AND aa.attempt_id = ?
         WHERE m.user_id = ? AND aa.is_correct = 0`,
      )
      .all(mine.id, userId('13800000000')) as {
      question_id: number;
      last_answer: string;
      answer: string;
    }[];
    expect(wrongOnes.length).toBeGreaterThanOrEqual(1);
    for (const m of wrongOnes) expect(m.last_answer).toBe(m.answer);
  });

  it('never sent a solution or the option order while the attempt was under way', () => {
    expect(seenWhileAnswering.length).toBeGreaterThan(10);
    for (const body of seenWhileAnswering) {
      expect(body).not.toMatch(/option_order|correct_answer|explanation|is_correct/);
    }
  });
});

describe('GET /api/team/people/{id}/exams', () => {
  it("shows a manager a team member's attempts with their leaves", async () => {
    const page = await data<{
      list: {
        id: number;
        leave_count: number;
        closed_by: string | null;
        paper: { title: string };
      }[];
      total: number;
    }>('GET', `/api/team/people/${userId('13800000000')}/exams`, manager);
    expect(page.list[0]).toMatchObject({
      id: mine.id,
      leave_count: 3,
      closed_by: 'leaves',
      paper: { title: TITLE },
    });
    expect(page.total).toBeGreaterThanOrEqual(3);
    // The area manager sees the area's people too.
    const area = await data<{ list: { id: number }[] }>(
      'GET',
      `/api/team/people/${userId('13800000000')}/exams`,
      areaManager,
    );
    expect(area.list[0]?.id).toBe(mine.id);
    // Seeded leaves of the demo team show to its manager.
    const seeded = server.db
      .prepare(
        `SELECT a.user_id FROM exam_attempts a JOIN users u ON u.id = a.user_id
         WHERE a.leave_count > 0 AND u.team_id = (SELECT team_id FROM users WHERE mobile = '13800000003')
         ORDER BY a.id LIMIT 1`,
      )
      .pluck()
      .get() as number;
    const colleague = await data<{ list: { leave_count: number }[] }>(
      'GET',
      `/api/team/people/${seeded}/exams?pageSize=50`,
      manager,
    );
    expect(colleague.list.some((a) => a.leave_count > 0)).toBe(true);
  });

  it('refuses staff with 403, and answers 404 outside the manager’s team', async () => {
    const asStaff = await call('GET', `/api/team/people/${userId('13800000003')}/exams`, staff);
    expect(asStaff.body).toMatchObject({
      code: 403,
      message: "Only shop and area managers can see a colleague's exams",
    });
    const outside = await call(
      'GET',
      `/api/team/people/${userId('13800000000')}/exams`,
      otherManager,
    );
    expect(outside.body).toMatchObject({ code: 404 });
    const unknown = await call('GET', '/api/team/people/999999/exams', manager);
    expect(unknown.body).toMatchObject({ code: 404 });
  });
});
