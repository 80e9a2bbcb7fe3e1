import fs from 'node:fs';
import path from 'node:path';
import { shippedMediaDir } from '../../src/paths';
import { namedParams, parseParams, storedName } from '../../src/texts';
import { ACTIVITIES } from '../../src/seed/clockin/activities-data';
import { dispose, rows, seedFresh, type Seeded } from './seed-helpers';

let seeded: Seeded;
beforeAll(() => {
  seeded = seedFresh();
});
afterAll(() => dispose(seeded));

const CJK = /[\u3000-\u303F\u4E00-\u9FFF\uFF00-\uFFEF]/;

describe('names readers sort by, in both languages', () => {
  it.each([
    ['news_categories', 'newsCategory.'],
    ['material_categories', 'materialCategory.'],
    ['college_categories', 'collegeCategory.'],
    ['course_categories', 'courseCategory.'],
    ['policy_catalogues', 'policyCatalogue.'],
    ['kb_folders', 'kbFolder.'],
    ['question_banks', 'questionBank.'],
    ['question_chapters', 'questionChapter.'],
  ])('gives every row of %s a name in English and in Chinese', (table, prefix) => {
    const names = rows<{ name: string; name_kind: string | null }>(
      seeded.db,
      `SELECT name, name_kind FROM ${table} ORDER BY sort, id`,
    );
    expect(names.length).toBeGreaterThan(1);
    for (const row of names) {
      const en = storedName(prefix, row.name_kind, row.name, 'en');
      const zh = storedName(prefix, row.name_kind, row.name, 'zh-CN');
      // The Chinese is the name as written; the English is English.
      expect([row.name, zh]).toEqual([row.name, row.name]);
      expect([row.name, CJK.test(en)]).toEqual([row.name, false]);
    }
  });

  it.each([
    ['products', 'category', 'category_kind', 'productCategory.'],
    ['faq', 'category', 'category_kind', 'faqCategory.'],
    ['kb_files', 'uploaded_by', 'uploaded_by_kind', 'department.'],
    ['question_banks', 'description', 'name_kind', 'questionBankAbout.'],
  ])('gives every %s.%s both languages', (table, column, kindColumn, prefix) => {
    const names = rows<{ name: string; kind: string | null }>(
      seeded.db,
      `SELECT DISTINCT ${column} AS name, ${kindColumn} AS kind FROM ${table}`,
    );
    expect(names.length).toBeGreaterThan(1);
    for (const row of names) {
      expect(storedName(prefix, row.kind, row.name, 'zh-CN')).toBe(row.name);
      expect([row.name, CJK.test(storedName(prefix, row.kind, row.name, 'en'))]).toEqual([
        row.name,
        false,
      ]);
    }
  });

  it('gives the folder and uploader of every file search text both languages', () => {
    const texts = rows<{ text_params: string }>(
      seeded.db,
      "SELECT text_params FROM search_texts WHERE text_kind LIKE 'file.%'",
    );
    expect(texts.length).toBeGreaterThan(10);
    for (const { text_params } of texts) {
      const params = parseParams(text_params);
      const en = namedParams(params, { folder: 'kbFolder.', uploader: 'department.' }, 'en');
      const zh = namedParams(params, { folder: 'kbFolder.', uploader: 'department.' }, 'zh-CN');
      expect([zh.folder, zh.uploader]).toEqual([params.folder, params.uploader]);
      expect([en.folder, CJK.test(`${en.folder}${en.uploader}`)]).toEqual([en.folder, false]);
    }
  });

  it('gives every fileWeave category and field label both languages', () => {
    const templates = rows<{ category: string; category_kind: string; fields: string }>(
      seeded.db,
      'SELECT category, category_kind, fields FROM file_templates',
    );
    for (const t of templates) {
      expect(storedName('fileCategory.', t.category_kind, t.category, 'zh-CN')).toBe(t.category);
      expect(CJK.test(storedName('fileCategory.', t.category_kind, t.category, 'en'))).toBe(false);
      for (const f of JSON.parse(t.fields) as { label: string; label_kind: string }[]) {
        expect(storedName('fileField.', f.label_kind, f.label, 'zh-CN')).toBe(f.label);
        expect([f.label, CJK.test(storedName('fileField.', f.label_kind, f.label, 'en'))]).toEqual([
          f.label,
          false,
        ]);
      }
    }
  });
});

describe('the question bank', () => {
  it('never asks the same stem twice in one bank', () => {
    const repeated = rows<{ bank_id: number; stem: string; n: number }>(
      seeded.db,
      'SELECT bank_id, stem, COUNT(*) AS n FROM questions GROUP BY bank_id, stem HAVING n > 1',
    );
    expect(repeated).toEqual([]);
  });

  it('has comments that fit the type of their question', () => {
    const comments = rows<{ type: string; body: string }>(
      seeded.db,
      'SELECT q.type, c.body FROM question_comments c JOIN questions q ON q.id = c.question_id',
    );
    expect(comments.length).toBeGreaterThan(50);
    const misfits = comments.filter(
      ({ type, body }) =>
        (type !== 'multiple' && /多选|漏选/.test(body)) ||
        (!['single', 'multiple'].includes(type) && /选项|排除/.test(body)) ||
        (type !== 'judge' && /判断题|这句话/.test(body)) ||
        (type !== 'fill' && /填空/.test(body)),
    );
    expect(misfits).toEqual([]);
  });
});

describe('clock-in photos', () => {
  it('show what the task asks for, only on tasks that ask for a photo, the same on every seed', () => {
    const records = rows<{
      activity: string;
      task: string;
      requires_photo: number;
      photos: string;
    }>(
      seeded.db,
      `SELECT a.title AS activity, t.title AS task, t.requires_photo, r.photos
       FROM clockin_records r JOIN clockin_tasks t ON t.id = r.task_id
       JOIN clockin_activities a ON a.id = r.activity_id ORDER BY r.id`,
    );
    expect(records.some((r) => r.requires_photo === 1)).toBe(true);
    for (const r of records) {
      const photos = JSON.parse(r.photos) as string[];
      const task = ACTIVITIES.find((a) => a.title === r.activity)?.tasks.find(
        (t) => t.title === r.task,
      );
      const wanted = (task?.photos ?? []).map((key) => `/api/media/${key}.svg`);
      if (r.requires_photo === 1) {
        expect(photos.length).toBeGreaterThan(0);
        for (const p of photos)
          expect([r.task, wanted]).toEqual([r.task, expect.arrayContaining([p])]);
      } else expect([r.task, photos]).toEqual([r.task, []]);
    }
    const again = seedFresh();
    try {
      expect(rows(again.db, 'SELECT photos FROM clockin_records ORDER BY id')).toEqual(
        rows(seeded.db, 'SELECT photos FROM clockin_records ORDER BY id'),
      );
    } finally {
      dispose(again);
    }
  });
});

describe('meeting and training-session covers', () => {
  it('differ from one event to the next and carry no words', () => {
    const covers = rows<{ cover: string }>(
      seeded.db,
      'SELECT cover FROM meetings UNION ALL SELECT cover FROM training_sessions',
    ).map((r) => r.cover);
    expect(covers.length).toBeGreaterThan(10);
    expect(new Set(covers).size).toBe(covers.length);
    for (const url of covers) {
      const svg = fs.readFileSync(
        path.join(shippedMediaDir, url.replace('/api/media/', '')),
        'utf8',
      );
      expect([url, /<text\b/.test(svg)]).toEqual([url, false]);
    }
  });
});
