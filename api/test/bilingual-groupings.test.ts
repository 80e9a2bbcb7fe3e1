import { startTestServer, type Reply, type TestServer } from './helpers/test-server';

/**
 * Names of groupings the product defines read in the reader's language over HTTP: question banks
 * and chapters (everywhere a question or a practice run names them), knowledge-base folders and
 * the departments that share files, goods categories of product cards, help-centre categories.
 * Content (questions, file and guide titles, answers) stays as written.
 */
const JOINED = '13800000000';
const EN = { 'accept-language': 'en-US,en;q=0.9' };
const ZH = { 'accept-language': 'zh-CN,zh;q=0.9' };
const CJK = /[\u3000-\u303F\u4E00-\u9FFF\uFF00-\uFFEF]/;

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await server.login(JOINED);
});
afterAll(() => server.close());

const dataOf = <T>(reply: Reply): T => {
  expect(reply.body).toMatchObject({ code: 0 });
  return reply.body.data as T;
};

/** The same request in English and in Chinese. */
async function both<T>(
  method: string,
  path: string,
  options: { query?: Record<string, string | number>; body?: unknown } = {},
): Promise<{ en: T; zh: T }> {
  const en = dataOf<T>(await server.call(method, path, { ...options, token, headers: EN }));
  const zh = dataOf<T>(await server.call(method, path, { ...options, token, headers: ZH }));
  return { en, zh };
}

type Named = { id: number; name: string };
type Chaptered = { chapter: Named };
type Home = {
  banks: (Named & { description: string; chapters: (Named & { question_count: number })[] })[];
};

