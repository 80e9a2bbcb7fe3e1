import { advanceClock } from '../src/clock';
import { matchCondition } from '../src/features/search/search-query';
import { renderStored } from '../src/texts';
import { startTestServer, type TestServer } from './helpers/test-server';

const JOINED = '13800000000';
const NOT_JOINED = '13800000001';
const KINDS = ['course', 'question', 'news', 'material', 'file'];

type Result = { type: string; id: number; title: string; snippet: string; link: string };
type Group = { type: string; total: number; list: Result[] };
type Grouped = { keyword: string; total: number; groups: Group[] };
type Page<T> = { list: T[]; total: number; page: number; pageSize: number };
type History = { list: { keyword: string; searched_at: number }[] };

let server: TestServer;
let joined: string;
let notJoined: string;

beforeAll(async () => {
  server = await startTestServer();
  [joined, notJoined] = await Promise.all([server.login(JOINED), server.login(NOT_JOINED)]);
});
afterAll(() => server.close());

const data = async <T>(path: string, query: Record<string, string | number> = {}) => {
  const reply = await server.call('GET', path, { token: joined, query });
  expect(reply.status).toBe(200);
  expect(reply.body).toMatchObject({ code: 0 });
  return reply.body.data as T;
};

/** How many index rows of a kind contain the text, counted independently of the API. */
const substringCount = (kind: string, text: string) =>
  (
    server.db
      .prepare(
        'SELECT COUNT(*) AS n FROM search_index WHERE kind = ? AND (instr(title, ?) > 0 OR instr(body, ?) > 0)',
      )
      .get(kind, text, text) as { n: number }
  ).n;

const expectMatches = (result: Result, keyword: string) => {
  const row = server.db
    .prepare('SELECT title, body FROM search_index WHERE kind = ? AND ref_id = ?')
    .get(result.type, result.id) as { title: string; body: string };
  expect(`${row.title}\n${row.body}`).toContain(keyword);
  expect(result.title).toBe(row.title);
};

describe('search history and hot keywords', () => {
  it('lists the hot keywords in order', async () => {
    const { list } = await data<{ list: string[] }>('/api/search/hot');
    expect(list).toHaveLength(10);
    expect(list.slice(0, 3)).toEqual(['空调', '冰箱', '洗烘一体']);
  });

  it('records searches newest first, each keyword once, and clears them', async () => {
    const seeded = await data<History>('/api/search/history');
    expect(seeded.list.map((h) => h.keyword)).toEqual([
      '空调匹数',
      '冰箱',
      '以旧换新',
      '话术',
      '零冷水',
    ]);
    await data<Grouped>('/api/search', { keyword: '  油烟机 ' });
    advanceClock(1000);
    await data<Grouped>('/api/search', { keyword: '话术' });
    const after = (await data<History>('/api/search/history')).list.map((h) => h.keyword);
    expect(after.slice(0, 2)).toEqual(['话术', '油烟机']);
    expect(after.filter((k) => k === '话术')).toHaveLength(1);
    expect(new Set(after).size).toBe(after.length);
    expect(after.length).toBeLessThanOrEqual(20);

    const cleared = await server.call('DELETE', '/api/search/history', { token: joined });
    expect(cleared.body).toEqual({ code: 0, message: 'ok', data: null });
    expect((await data<History>('/api/search/history')).list).toEqual([]);
  });

  it('keeps at most 20 keywords', async () => {
    for (let i = 0; i < 25; i++) {
      advanceClock(1000);
      await data<Grouped>('/api/search', { keyword: `词${i}` });
    }
    const { list } = await data<History>('/api/search/history');
    expect(list).toHaveLength(20);
    expect(list[0]!.keyword).toBe('词24');
  });

  it('is for joined users only', async () => {
    for (const [method, path] of [
      ['GET', '/api/search/history'],
      ['DELETE', '/api/search/history'],
      ['GET', '/api/search/hot'],
    ] as const) {
      expect((await server.call(method, path)).body).toMatchObject({ code: 401 });
      expect((await server.call(method, path, { token: notJoined })).body).toMatchObject({
        code: 403,
      });
    }
  });
});

