import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { migrate } from '../src/db/migrate';
import { migrationsDir } from '../src/paths';
import { renderStored, storedName } from '../src/texts';

/**
 * Migration 013 gives the names of seeded categories and fileWeave fields a kind, and judge
 * questions their search text, so a database seeded before it reads in both languages.
 */
let dir: string;
let db: Database.Database;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-migration-013-'));
  const before = path.join(dir, 'before');
  fs.mkdirSync(before);
  for (const file of fs.readdirSync(migrationsDir).filter((f) => f < '013'))
    fs.copyFileSync(path.join(migrationsDir, file), path.join(before, file));
  db = new Database(':memory:');
  migrate(db, before);
  expect(db.pragma('user_version', { simple: true })).toBe(12);
  db.exec(`
    INSERT INTO news_categories (id, name, sort) VALUES (1, '公司新闻', 0), (2, '编辑新加的分类', 1);
    INSERT INTO file_templates (id, category, title, fields, body_template) VALUES
      (1, '采购申请', '样机采购申请单',
       '[{"key":"shop","label":"申请门店","type":"text","required":true},{"key":"x","label":"备注","type":"text","required":false}]',
       '{{shop}}');
    INSERT INTO search_index (kind, ref_id, title, body) VALUES
      ('question', 7, '冰箱应放在通风处。', 'T. 正确 F. 错误'),
      ('question', 8, '下列正确的有（\u3000）。', 'A. 甲 B. 乙');
  `);
  migrate(db);
});
afterAll(() => {
  db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

it('names a known category in both languages and keeps an unknown one as written', () => {
  const rows = db.prepare('SELECT name, name_kind FROM news_categories ORDER BY id').all() as {
    name: string;
    name_kind: string | null;
  }[];
  expect(rows.map((r) => storedName('newsCategory.', r.name_kind, r.name, 'en'))).toEqual([
    'Company news',
    '编辑新加的分类',
  ]);
});

it('gives fileWeave fields a label kind inside their JSON, keeping the fields as objects', () => {
  const row = db.prepare('SELECT category_kind, fields FROM file_templates').get() as {
    category_kind: string;
    fields: string;
  };
  expect(row.category_kind).toBe('request');
  const fields = JSON.parse(row.fields) as { key: string; label: string; label_kind: string }[];
  expect(fields.map((f) => [f.key, f.label, f.label_kind])).toEqual([
    ['shop', '申请门店', 'shop'],
    ['x', '备注', ''],
  ]);
  expect(fields.map((f) => storedName('fileField.', f.label_kind, f.label, 'en'))).toEqual([
    'Shop',
    '备注',
  ]);
});

it('stores the search text of judge questions only', () => {
  const rows = db.prepare('SELECT ref_id, text_kind, text_params FROM search_texts').all() as {
    ref_id: number;
    text_kind: string;
    text_params: string;
  }[];
  expect(rows.map((r) => r.ref_id)).toEqual([7]);
  expect(
    renderStored('search.', rows[0]!.text_kind, rows[0]!.text_params, 'en', 'name.asWritten'),
  ).toBe('T. True F. False');
});
