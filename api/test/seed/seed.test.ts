import { createHash } from 'node:crypto';
import {
  DEMO_ACCOUNTS,
  DEMO_INVITE_CODE,
  DEMO_PASSWORD,
  SEED_NOW,
  SEED_VERSION,
  seedDatabase,
} from '../../src/seed';
import {
  count,
  dispose,
  fakeHash,
  momentsAfter,
  rows,
  seedFresh,
  tableNames,
  type Seeded,
} from './seed-helpers';

let seeded: Seeded;
beforeAll(() => {
  seeded = seedFresh();
});
afterAll(() => dispose(seeded));

const db = () => seeded.db;
const n = (sql: string, ...params: (string | number)[]) => count(db(), sql, ...params);

describe('seeding a fresh database', () => {
  // Its time is measured by the API bench (npm run bench -w api), not here.
  it('hashes the shared password once', () => {
    expect(seeded.hashCalls).toEqual([DEMO_PASSWORD]);
    expect(n('SELECT COUNT(*) FROM users WHERE password_hash <> ?', fakeHash(DEMO_PASSWORD))).toBe(
      0,
    );
  });

  it('leaves a database that passes integrity and foreign-key checks', () => {
    expect(db().pragma('integrity_check', { simple: true })).toBe('ok');
    expect(db().pragma('foreign_key_check')).toEqual([]);
    expect(db().prepare("SELECT value FROM meta WHERE key = 'seed_version'").pluck().get()).toBe(
      SEED_VERSION,
    );
  });

  it('puts nothing that already happened after now', () => {
    expect(momentsAfter(db(), SEED_NOW)).toEqual([]);
  });

  it('fills every table that holds content', () => {
    // Tables that only the running server fills (attempt_questions: when an attempt starts, or
    // on the first read of a seeded one).
    const runtimeOnly = [
      'attempt_questions',
      'chat_messages',
      'client_reports',
      'qr_tickets',
      'sms_codes',
      'tokens',
      'uploads',
      'wx_bind_tickets',
      'wx_codes',
    ];
    const empty = tableNames(db()).filter(
      (t) => !runtimeOnly.includes(t) && n(`SELECT COUNT(*) FROM ${t}`) === 0,
    );
    expect(empty).toEqual([]);
  });

  it('has at least 40 courses, each with chapters and lessons of every kind', () => {
    expect(n('SELECT COUNT(*) FROM courses')).toBeGreaterThanOrEqual(40);
    expect(
      n(
        'SELECT COUNT(*) FROM courses c WHERE NOT EXISTS (SELECT 1 FROM course_chapters WHERE course_id = c.id)',
      ),
    ).toBe(0);
    expect(
      n(
        'SELECT COUNT(*) FROM course_chapters h WHERE NOT EXISTS (SELECT 1 FROM lessons WHERE chapter_id = h.id)',
      ),
    ).toBe(0);
    expect(
      rows<{ kind: string }>(db(), 'SELECT DISTINCT kind FROM lessons ORDER BY kind').map(
        (r) => r.kind,
      ),
    ).toEqual(['audio', 'document', 'video']);
    expect(n('SELECT COUNT(*) FROM courses WHERE is_free = 0')).toBeGreaterThan(0);
    const compulsoryKinds = rows<{ k: string }>(
      db(),
      'SELECT DISTINCT compulsory_kind AS k FROM courses WHERE is_compulsory = 1 ORDER BY k',
    );
    expect(compulsoryKinds.map((r) => r.k)).toEqual(['activity', 'company', 'product']);
  });

  it('has at least 500 questions in 10+ chapters, every chapter with every type', () => {
    expect(n('SELECT COUNT(*) FROM questions')).toBeGreaterThanOrEqual(500);
    expect(n('SELECT COUNT(*) FROM question_chapters')).toBeGreaterThanOrEqual(10);
    expect(
      n(
        'SELECT COUNT(*) FROM (SELECT chapter_id FROM questions GROUP BY chapter_id HAVING COUNT(DISTINCT type) < 4)',
      ),
    ).toBe(0);
    const judge = rows<{ answer: string }>(
      db(),
      "SELECT DISTINCT answer FROM questions WHERE type = 'judge' ORDER BY answer",
    );
    expect(judge.map((r) => r.answer)).toEqual(['["F"]', '["T"]']);
  });

  it('has at least 10 papers whose total score is the sum of their questions', () => {
    expect(n('SELECT COUNT(*) FROM papers')).toBeGreaterThanOrEqual(10);
    expect(
      n(
        'SELECT COUNT(*) FROM papers p WHERE NOT EXISTS (SELECT 1 FROM paper_draw_rules WHERE paper_id = p.id) AND total_score <> (SELECT SUM(score) FROM paper_questions WHERE paper_id = p.id)',
      ),
    ).toBe(0);
    // A paper that draws its questions: Σ count × score, from pools at least that large.
    expect(
      n(
        'SELECT COUNT(*) FROM papers p WHERE EXISTS (SELECT 1 FROM paper_draw_rules WHERE paper_id = p.id) AND total_score <> (SELECT SUM(count * score) FROM paper_draw_rules WHERE paper_id = p.id)',
      ),
    ).toBe(0);
    expect(
      n(
        `SELECT COUNT(*) FROM paper_draw_rules r WHERE r.count > (SELECT COUNT(*) FROM paper_questions pq
           JOIN questions q ON q.id = pq.question_id WHERE pq.paper_id = r.paper_id AND q.type = r.type)`,
      ),
    ).toBe(0);
    // Every new setting is off on the existing papers; only the integrity demo turns them on.
    expect(
      rows<{ title: string }>(
        db(),
        `SELECT title FROM papers WHERE shuffle_options = 1 OR question_seconds IS NOT NULL
           OR leave_limit IS NOT NULL OR EXISTS (SELECT 1 FROM paper_draw_rules WHERE paper_id = papers.id)`,
      ).map((r) => r.title),
    ).toEqual(['诚信考试示范卷']);
    // Seeded leaves: counted on their attempts, on finished attempts only, inside them.
    expect(n('SELECT COUNT(*) FROM attempt_leaves')).toBeGreaterThan(0);
    expect(
      n(
        `SELECT COUNT(*) FROM exam_attempts a WHERE leave_count <>
           (SELECT COUNT(*) FROM attempt_leaves WHERE attempt_id = a.id AND counted = 1)`,
      ),
    ).toBe(0);
    expect(
      n(
        `SELECT COUNT(*) FROM attempt_leaves l JOIN exam_attempts a ON a.id = l.attempt_id
         WHERE a.status = 'in_progress' OR l.started_at < a.started_at OR l.ended_at > a.submitted_at`,
      ),
    ).toBe(0);
    expect(
      n("SELECT COUNT(*) FROM exam_attempts WHERE (status = 'in_progress') <> (closed_by IS NULL)"),
    ).toBe(0);
    expect(
      n(
        'SELECT COUNT(*) FROM exam_attempts a WHERE score <> (SELECT COALESCE(SUM(score), 0) FROM attempt_answers WHERE attempt_id = a.id)',
      ),
    ).toBe(0);
  });

  it('has news, materials and knowledge-base files in categories', () => {
    expect(n('SELECT COUNT(*) FROM news')).toBeGreaterThanOrEqual(60);
    expect(n('SELECT COUNT(DISTINCT category_id) FROM news')).toBeGreaterThanOrEqual(3);
    expect(n('SELECT COUNT(*) FROM materials')).toBeGreaterThanOrEqual(100);
    expect(n('SELECT COUNT(DISTINCT category_id) FROM materials')).toBeGreaterThanOrEqual(5);
    expect(
      n(
        'SELECT COUNT(*) FROM materials m WHERE NOT EXISTS (SELECT 1 FROM material_attachments WHERE material_id = m.id)',
      ),
    ).toBe(0);
    expect(n('SELECT COUNT(*) FROM kb_files')).toBeGreaterThanOrEqual(30);
    expect(
      rows<{ kind: string }>(db(), 'SELECT DISTINCT kind FROM kb_files ORDER BY kind').map(
        (r) => r.kind,
      ),
    ).toEqual(['doc', 'image', 'pdf', 'video']);
  });

  it('has at least 200 joined staff, all in a team, shop and area that agree', () => {
    expect(n('SELECT COUNT(*) FROM users WHERE is_check = 2')).toBeGreaterThanOrEqual(200);
    expect(
      n(`SELECT COUNT(*) FROM users u WHERE is_check = 2 AND NOT EXISTS (
           SELECT 1 FROM teams t JOIN shops s ON s.id = t.shop_id
           WHERE t.id = u.team_id AND s.id = u.shop_id AND s.area_id = u.area_id)`),
    ).toBe(0);
    expect(n('SELECT COUNT(*) FROM users WHERE is_check <> 2 AND team_id IS NOT NULL')).toBe(0);
    expect(
      n(
        "SELECT COUNT(*) FROM users WHERE mobile NOT GLOB '139[0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]' AND mobile NOT GLOB '1380000000[0-9]'",
      ),
    ).toBe(0);
    const codes = rows<{ invite_code: string }>(db(), 'SELECT invite_code FROM teams').map(
      (r) => r.invite_code,
    );
    expect(codes.every((c) => /^[A-Z0-9]{6}$/.test(c))).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
    for (const areaId of rows<{ id: number }>(db(), 'SELECT id FROM areas').map((r) => r.id)) {
      expect(
        n("SELECT COUNT(*) FROM users WHERE role = 'area_manager' AND area_id = ?", areaId),
      ).toBe(1);
    }
    expect(
      n(
        "SELECT COUNT(*) FROM teams t WHERE (SELECT COUNT(*) FROM users WHERE team_id = t.id AND role = 'shop_manager') <> 1",
      ),
    ).toBe(0);
  });

  it('has clock-in activities that are ongoing, upcoming and ended, with tasks and records', () => {
    const today = db()
      .prepare("SELECT date(?, 'unixepoch', '+8 hours')")
      .pluck()
      .get(SEED_NOW) as string;
    const states = rows<{ s: string; tasks: number; records: number }>(
      db(),
      `SELECT CASE WHEN end_day < ? THEN 'ended' WHEN start_day > ? THEN 'upcoming' ELSE 'ongoing' END AS s,
              (SELECT COUNT(*) FROM clockin_tasks WHERE activity_id = a.id) AS tasks,
              (SELECT COUNT(*) FROM clockin_records WHERE activity_id = a.id) AS records
       FROM clockin_activities a`,
      today,
      today,
    );
    expect(new Set(states.map((s) => s.s))).toEqual(new Set(['ongoing', 'upcoming', 'ended']));
    expect(states.every((s) => s.tasks > 0)).toBe(true);
    expect(states.filter((s) => s.s !== 'upcoming').every((s) => s.records > 0)).toBe(true);
    expect(n('SELECT COUNT(*) FROM clockin_records WHERE day > ?', today)).toBe(0);
  });

  it('has orders in every status, recharge options, FAQ, a questionnaire, routes and the rest', () => {
    expect(
      rows<{ status: string }>(db(), 'SELECT DISTINCT status FROM orders ORDER BY status').map(
        (r) => r.status,
      ),
    ).toEqual(['cancelled', 'paid', 'pending', 'refunded']);
    expect(
      rows<{ amount_cents: number }>(
        db(),
        'SELECT amount_cents FROM recharge_options ORDER BY sort',
      ).map((r) => r.amount_cents),
    ).toEqual([5000, 10000, 20000, 50000]);
    expect(n('SELECT COUNT(*) FROM faq')).toBeGreaterThanOrEqual(20);
    expect(n('SELECT COUNT(DISTINCT category) FROM faq')).toBeGreaterThanOrEqual(4);
    expect(n('SELECT COUNT(*) FROM questionnaire_questions')).toBeGreaterThan(0);
    expect(
      n(
        'SELECT COUNT(*) FROM study_routes r WHERE NOT EXISTS (SELECT 1 FROM study_route_steps WHERE route_id = r.id)',
      ),
    ).toBe(0);
    expect(n('SELECT COUNT(DISTINCT kind) FROM culture_items')).toBe(4);
    expect(n('SELECT COUNT(DISTINCT kind) FROM shop_guides')).toBe(3);
    expect(n('SELECT COUNT(*) FROM college_programmes')).toBeGreaterThanOrEqual(10);
  });

  it('keeps denormalised counts equal to their rows', () => {
    expect(
      n(`SELECT COUNT(*) FROM college_programmes p WHERE enrolled_count <>
           (SELECT COUNT(*) FROM college_enrolments WHERE programme_id = p.id AND status = 'enrolled')`),
    ).toBe(0);
    expect(
      n('SELECT COUNT(*) FROM college_programmes WHERE enrolled_count = seats'),
    ).toBeGreaterThan(0);
    expect(
      n(`SELECT COUNT(*) FROM training_sessions s WHERE enrolled_count <>
           (SELECT COUNT(*) FROM training_signups WHERE session_id = s.id AND status = 'enrolled')`),
    ).toBe(0);
    expect(
      n(
        'SELECT COUNT(*) FROM news n WHERE like_count < (SELECT COUNT(*) FROM news_likes WHERE news_id = n.id)',
      ),
    ).toBe(0);
  });

  it('ties purchases, completions and progress together', () => {
    expect(
      n(`SELECT COUNT(*) FROM enrolments e WHERE source = 'purchase' AND NOT EXISTS (
           SELECT 1 FROM orders o WHERE o.id = e.order_id AND o.user_id = e.user_id AND o.kind = 'course'
             AND o.ref_id = e.course_id AND o.status = 'paid')`),
    ).toBe(0);
    expect(
      n(`SELECT COUNT(*) FROM enrolments e WHERE completed_at IS NOT NULL AND EXISTS (
           SELECT 1 FROM lessons l WHERE l.course_id = e.course_id AND NOT EXISTS (
             SELECT 1 FROM lesson_progress p WHERE p.user_id = e.user_id AND p.lesson_id = l.id AND p.completed_at IS NOT NULL))`),
    ).toBe(0);
    expect(
      n(
        'SELECT COUNT(*) FROM lesson_progress p JOIN lessons l ON l.id = p.lesson_id WHERE p.furthest_seconds > l.duration_seconds',
      ),
    ).toBe(0);
    expect(
      n(
        'SELECT COUNT(*) FROM lesson_progress p JOIN lessons l ON l.id = p.lesson_id WHERE p.lesson_id = l.id AND p.course_id <> l.course_id',
      ),
    ).toBe(0);
  });

  it('writes ledgers whose running balances end at the users’ points and money', () => {
    for (const [ledger, delta, balance, total] of [
      ['points_ledger', 'delta', 'balance_after', 'points'],
      ['money_ledger', 'delta_cents', 'balance_after_cents', 'money_cents'],
    ] as const) {
      const entries = rows<{ user_id: number; d: number; b: number }>(
        db(),
        `SELECT user_id, ${delta} AS d, ${balance} AS b FROM ${ledger} ORDER BY user_id, created_at, id`,
      );
      const running = new Map<number, number>();
      for (const e of entries) {
        const value = (running.get(e.user_id) ?? 0) + e.d;
        expect(e.b).toBe(value);
        expect(value).toBeGreaterThanOrEqual(0);
        running.set(e.user_id, value);
      }
      const users = rows<{ id: number; total: number }>(
        db(),
        `SELECT id, ${total} AS total FROM users`,
      );
      for (const u of users) expect([u.id, u.total]).toEqual([u.id, running.get(u.id) ?? 0]);
    }
    // Every sign-in and clock-in has its points entry.
    expect(
      n(
        "SELECT COUNT(*) FROM sign_ins s WHERE NOT EXISTS (SELECT 1 FROM points_ledger WHERE user_id = s.user_id AND ref = 'sign_in:' || s.day)",
      ),
    ).toBe(0);
    expect(
      n(
        "SELECT COUNT(*) FROM clockin_records r WHERE NOT EXISTS (SELECT 1 FROM points_ledger WHERE user_id = r.user_id AND ref = 'clockin:' || r.id)",
      ),
    ).toBe(0);
    expect(
      n(
        "SELECT COUNT(*) FROM orders o WHERE kind = 'recharge' AND status = 'paid' AND NOT EXISTS (SELECT 1 FROM money_ledger WHERE ref = o.order_no)",
      ),
    ).toBe(0);
  });
});

