import fs from 'node:fs';
import path from 'node:path';
import { shippedMediaDir } from '../../paths';
import { AUDIOS, AVATARS, COVERS, PDFS, PHOTOS, TEXT_DOCS } from './catalogue';
import { melodyWav } from './wav';
import { simplePdf } from './pdf';
import { avatarSvg, coverSvg, photoSvg } from './svg';

/**
 * Every media file the seed can regenerate, by file name. Videos are not here: they were made
 * once with ffmpeg and committed (see ../README.md).
 */
export function generatedMedia(): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const spec of COVERS) files.set(spec.file, Buffer.from(coverSvg(spec)));
  for (const spec of PHOTOS) files.set(spec.file, Buffer.from(photoSvg(spec)));
  AVATARS.forEach((file, i) => files.set(file, Buffer.from(avatarSvg(i))));
  for (const spec of AUDIOS) files.set(spec.file, melodyWav(spec.notes));
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
