import { startTestServer, type TestServer } from './helpers/test-server';

const JOINED = '13800000000';
const NOT_JOINED = '13800000001';
const PENDING = '13800000002';

type Guide = {
  id: number;
  kind: 'display_guide' | 'product_card' | 'sales_script';
  title: string;
  cover: string;
  summary: string;
  product: { id: number; name: string; model: string; category: string; price: string } | null;
  published_at: number;
};
type Page<T> = { list: T[]; total: number; page: number; pageSize: number };

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
});
afterAll(() => server.close());

const data = async <T>(path: string, query: Record<string, string | number> = {}) => {
  const reply = await server.call('GET', path, { token: joined, query });
  expect(reply.status).toBe(200);
  expect(reply.body).toMatchObject({ code: 0 });
  return reply.body.data as T;
};

describe('GET /api/shop/guides', () => {
  it('pages all 32 guides in display order', async () => {
    const all = await data<Page<Guide>>('/api/shop/guides', { pageSize: 100 });
    expect(all.total).toBe(32);
    expect(all.list.map((g) => g.kind)).toEqual([
      ...Array<string>(6).fill('display_guide'),
      ...Array<string>(18).fill('product_card'),
      ...Array<string>(8).fill('sales_script'),
    ]);
    const second = await data<Page<Guide>>('/api/shop/guides', { page: 2, pageSize: 10 });
    expect(second).toMatchObject({ total: 32, page: 2, pageSize: 10 });
    expect(second.list).toEqual(all.list.slice(10, 20));
  });

  it('filters by kind; product cards carry their product', async () => {
    const counts: Record<string, number> = { display_guide: 6, product_card: 18, sales_script: 8 };
    for (const [kind, count] of Object.entries(counts)) {
      const page = await data<Page<Guide>>('/api/shop/guides', { kind, pageSize: 50 });
      expect(page.total).toBe(count);
      for (const guide of page.list) {
        expect(guide.kind).toBe(kind);
        expect(guide.product === null).toBe(kind !== 'product_card');
        expect(guide.cover).toMatch(/^\/api\/media\//);
      }
    }
    const cards = await data<Page<Guide>>('/api/shop/guides', { kind: 'product_card' });
    expect(cards.list[0]!.product!.price).toMatch(/^[0-9]+\.[0-9]{2}$/);
  });

  it('searches titles and summaries', async () => {
    const found = await data<Page<Guide>>('/api/shop/guides', { keyword: '冰箱' });
    expect(found.total).toBe(4);
    expect(found.list.every((g) => `${g.title}${g.summary}`.includes('冰箱'))).toBe(true);
    const cards = await data<Page<Guide>>('/api/shop/guides', {
      keyword: '冰箱',
      kind: 'product_card',
    });
    expect(cards.total).toBe(3);
    expect((await data<Page<Guide>>('/api/shop/guides', { keyword: '_' })).total).toBe(0);
  });

  it('refuses bad filters with a 422 naming the field', async () => {
    for (const [query, message] of [
      [
        { kind: 'poster' },
        'query parameter kind must be one of display_guide, product_card, sales_script',
      ],
      [{ keyword: '' }, 'query parameter keyword must be at least 1 characters'],
      [{ page: 0 }, 'query parameter page must be at least 1'],
    ] as const) {
      const reply = await server.call('GET', '/api/shop/guides', { token: joined, query });
      expect(reply.status).toBe(422);
      expect(reply.body).toEqual({ status_code: 422, message });
    }
  });

  it('is for joined users only', async () => {
    for (const path of ['/api/shop/guides', '/api/shop/guides/1']) {
      expect((await server.call('GET', path)).body).toMatchObject({ code: 401 });
      for (const token of [notJoined, pending]) {
        expect((await server.call('GET', path, { token })).body).toEqual({
          code: 403,
          message: 'Please join a team first',
          data: null,
        });
      }
    }
  });
});

describe('GET /api/shop/guides/{id}', () => {
  it('answers the guide with its text', async () => {
    const item = (await data<Page<Guide>>('/api/shop/guides', { kind: 'sales_script' })).list[0]!;
    const guide = await data<Guide & { body_html: string }>(`/api/shop/guides/${item.id}`);
    expect(guide).toMatchObject(item);
    expect(guide.body_html).toContain('<h3>参考话术</h3>');
  });

  it('answers code 404 for an unknown id and 422 for a malformed one', async () => {
    expect((await server.call('GET', '/api/shop/guides/99999', { token: joined })).body).toEqual({
      code: 404,
      message: 'Guide not found',
      data: null,
    });
    const bad = await server.call('GET', '/api/shop/guides/x', { token: joined });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe('path parameter id must be a whole number');
  });
});
