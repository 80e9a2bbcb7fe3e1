import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import jsQR from 'jsqr';
import { advanceClock, nowMs } from '../src/clock';
import { ConfigError, loadConfig } from '../src/config';
import { issueCertificate } from '../src/features/certificates/issue';
import { qrPng } from '../src/features/certificates/render-pdf';
import { SEED_NOW } from '../src/seed/time';
import { callHelpers, startTestServer, type TestServer } from './helpers/test-server';

// pngjs comes with qrcode (which writes the PNG); it reads the PNG back for jsQR.
type Png = { width: number; height: number; data: Buffer };
const { PNG } = createRequire(__filename)('pngjs') as { PNG: { sync: { read(b: Buffer): Png } } };

type Certificate = {
  serial: string;
  kind: 'course' | 'route' | 'paper';
  title: string;
  holder_name: string;
  issued_at: number;
  verify_url: string;
  pdf_url: string;
};
type Question = { id: number; type: string; options: { key: string }[] };

let server: TestServer;
let staff: string;
let manager: string;
beforeAll(async () => {
  server = await startTestServer();
  [staff, manager] = await Promise.all([server.login('13800000000'), server.login('13800000003')]);
  advanceClock(SEED_NOW * 1000 - nowMs());
});
afterAll(() => server.close());

const { call, data } = callHelpers(() => server);
const one = <T>(sql: string, ...params: (string | number)[]): T =>
  server.db.prepare(sql).get(...params) as T;
const userId = (mobile: string) =>
  one<{ id: number }>('SELECT id FROM users WHERE mobile = ?', mobile).id;
const idOf = (table: string, title: string) =>
  one<{ id: number }>(`SELECT id FROM ${table} WHERE title = ?`, title).id;
const count = (kind: string, targetId: number, mobile = '13800000000') =>
  one<{ n: number }>(
    'SELECT COUNT(*) AS n FROM certificates WHERE user_id = ? AND kind = ? AND target_id = ?',
    userId(mobile),
    kind,
    targetId,
  ).n;
const certificateOf = (kind: string, targetId: number, mobile = '13800000000') =>
  one<{ serial: string; issued_at: number }>(
    'SELECT serial, issued_at FROM certificates WHERE user_id = ? AND kind = ? AND target_id = ?',
    userId(mobile),
    kind,
    targetId,
  );

/** A raw request (pages and PDFs are not JSON), with no token: what a visitor's browser sends. */
const visit = (path: string, headers: Record<string, string> = {}) =>
  fetch(new URL(path, server.base), { headers });

let reportSeq = 0;
const report = (lessonId: number, position: number, reportId = `certificate-${++reportSeq}`) =>
  data<{ course_completed: boolean }>('POST', `/api/lessons/${lessonId}/progress`, staff, {
    report_id: reportId,
    position_seconds: position,
    watched_seconds: 5,
  });

/** Starts an attempt and submits every right answer (the paper keeps its option keys). */
async function passPaper(paperId: number, token = staff) {
  const attempt = await data<{ id: number; questions: Question[] }>(
    'POST',
    `/api/exam/papers/${paperId}/attempts`,
    token,
  );
  const answers = attempt.questions.map((q) => ({
    question_id: q.id,
    answer: JSON.parse(
      one<{ answer: string }>('SELECT answer FROM questions WHERE id = ?', q.id).answer,
    ) as string[],
  }));
  return data<{ is_passed: boolean }>('POST', `/api/exam/attempts/${attempt.id}/submit`, token, {
    answers,
  });
}