describe('the demo accounts', () => {
  type UserRow = {
    id: number;
    mobile: string;
    username: string;
    is_check: number;
    role: string;
    team_id: number | null;
    shop_id: number | null;
    area_id: number | null;
    points: number;
    money_cents: number;
  };
  const user = (mobile: string): UserRow => {
    const row = db().prepare('SELECT * FROM users WHERE mobile = ?').get(mobile) as
      UserRow | undefined;
    if (!row) throw new Error(`no user ${mobile}`);
    return row;
  };

  it.each(DEMO_ACCOUNTS.map((a) => [a.label, a] as const))(
    '%s exists with its role and is_check',
    (_label, account) => {
      expect(user(account.mobile)).toMatchObject({
        is_check: account.is_check,
        role: account.role,
      });
    },
  );

  it('gives the joined staff a team, points, money, orders and progress', () => {
    const joined = user('13800000000');
    expect(joined.team_id).not.toBeNull();
    expect(joined.points).toBeGreaterThan(0);
    expect(joined.money_cents).toBeGreaterThan(0);
    expect(
      db().prepare('SELECT invite_code FROM teams WHERE id = ?').pluck().get(joined.team_id),
    ).toBe(DEMO_INVITE_CODE);
    expect(n('SELECT COUNT(DISTINCT status) FROM orders WHERE user_id = ?', joined.id)).toBe(4);
    expect(
      n(
        'SELECT COUNT(*) FROM enrolments WHERE user_id = ? AND completed_at IS NOT NULL',
        joined.id,
      ),
    ).toBeGreaterThan(0);
    expect(
      n(
        'SELECT COUNT(*) FROM enrolments WHERE user_id = ? AND completed_at IS NULL AND last_lesson_id IS NOT NULL',
        joined.id,
      ),
    ).toBeGreaterThan(0);
    expect(
      n('SELECT COUNT(*) FROM notices WHERE user_id = ? AND read_at IS NULL', joined.id),
    ).toBeGreaterThan(0);
    // Signed in yesterday but not today, so the sign-in screen can be tried.
    expect(
      n(
        "SELECT COUNT(*) FROM sign_ins WHERE user_id = ? AND day = date(?, 'unixepoch', '+8 hours')",
        joined.id,
        SEED_NOW,
      ),
    ).toBe(0);
    expect(
      n(
        "SELECT COUNT(*) FROM sign_ins WHERE user_id = ? AND day = date(?, 'unixepoch', '+8 hours', '-1 day')",
        joined.id,
        SEED_NOW,
      ),
    ).toBe(1);
  });

  it('has a not-joined account with an incomplete profile and a pending one', () => {
    expect(user('13800000001')).toMatchObject({
      username: '',
      team_id: null,
      shop_id: null,
      area_id: null,
    });
    const pending = user('13800000002');
    expect(pending.username).not.toBe('');
    expect(
      n("SELECT COUNT(*) FROM join_requests WHERE user_id = ? AND status = 'pending'", pending.id),
    ).toBe(1);
  });

  it('puts the shop manager in the joined staff’s shop and the area manager over its area', () => {
    const joined = user('13800000000');
    expect(user('13800000003').shop_id).toBe(joined.shop_id);
    expect(user('13800000004').area_id).toBe(joined.area_id);
  });

  it('leaves pending join requests for the managers to review', () => {
    const joined = user('13800000000');
    expect(
      n(
        "SELECT COUNT(*) FROM join_requests WHERE status = 'pending' AND team_id = ?",
        joined.team_id ?? 0,
      ),
    ).toBeGreaterThanOrEqual(3);
    expect(
      n(
        `SELECT COUNT(*) FROM join_requests j JOIN teams t ON t.id = j.team_id JOIN shops s ON s.id = t.shop_id
         WHERE j.status = 'pending' AND s.area_id = ? AND t.id <> ?`,
        joined.area_id ?? 0,
        joined.team_id ?? 0,
      ),
    ).toBeGreaterThan(0);
    expect(
      n(
        "SELECT COUNT(*) FROM users u WHERE is_check = 1 AND NOT EXISTS (SELECT 1 FROM join_requests WHERE user_id = u.id AND status = 'pending')",
      ),
    ).toBe(0);
  });
});

