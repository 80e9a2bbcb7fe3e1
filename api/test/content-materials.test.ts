import { advanceClock, nowMs } from '../src/clock';
import { noteWrite } from '../src/db/read-cache';
import { findUserByMobile } from '../src/features/users/user-row';
import { SEED_NOW } from '../src/seed/time';
import { startTestServer, type TestServer } from './helpers/test-server';

const JOINED = '13800000000';
const NOT_JOINED = '13800000001';
const PENDING = '13800000002';

type Category = {
  id: number;
  parent_id: number | null;
  name: string;
  icon: string;
  material_count: number;
};
type MaterialItem = {
  id: number;
  title: string;
  summary: string;
  cover: string;
  category: { id: number; name: string };
  read_count: number;
  download_count: number;
  attachment_count: number;
  attachment_kinds: string[];
  is_public: boolean;
  published_at: number;
};
type Page<T> = { list: T[]; total: number; page: number; pageSize: number };
type MaterialDetail = MaterialItem & {
  body_html: string;
  attachments: { id: number; kind: string; name: string; url: string; size: number }[];
  favourited: boolean;
};

let server: TestServer;
let joined: string;
let notJoined: string;
let pending: string;

beforeAll(async () => {
  server = await startTestServer();
  [joined, notJoined, pending] = await Promise.all([
    server.login(JOINED),
    server.login(NOT_JOINED),
    server.login(PENDING),
  ]);
  advanceClock(SEED_NOW * 1000 - nowMs());
});
afterAll(() => server.close());

const data = async <T>(
  method: string,
  path: string,
  token: string | undefined,
  query: Record<string, string | number> = {},
) => {
  const reply = await server.call(method, path, { query, ...(token ? { token } : {}) });
  expect(reply.status).toBe(200);
  expect(reply.body).toMatchObject({ code: 0 });
  return reply.body.data as T;
};

const code = async (method: string, path: string, token?: string) =>
  (await server.call(method, path, token ? { token } : {})).body;

const userId = (mobile: string) => findUserByMobile(server.db, mobile)!.id;
const one = <T>(sql: string, ...args: unknown[]) => server.db.prepare(sql).get(...args) as T;