describe('issued once', () => {
  it('issues a course certificate when the course completes, and never a second', async () => {
    const course = idOf('courses', '新人30天成长计划');
    server.db.prepare('UPDATE courses SET certificate = 1 WHERE id = ?').run(course);
    expect(count('course', course)).toBe(0);
    const lessons = server.db
      .prepare('SELECT id, duration_seconds FROM lessons WHERE course_id = ? ORDER BY sort')
      .all(course) as { id: number; duration_seconds: number }[];
    let last = { course_completed: false };
    let lastReport = '';
    for (const lesson of lessons) {
      lastReport = `certificate-${++reportSeq}`;
      last = await report(lesson.id, Math.floor(lesson.duration_seconds * 0.9), lastReport);
    }
    expect(last.course_completed).toBe(true);
    expect(count('course', course)).toBe(1);
    const first = certificateOf('course', course);
    // A retried report, watching again, and a second completion add nothing.
    await report(
      lessons.at(-1)!.id,
      Math.floor(lessons.at(-1)!.duration_seconds * 0.9),
      lastReport,
    );
    await report(lessons[0]!.id, 1);
    server.db
      .prepare('UPDATE enrolments SET completed_at = NULL WHERE user_id = ? AND course_id = ?')
      .run(userId('13800000000'), course);
    await report(lessons.at(-1)!.id, lessons.at(-1)!.duration_seconds);
    expect(count('course', course)).toBe(1);
    expect(certificateOf('course', course)).toEqual(first);
  });

  it('issues nothing for a course whose settings do not', async () => {
    const course = idOf('courses', '新人30天成长计划');
    expect(
      one<{ certificate: number }>('SELECT certificate FROM courses WHERE id = ?', course),
    ).toEqual({ certificate: 1 });
    const plain = one<{ n: number }>(
      `SELECT COUNT(*) AS n FROM certificates c JOIN courses co ON co.id = c.target_id
       WHERE c.kind = 'course' AND co.certificate = 0`,
    ).n;
    expect(plain).toBe(0);
  });

  it('issues the paper certificate on the first pass and the learning path on its last stage', async () => {
    const route = idOf('study_routes', '新人成长路线');
    const paper = idOf('papers', '新员工入职考试');
    const me = userId('13800000000');
    expect(count('paper', paper)).toBe(0);
    expect(count('route', route)).toBe(0);
    const detail = await data<{
      certificate: boolean;
      steps: { id: number; kind: string; target_id: number }[];
    }>('POST', `/api/study-routes/${route}/join`, staff);
    expect(detail.certificate).toBe(true);
    // Every course stage done before: enrolments completed as the seed would have them.
    const now = Math.floor(nowMs() / 1000);
    for (const step of detail.steps.filter((s) => s.kind === 'course')) {
      server.db
        .prepare(
          `INSERT INTO enrolments (user_id, course_id, source, created_at, completed_at)
           VALUES (?, ?, 'free', ?, ?)
           ON CONFLICT (user_id, course_id) DO UPDATE SET completed_at = excluded.completed_at`,
        )
        .run(me, step.target_id, now - 86400, now - 3600);
    }
    const reading = detail.steps.find((s) => s.kind === 'material')!;
    await data('POST', `/api/study-routes/${route}/steps/${reading.id}/complete`, staff);
    expect(count('route', route)).toBe(0);

    expect((await passPaper(paper)).is_passed).toBe(true);
    expect(count('paper', paper)).toBe(1);
    expect(count('route', route)).toBe(1);
    const attempt = one<{ attempt_id: number }>(
      "SELECT attempt_id FROM certificates WHERE user_id = ? AND kind = 'paper' AND target_id = ?",
      me,
      paper,
    );
    expect(attempt.attempt_id).toEqual(expect.any(Number));
    const before = certificateOf('paper', paper);
    expect((await passPaper(paper)).is_passed).toBe(true);
    expect(count('paper', paper)).toBe(1);
    expect(count('route', route)).toBe(1);
    expect(certificateOf('paper', paper)).toEqual(before);
  });
});

