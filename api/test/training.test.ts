import { startTestServer, type TestServer } from './helpers/test-server';

type CourseSummary = {
  id: number;
  title: string;
  cover: string;
  category_id: number;
  media_kind: string;
  price: string;
  is_free: boolean;
  is_compulsory: boolean;
  is_recommended: boolean;
  lesson_count: number;
  learner_count: number;
  lecturer: { id: number; name: string } | null;
};
type CoursePage = { list: CourseSummary[]; total: number; page: number; pageSize: number };
type CourseCategory = { id: number; name: string; icon: string; course_count: number };

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await server.login('13800000000');
});
afterAll(() => server.close());

const data = async <T>(path: string, query: Record<string, string | number> = {}, t?: string) => {
  const reply = await server.call('GET', path, { query, ...(t ? { token: t } : {}) });
  expect(reply.body.code).toBe(0);
  return reply.body.data as T;
};

const count = (where = '1', ...args: unknown[]) =>
  (
    server.db.prepare(`SELECT COUNT(*) AS n FROM courses WHERE ${where}`).get(...args) as {
      n: number;
    }
  ).n;

async function allCourses(query: Record<string, string | number> = {}): Promise<CourseSummary[]> {
  const page = await data<CoursePage>('/api/courses', { ...query, pageSize: 100 });
  expect(page.list).toHaveLength(page.total);
  return page.list;
}

