import { advanceClock, nowMs, nowSeconds } from '../src/clock';
import { noteWrite } from '../src/db/read-cache';
import { findUserByMobile } from '../src/features/users/user-row';
import { DAY, SEED_NOW } from '../src/seed/time';
import { startTestServer, type TestServer } from './helpers/test-server';

const JOINED = '13800000000';

type Banner = { id: number; title: string; image: string; link: string };
type NewsItem = {
  id: number;
  title: string;
  summary: string;
  cover: string;
  category: { id: number; name: string };
  read_count: number;
  like_count: number;
  is_top: boolean;
  published_at: number;
};
type NewsPage = { list: NewsItem[]; total: number; page: number; pageSize: number };
type NewsArticle = NewsItem & {
  author: string;
  body_html: string;
  liked: boolean;
  related: NewsItem[];
};

let server: TestServer;
let token: string;

/** Moves the API clock to a Unix time (tokens are checked against the real clock). */
const setClock = (seconds: number) => advanceClock(seconds * 1000 - nowMs());

beforeAll(async () => {
  server = await startTestServer();
  token = await server.login(JOINED);
  // The seed dates everything from SEED_NOW; read the data as of that moment.
  setClock(SEED_NOW);
});
afterAll(() => server.close());

const data = async <T>(path: string, query: Record<string, string | number> = {}, t?: string) => {
  const reply = await server.call('GET', path, { query, ...(t ? { token: t } : {}) });
  expect(reply.body.code).toBe(0);
  return reply.body.data as T;
};

const unprocessable = async (path: string, query: Record<string, string | number>) => {
  const reply = await server.call('GET', path, { query });
  expect(reply.status).toBe(422);
  return reply.body;
};

const readCount = (id: number) =>
  (
    server.db.prepare('SELECT read_count FROM news WHERE id = ?').get(id) as {
      read_count: number;
    }
  ).read_count;

describe('GET /api/banners', () => {
  it('lists the live home banners in order, without the expired one, to visitors', async () => {
    const { list } = await data<{ list: Banner[] }>('/api/banners');
    expect(list.map((b) => b.title)).toEqual([
      '销售冲刺季',
      '冬季新品上市',
      '21天打卡挑战',
      '服务之星评选',
    ]);
    for (const banner of list) {
      expect(banner.image).toMatch(/^\/api\/media\/.+/);
      expect(banner.link).toMatch(/^\/pages\w*\/.+\?id=\d+$/);
      expect(Object.keys(banner).sort()).toEqual(['id', 'image', 'link', 'title']);
    }
    const expired = server.db
      .prepare('SELECT id FROM banners WHERE position = ? AND ends_at <= ?')
      .all('home', nowSeconds()) as { id: number }[];
    expect(expired).toHaveLength(1);
    expect(list.map((b) => b.id)).not.toContain(expired[0]!.id);
    expect(
      (await data<{ list: Banner[] }>('/api/banners', { position: 'home' }, token)).list,
    ).toEqual(list);
  });

  it('answers the banners of another page position', async () => {
    const train = await data<{ list: Banner[] }>('/api/banners', { position: 'train' });
    expect(train.list.map((b) => b.title)).toEqual(['顾问式销售五步法', '店长管理必修课']);
    const shop = await data<{ list: Banner[] }>('/api/banners', { position: 'shop' });
    expect(shop.list).toEqual([
      expect.objectContaining({ title: '门店赋能中心', link: '/pages/shop/index' }),
    ]);
  });

  it('follows the display window: nothing once every banner has ended', async () => {
    setClock(SEED_NOW + 31 * DAY);
    try {
      expect((await data<{ list: Banner[] }>('/api/banners')).list).toEqual([]);
    } finally {
      setClock(SEED_NOW);
    }
  });

  it('refuses an unknown position with a 422 naming it', async () => {
    expect(await unprocessable('/api/banners', { position: 'bogus' })).toEqual({
      status_code: 422,
      message: 'query parameter position must be one of home, train, college, exam, material, shop',
    });
    expect((await unprocessable('/api/banners', { colour: 'red' })).message).toBe(
      'query parameter colour is not a known field',
    );
  });
});