describe('my certificates', () => {
  it('lists only the caller’s, newest first, with public links', async () => {
    const mine = await data<{ list: Certificate[]; total: number }>(
      'GET',
      '/api/certificates?pageSize=100',
      staff,
    );
    const rows = one<{ n: number }>(
      'SELECT COUNT(*) AS n FROM certificates WHERE user_id = ?',
      userId('13800000000'),
    ).n;
    expect(mine.total).toBe(rows);
    expect(mine.list.every((c) => c.holder_name === mine.list[0]!.holder_name)).toBe(true);
    const times = mine.list.map((c) => c.issued_at);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(mine.list.map((c) => c.kind)).toEqual(
      expect.arrayContaining(['course', 'paper', 'route']),
    );
    const first = mine.list[0]!;
    expect(first.serial).toMatch(/^YJ(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
    expect(first.verify_url).toBe(
      `${server.config.publicUrl}/api/certificates/${first.serial}/verify`,
    );
    expect(first.pdf_url).toBe(`${server.config.publicUrl}/api/certificates/${first.serial}/pdf`);

    const theirs = await data<{ list: Certificate[] }>(
      'GET',
      '/api/certificates?pageSize=100',
      manager,
    );
    expect(theirs.list.map((c) => c.serial)).not.toContain(first.serial);
    expect(await data('GET', `/api/certificates/${first.serial}`, staff)).toEqual(first);
    expect((await call('GET', `/api/certificates/${first.serial}`, manager)).body).toMatchObject({
      code: 404,
    });
    expect((await call('GET', '/api/certificates')).body).toMatchObject({ code: 401 });
  });
});

describe('the public verification page', () => {
  let serial: string;
  beforeAll(() => {
    // A holder whose name is markup: the page must show it as text.
    const me = userId('13800000000');
    server.db
      .prepare("UPDATE users SET username = '<script>alert(1)</script>张三' WHERE id = ?")
      .run(me);
    const course = idOf('courses', '新员工入职第一课');
    server.db.prepare('UPDATE courses SET certificate = 1 WHERE id = ?').run(course);
    server.db
      .prepare("DELETE FROM certificates WHERE user_id = ? AND kind = 'course' AND target_id = ?")
      .run(me, course);
    // Issued through the server's own path, as a completion would.
    issueCertificate(server.db, { userId: me, kind: 'course', targetId: course, at: SEED_NOW });
    serial = certificateOf('course', course).serial;
  });

  it.each(['zh-CN', 'en'])('is one page in both languages for a visitor (%s)', async (language) => {
    const res = await visit(`/api/certificates/${serial}/verify`, {
      accept: 'text/html',
      'accept-language': language,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html; charset=utf-8/);
    expect(res.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; img-src data:",
    );
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    const html = await res.text();
    expect(html).toContain('<html lang="zh-CN">');
    for (const words of [
      '结业证书',
      'Certificate of Completion',
      '完成课程',
      'Course completed',
      '新员工入职第一课',
      '2026年11月1日',
      '1 Nov 2026',
      serial,
      '证书有效',
      'Valid certificate',
    ]) {
      expect(html).toContain(words);
    }
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;张三');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('13800000000');
    expect(html).not.toMatch(/score|分数|得分/i);
  });

  it('answers 404 as a page for a browser and as JSON otherwise; 422 for a malformed serial', async () => {
    const unknown = 'YJ-0000-0000-0000';
    const page = await visit(`/api/certificates/${unknown}/verify`, { accept: 'text/html,*/*' });
    expect(page.status).toBe(404);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toContain('未找到该证书');
    const json = await visit(`/api/certificates/${unknown}/verify`, {
      accept: '*/*',
      'accept-language': 'en',
    });
    expect(json.status).toBe(404);
    expect(await json.json()).toEqual({ status_code: 404, message: 'Certificate not found' });
    for (const bad of ['YJ-0000-0000-000', 'yj-0000-0000-0000', 'YJ-IIII-0000-0000', 'x']) {
      expect((await visit(`/api/certificates/${bad}/verify`)).status).toBe(422);
      expect((await visit(`/api/certificates/${bad}/pdf`)).status).toBe(422);
    }
    expect((await visit(`/api/certificates/${unknown}/pdf`)).status).toBe(404);
  });

  it('sends a PDF with the CJK font embedded and the holder’s characters mapped', async () => {
    const res = await visit(`/api/certificates/${serial}/pdf?download=1`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename\*=UTF-8''certificate-YJ-/,
    );
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdf.toString('latin1');
    expect(text).toContain('/FontFile3');
    // Streams are deflated: inflate each one and find the ToUnicode maps.
    const streams: string[] = [];
    const pattern = /stream\r?\n/g;
    let match: RegExpExecArray | null;
    while ((match = pattern.exec(text))) {
      const start = match.index + match[0].length;
      const end = text.indexOf('endstream', start);
      try {
        streams.push(inflateSync(pdf.subarray(start, end)).toString('latin1'));
      } catch {
        // not a deflated stream (an image's raw bytes)
      }
    }
    const cmaps = streams
      .filter((s) => s.includes('begincmap'))
      .join('\n')
      .toLowerCase();
    expect(cmaps).toContain('5f20'); // 张
    // A second request is served from the cache: the same bytes.
    const again = Buffer.from(await (await visit(`/api/certificates/${serial}/pdf`)).arrayBuffer());
    expect(again.equals(pdf)).toBe(true);
  });

  it('answers 503 when the server has no CJK font', async () => {
    const me = userId('13800000000');
    const { serial: other } = one<{ serial: string }>(
      'SELECT serial FROM certificates WHERE user_id = ? AND serial <> ? LIMIT 1',
      me,
      serial,
    );
    const fonts = server.config.cjkFont;
    server.config.cjkFont = null;
    try {
      const res = await visit(`/api/certificates/${other}/pdf`, { 'accept-language': 'en' });
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({
        status_code: 503,
        message:
          'The certificate PDF cannot be made now: no Chinese font is installed on the server',
      });
    } finally {
      server.config.cjkFont = fonts;
    }
  });

  it('draws a QR code that reads back as the verification address', async () => {
    const url = `${server.config.publicUrl}/api/certificates/${serial}/verify`;
    const png = PNG.sync.read(await qrPng(url));
    const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(code?.data).toBe(url);
  });
});

describe('the PDF font setting', () => {
  it('names a font path that does not exist at startup', () => {
    expect(() => loadConfig({ API_CJK_FONT: '/nowhere/font.ttc#NotoSansCJKsc-Regular' })).toThrow(
      new ConfigError(
        'API_CJK_FONT must be the absolute path of a font file (.ttf, .otf or .ttc#PostScriptName), got "/nowhere/font.ttc#NotoSansCJKsc-Regular": no such file.',
      ),
    );
    expect(() => loadConfig({ API_CJK_FONT_BOLD: '/usr/share/fonts' })).toThrow(ConfigError);
  });

  it('takes the Noto CJK collection by face, or the font a deployment names', () => {
    expect(loadConfig({}).cjkFont?.regular).toEqual({
      path: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
      face: 'NotoSansCJKsc-Regular',
    });
    const bold = '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc';
    expect(loadConfig({ API_CJK_FONT: `${bold}#NotoSansCJKsc-Bold` }).cjkFont).toEqual({
      regular: { path: bold, face: 'NotoSansCJKsc-Bold' },
      bold: { path: bold, face: 'NotoSansCJKsc-Bold' },
    });
  });
});
