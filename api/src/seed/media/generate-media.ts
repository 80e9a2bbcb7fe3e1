import fs from 'node:fs';
import path from 'node:path';
import { shippedMediaDir } from '../../paths';
import {
  AVATARS,
  BANNERS,
  COURSE_COVERS,
  COVERS,
  EVENT_COVERS,
  PDFS,
  PHOTOS,
  TEXT_DOCS,
} from './catalogue';
import { simplePdf } from './pdf';
import { avatarSvg, bannerSvg, courseCoverSvg, coverSvg, eventCoverSvg, photoSvg } from './svg';

/**
 * Every media file the seed can regenerate, by file name. Lesson videos and audio are not here:
 * make-timed-media.ts makes them with ffmpeg, once, and they are committed (see ../README.md).
 */
export function generatedMedia(): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const spec of COVERS) files.set(spec.file, Buffer.from(coverSvg(spec)));
  for (const spec of COURSE_COVERS) files.set(spec.file, Buffer.from(courseCoverSvg(spec)));
  for (const spec of BANNERS) files.set(spec.file, Buffer.from(bannerSvg(spec)));
  for (const spec of EVENT_COVERS) files.set(spec.file, Buffer.from(eventCoverSvg(spec)));
  for (const spec of PHOTOS) files.set(spec.file, Buffer.from(photoSvg(spec)));
  AVATARS.forEach((file, i) => files.set(file, Buffer.from(avatarSvg(i))));
  for (const spec of PDFS) files.set(spec.file, simplePdf(spec.title, spec.pages));
  for (const spec of TEXT_DOCS) {
    const text = `\ufeff${spec.title}\n\n${spec.paragraphs.join('\n\n')}\n`;
    files.set(spec.file, Buffer.from(text, 'utf8'));
  }
  return files;
}

export function writeGeneratedMedia(dir: string = shippedMediaDir): number {
  fs.mkdirSync(dir, { recursive: true });
  const files = generatedMedia();
  for (const [name, content] of files) fs.writeFileSync(path.join(dir, name), content);
  return files.size;
}

if (require.main === module) {
  const count = writeGeneratedMedia();
  console.log(`Wrote ${count} media files to ${shippedMediaDir}`);
}
