import { COURSE_COVERS } from '../../src/seed/media/catalogue';
import { generatedMedia } from '../../src/seed/media/generate-media';
import { indexedPalette } from '../../src/seed/media/svg';
import { dispose, rows, seedFresh, type Seeded } from './seed-helpers';

// 2026-11-25 09:00 China time: a day after the 11.11 sales and well into a month, when a seed
// written for the start of November would show its age.
const LATE_NOVEMBER = Date.UTC(2026, 10, 25, 1, 0, 0) / 1000;

let seeded: Seeded;
beforeAll(() => {
  seeded = seedFresh(LATE_NOVEMBER);
});
afterAll(() => dispose(seeded));

type Indexed = { kind: string; title: string; body: string };

describe('search text, whose snippets readers see', () => {
  const indexed = () =>
    rows<Indexed>(seeded.db, "SELECT kind, title, body FROM search_index WHERE kind <> 'question'");

  it('reads as sentences: each one closed, no fields glued together with bare spaces', () => {
    const glued = indexed().filter(
      (row) =>
        /[\u4e00-\u9fff。，、：；）]\s+[\u4e00-\u9fff]/.test(row.body) ||
        !/[。！？）]$/.test(row.body),
    );
    expect(glued.map((row) => `${row.kind} ${row.title}: ${row.body}`)).toEqual([]);
  });

  it('never shows a raw type key such as "video" or "pdf"', () => {
    const raw = indexed().filter((row) =>
      /(?<![.\w])(video|audio|pdf|image|doc|document|mixed)(?!\w)/.test(row.body),
    );
    expect(raw.map((row) => `${row.kind} ${row.title}: ${row.body}`)).toEqual([]);
  });

  it('tells of a knowledge file, a material and a course in words', () => {
    const body = (kind: string, title: string) =>
      rows<Indexed>(
        seeded.db,
        'SELECT kind, title, body FROM search_index WHERE kind = ? AND title = ?',
        kind,
        title,
      )[0]?.body;
    expect(body('file', '空调安装演示')).toMatch(/^存放在“产品手册\/空调”的视频，由.+上传。$/);
    expect(body('file', '柜机安装手册')).toMatch(/^存放在“产品手册\/空调”的 PDF 文档，由.+上传。$/);
    // Under its title the snippet does not start by repeating it.
    expect(body('material', '十字对开门冰箱产品参数手册')).toBe(
      '核心参数、卖点与常见问题汇总，供门店导购学习与顾客讲解使用。' +
        '主要内容：核心参数一览、三大核心卖点、与同价位产品对比、顾客常见问题解答。',
    );
    expect(body('course', '变频空调核心技术解析')).toMatch(
      /讲师：.+。课程内容：空调基础（匹数与面积的对应关系、能效等级怎么看）；/,
    );
  });
});

describe('dates, on any day the seed is made', () => {
  it('names no month, holiday or year in news and announcements dated relative to today', () => {
    const texts = rows<{ text: string }>(
      seeded.db,
      `SELECT title || '|' || summary AS text FROM news
       UNION ALL SELECT title || '|' || summary FROM announcements`,
    ).map((row) => row.text);
    const dated = texts.filter((text) =>
      /20\d\d年|\d+月\d+日|[一二三四五六七八九十]+月(?!度)|国庆|双十一|春节|年中|秋季|三季度/.test(
        text,
      ),
    );
    expect(dated).toEqual([]);
  });

  it('dates the latest culture event (the news of the day) in this month, after the others', () => {
    const history = rows<{ event_date: string; title: string }>(
      seeded.db,
      "SELECT event_date, title FROM culture_items WHERE kind = 'history' ORDER BY sort",
    );
    expect(history.at(-1)).toEqual({ event_date: '2026-11', title: '第500家门店开业' });
    const dates = history.map((event) => event.event_date);
    expect(dates).toEqual([...dates].sort());
  });

  it('names no month, holiday or year in the titles of activities, meetings, exams and courses', () => {
    const titles = rows<{ title: string }>(
      seeded.db,
      `SELECT title FROM clockin_activities UNION ALL SELECT title FROM meetings
       UNION ALL SELECT title FROM training_sessions UNION ALL SELECT title FROM papers
       UNION ALL SELECT title FROM courses UNION ALL SELECT title FROM questionnaires
       UNION ALL SELECT title FROM banners WHERE ends_at > ?
       UNION ALL SELECT title FROM file_drafts`,
      LATE_NOVEMBER,
    ).map((row) => row.title);
    expect(titles.length).toBeGreaterThan(60);
    const dated = titles.filter((title) =>
      /20\d\d|\d+月(?!度)|[一二三四五六七八九十]+月(?!度)|[一二三四]季度|国庆|双十一|双11|618|春节|元旦|中秋/.test(
        title,
      ),
    );
    expect(dated).toEqual([]);
  });

  it('shows no live banner for a sale that is over', () => {
    const live = rows<{ title: string }>(
      seeded.db,
      'SELECT title FROM banners WHERE starts_at <= ? AND ends_at > ?',
      LATE_NOVEMBER,
      LATE_NOVEMBER,
    ).map((row) => row.title);
    expect(live.length).toBeGreaterThan(5);
    expect(live.filter((title) => /双十一|国庆|备战/.test(title))).toEqual([]);
  });
});