describe('question banks and chapters', () => {
  it('the question-bank home names banks, what they cover and chapters in the reader language', async () => {
    const { en, zh } = await both<Home>('GET', '/api/exam/home');
    expect(en.banks.map((b) => b.name)).toEqual(['General job knowledge', 'Product knowledge']);
    expect(zh.banks.map((b) => b.name)).toEqual(['岗位通用题库', '产品知识题库']);
    expect(en.banks[0]!.description).toMatch(/^Job knowledge for everyone/);
    expect(zh.banks[0]!.description).toBe('企业文化、服务、销售、运营、安全与收银等岗位通用知识。');
    const enChapters = en.banks.flatMap((b) => b.chapters.map((c) => c.name));
    const zhChapters = zh.banks.flatMap((b) => b.chapters.map((c) => c.name));
    expect(enChapters.slice(0, 3)).toEqual([
      'Company culture & policies',
      'Store service standards',
      'Sales skills',
    ]);
    expect(zhChapters.slice(0, 3)).toEqual(['企业文化与制度', '门店服务规范', '销售技巧']);
    for (const name of [...enChapters, ...en.banks.map((b) => b.description)])
      expect([name, CJK.test(name)]).toEqual([name, false]);
    // The same chapters, in the same order.
    expect(en.banks.flatMap((b) => b.chapters.map((c) => c.id))).toEqual(
      zh.banks.flatMap((b) => b.chapters.map((c) => c.id)),
    );
  });

  it('a practice run names its bank, chapter and each question’s chapter', async () => {
    const home = dataOf<Home>(await server.call('GET', '/api/exam/home', { token, headers: ZH }));
    const chapter = home.banks[1]!.chapters[0]!;
    type Run = {
      id: number;
      bank: Named;
      chapter: Named | null;
      questions: Chaptered[];
    };
    const { en, zh } = await both<Run>('POST', '/api/exam/practice', {
      body: { mode: 'chapter', chapter_id: chapter.id },
    });
    expect(en.id).toBe(zh.id);
    expect([en.bank.name, en.chapter?.name]).toEqual(['Product knowledge', 'Refrigerators']);
    expect([zh.bank.name, zh.chapter?.name]).toEqual(['产品知识题库', '冰箱产品知识']);
    expect(new Set(en.questions.map((q) => q.chapter.name))).toEqual(new Set(['Refrigerators']));
    expect(new Set(zh.questions.map((q) => q.chapter.name))).toEqual(new Set(['冰箱产品知识']));

    const again = await both<Run>('GET', `/api/exam/practice/${en.id}`);
    expect([again.en.chapter?.name, again.zh.chapter?.name]).toEqual([
      'Refrigerators',
      '冰箱产品知识',
    ]);
    type Summary = { id: number; bank: Named; chapter: Named | null };
    const list = await both<{ list: Summary[] }>('GET', '/api/exam/practice', {
      query: { pageSize: 50 },
    });
    const mineEn = list.en.list.find((s) => s.id === en.id)!;
    const mineZh = list.zh.list.find((s) => s.id === en.id)!;
    expect([mineEn.bank.name, mineEn.chapter?.name]).toEqual([
      'Product knowledge',
      'Refrigerators',
    ]);
    expect([mineZh.bank.name, mineZh.chapter?.name]).toEqual(['产品知识题库', '冰箱产品知识']);
    for (const s of list.en.list) {
      const names = [s.bank.name, s.chapter?.name ?? ''];
      expect([names, names.some((n) => CJK.test(n))]).toEqual([names, false]);
    }

    const question = en.questions[0]! as Chaptered & { id: number };
    const one = await both<Chaptered>('GET', `/api/exam/questions/${question.id}`);
    expect([one.en.chapter.name, one.zh.chapter.name]).toEqual(['Refrigerators', '冰箱产品知识']);
  });

  it('the mistakes and featured lists name their chapter filters and question chapters', async () => {
    type Listed = { list: { question: Chaptered }[]; chapters: (Named & { count: number })[] };
    const mistakes = await both<Listed>('GET', '/api/exam/mistakes', { query: { pageSize: 50 } });
    expect(mistakes.en.chapters.length).toBeGreaterThan(0);
    expect(mistakes.en.chapters.map((c) => c.id)).toEqual(mistakes.zh.chapters.map((c) => c.id));
    for (const name of [
      ...mistakes.en.chapters.map((c) => c.name),
      ...mistakes.en.list.map((m) => m.question.chapter.name),
    ])
      expect([name, CJK.test(name)]).toEqual([name, false]);
    expect(mistakes.zh.chapters.every((c) => CJK.test(c.name))).toBe(true);

    type Featured = { list: Chaptered[]; chapters: (Named & { count: number })[] };
    const featured = await both<Featured>('GET', '/api/exam/featured', { query: { pageSize: 50 } });
    expect(featured.en.chapters.length).toBeGreaterThan(0);
    for (const name of [
      ...featured.en.chapters.map((c) => c.name),
      ...featured.en.list.map((q) => q.chapter.name),
    ])
      expect([name, CJK.test(name)]).toEqual([name, false]);
    expect(featured.zh.list.every((q) => CJK.test(q.chapter.name))).toBe(true);

    const favourites = await both<{ list: { question: Chaptered }[] }>(
      'GET',
      '/api/exam/favourites',
      { query: { pageSize: 50 } },
    );
    expect(favourites.en.list.length).toBeGreaterThan(0);
    for (const f of favourites.en.list)
      expect([f.question.chapter.name, CJK.test(f.question.chapter.name)]).toEqual([
        f.question.chapter.name,
        false,
      ]);
    expect(favourites.zh.list.every((f) => CJK.test(f.question.chapter.name))).toBe(true);
  });

  it('comments name the chapter of their question', async () => {
    const mine = await both<{ list: { question: Chaptered }[] }>('GET', '/api/exam/comments/mine', {
      query: { pageSize: 50 },
    });
    expect(mine.en.list.length).toBeGreaterThan(0);
    for (const c of mine.en.list)
      expect([c.question.chapter.name, CJK.test(c.question.chapter.name)]).toEqual([
        c.question.chapter.name,
        false,
      ]);
    expect(mine.zh.list.every((c) => CJK.test(c.question.chapter.name))).toBe(true);
  });
});

type KbFile = { id: number; title: string; folder: Named; uploaded_by: string };
type Kb = { path: Named[]; folders: (Named & { file_count: number })[]; list: KbFile[] };