describe('GET /api/materials/categories', () => {
  it('lists the 8 side-rail categories in order with their counts', async () => {
    const { list } = await data<{ list: Category[] }>('GET', '/api/materials/categories', joined);
    expect(list).toHaveLength(8);
    expect(list[0]).toMatchObject({ name: 'Product sheets', parent_id: null, material_count: 14 });
    expect(list.reduce((sum, c) => sum + c.material_count, 0)).toBe(101);
    for (const category of list) expect(category.icon).toMatch(/^\/api\/media\//);
  });

  it('is for joined users only', async () => {
    expect(await code('GET', '/api/materials/categories')).toMatchObject({ code: 401 });
    expect(await code('GET', '/api/materials/categories', notJoined)).toMatchObject({
      code: 403,
      message: 'Please join a team first',
    });
    expect(await code('GET', '/api/materials/categories', pending)).toMatchObject({ code: 403 });
  });
});

describe('GET /api/materials', () => {
  it('pages all 101 materials newest first', async () => {
    const first = await data<Page<MaterialItem>>('GET', '/api/materials', joined);
    expect(first).toMatchObject({ total: 101, page: 1, pageSize: 20 });
    const all: MaterialItem[] = [];
    for (let page = 1; page <= 3; page++) {
      all.push(
        ...(await data<Page<MaterialItem>>('GET', '/api/materials', joined, { page, pageSize: 40 }))
          .list,
      );
    }
    expect(new Set(all.map((m) => m.id)).size).toBe(101);
    for (let i = 1; i < all.length; i++) {
      expect(all[i - 1]!.published_at).toBeGreaterThanOrEqual(all[i]!.published_at);
    }
    expect(all.filter((m) => m.is_public)).toHaveLength(6);
    expect(all.every((m) => m.attachment_count >= 1)).toBe(true);
  });

  it('filters by category and by keyword', async () => {
    const { list: categories } = await data<{ list: Category[] }>(
      'GET',
      '/api/materials/categories',
      joined,
    );
    for (const category of categories) {
      const page = await data<Page<MaterialItem>>('GET', '/api/materials', joined, {
        category_id: category.id,
        pageSize: 100,
      });
      expect(page.total).toBe(category.material_count);
      expect(page.list.every((m) => m.category.id === category.id)).toBe(true);
    }
    const found = await data<Page<MaterialItem>>('GET', '/api/materials', joined, {
      keyword: ' 冰箱 ',
    });
    expect(found.total).toBeGreaterThan(0);
    expect(found.list.every((m) => `${m.title}${m.summary}`.includes('冰箱'))).toBe(true);
    const combined = await data<Page<MaterialItem>>('GET', '/api/materials', joined, {
      keyword: '冰箱',
      category_id: categories[0]!.id,
    });
    expect(combined.total).toBeGreaterThan(0);
    expect(combined.total).toBeLessThanOrEqual(found.total);
    // LIKE wildcards in the keyword are plain text.
    expect(
      (await data<Page<MaterialItem>>('GET', '/api/materials', joined, { keyword: '%' })).total,
    ).toBe(0);
  });

  it("names each material's file kinds, as its attachments have them, in their order", async () => {
    const all = (
      await Promise.all(
        [1, 2].map((page) =>
          data<Page<MaterialItem>>('GET', '/api/materials', joined, { page, pageSize: 100 }),
        ),
      )
    ).flatMap((page) => page.list);
    expect(all).toHaveLength(101);
    const kindsOf = (id: number) =>
      (
        server.db
          .prepare('SELECT kind FROM material_attachments WHERE material_id = ? ORDER BY sort, id')
          .all(id) as { kind: string }[]
      ).map((row) => row.kind);
    for (const material of all) {
      expect(material.attachment_kinds).toEqual([...new Set(kindsOf(material.id))]);
    }
    expect(new Set(all.flatMap((m) => m.attachment_kinds))).toEqual(
      new Set(['pdf', 'image', 'video']),
    );

    // A material with a video then two PDFs: each kind once, first-seen order; none without files.
    const material = all.find((m) => !m.is_public)!;
    const saved = server.db
      .prepare('SELECT * FROM material_attachments WHERE material_id = ?')
      .all(material.id) as Record<string, unknown>[];
    const removeAll = () => {
      server.db.prepare('DELETE FROM material_attachments WHERE material_id = ?').run(material.id);
      noteWrite(server.db);
    };
    removeAll();
    const add = server.db.prepare(
      `INSERT INTO material_attachments (material_id, kind, name, url, size_bytes, sort)
       VALUES (?, ?, ?, '/api/media/x', 10, ?)`,
    );
    add.run(material.id, 'video', 'tour.mp4', 1);
    add.run(material.id, 'pdf', 'sheet.pdf', 2);
    add.run(material.id, 'pdf', 'more.pdf', 3);
    noteWrite(server.db);
    const listed = async () =>
      (
        await data<Page<MaterialItem>>('GET', '/api/materials', joined, {
          category_id: material.category.id,
          pageSize: 100,
        })
      ).list.find((m) => m.id === material.id)!;
    expect(await listed()).toMatchObject({
      attachment_count: 3,
      attachment_kinds: ['video', 'pdf'],
    });
    removeAll();
    expect(await listed()).toMatchObject({ attachment_count: 0, attachment_kinds: [] });
    // The detail carries the same field.
    const detail = await data<MaterialDetail>('GET', `/api/materials/${material.id}`, joined);
    expect(detail.attachment_kinds).toEqual([]);

    const restore = server.db.prepare(
      `INSERT INTO material_attachments (id, material_id, kind, name, url, size_bytes, sort)
       VALUES (@id, @material_id, @kind, @name, @url, @size_bytes, @sort)`,
    );
    for (const row of saved) restore.run(row);
    noteWrite(server.db);
  });

  it('refuses bad filters with a 422 naming the field', async () => {
    for (const [query, message] of [
      [{ category_id: 'x' }, 'query parameter category_id must be a whole number'],
      [{ keyword: '' }, 'query parameter keyword must be at least 1 characters'],
      [{ keyword: 'x'.repeat(51) }, 'query parameter keyword must be at most 50 characters'],
      [{ pageSize: 101 }, 'query parameter pageSize must be at most 100'],
      [{ sort: 'new' }, 'query parameter sort is not a known field'],
    ] as const) {
      const reply = await server.call('GET', '/api/materials', { token: joined, query });
      expect(reply.status).toBe(422);
      expect(reply.body).toEqual({ status_code: 422, message });
    }
  });
});

describe('GET /api/materials/{id}', () => {
  const publicId = () =>
    one<{ id: number }>('SELECT id FROM materials WHERE is_public = 1 ORDER BY id LIMIT 1').id;
  const privateId = () =>
    one<{ id: number }>('SELECT id FROM materials WHERE is_public = 0 ORDER BY id LIMIT 1').id;

  it('answers the material with body, attachments and one more read', async () => {
    const id = privateId();
    const before = one<{ read_count: number }>(
      'SELECT read_count FROM materials WHERE id = ?',
      id,
    ).read_count;
    const material = await data<MaterialDetail>('GET', `/api/materials/${id}`, joined);
    expect(material).toMatchObject({ id, read_count: before + 1, is_public: false });
    expect(material.body_html).toContain('<p>');
    expect(material.attachments.length).toBe(material.attachment_count);
    for (const a of material.attachments) {
      expect(['pdf', 'image', 'video']).toContain(a.kind);
      expect(a.url).toMatch(/^\/api\/media\//);
      expect(a.size).toBeGreaterThan(0);
    }
    const listed = (
      await data<Page<MaterialItem>>('GET', '/api/materials', joined, { pageSize: 100, page: 1 })
    ).list.concat(
      (await data<Page<MaterialItem>>('GET', '/api/materials', joined, { pageSize: 100, page: 2 }))
        .list,
    );
    expect(listed.find((m) => m.id === id)!.read_count).toBe(before + 1);
  });

  it('lets anyone read a public material, and only joined users the rest', async () => {
    const open = await data<MaterialDetail>('GET', `/api/materials/${publicId()}`, undefined);
    expect(open).toMatchObject({ is_public: true, favourited: false });
    await data<MaterialDetail>('GET', `/api/materials/${publicId()}`, notJoined);
    expect(await code('GET', `/api/materials/${privateId()}`)).toEqual({
      code: 401,
      message: 'Please log in first',
      data: null,
    });
    expect(await code('GET', `/api/materials/${privateId()}`, notJoined)).toEqual({
      code: 403,
      message: 'Please join a team first',
      data: null,
    });
  });

  it('answers code 404 for an unknown id and 422 for a malformed one', async () => {
    expect(await code('GET', '/api/materials/99999', joined)).toEqual({
      code: 404,
      message: 'Material not found',
      data: null,
    });
    const bad = await server.call('GET', '/api/materials/abc', { token: joined });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe('path parameter id must be a whole number');
  });
});

describe('material favourites', () => {
  it("lists the demo user's 6 favourites, newest first", async () => {
    const page = await data<Page<MaterialItem>>('GET', '/api/materials/favourites', joined);
    expect(page.total).toBe(6);
    const expected = server.db
      .prepare(
        'SELECT material_id FROM material_favourites WHERE user_id = ? ORDER BY created_at DESC, material_id DESC',
      )
      .all(userId(JOINED)) as { material_id: number }[];
    expect(page.list.map((m) => m.id)).toEqual(expected.map((r) => r.material_id));
  });

  it('adds and removes idempotently, answering the new state', async () => {
    const id = one<{ id: number }>(
      'SELECT id FROM materials WHERE id NOT IN (SELECT material_id FROM material_favourites WHERE user_id = ?) LIMIT 1',
      userId(JOINED),
    ).id;
    const path = `/api/materials/${id}/favourite`;
    expect(await data('POST', path, joined)).toEqual({ favourited: true });
    expect(await data('POST', path, joined)).toEqual({ favourited: true });
    expect((await data<MaterialDetail>('GET', `/api/materials/${id}`, joined)).favourited).toBe(
      true,
    );
    const mine = await data<Page<MaterialItem>>('GET', '/api/materials/favourites', joined);
    expect(mine.total).toBe(7);
    expect(mine.list[0]!.id).toBe(id);
    const both = await Promise.all([
      server.call('DELETE', path, { token: joined }),
      server.call('DELETE', path, { token: joined }),
    ]);
    expect(both.map((r) => r.body.data)).toEqual([{ favourited: false }, { favourited: false }]);
    expect((await data<Page<MaterialItem>>('GET', '/api/materials/favourites', joined)).total).toBe(
      6,
    );
  });

  it('answers 404 for an unknown material and refuses callers who have not joined', async () => {
    expect(await code('POST', '/api/materials/99999/favourite', joined)).toMatchObject({
      code: 404,
    });
    expect(await code('DELETE', '/api/materials/99999/favourite', joined)).toMatchObject({
      code: 404,
    });
    expect(await code('POST', '/api/materials/1/favourite')).toMatchObject({ code: 401 });
    expect(await code('POST', '/api/materials/1/favourite', notJoined)).toMatchObject({
      code: 403,
    });
    expect(await code('GET', '/api/materials/favourites', pending)).toMatchObject({ code: 403 });
  });
});

describe('POST /api/materials/{id}/downloads', () => {
  const attachmentOf = (isPublic: 0 | 1) =>
    one<{ id: number; material_id: number }>(
      `SELECT a.id, a.material_id FROM material_attachments a
       JOIN materials m ON m.id = a.material_id WHERE m.is_public = ? ORDER BY a.id LIMIT 1`,
      isPublic,
    );
  const downloads = (id: number) =>
    one<{ download_count: number }>('SELECT download_count FROM materials WHERE id = ?', id)
      .download_count;
  const record = (materialId: number, attachmentId: number, token?: string) =>
    server.call('POST', `/api/materials/${materialId}/downloads`, {
      body: { attachment_id: attachmentId },
      ...(token ? { token } : {}),
    });

  it('counts each download, visitors’ too on a public material', async () => {
    const { id, material_id } = attachmentOf(1);
    const before = downloads(material_id);
    expect((await record(material_id, id)).body).toMatchObject({
      code: 0,
      data: { download_count: before + 1 },
    });
    expect((await record(material_id, id, joined)).body.data).toEqual({
      download_count: before + 2,
    });
  });

  it('keeps private materials’ downloads to joined staff', async () => {
    const { id, material_id } = attachmentOf(0);
    const before = downloads(material_id);
    expect((await record(material_id, id)).body).toMatchObject({ code: 401 });
    expect((await record(material_id, id, notJoined)).body).toMatchObject({ code: 403 });
    expect(downloads(material_id)).toBe(before);
  });

  it('refuses an attachment of another material and bad bodies, counting nothing', async () => {
    const mine = attachmentOf(1);
    const other = attachmentOf(0);
    const before = downloads(mine.material_id);
    expect((await record(mine.material_id, other.id, joined)).body).toEqual({
      code: 1,
      message: "The attachment is not one of this material's",
      data: null,
    });
    const bad = await server.call('POST', `/api/materials/${mine.material_id}/downloads`, {
      token: joined,
      body: { attachment_id: 'first' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toContain('attachment_id');
    expect(downloads(mine.material_id)).toBe(before);
  });
});