describe('GET /api/search', () => {
  it('uses the trigram index from 3 characters and LIKE below, quoting user input', () => {
    expect(matchCondition('以旧换新')).toMatchObject({
      where: 'search_index MATCH @needle',
      needle: '"以旧换新"',
    });
    expect(matchCondition('a"b NEAR(c)*').needle).toBe('"a""b NEAR(c)*"');
    expect(matchCondition('空调').where).toContain('LIKE @needle');
    expect(matchCondition('空调').needle).toBe('%空调%');
    expect(matchCondition('%_').needle).toBe('%\\%\\_%');
    // The plan really reads the full-text index for a MATCH.
    const plan = server.db
      .prepare(
        `EXPLAIN QUERY PLAN SELECT * FROM search_index WHERE ${matchCondition('冰箱门').where}`,
      )
      .all({ needle: '"冰箱门"' }) as { detail: string }[];
    expect(plan.map((p) => p.detail).join(' ')).toMatch(/VIRTUAL TABLE INDEX/);
  });

  it('finds a Chinese word of 3+ characters through the trigram index, grouped by kind', async () => {
    const result = await data<Grouped>('/api/search', { keyword: '以旧换新' });
    expect(result.keyword).toBe('以旧换新');
    expect(result.groups.map((g) => g.type)).toEqual(KINDS);
    for (const group of result.groups) {
      expect(group.total).toBe(substringCount(group.type, '以旧换新'));
      expect(group.list.length).toBe(Math.min(3, group.total));
      for (const item of group.list) {
        expect(item.type).toBe(group.type);
        expectMatches(item, '以旧换新');
        expect(item.link).toMatch(new RegExp(`^/pages\\w*/.+\\?id=${item.id}$`));
      }
    }
    expect(result.total).toBe(result.groups.reduce((s, g) => s + g.total, 0));
    expect(result.groups.filter((g) => g.total > 0).length).toBeGreaterThanOrEqual(2);
  });

  it('finds a 2-character word through the LIKE fallback', async () => {
    const result = await data<Grouped>('/api/search', { keyword: '空调' });
    for (const group of result.groups) {
      expect(group.total).toBe(substringCount(group.type, '空调'));
      for (const item of group.list) expectMatches(item, '空调');
    }
    expect(result.groups.find((g) => g.type === 'question')!.total).toBeGreaterThan(3);
    const one = await data<Grouped>('/api/search', { keyword: '冰' });
    expect(one.total).toBeGreaterThan(0);
    expect(one.groups.find((g) => g.type === 'material')!.total).toBe(
      substringCount('material', '冰'),
    );
  });

  it('answers the empty result for a word that is nowhere', async () => {
    const result = await data<Grouped>('/api/search', { keyword: '量子纠缠态' });
    expect(result.total).toBe(0);
    expect(result.groups.every((g) => g.total === 0 && g.list.length === 0)).toBe(true);
  });

  it('treats FTS syntax in the keyword as plain text, never a 500', async () => {
    for (const keyword of [
      '"',
      '""',
      '"冰箱',
      '*',
      '冰箱*',
      '(空调',
      '空调)',
      'NEAR',
      'NEAR(冰箱 空调)',
      '-',
      '-冰箱',
      '冰箱 OR 空调',
      'AND',
      'a:b',
      '^冰箱',
      '{title}: x',
      '%',
      '_',
      "'; DROP",
      '\\',
    ]) {
      const reply = await server.call('GET', '/api/search', { token: joined, query: { keyword } });
      expect([keyword, reply.status, reply.body.code]).toEqual([keyword, 200, 0]);
      const more = await server.call('GET', '/api/search/more', {
        token: joined,
        query: { keyword, type: 'course' },
      });
      expect([keyword, more.status, more.body.code]).toEqual([keyword, 200, 0]);
    }
    // `%` and `_` are not wildcards: only text that contains them matches.
    for (const keyword of ['%', '_']) {
      const found = await data<Grouped>('/api/search', { keyword });
      expect(found.total).toBe(KINDS.reduce((sum, k) => sum + substringCount(k, keyword), 0));
    }
  });

  it('refuses a blank, missing or too long keyword with a 422 naming it', async () => {
    for (const [query, message] of [
      [{ keyword: '' }, 'query parameter keyword must be at least 1 characters'],
      [{ keyword: '   ' }, 'query parameter keyword must not be blank'],
      [{}, 'query parameter keyword is required'],
      [{ keyword: 'x'.repeat(51) }, 'query parameter keyword must be at most 50 characters'],
      [{ keyword: '冰箱', page: 2 }, 'query parameter page is not a known field'],
    ] as const) {
      const reply = await server.call('GET', '/api/search', { token: joined, query });
      expect(reply.status).toBe(422);
      expect(reply.body).toEqual({ status_code: 422, message });
    }
  });

  it('is for joined users only', async () => {
    const query = { keyword: '冰箱' };
    expect((await server.call('GET', '/api/search', { query })).body).toMatchObject({ code: 401 });
    expect(
      (await server.call('GET', '/api/search', { token: notJoined, query })).body,
    ).toMatchObject({ code: 403, message: 'Please join a team first' });
  });
});

