import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { migrate } from '../src/db/migrate';
import { orderTitle } from '../src/features/payments/order-row';
import { paperTitle } from '../src/features/exam/paper-row';
import { noticeText } from '../src/features/users/notice-text';
import { migrationsDir } from '../src/paths';

/**
 * Migration 012 turns texts stored in one language into kinds and parameters. A database made
 * before it (migrations 001-011) with rows as the old code wrote them comes out readable in
 * both languages.
 */
let dir: string;
let db: Database.Database;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-migration-'));
  const before = path.join(dir, 'before');
  fs.mkdirSync(before);
  for (const file of fs.readdirSync(migrationsDir).filter((f) => f < '012'))
    fs.copyFileSync(path.join(migrationsDir, file), path.join(before, file));
  db = new Database(':memory:');
  db.pragma('foreign_keys = ON');
  migrate(db, before);
  expect(db.pragma('user_version', { simple: true })).toBe(11);

  const insert = (sql: string, ...args: unknown[]) => db.prepare(sql).run(...args);
  insert("INSERT INTO areas (id, name) VALUES (1, '华东区')");
  insert("INSERT INTO shops (id, area_id, name) VALUES (1, 1, '上海徐汇旗舰店')");
  insert("INSERT INTO teams (id, shop_id, name, invite_code) VALUES (1, 1, '徐汇团队', 'ABCDEF')");
  const user = (id: number, mobile: string | null, nickname: string, deleted: number | null) =>
    insert(
      'INSERT INTO users (id, mobile, nickname, created_at, updated_at, deleted_at) VALUES (?, ?, ?, 0, 0, ?)',
      id,
      mobile,
      nickname,
      deleted,
    );
  user(1, '13800000000', '晓明', null);
  user(2, '13912345678', '学员5678', null);
  user(3, null, '已注销用户', 100);
  insert(
    'INSERT INTO recharge_options (id, amount_cents, bonus_cents) VALUES (1, 5000, 0), (2, 10000, 500)',
  );
  const order = (id: number, kind: string, ref: number, title: string, cents: number) =>
    insert(
      'INSERT INTO orders (id, order_no, user_id, kind, ref_id, title, amount_cents, created_at) VALUES (?, ?, 1, ?, ?, ?, ?, 0)',
      id,
      `O${id}`,
      kind,
      ref,
      title,
      cents,
    );
  order(1, 'recharge', 2, 'Recharge 100.00 (+5.00 bonus)', 10000);
  order(2, 'recharge', 1, '账户充值 50 元', 5000);
  order(3, 'course', 7, '顾问式销售五步法', 19900);
  const notice = (id: number, title: string, body: string) =>
    insert(
      "INSERT INTO notices (id, user_id, kind, title, body, created_at) VALUES (?, 1, 'system', ?, ?, 0)",
      id,
      title,
      body,
    );
  notice(1, '11月月度考核已开启', '《2026年11月月度考核》已开放，请在截止日期前完成。');
  notice(2, '考试未通过提醒', '《冰箱产品知识测验》未通过，你还有1次考试机会。');
  notice(3, '课程学习完成', '恭喜你完成《新员工入职第一课》，获得20积分。');
  notice(
    4,
    '已加入徐汇团队',
    '你加入「徐汇团队」（上海徐汇旗舰店）的申请已通过，现在可以使用全部功能了。',
  );
  notice(5, '入队申请未通过', '你加入「徐汇团队」的申请未通过：请填写真实姓名');
  notice(6, '欢迎加入优家学堂', '你已成功加入团队，开始学习吧！');
  notice(7, '必修课即将截止', '你有必修课将在7天内截止，请尽快完成。');
  notice(8, '11月月度考核已开启', '请督促团队成员在截止日期前完成考核。');
  notice(9, '某条旧消息', '不认识的正文');
  insert(
    "INSERT INTO papers (id, kind, title, duration_minutes, total_score, pass_score, opens_at, created_at) VALUES (1, 'exam', '2026年11月月度考核', 30, 100, 60, 0, 0)",
  );
  const mock = (id: number, title: string, description: string) =>
    insert(
      "INSERT INTO papers (id, kind, title, description, duration_minutes, total_score, pass_score, attempts_allowed, opens_at, created_at, owner_id) VALUES (?, 'mock', ?, ?, 10, 100, 60, 0, 0, 0, 1)",
      id,
      title,
      description,
    );
  mock(2, '模拟卷 · 冰箱', '冰箱');
  mock(3, '模拟卷 · 冰箱、空调', '冰箱、空调');
  mock(4, '模拟卷 · 冰箱、空调等4章', '冰箱、空调、洗衣机、厨电');
  insert(
    "INSERT INTO join_requests (user_id, team_id, status, reason, created_at) VALUES (3, 1, 'rejected', 'account deleted', 0)",
  );
  insert(
    "INSERT INTO money_ledger (user_id, delta_cents, balance_after_cents, reason, created_at) VALUES (1, 100, 100, 'refund of a duplicate payment', 0)",
  );

  migrate(db);
});

