import { advanceClock, nowMs } from '../src/clock';
import { findUserByMobile } from '../src/features/users/user-row';
import { SEED_NOW } from '../src/seed/time';
import { callHelpers, startTestServer, type TestServer } from './helpers/test-server';

type Reveal = {
  answer: string[];
  is_correct: boolean;
  correct_answer: string[];
  explanation: string;
};
type PracticeQuestion = {
  id: number;
  type: 'single' | 'multiple' | 'judge' | 'fill';
  stem: string;
  options: { key: string; text: string }[];
  blanks: number;
  favourited: boolean;
  comment_count: number;
  result: Reveal | null;
};
type Session = {
  id: number;
  mode: string;
  chapter: { id: number; name: string } | null;
  question_count: number;
  answered_count: number;
  correct_count: number;
  finished_at: number | null;
  questions: PracticeQuestion[];
};
type Home = {
  banks: {
    id: number;
    name: string;
    question_count: number;
    chapters: {
      id: number;
      name: string;
      question_count: number;
      practised_count: number;
      unfinished_session_id: number | null;
    }[];
  }[];
  mistake_count: number;
  favourite_count: number;
  upcoming: { id: number; title: string; status: string }[];
};
type Solution = { answer: string; explanation: string; type: string; options: string };

let server: TestServer;
let joined: string;
let notJoined: string;
let pending: string;
let other: string;

beforeAll(async () => {
  server = await startTestServer();
  [joined, notJoined, pending, other] = await Promise.all([
    server.login('13800000000'),
    server.login('13800000001'),
    server.login('13800000002'),
    server.login('13800000003'),
  ]);
  advanceClock(SEED_NOW * 1000 - nowMs());
});
afterAll(() => server.close());

const { call, data } = callHelpers(() => server);

const solutionOf = (id: number) =>
  server.db
    .prepare('SELECT answer, explanation, type, options FROM questions WHERE id = ?')
    .get(id) as Solution;

/** A right answer to a question, straight from the database. */
const rightAnswer = (id: number): string[] => JSON.parse(solutionOf(id).answer) as string[];

/** A wrong answer of the right shape. */
function wrongAnswer(q: PracticeQuestion): string[] {
  const right = rightAnswer(q.id);
  if (q.type === 'fill') return right.map(() => '不知道');
  const wrong = q.options.find((o) => !right.includes(o.key));
  return [wrong!.key];
}

const userId = (mobile: string) => findUserByMobile(server.db, mobile)!.id;

describe('GET /api/exam/home', () => {
  it('lists both banks with their chapters, the progress and upcoming exams', async () => {
    const home = await data<Home>('GET', '/api/exam/home', joined);
    expect(home.banks.map((b) => b.name)).toEqual(['General job knowledge', 'Product knowledge']);
    expect(home.banks[0]!.chapters).toHaveLength(7);
    expect(home.banks[1]!.chapters).toHaveLength(5);
    const practised = home.banks.flatMap((b) => b.chapters).filter((c) => c.practised_count > 0);
    expect(practised.length).toBeGreaterThanOrEqual(5);
    // The last seeded run of the demo user is unfinished: it is offered to resume.
    expect(home.banks.flatMap((b) => b.chapters).some((c) => c.unfinished_session_id)).toBe(true);
    expect(home.mistake_count).toBeGreaterThan(0);
    expect(home.favourite_count).toBe(15);
    expect(home.upcoming.length).toBeGreaterThan(0);
    expect(home.upcoming.every((p) => p.status === 'open')).toBe(true);
  });

  it('is for joined users only', async () => {
    expect((await call('GET', '/api/exam/home')).body).toMatchObject({ code: 401 });
    expect((await call('GET', '/api/exam/home', notJoined)).body).toMatchObject({ code: 403 });
    expect((await call('GET', '/api/exam/home', pending)).body).toMatchObject({ code: 403 });
  });
});