describe('full-text search', () => {
  it('indexes every course, question, news item, material and file', () => {
    const kinds = rows<{ kind: string; c: number }>(
      db(),
      'SELECT kind, COUNT(*) AS c FROM search_index GROUP BY kind ORDER BY kind',
    );
    expect(kinds).toEqual([
      { kind: 'course', c: n('SELECT COUNT(*) FROM courses') },
      { kind: 'file', c: n('SELECT COUNT(*) FROM kb_files') },
      { kind: 'material', c: n('SELECT COUNT(*) FROM materials') },
      { kind: 'news', c: n('SELECT COUNT(*) FROM news') },
      { kind: 'question', c: n('SELECT COUNT(*) FROM questions') },
    ]);
  });

  it('matches a Chinese substring of three or more characters with the trigram index', () => {
    const hits = rows<{ kind: string; title: string }>(
      db(),
      'SELECT kind, title FROM search_index WHERE search_index MATCH \'"洗碗机"\' ORDER BY rank',
    );
    expect(hits.length).toBeGreaterThan(3);
    expect(hits.some((h) => h.kind === 'question')).toBe(true);
    expect(
      hits.some((h) => h.kind === 'material' || h.kind === 'file' || h.kind === 'course'),
    ).toBe(true);
    expect(
      rows(db(), 'SELECT 1 FROM search_index WHERE search_index MATCH \'"变频空调核"\''),
    ).not.toHaveLength(0);
  });

  it('finds one- and two-character queries with the LIKE fallback', () => {
    const like = (q: string) =>
      n(
        "SELECT COUNT(*) FROM search_index WHERE title LIKE '%' || ? || '%' OR body LIKE '%' || ? || '%'",
        q,
        q,
      );
    expect(like('冰箱')).toBeGreaterThan(10);
    expect(like('灶')).toBeGreaterThan(0);
    expect(n('SELECT COUNT(*) FROM search_index WHERE search_index MATCH \'"冰箱"\'')).toBe(0);
  });
});

