import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { migrate } from '../src/db/migrate';
import { migrationsDir } from '../src/paths';
import { namedParams, parseParams, storedName } from '../src/texts';

/**
 * Migration 014 gives more seeded groupings a kind (goods categories, knowledge-base folders and
 * departments, question banks and chapters, FAQ categories), and the names inside stored texts
 * (a file's search text, a mock exam's title) their kinds, so a database seeded before it reads
 * in both languages. Names it does not know stay as written.
 */
let dir: string;
let db: Database.Database;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-migration-014-'));
  const before = path.join(dir, 'before');
  fs.mkdirSync(before);
  for (const file of fs.readdirSync(migrationsDir).filter((f) => f < '014'))
    fs.copyFileSync(path.join(migrationsDir, file), path.join(before, file));
  db = new Database(':memory:');
  migrate(db, before);
  expect(db.pragma('user_version', { simple: true })).toBe(13);
  db.exec(`
    INSERT INTO products (id, category, name, model, price_cents) VALUES
      (1, '空调', '挂机', 'M1', 100), (2, '新品类', '样品', 'M2', 100);
    INSERT INTO kb_folders (id, parent_id, name) VALUES
      (1, NULL, '产品手册'), (2, 1, '空调'), (3, NULL, '编辑新建的文件夹');
    INSERT INTO kb_files (id, folder_id, title, kind, url, size_bytes, uploaded_by, created_at)
      VALUES (1, 2, '柜机安装手册', 'pdf', '/x.pdf', 1, '产品中心', 0),
             (2, 3, '备忘', 'doc', '/y.doc', 1, '王经理', 0);
    INSERT INTO question_banks (id, name, description) VALUES
      (1, '产品知识题库', '冰箱、空调、洗衣机、厨卫与生活电器的产品知识。');
    INSERT INTO question_chapters (id, bank_id, name) VALUES
      (1, 1, '冰箱产品知识'), (2, 1, '空调产品知识'), (3, 1, '新增章节');
    INSERT INTO faq (id, category, question, answer) VALUES
      (1, '加入团队', '问', '答'), (2, '新分类', '问', '答');
    INSERT INTO search_texts (kind, ref_id, text_kind, text_params) VALUES
      ('file', 1, 'file.pdf', '{"folder":"产品手册/空调","uploader":"产品中心"}');
    INSERT INTO papers (id, kind, title, title_kind, title_params, duration_minutes,
        total_score, pass_score, opens_at, created_at) VALUES
      (1, 'mock', '', 'mockTwo', '{"first":"冰箱产品知识","second":"新增章节"}', 10, 10, 6, 0, 0);
  `);
  migrate(db);
});
afterAll(() => {
  db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const all = <T>(sql: string): T[] => db.prepare(sql).all() as T[];

it.each([
  ['products', 'category', 'category_kind', 'productCategory.', ['Air conditioners', '新品类']],
  [
    'kb_folders',
    'name',
    'name_kind',
    'kbFolder.',
    ['Product manuals', 'Air conditioners', '编辑新建的文件夹'],
  ],
  ['kb_files', 'uploaded_by', 'uploaded_by_kind', 'department.', ['Product Centre', '王经理']],
  ['question_banks', 'name', 'name_kind', 'questionBank.', ['Product knowledge']],
  [
    'question_chapters',
    'name',
    'name_kind',
    'questionChapter.',
    ['Refrigerators', 'Air conditioners', '新增章节'],
  ],
  ['faq', 'category', 'category_kind', 'faqCategory.', ['Joining a team', '新分类']],
])(
  'names the known %s.%s in English and keeps the others as written',
  (table, column, kind, prefix, english) => {
    const rows = all<{ name: string; kind: string | null }>(
      `SELECT ${column} AS name, ${kind} AS kind FROM ${table} ORDER BY id`,
    );
    expect(rows.map((r) => storedName(prefix, r.kind, r.name, 'en'))).toEqual(english);
    expect(rows.map((r) => storedName(prefix, r.kind, r.name, 'zh-CN'))).toEqual(
      rows.map((r) => r.name),
    );
  },
);

it('gives a bank the kind its description reads by', () => {
  const [bank] = all<{ description: string; name_kind: string }>(
    'SELECT description, name_kind FROM question_banks',
  );
  expect(storedName('questionBankAbout.', bank!.name_kind, bank!.description, 'en')).toMatch(
    /^Product knowledge of refrigerators/,
  );
});

it('gives a file search text the kinds of its folder path and uploader', () => {
  const [row] = all<{ text_params: string }>('SELECT text_params FROM search_texts');
  const params = namedParams(
    parseParams(row!.text_params),
    { folder: 'kbFolder.', uploader: 'department.' },
    'en',
  );
  expect([params.folder, params.uploader]).toEqual([
    'Product manuals/Air conditioners',
    'Product Centre',
  ]);
});

it('gives a mock exam title the kinds of the chapters it names', () => {
  const [row] = all<{ title_params: string }>('SELECT title_params FROM papers');
  const chapters = { first: 'questionChapter.', second: 'questionChapter.' };
  const params = namedParams(parseParams(row!.title_params), chapters, 'en');
  expect([params.first, params.second]).toEqual(['Refrigerators', '新增章节']);
});