describe('GET /api/course-categories', () => {
  it('lists the eight categories in display order with their course counts, to visitors', async () => {
    const { list } = await data<{ list: CourseCategory[] }>('/api/course-categories');
    expect(list).toHaveLength(8);
    // Names in the reader's language (the test client reads English).
    expect(list[0]).toMatchObject({ name: 'Product knowledge' });
    const rows = server.db.prepare('SELECT id FROM course_categories ORDER BY sort, id').all() as {
      id: number;
    }[];
    expect(list.map(({ id }) => ({ id }))).toEqual(rows);
    for (const category of list) {
      expect(category.icon).toMatch(/^\/api\/media\//);
      expect(category.course_count).toBe(count('category_id = ?', category.id));
    }
    expect(list.reduce((sum, c) => sum + c.course_count, 0)).toBe(count());
  });
});

describe('GET /api/courses', () => {
  it('pages the whole catalogue in catalogue order, to visitors and members alike', async () => {
    const total = count();
    expect(total).toBe(43);
    const first = await data<CoursePage>('/api/courses');
    expect(first).toMatchObject({ total, page: 1, pageSize: 20 });
    expect(first.list).toHaveLength(20);
    const third = await data<CoursePage>('/api/courses', { page: 3 });
    expect(third.list).toHaveLength(3);

    const all = await allCourses();
    const order = (
      server.db.prepare('SELECT id FROM courses ORDER BY sort, id').all() as { id: number }[]
    ).map((r) => r.id);
    expect(all.map((c) => c.id)).toEqual(order);
    expect(first.list).toEqual(all.slice(0, 20));
    expect(third.list).toEqual(all.slice(40));
    expect((await data<CoursePage>('/api/courses', {}, token)).list).toEqual(first.list);
  });

  it('answers price as money, free flags, counts and the lecturer', async () => {
    const all = await allCourses();
    for (const course of all) {
      expect(course.price).toMatch(/^\d+\.\d{2}$/);
      expect(course.is_free).toBe(course.price === '0.00');
      expect(course.cover).toMatch(/^\/api\/media\//);
    }
    expect(all.some((c) => !c.is_free)).toBe(true);
    const paid = all.find((c) => !c.is_free)!;
    const row = server.db
      .prepare('SELECT price_cents, lecturer_id FROM courses WHERE id = ?')
      .get(paid.id) as { price_cents: number; lecturer_id: number | null };
    expect(Math.round(Number(paid.price) * 100)).toBe(row.price_cents);

    const course = all[0]!;
    const lessons = server.db
      .prepare('SELECT COUNT(*) AS n FROM lessons WHERE course_id = ?')
      .get(course.id) as { n: number };
    const learners = server.db
      .prepare('SELECT COUNT(*) AS n FROM enrolments WHERE course_id = ?')
      .get(course.id) as { n: number };
    expect(course.lesson_count).toBe(lessons.n);
    expect(course.lesson_count).toBeGreaterThan(0);
    expect(course.learner_count).toBe(learners.n);
    const lecturer = server.db
      .prepare(
        'SELECT l.id, l.name FROM lecturers l JOIN courses c ON c.lecturer_id = l.id WHERE c.id = ?',
      )
      .get(course.id);
    expect(course.lecturer).toEqual(lecturer ?? null);
  });

  it('filters by category, recommended, free, compulsory and compulsory kind', async () => {
    const recommended = await allCourses({ recommended: 1 });
    expect(recommended.length).toBe(count('is_recommended = 1'));
    expect(recommended.length).toBeGreaterThan(0);
    expect(recommended.every((c) => c.is_recommended)).toBe(true);
    expect((await allCourses({ recommended: 0 })).length).toBe(count('is_recommended = 0'));

    const free = await allCourses({ is_free: 1 });
    expect(free.length).toBe(count('is_free = 1'));
    expect(free.every((c) => c.price === '0.00')).toBe(true);
    const paid = await allCourses({ is_free: 0 });
    expect(paid.length).toBe(count('is_free = 0'));
    expect(paid.every((c) => !c.is_free && c.price !== '0.00')).toBe(true);

    const compulsory = await allCourses({ is_compulsory: 1 });
    expect(compulsory.length).toBe(count('is_compulsory = 1'));
    expect(compulsory.every((c) => c.is_compulsory)).toBe(true);
    expect((await allCourses({ is_compulsory: 0 })).every((c) => !c.is_compulsory)).toBe(true);

    const company = await allCourses({ compulsory_kind: 'company' });
    expect(company.length).toBe(count("compulsory_kind = 'company'"));
    expect(company.length).toBeGreaterThan(0);

    const categoryId = (
      server.db.prepare('SELECT id FROM course_categories ORDER BY sort LIMIT 1').get() as {
        id: number;
      }
    ).id;
    const inCategory = await allCourses({ category_id: categoryId });
    expect(inCategory.length).toBe(count('category_id = ?', categoryId));
    expect(inCategory.every((c) => c.category_id === categoryId)).toBe(true);

    const combined = await allCourses({ category_id: categoryId, is_free: 1, recommended: 1 });
    expect(combined.length).toBe(
      count('category_id = ? AND is_free = 1 AND is_recommended = 1', categoryId),
    );
    expect(await data<CoursePage>('/api/courses', { category_id: 9999 })).toMatchObject({
      list: [],
      total: 0,
    });
  });

  it('refuses bad query values with a 422 naming the field', async () => {
    const cases: [Record<string, string | number>, string][] = [
      [{ pageSize: 1000 }, 'query parameter pageSize must be at most 100'],
      [{ page: 'two' }, 'query parameter page must be a whole number'],
      [{ category_id: 'abc' }, 'query parameter category_id must be a whole number'],
      [{ category_id: 0 }, 'query parameter category_id must be at least 1'],
      [{ recommended: 2 }, 'query parameter recommended must be one of 0, 1'],
      [{ is_free: 'yes' }, 'query parameter is_free must be one of 0, 1'],
      [
        { compulsory_kind: 'bogus' },
        'query parameter compulsory_kind must be one of product, activity, company',
      ],
      [{ sort: 'price' }, 'query parameter sort is not a known field'],
    ];
    for (const [query, message] of cases) {
      const reply = await server.call('GET', '/api/courses', { query });
      expect({ query, status: reply.status, body: reply.body }).toEqual({
        query,
        status: 422,
        body: { status_code: 422, message },
      });
    }
  });
});