describe('GET /api/search/more', () => {
  it('pages every match of one kind', async () => {
    const grouped = await data<Grouped>('/api/search', { keyword: '空调' });
    const courses = grouped.groups.find((g) => g.type === 'question')!;
    expect(courses.total).toBeGreaterThan(20);
    const ids: number[] = [];
    for (let page = 1; ids.length < courses.total; page++) {
      const p = await data<Page<Result>>('/api/search/more', {
        type: 'question',
        keyword: '空调',
        page,
        pageSize: 10,
      });
      expect(p).toMatchObject({ total: courses.total, page, pageSize: 10 });
      expect(p.list.length).toBeGreaterThan(0);
      for (const item of p.list) expect(item.type).toBe('question');
      ids.push(...p.list.map((r) => r.id));
    }
    expect(new Set(ids).size).toBe(courses.total);
    expect(ids.slice(0, courses.list.length)).toEqual(courses.list.map((r) => r.id));

    const fts = await data<Page<Result>>('/api/search/more', {
      type: 'question',
      keyword: '以旧换新',
      pageSize: 100,
    });
    expect(fts.total).toBe(substringCount('question', '以旧换新'));
    for (const item of fts.list) expectMatches(item, '以旧换新');
  });

  it('refuses an unknown type with a 422 naming it', async () => {
    const reply = await server.call('GET', '/api/search/more', {
      token: joined,
      query: { type: 'video', keyword: '冰箱' },
    });
    expect(reply.status).toBe(422);
    expect(reply.body.message).toBe(
      'query parameter type must be one of course, question, news, material, file',
    );
    const missing = await server.call('GET', '/api/search/more', {
      token: joined,
      query: { keyword: '冰箱' },
    });
    expect(missing.body.message).toBe('query parameter type is required');
  });
});

describe("snippets in the reader's language", () => {
  const CJK = /[\u3000-\u303F\u4E00-\u9FFF\uFF00-\uFFEF\u2018\u2019\u201C\u201D]/;
  type Stored = { kind: string; ref_id: number; text_kind: string; text_params: string };
  const stored = () =>
    server.db
      .prepare(
        'SELECT kind, ref_id, text_kind, text_params FROM search_texts ORDER BY kind, ref_id',
      )
      .all() as Stored[];
  const search = async (keyword: string, language: string) => {
    const reply = await server.call('GET', '/api/search', {
      token: joined,
      query: { keyword },
      headers: { 'accept-language': language },
    });
    expect(reply.body).toMatchObject({ code: 0 });
    return (reply.body.data as Grouped).groups.flatMap((g) => g.list);
  };
  const stemOf = (kind: string, id: number) =>
    (
      server.db
        .prepare('SELECT title FROM search_index WHERE kind = ? AND ref_id = ?')
        .get(kind, id) as { title: string }
    ).title;

  it('stores the words around the content of courses, materials, files and judges as a kind', () => {
    const kinds = new Set(stored().map((s) => `${s.kind}:${s.text_kind}`));
    for (const kind of [
      'course:course',
      'material:material',
      'file:file.video',
      'question:judgeOptions',
    ])
      expect(kinds).toContain(kind);
  });

  it('writes no Chinese word of its own into an English snippet (content stays as written)', () => {
    // Every stored text, its content replaced by Latin stand-ins, rendered for an English reader.
    for (const s of stored()) {
      const params = JSON.parse(s.text_params) as Record<string, string>;
      const latin = JSON.stringify(Object.fromEntries(Object.keys(params).map((k) => [k, 'x'])));
      const english = renderStored('search.', s.text_kind, latin, 'en', 'name.asWritten');
      expect([s.text_kind, CJK.test(english)]).toEqual([s.text_kind, false]);
    }
  });

  it('answers an English reader with English words and a Chinese reader with Chinese ones', async () => {
    const files = await search('产品手册', 'en');
    const file = files.find((r) => r.type === 'file');
    // The folder path and the department that shared the file are named in English too.
    expect(file?.snippet).toMatch(
      /^A (PDF document|document|picture|video) in "Product manuals\/.+", shared by .+/,
    );
    expect(file?.snippet).not.toMatch(CJK);
    const filesZh = await search('产品手册', 'zh-CN');
    expect(filesZh.find((r) => r.type === 'file')?.snippet).toMatch(
      /^存放在“产品手册\/.+”的.+，由.+上传。$/,
    );

    const courses = await search('空调基础', 'en');
    const course = courses.find((r) => r.type === 'course');
    expect(course?.snippet).toMatch(/Lecturer: |Contents: /);
    expect(course?.snippet).not.toMatch(/讲师|课程内容/);

    const judge = stored().find((s) => s.text_kind === 'judgeOptions')!;
    const stem = [...stemOf('question', judge.ref_id)].slice(0, 8).join('');
    const questions = await data<Page<Result>>('/api/search/more', {
      type: 'question',
      keyword: stem,
      pageSize: 100,
    });
    const found = questions.list.find((r) => r.id === judge.ref_id);
    expect(found?.snippet).toBe('T. True F. False');
    const zh = await server.call('GET', '/api/search/more', {
      token: joined,
      query: { type: 'question', keyword: stem, pageSize: 100 },
      headers: { 'accept-language': 'zh-CN' },
    });
    const zhList = (zh.body.data as Page<Result>).list;
    expect(zhList.find((r) => r.id === judge.ref_id)?.snippet).toBe('T. 正确 F. 错误');
  });
});