afterAll(() => {
  db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

type Stored = { title_kind: string; title_params: string };

describe('migration 012: texts stored language-neutral', () => {
  it.each([
    [1, 'Recharge ¥100.00 (+¥5.00 bonus)', '账户充值 ¥100.00（赠送 ¥5.00）'],
    [2, 'Recharge ¥50.00', '账户充值 ¥50.00'],
    [3, '顾问式销售五步法', '顾问式销售五步法'],
  ])('order %i reads "%s" / "%s"', (id, en, zh) => {
    const row = db.prepare<[number], Stored>('SELECT * FROM orders WHERE id = ?').get(id)!;
    expect([orderTitle(row, 'en'), orderTitle(row, 'zh-CN')]).toEqual([en, zh]);
    expect(Object.keys(row)).not.toContain('title');
  });

  it.each([
    [
      1,
      'examOpen',
      'Exam open: 2026年11月月度考核',
      '《2026年11月月度考核》已开放，请在截止日期前完成。',
    ],
    [2, 'examFailed', 'Exam not passed', '《冰箱产品知识测验》未通过，你还有1次考试机会。'],
    [3, 'courseCompleted', 'Course completed', '恭喜你完成《新员工入职第一课》，获得20积分。'],
    [
      4,
      'joinApproved',
      'Joined 徐汇团队',
      '你加入「徐汇团队」（上海徐汇旗舰店）的申请已通过，现在可以使用全部功能了。',
    ],
    [5, 'joinRejected', 'Join request declined', '你加入「徐汇团队」的申请未通过：请填写真实姓名'],
    [6, 'welcomeMember', 'Welcome to Youjia Academy', '你已成功加入团队，开始学习吧！'],
    [7, 'compulsoryDue', 'Compulsory course due soon', '你有必修课将在7天内截止，请尽快完成。'],
    [
      8,
      'examOpenManager',
      'Exam open: 2026年11月月度考核',
      '请督促团队成员在截止日期前完成《2026年11月月度考核》。',
    ],
    [9, 'legacy', '某条旧消息', '不认识的正文'],
  ])('notice %i becomes %s', (id, kind, enTitle, zhBody) => {
    const row = db
      .prepare<[number], { text_kind: string; text_params: string }>(
        'SELECT * FROM notices WHERE id = ?',
      )
      .get(id)!;
    expect(row.text_kind).toBe(kind);
    expect(noticeText(row.text_kind, row.text_params, 'en').title).toBe(enTitle);
    expect(noticeText(row.text_kind, row.text_params, 'zh-CN').body).toBe(zhBody);
  });

  it('keeps the attempts and points of a notice as numbers', () => {
    const params = (id: number) =>
      JSON.parse(
        db
          .prepare<[number], { text_params: string }>(
            'SELECT text_params FROM notices WHERE id = ?',
          )
          .get(id)!.text_params,
      ) as Record<string, unknown>;
    expect(params(2)).toEqual({ paper: '冰箱产品知识测验', attempts: 1 });
    expect(params(3)).toEqual({ course: '新员工入职第一课', points: 20 });
    expect(params(7)).toEqual({ days: 7 });
  });

  it.each([
    [1, '2026年11月月度考核', '2026年11月月度考核'],
    [2, 'Mock exam · 冰箱', '模拟卷 · 冰箱'],
    [3, 'Mock exam · 冰箱, 空调', '模拟卷 · 冰箱、空调'],
    [4, 'Mock exam · 冰箱, 空调 and more (4 chapters)', '模拟卷 · 冰箱、空调等4章'],
  ])('paper %i reads "%s" / "%s"', (id, en, zh) => {
    const row = db
      .prepare<[number], { title: string; title_kind: string | null; title_params: string | null }>(
        'SELECT title, title_kind, title_params FROM papers WHERE id = ?',
      )
      .get(id)!;
    expect([paperTitle(row, 'en'), paperTitle(row, 'zh-CN')]).toEqual([en, zh]);
  });

  it('stores no generated names or reasons in one language', () => {
    const nick = (id: number) =>
      db.prepare<[number], { nickname: string }>('SELECT nickname FROM users WHERE id = ?').get(id)!
        .nickname;
    expect([nick(1), nick(2), nick(3)]).toEqual(['晓明', '', '']);
    expect(db.prepare('SELECT reason FROM join_requests').get()).toEqual({ reason: '' });
    expect(db.prepare('SELECT reason FROM money_ledger').get()).toEqual({
      reason: 'duplicate_refund',
    });
  });

  it('leaves a consistent database', () => {
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(db.pragma('foreign_key_check')).toEqual([]);
  });
});