describe('determinism and re-seeding', () => {
  const fingerprint = (s: Seeded, table: string): string => {
    const hash = createHash('sha256');
    const lines = s.db
      .prepare(`SELECT * FROM ${table}`)
      .raw()
      .all()
      .map((row) => JSON.stringify(row));
    for (const line of lines.sort()) hash.update(line);
    return hash.digest('hex');
  };

  it('produces identical rows on two fresh seeds', () => {
    const again = seedFresh();
    try {
      for (const table of tableNames(db())) {
        expect([table, fingerprint(again, table)]).toEqual([table, fingerprint(seeded, table)]);
      }
    } finally {
      dispose(again);
    }
  });

  it('builds relative dates from options.now', () => {
    const later = seedFresh(SEED_NOW + 30 * 86400);
    try {
      const start = (s: Seeded) =>
        s.db
          .prepare('SELECT start_day FROM clockin_activities ORDER BY id LIMIT 1')
          .pluck()
          .get() as string;
      const shifted = later.db.prepare("SELECT date(?, '+30 days')").pluck().get(start(seeded));
      expect(start(later)).toBe(shifted);
      expect(later.db.pragma('foreign_key_check')).toEqual([]);
      expect(momentsAfter(later.db, SEED_NOW + 30 * 86400)).toEqual([]);
    } finally {
      dispose(later);
    }
  });

  it('does nothing when the database already has users', () => {
    const before = tableNames(db()).map((t) => [t, n(`SELECT COUNT(*) FROM ${t}`)]);
    const calls: string[] = [];
    seedDatabase(db(), { hashPassword: (p) => (calls.push(p), fakeHash(p)) });
    expect(tableNames(db()).map((t) => [t, n(`SELECT COUNT(*) FROM ${t}`)])).toEqual(before);
    expect(calls).toEqual([]);
  });
});