describe('chapter practice', () => {
  let chapterId: number;
  let session: Session;

  beforeAll(async () => {
    const home = await data<Home>('GET', '/api/exam/home', other);
    chapterId = home.banks[0]!.chapters[2]!.id;
  });

  it('starts a run of up to 10 questions without any solution', async () => {
    session = await data<Session>('POST', '/api/exam/practice', other, {
      mode: 'chapter',
      chapter_id: chapterId,
    });
    expect(session.question_count).toBe(10);
    expect(session.questions).toHaveLength(10);
    expect(session.chapter?.id).toBe(chapterId);
    const text = JSON.stringify(session);
    for (const q of session.questions) {
      expect(q.result).toBeNull();
      // A true judge statement may read like another question's explanation: only the
      // explanations no stem repeats can show a leak.
      const explanation = solutionOf(q.id).explanation;
      if (!session.questions.some((other) => other.stem === explanation)) {
        expect(text).not.toContain(explanation);
      }
    }
    expect(text).not.toMatch(/correct_answer|explanation/);
  });

  it('reveals right or wrong with the explanation once a question is answered', async () => {
    const first = session.questions[0]!;
    const reply = await data<{ result: Reveal; answered_count: number; finished: boolean }>(
      'POST',
      `/api/exam/practice/${session.id}/answers`,
      other,
      { question_id: first.id, answer: wrongAnswer(first) },
    );
    expect(reply.result.is_correct).toBe(false);
    expect(reply.result.correct_answer).toEqual(rightAnswer(first.id));
    expect(reply.result.explanation).toBe(solutionOf(first.id).explanation);
    expect(reply.answered_count).toBe(1);
    expect(reply.finished).toBe(false);

    // The first answer stands: a repeat (double tap) answers the stored result.
    const again = await data<{ result: Reveal; answered_count: number }>(
      'POST',
      `/api/exam/practice/${session.id}/answers`,
      other,
      { question_id: first.id, answer: rightAnswer(first.id) },
    );
    expect(again.result.is_correct).toBe(false);
    expect(again.answered_count).toBe(1);

    const second = session.questions[1]!;
    const right = await data<{ result: Reveal }>(
      'POST',
      `/api/exam/practice/${session.id}/answers`,
      other,
      { question_id: second.id, answer: rightAnswer(second.id) },
    );
    expect(right.result.is_correct).toBe(true);
  });

  it('resumes the unfinished run with the answered questions revealed, the rest hidden', async () => {
    const resumed = await data<Session>('POST', '/api/exam/practice', other, {
      mode: 'chapter',
      chapter_id: chapterId,
    });
    expect(resumed.id).toBe(session.id);
    expect(resumed.answered_count).toBe(2);
    expect(resumed.questions[0]!.result?.is_correct).toBe(false);
    expect(resumed.questions[1]!.result?.is_correct).toBe(true);
    expect(resumed.questions.slice(2).every((q) => q.result === null)).toBe(true);
    const shown = await data<Session>('GET', `/api/exam/practice/${session.id}`, other);
    expect(shown.questions.map((q) => q.id)).toEqual(session.questions.map((q) => q.id));
  });

  it('finishes by itself after the last answer and lists the run in the record', async () => {
    for (const q of session.questions.slice(2)) {
      await data('POST', `/api/exam/practice/${session.id}/answers`, other, {
        question_id: q.id,
        answer: rightAnswer(q.id),
      });
    }
    const done = await data<Session>('GET', `/api/exam/practice/${session.id}`, other);
    expect(done.answered_count).toBe(10);
    expect(done.correct_count).toBe(9);
    expect(done.finished_at).not.toBeNull();
    const record = await data<{ list: { id: number }[] }>('GET', '/api/exam/practice', other);
    expect(record.list[0]!.id).toBe(session.id);
  });

  it('refuses bad answers with a 422 and changes nothing', async () => {
    const fresh = await data<Session>('POST', '/api/exam/practice', other, {
      mode: 'chapter',
      chapter_id: chapterId,
    });
    const single = fresh.questions.find((q) => q.type === 'single' || q.type === 'judge')!;
    const path = `/api/exam/practice/${fresh.id}/answers`;
    const bad = [
      [{ question_id: single.id, answer: [] }, 'answer must not be empty'],
      [{ question_id: single.id, answer: ['Z'] }, /not an option/],
      [
        { question_id: single.id, answer: single.options.slice(0, 2).map((o) => o.key) },
        /exactly one option/,
      ],
      [{ question_id: single.id }, /answer/],
      [{ question_id: 'x', answer: ['A'] }, /question_id/],
    ] as const;
    for (const [body, message] of bad) {
      const reply = await call('POST', path, other, body);
      expect(reply.status).toBe(422);
      expect(reply.body.status_code).toBe(422);
      expect(reply.body.message).toMatch(message);
    }
    const after = await data<Session>('GET', `/api/exam/practice/${fresh.id}`, other);
    expect(after.answered_count).toBe(0);
    expect((await call('POST', '/api/exam/practice', other, { mode: 'chapter' })).status).toBe(422);
  });

  it('hides other users’ runs and questions outside the run', async () => {
    expect((await call('GET', `/api/exam/practice/${session.id}`, joined)).body).toMatchObject({
      code: 404,
    });
    const outside = server.db
      .prepare('SELECT id FROM questions WHERE chapter_id <> ? LIMIT 1')
      .get(chapterId) as { id: number };
    const fresh = await data<Session>('POST', '/api/exam/practice', other, {
      mode: 'chapter',
      chapter_id: chapterId,
    });
    expect(
      (
        await call('POST', `/api/exam/practice/${fresh.id}/answers`, other, {
          question_id: outside.id,
          answer: ['A'],
        })
      ).body,
    ).toMatchObject({ code: 404 });
  });
});