describe('meeting and training texts, under rows that show time, place and host', () => {
  it('say why to come and what to prepare, not the host, the place or the timetable again', () => {
    const meetings = rows<{ title: string; host: string; location: string; body_html: string }>(
      seeded.db,
      'SELECT title, host, location, body_html FROM meetings',
    );
    expect(meetings.length).toBeGreaterThan(5);
    for (const m of meetings) {
      expect([m.title, m.body_html.includes(m.host), m.body_html.includes(m.location)]).toEqual([
        m.title,
        false,
        false,
      ]);
      expect(m.body_html).toContain('<h3>会前准备</h3>');
    }
    const sessions = rows<{
      id: number;
      title: string;
      summary: string;
      location: string;
      body_html: string;
    }>(seeded.db, 'SELECT id, title, summary, location, body_html FROM training_sessions');
    expect(sessions.length).toBeGreaterThan(5);
    for (const s of sessions) {
      const agenda = rows<{ title: string; body: string }>(
        seeded.db,
        'SELECT title, body FROM training_schedule_items WHERE session_id = ?',
        s.id,
      );
      const repeated = [s.summary, s.location, ...agenda.map((item) => item.title)].filter((text) =>
        s.body_html.includes(text),
      );
      expect([s.title, repeated, /名额/.test(s.body_html)]).toEqual([s.title, [], false]);
      expect(s.body_html).toContain('<h3>参训准备</h3>');
      // An agenda item's body would only repeat its title and speaker: it has none.
      expect(agenda.filter((item) => item.body !== '')).toEqual([]);
    }
  });
});

describe('seeded pictures', () => {
  it('gives each clock-in activity a cover that carries its whole title', () => {
    const media = generatedMedia();
    const activities = rows<{ title: string; cover: string }>(
      seeded.db,
      'SELECT title, cover FROM clockin_activities',
    );
    expect(activities.length).toBeGreaterThan(3);
    for (const { title, cover } of activities) {
      const svg = media.get(cover.replace('/api/media/', ''))?.toString('utf8') ?? '';
      const texts = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
      expect([title, texts.includes(title)]).toEqual([title, true]);
    }
  });

  /** Hue (degrees) of a `#rrggbb` colour. */
  const hueOf = (hex: string): number => {
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [
      number,
      number,
      number,
    ];
    const max = Math.max(r, g, b);
    const d = max - Math.min(r, g, b);
    if (d === 0) return 0;
    const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
    return (h * 60 + 360) % 360;
  };
  const warm = (hex: string) => {
    const hue = hueOf(hex);
    return hue >= 330 || hue <= 50;
  };

  it('gives display guides and sales scripts pictures of their subject, not one repeated', () => {
    for (const kind of ['display_guide', 'sales_script']) {
      const covers = rows<{ cover: string }>(
        seeded.db,
        'SELECT cover FROM shop_guides WHERE kind = ? ORDER BY sort',
        kind,
      ).map((row) => row.cover);
      expect(covers.length).toBeGreaterThan(4);
      expect(new Set(covers).size).toBeGreaterThan(covers.length / 2);
      covers.slice(1).forEach((cover, i) => expect([kind, cover]).not.toEqual([kind, covers[i]]));
    }
  });

  it('illustrates a news story only with a photo of what it tells of', () => {
    const opening = rows<{ body_html: string }>(
      seeded.db,
      "SELECT body_html FROM news WHERE title = '优家电器第500家门店在成都开业'",
    )[0]!.body_html;
    expect(opening).toContain('/api/media/photo-opening.svg');
    const illustrated = rows<{ n: number }>(
      seeded.db,
      "SELECT COUNT(*) AS n FROM news WHERE body_html LIKE '%<img%'",
    )[0]!.n;
    expect(illustrated).toBeGreaterThan(10);
  });

  it('draws every picture (covers, banners, photos, avatars) in warm colours', () => {
    const cold: string[] = [];
    for (const [name, content] of generatedMedia()) {
      if (!name.endsWith('.svg')) continue;
      for (const [, colour = ''] of content
        .toString('utf8')
        .matchAll(/stop-color="(#[0-9a-f]{6})"/g))
        if (!warm(colour)) cold.push(`${name} ${colour}`);
    }
    expect(cold).toEqual([]);
  });

  it('gives every course a colour of its own, warm like the brand orange', () => {
    const palettes = COURSE_COVERS.map((cover) => indexedPalette(cover.index));
    expect(new Set(palettes.map((p) => p.join())).size).toBe(COURSE_COVERS.length);
    for (const [from, to] of palettes)
      expect([from, to, warm(from) && warm(to)]).toEqual([from, to, true]);
    // Neighbours in a list never look alike.
    palettes.slice(1).forEach(([from], i) => {
      const before = palettes[i]![0];
      expect(from).not.toBe(before);
    });
  });
});
