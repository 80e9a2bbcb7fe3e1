import fs from 'node:fs';
import path from 'node:path';
import { shippedMediaDir } from '../../src/paths';
import { generatedMedia } from '../../src/seed/media/generate-media';
import { AUDIOS, VIDEOS } from '../../src/seed/media/catalogue';
import { mp4DurationSeconds } from '../../src/seed/media/mp4-duration';
import { melodyWav } from '../../src/seed/media/wav';
import { dispose, rows, seedFresh, tableNames, type Seeded } from './seed-helpers';

let seeded: Seeded;
beforeAll(() => {
  seeded = seedFresh();
});
afterAll(() => dispose(seeded));

/** Every /api/media/<file> mentioned anywhere in the seeded database. */
function referencedMedia(s: Seeded): Set<string> {
  const files = new Set<string>();
  for (const table of tableNames(s.db)) {
    for (const row of s.db.prepare(`SELECT * FROM ${table}`).raw().all() as unknown[][]) {
      for (const value of row) {
        if (typeof value !== 'string') continue;
        for (const match of value.matchAll(/\/api\/media\/([A-Za-z0-9._-]+)/g))
          files.add(match[1] ?? '');
      }
    }
  }
  return files;
}

describe('seeded media', () => {
  it('only references files that are shipped in api/media', () => {
    const referenced = [...referencedMedia(seeded)];
    expect(referenced.length).toBeGreaterThan(50);
    const missing = referenced.filter((f) => !fs.existsSync(path.join(shippedMediaDir, f)));
    expect(missing).toEqual([]);
  });

  it('records the real size of attachments and files', () => {
    const sized = rows<{ url: string; size_bytes: number }>(
      seeded.db,
      'SELECT url, size_bytes FROM material_attachments UNION ALL SELECT url, size_bytes FROM kb_files',
    );
    for (const { url, size_bytes } of sized) {
      expect([
        url,
        fs.statSync(path.join(shippedMediaDir, url.replace('/api/media/', ''))).size,
      ]).toEqual([url, size_bytes]);
    }
  });

  it('ships the generated media exactly as the generator makes them', () => {
    const stale = [...generatedMedia()].filter(([name, content]) => {
      const file = path.join(shippedMediaDir, name);
      return !fs.existsSync(file) || !fs.readFileSync(file).equals(content);
    });
    // Run `npx tsx src/seed/media/generate-media.ts` after changing the media catalogue.
    expect(stale.map(([name]) => name)).toEqual([]);
  });

  it.each([...VIDEOS, ...AUDIOS].map((m) => [m.file, m.seconds] as const))(
    'ships %s: a small MP4 that lasts the %s s the catalogue says',
    (file, seconds) => {
      const bytes = fs.readFileSync(path.join(shippedMediaDir, file));
      expect(bytes.length).toBeLessThan(300 * 1024);
      expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
      expect(Math.abs(mp4DurationSeconds(bytes) - seconds)).toBeLessThan(0.5);
      // Minutes long, so resuming and the no-skipping rule can be tried.
      expect(seconds).toBeGreaterThanOrEqual(120);
    },
  );

  it('gives every video and audio lesson the length of its file', () => {
    const lessons = rows<{ media_url: string; duration_seconds: number }>(
      seeded.db,
      "SELECT media_url, duration_seconds FROM lessons WHERE kind IN ('video', 'audio')",
    );
    expect(lessons.length).toBeGreaterThan(50);
    const lengths = new Map([...VIDEOS, ...AUDIOS].map((m) => [`/api/media/${m.file}`, m.seconds]));
    for (const lesson of lessons)
      expect([lesson.media_url, lesson.duration_seconds]).toEqual([
        lesson.media_url,
        lengths.get(lesson.media_url),
      ]);
    expect(new Set(lessons.map((l) => l.duration_seconds)).size).toBeGreaterThan(3);
  });

  it('makes melodies as WAV with a consistent RIFF header (the audio lessons start as these)', () => {
    const bytes = melodyWav([60, 64, 67], 0.5);
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(bytes.readUInt32LE(4)).toBe(bytes.length - 8);
    expect(bytes.subarray(8, 16).toString('latin1')).toBe('WAVEfmt ');
    const sampleRate = bytes.readUInt32LE(24);
    expect(bytes.readUInt32LE(40) / sampleRate).toBeCloseTo(1.5, 2);
  });

  it('generates PDFs whose cross-reference table points at every object', () => {
    for (const [name, bytes] of generatedMedia()) {
      if (!name.endsWith('.pdf')) continue;
      const text = bytes.toString('latin1');
      expect(text.startsWith('%PDF-1.')).toBe(true);
      const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
      expect(text.slice(startxref, startxref + 4)).toBe('xref');
      const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) =>
        Number(m[1]),
      );
      expect(offsets.length).toBeGreaterThan(3);
      offsets.forEach((offset, i) =>
        expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`),
      );
      for (const m of text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
        const start = (m.index ?? 0) + m[0].length;
        expect(text.slice(start + Number(m[1]), start + Number(m[1]) + 10)).toBe('\nendstream');
      }
    }
  });
});