describe('GET /api/exam/questions/{id}', () => {
  it('shows a question without its solution until the caller answered it in practice', async () => {
    const home = await data<Home>('GET', '/api/exam/home', other);
    const run = await data<Session>('POST', '/api/exam/practice', other, {
      mode: 'chapter',
      chapter_id: home.banks[1]!.chapters[3]!.id,
    });
    const q = run.questions[0]!;
    const before = await data<PracticeQuestion>('GET', `/api/exam/questions/${q.id}`, other);
    expect(before.result).toBeNull();
    expect(JSON.stringify(before)).not.toMatch(/correct_answer|explanation/);
    await data('POST', `/api/exam/practice/${run.id}/answers`, other, {
      question_id: q.id,
      answer: rightAnswer(q.id),
    });
    const after = await data<PracticeQuestion>('GET', `/api/exam/questions/${q.id}`, other);
    expect(after.result).toMatchObject({ is_correct: true, correct_answer: rightAnswer(q.id) });
    expect((await call('GET', '/api/exam/questions/999999', other)).body).toMatchObject({
      code: 404,
    });
  });
});

describe('the wrong-answer set', () => {
  it('takes a question out after two right answers in a row', async () => {
    const uid = userId('13800000003');
    const home = await data<Home>('GET', '/api/exam/home', other);
    const chapter = home.banks[1]!.chapters[0]!;
    const run = await data<Session>('POST', '/api/exam/practice', other, {
      mode: 'chapter',
      chapter_id: chapter.id,
    });
    const q = run.questions[0]!;
    await data('POST', `/api/exam/practice/${run.id}/answers`, other, {
      question_id: q.id,
      answer: wrongAnswer(q),
    });
    const listed = await data<{
      list: { id: number; right_streak: number }[];
      chapters: { id: number; count: number }[];
    }>('GET', `/api/exam/mistakes?chapter_id=${chapter.id}`, other);
    expect(listed.list.map((m) => m.id)).toContain(q.id);
    expect(listed.chapters.find((c) => c.id === chapter.id)?.count).toBeGreaterThan(0);

    const redo = async () => {
      const replay = await data<Session>('POST', '/api/exam/practice', other, {
        mode: 'mistakes',
        chapter_id: chapter.id,
      });
      expect(replay.questions.map((x) => x.id)).toContain(q.id);
      await data('POST', `/api/exam/practice/${replay.id}/answers`, other, {
        question_id: q.id,
        answer: rightAnswer(q.id),
      });
      await data('POST', `/api/exam/practice/${replay.id}/finish`, other);
    };
    await redo();
    const streak = server.db
      .prepare(
        'SELECT right_streak, mastered_at FROM mistakes WHERE user_id = ? AND question_id = ?',
      )
      .get(uid, q.id) as { right_streak: number; mastered_at: number | null };
    expect(streak).toEqual({ right_streak: 1, mastered_at: null });
    await redo();
    const after = await data<{ list: { id: number }[] }>(
      'GET',
      `/api/exam/mistakes?chapter_id=${chapter.id}&pageSize=100`,
      other,
    );
    expect(after.list.map((m) => m.id)).not.toContain(q.id);
  });

  it('removes a question by hand', async () => {
    const before = await data<{ list: { id: number }[]; total: number }>(
      'GET',
      '/api/exam/mistakes',
      joined,
    );
    const id = before.list[0]!.id;
    expect(await data('DELETE', `/api/exam/mistakes/${id}`, joined)).toEqual({ removed: true });
    expect(await data('DELETE', `/api/exam/mistakes/${id}`, joined)).toEqual({ removed: false });
    const after = await data<{ total: number }>('GET', '/api/exam/mistakes', joined);
    expect(after.total).toBe(before.total - 1);
  });
});