describe('knowledge base', () => {
  it('names folders, the path and the sharing departments in the reader language', async () => {
    const root = await both<Kb>('GET', '/api/kb');
    expect(root.en.folders.map((f) => f.name)).toEqual([
      'Company policies',
      'Training slides',
      'Product manuals',
      'How-to guides',
      'Video tutorials',
      'Pictures',
    ]);
    expect(root.zh.folders.map((f) => f.name)).toEqual([
      '公司制度',
      '培训课件',
      '产品手册',
      '操作指南',
      '视频教程',
      '图片素材',
    ]);
    const manuals = root.en.folders[2]!;
    const inManuals = await both<Kb>('GET', '/api/kb', { query: { folder_id: manuals.id } });
    expect(inManuals.en.folders.map((f) => f.name)).toEqual([
      'Fridges & washers',
      'Air conditioners',
      'Kitchen & bathroom',
    ]);
    expect(inManuals.zh.folders.map((f) => f.name)).toEqual(['冰箱洗衣机', '空调', '厨卫电器']);
    const aircon = inManuals.en.folders[1]!;
    const files = await both<Kb>('GET', '/api/kb', { query: { folder_id: aircon.id } });
    expect(files.en.path.map((f) => f.name)).toEqual(['Product manuals', 'Air conditioners']);
    expect(files.zh.path.map((f) => f.name)).toEqual(['产品手册', '空调']);
    expect(files.en.list.length).toBeGreaterThan(0);
    for (const f of files.en.list) {
      expect(f.folder.name).toBe('Air conditioners');
      expect([f.uploaded_by, CJK.test(f.uploaded_by)]).toEqual([f.uploaded_by, false]);
      // The file's own title is content: as written.
      expect(CJK.test(f.title)).toBe(true);
    }
    expect(files.zh.list.every((f) => f.folder.name === '空调' && CJK.test(f.uploaded_by))).toBe(
      true,
    );

    const id = files.en.list[0]!.id;
    const one = await both<KbFile>('GET', `/api/kb/files/${id}`);
    expect([one.en.folder.name, one.zh.folder.name]).toEqual(['Air conditioners', '空调']);
    const read = await both<KbFile>('POST', `/api/kb/files/${id}/read`);
    expect([read.en.folder.name, read.zh.folder.name]).toEqual(['Air conditioners', '空调']);
    expect(read.zh.uploaded_by).toBe(files.zh.list[0]!.uploaded_by);
  });
});

describe('product cards', () => {
  it('name the goods category in the reader language', async () => {
    type Guide = { id: number; product: { name: string; category: string } | null };
    const guides = await both<{ list: Guide[] }>('GET', '/api/shop/guides', {
      query: { kind: 'product_card', pageSize: 100 },
    });
    const en = guides.en.list.map((g) => g.product!.category);
    const zh = guides.zh.list.map((g) => g.product!.category);
    expect(en.length).toBeGreaterThan(0);
    for (const c of en) expect([c, CJK.test(c)]).toEqual([c, false]);
    expect(zh.every((c) => CJK.test(c))).toBe(true);
    expect(new Set(en)).toContain('Refrigerators');
    expect(new Set(zh)).toContain('冰箱');
    const first = guides.en.list[0]!;
    const one = await both<Guide>('GET', `/api/shop/guides/${first.id}`);
    expect([one.en.product?.category, one.zh.product?.category]).toEqual([en[0], zh[0]]);
  });
});

describe('help centre', () => {
  type Help = { list: { id: number; category: string }[]; categories: string[] };

  it('names the FAQ categories in the reader language and filters by either name', async () => {
    const all = await both<Help>('GET', '/api/help', { query: { pageSize: 100 } });
    expect(all.en.categories).toEqual([
      'Account & login',
      'Joining a team',
      'Courses',
      'Exams & practice',
      'Points & top-up',
      'Orders & payment',
      'Other',
    ]);
    expect(all.zh.categories[0]).toBe('账号与登录');
    for (const entry of all.en.list) expect(all.en.categories).toContain(entry.category);

    const joiningIds = all.zh.list.filter((e) => e.category === '加入团队').map((e) => e.id);
    expect(joiningIds.length).toBeGreaterThan(0);
    for (const category of ['Joining a team', '加入团队']) {
      const filtered = await both<Help>('GET', '/api/help', { query: { category, pageSize: 100 } });
      expect(filtered.en.list.map((e) => e.id)).toEqual(joiningIds);
      expect(filtered.zh.list.map((e) => e.category)).toEqual(joiningIds.map(() => '加入团队'));
    }
  });
});