describe('GET /api/news/categories', () => {
  it('lists the five categories in display order', async () => {
    const { list } = await data<{ list: { id: number; name: string }[] }>('/api/news/categories');
    expect(list.map((c) => c.name)).toEqual([
      'Company news',
      'Industry',
      'Store stories',
      'Training news',
      'Notices',
    ]);
  });

  it("names the categories in the reader's language, on the list and on every item", async () => {
    const zh = await server.call('GET', '/api/news/categories', {
      headers: { 'accept-language': 'zh-CN' },
    });
    expect((zh.body.data as { list: { name: string }[] }).list.map((c) => c.name)).toEqual([
      '公司新闻',
      '行业资讯',
      '门店动态',
      '培训快讯',
      '通知公告',
    ]);
    const en = await data<NewsPage>('/api/news');
    for (const item of en.list) expect(item.category.name).toMatch(/^[A-Za-z &]+$/);
    const zhNews = await server.call('GET', '/api/news', { headers: { 'accept-language': 'zh' } });
    const zhItems = (zhNews.body.data as NewsPage).list;
    expect(zhItems[0]!.category.name).toMatch(/^[\u4e00-\u9fff]+$/);
  });
});

describe('GET /api/news', () => {
  it('pages all 60 items, pinned first then newest first, to visitors', async () => {
    const first = await data<NewsPage>('/api/news');
    expect(first).toMatchObject({ total: 60, page: 1, pageSize: 20 });
    expect(first.list).toHaveLength(20);

    const all: NewsItem[] = [];
    for (let page = 1; page <= 3; page++) {
      all.push(...(await data<NewsPage>('/api/news', { page, pageSize: 25 })).list);
    }
    expect(all).toHaveLength(60);
    expect(new Set(all.map((n) => n.id)).size).toBe(60);
    const pinned = all.filter((n) => n.is_top);
    expect(pinned).toHaveLength(2);
    expect(all.slice(0, 2)).toEqual(pinned);
    const rest = all.slice(2);
    for (let i = 1; i < rest.length; i++) {
      expect(rest[i - 1]!.published_at).toBeGreaterThanOrEqual(rest[i]!.published_at);
    }
    for (const item of all) {
      expect(item.cover).toMatch(/^\/api\/media\//);
      expect(item.published_at).toBeLessThanOrEqual(nowSeconds());
    }
  });

  it('filters by category', async () => {
    const categories = (
      await data<{ list: { id: number; name: string }[] }>('/api/news/categories')
    ).list;
    let sum = 0;
    for (const category of categories) {
      const page = await data<NewsPage>('/api/news', { category_id: category.id, pageSize: 100 });
      const expected = (
        server.db
          .prepare('SELECT COUNT(*) AS n FROM news WHERE category_id = ?')
          .get(category.id) as {
          n: number;
        }
      ).n;
      expect(page.total).toBe(expected);
      expect(page.list.every((n) => n.category.id === category.id)).toBe(true);
      expect(page.list.every((n) => n.category.name === category.name)).toBe(true);
      sum += page.total;
    }
    expect(sum).toBe(60);
    expect(await data<NewsPage>('/api/news', { category_id: 9999 })).toEqual({
      list: [],
      total: 0,
      page: 1,
      pageSize: 20,
    });
  });

  it('answers an empty page past the end', async () => {
    expect(await data<NewsPage>('/api/news', { page: 4, pageSize: 20 })).toEqual({
      list: [],
      total: 60,
      page: 4,
      pageSize: 20,
    });
  });

  it('refuses bad paging and filters with a 422 naming the field', async () => {
    expect(await unprocessable('/api/news', { pageSize: 1000 })).toEqual({
      status_code: 422,
      message: 'query parameter pageSize must be at most 100',
    });
    expect((await unprocessable('/api/news', { page: 0 })).message).toBe(
      'query parameter page must be at least 1',
    );
    expect((await unprocessable('/api/news', { category_id: 'abc' })).message).toBe(
      'query parameter category_id must be a whole number',
    );
  });

  it('hides news published in the future', async () => {
    const { lastInsertRowid } = server.db
      .prepare(
        "INSERT INTO news (category_id, title, body_html, published_at) VALUES (1, '明日新闻', '<p>x</p>', ?)",
      )
      .run(nowSeconds() + DAY);
    const id = Number(lastInsertRowid);
    noteWrite(server.db);
    try {
      const page = await data<NewsPage>('/api/news', { pageSize: 100 });
      expect(page.total).toBe(60);
      expect(page.list.map((n) => n.id)).not.toContain(id);
      expect((await server.call('GET', `/api/news/${id}`)).body.code).toBe(404);
    } finally {
      server.db.prepare('DELETE FROM news WHERE id = ?').run(id);
      noteWrite(server.db);
    }
  });
});

describe('GET /api/news/{id}', () => {
  it('answers the article with its body and related items of the same category', async () => {
    const item = (await data<NewsPage>('/api/news', { pageSize: 10 })).list[5]!;
    const before = readCount(item.id);
    const article = await data<NewsArticle>(`/api/news/${item.id}`);
    expect(article).toMatchObject({ ...item, read_count: before + 1, liked: false });
    expect(article.body_html).toContain('<p>');
    expect(article.author).not.toBe('');
    expect(article.related.length).toBeGreaterThan(0);
    expect(article.related.length).toBeLessThanOrEqual(4);
    for (const related of article.related) {
      expect(related.id).not.toBe(item.id);
      expect(related.category.id).toBe(item.category.id);
    }
    const dates = article.related.map((r) => r.published_at);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('counts exactly one read per request, also when requests arrive together', async () => {
    const id = 7;
    const before = readCount(id);
    await data<NewsArticle>(`/api/news/${id}`);
    expect(readCount(id)).toBe(before + 1);
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => server.call('GET', `/api/news/${id}`)),
    );
    const counts = replies
      .map((r) => (r.body.data as NewsArticle).read_count)
      .sort((a, b) => a - b);
    expect(counts).toEqual([before + 2, before + 3, before + 4, before + 5, before + 6]);
    expect(readCount(id)).toBe(before + 6);
  });

  it('refreshes cached lists after a read', async () => {
    const listed = async () =>
      (await data<NewsPage>('/api/news', { pageSize: 3 })).list.find((n) => n.id === 1)!.read_count;
    const before = await listed();
    await data<NewsArticle>('/api/news/1');
    expect(await listed()).toBe(before + 1);
  });

  it('tells a logged-in reader whether they liked it', async () => {
    const userId = findUserByMobile(server.db, JOINED)!.id;
    const likedId = (
      server.db.prepare('SELECT news_id FROM news_likes WHERE user_id = ? LIMIT 1').get(userId) as {
        news_id: number;
      }
    ).news_id;
    const notLikedId = (
      server.db
        .prepare(
          'SELECT id FROM news WHERE id NOT IN (SELECT news_id FROM news_likes WHERE user_id = ?) LIMIT 1',
        )
        .get(userId) as { id: number }
    ).id;
    expect((await data<NewsArticle>(`/api/news/${likedId}`, {}, token)).liked).toBe(true);
    expect((await data<NewsArticle>(`/api/news/${likedId}`)).liked).toBe(false);
    expect((await data<NewsArticle>(`/api/news/${notLikedId}`, {}, token)).liked).toBe(false);
  });

  it('answers code 404 for an unknown id and 422 for a malformed one', async () => {
    expect((await server.call('GET', '/api/news/99999')).body).toEqual({
      code: 404,
      message: 'News not found',
      data: null,
    });
    const bad = await server.call('GET', '/api/news/abc');
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe('path parameter id must be a whole number');
  });
});
