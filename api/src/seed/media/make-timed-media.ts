import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { shippedMediaDir } from '../../paths';
import { AUDIOS, VIDEOS, type AudioSpec, type VideoSpec } from './catalogue';
import { melodyWav } from './wav';

/**
 * Makes the lesson videos and audio of the catalogue with ffmpeg, small enough to commit
 * (320×180 at 5 frames a second, about 20-30 KB a minute; mono AAC at 8 kb/s). Run it by hand
 * after changing VIDEOS or AUDIOS:
 *
 *   npx tsx src/seed/media/make-timed-media.ts      (needs ffmpeg, e.g. apt-get install ffmpeg)
 *
 * The server, the seed and the tests never run ffmpeg: they use the committed files.
 */
const FONT_MONO = '/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf';
const FONT_CJK = '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc';

const clock = (seconds: number): string =>
  `${String(Math.floor(seconds / 60)).padStart(2, '0')}\\:${String(seconds % 60).padStart(2, '0')}`;

function ffmpeg(args: readonly string[]): void {
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], {
    stdio: 'inherit',
  });
}

/** Colour bars, the label on top, "elapsed / length" below and a bar filling as it plays. */
function makeVideo(spec: VideoSpec, target: string): void {
  const { seconds } = spec;
  const filter = [
    `[0:v]drawbox=x=0:y=112:w=320:h=68:color=black@0.8:t=fill`,
    `drawtext=fontfile=${FONT_MONO}:text='%{eif\\:t/60\\:d\\:2}\\:%{eif\\:mod(t\\,60)\\:d\\:2} / ${clock(seconds)}':fontsize=28:fontcolor=white:x=(w-tw)/2:y=128`,
    `drawtext=fontfile=${FONT_CJK}:text='${spec.label}':fontsize=16:fontcolor=white:x=(w-tw)/2:y=10:box=1:boxcolor=black@0.6:boxborderw=5[bg]`,
    `[bg][1:v]overlay=x=-W+W*t/${seconds}:y=174:eval=frame`,
  ].join(',');
  ffmpeg([
    '-f',
    'lavfi',
    '-i',
    `smptebars=size=320x180:rate=5:duration=${seconds}`,
    '-f',
    'lavfi',
    '-i',
    `color=c=0xFF801A:size=320x6:rate=5:duration=${seconds}`,
    '-filter_complex',
    filter.replace(/\[bg\],/, '[bg];'),
    '-c:v',
    'libx264',
    '-profile:v',
    'baseline',
    '-pix_fmt',
    'yuv420p',
    '-crf',
    '36',
    '-g',
    '50',
    '-tune',
    'stillimage',
    '-an',
    '-movflags',
    '+faststart',
    '-map_metadata',
    '-1',
    '-fflags',
    '+bitexact',
    '-flags:v',
    '+bitexact',
    target,
  ]);
}

/** The melody over and over for the whole length, encoded as mono AAC. */
function makeAudio(spec: AudioSpec, target: string): void {
  const noteSeconds = 0.5;
  const notes = Array.from(
    { length: Math.round(spec.seconds / noteSeconds) },
    (_, i) => spec.notes[i % spec.notes.length] as number,
  );
  const wav = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lesson-audio-')), 'melody.wav');
  fs.writeFileSync(wav, melodyWav(notes, noteSeconds));
  ffmpeg([
    '-i',
    wav,
    '-c:a',
    'aac',
    '-b:a',
    '8k',
    '-ac',
    '1',
    '-ar',
    '16000',
    '-map_metadata',
    '-1',
    '-fflags',
    '+bitexact',
    '-movflags',
    '+faststart',
    target,
  ]);
  fs.rmSync(path.dirname(wav), { recursive: true, force: true });
}

if (require.main === module) {
  for (const spec of VIDEOS) makeVideo(spec, path.join(shippedMediaDir, spec.file));
  for (const spec of AUDIOS) makeAudio(spec, path.join(shippedMediaDir, spec.file));
  for (const { file } of [...VIDEOS, ...AUDIOS]) {
    const size = fs.statSync(path.join(shippedMediaDir, file)).size;
    console.log(`${file}: ${Math.round(size / 1024)} KB`);
  }
}