describe('favourites, featured questions and comments', () => {
  it('favourites a question idempotently and lists it first', async () => {
    const q = server.db.prepare('SELECT id FROM questions ORDER BY id DESC LIMIT 1').get() as {
      id: number;
    };
    const path = `/api/exam/questions/${q.id}/favourite`;
    expect(await data('POST', path, joined)).toEqual({ favourited: true });
    expect(await data('POST', path, joined)).toEqual({ favourited: true });
    const list = await data<{ list: { id: number }[]; total: number }>(
      'GET',
      '/api/exam/favourites',
      joined,
    );
    expect(list.list[0]!.id).toBe(q.id);
    expect(list.total).toBe(16);
    expect(await data('DELETE', path, joined)).toEqual({ favourited: false });
    expect((await call('POST', '/api/exam/questions/999999/favourite', joined)).body).toMatchObject(
      { code: 404 },
    );
  });

  it('lists featured questions by chapter without solutions', async () => {
    const page = await data<{
      list: { id: number }[];
      total: number;
      chapters: { count: number }[];
    }>('GET', '/api/exam/featured', joined);
    expect(page.total).toBeGreaterThan(10);
    expect(page.chapters.reduce((s, c) => s + c.count, 0)).toBe(page.total);
    expect(JSON.stringify(page)).not.toMatch(/explanation|answer/);
  });

  it('posts a comment of up to 140 characters and lists it as mine', async () => {
    const q = server.db.prepare('SELECT id FROM questions LIMIT 1 OFFSET 5').get() as {
      id: number;
    };
    const path = `/api/exam/questions/${q.id}/comments`;
    const posted = await data<{ id: number; body: string; mine: boolean }>('POST', path, joined, {
      body: '  这道题的关键是看清题干。  ',
    });
    expect(posted).toMatchObject({ body: '这道题的关键是看清题干。', mine: true });
    const exact = await call('POST', path, joined, { body: '题'.repeat(140) });
    expect(exact.body.code).toBe(0);
    for (const body of [{ body: '题'.repeat(141) }, { body: '   ' }, { body: '' }, {}]) {
      const reply = await call('POST', path, joined, body);
      expect(reply.status).toBe(422);
      expect(reply.body.message).toMatch(/body/);
    }
    const list = await data<{ list: { id: number }[]; question: { id: number } }>(
      'GET',
      path,
      joined,
    );
    expect(list.question.id).toBe(q.id);
    expect(list.list.map((c) => c.id)).toContain(posted.id);
    const mine = await data<{ list: { id: number; mine: boolean }[] }>(
      'GET',
      '/api/exam/comments/mine',
      joined,
    );
    expect(mine.list[0]!.mine).toBe(true);
    expect((await call('DELETE', `/api/exam/comments/${posted.id}`, other)).body).toMatchObject({
      code: 403,
    });
    expect(await data('DELETE', `/api/exam/comments/${posted.id}`, joined)).toEqual({
      deleted: true,
    });
  });

  it('lets members who have not joined read the exam notices only', async () => {
    const notices = await data<{ list: { kind: string; paper: { title: string } }[] }>(
      'GET',
      '/api/exam/notices',
      notJoined,
    );
    expect(notices.list.length).toBeGreaterThan(0);
    expect(notices.list.map((n) => n.kind)).toEqual(expect.arrayContaining(['opened', 'upcoming']));
    expect((await call('GET', '/api/exam/notices')).body).toMatchObject({ code: 401 });
    expect((await call('GET', '/api/exam/favourites', notJoined)).body).toMatchObject({
      code: 403,
    });
  });
});
