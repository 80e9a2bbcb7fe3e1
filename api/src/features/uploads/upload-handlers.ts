import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { download, media, upload, UPLOAD_RULES } from '../../contract/uploads';
import { nowSeconds } from '../../clock';
import { shippedMediaDir } from '../../paths';
import { badInput, notFound } from '../../http/api-error';
import { implement } from '../../http/implement';
import { EXTENSION, sniffMime } from './sniff-mime';

type UploadRow = {
  id: string;
  original_name: string;
  mime: string;
  size: number;
  storage_path: string;
};

const ALLOWED = Object.values(UPLOAD_RULES).flatMap((rule) =>
  rule.mimes.map((mime) => [mime, rule.maxBytes] as const),
);
const MAX_BYTES = new Map<string, number>(ALLOWED);

const MEDIA_MIME: Record<string, string> = {
  mp4: 'video/mp4',
  webm: 'video/webm',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  m4a: 'audio/mp4',
  pdf: 'application/pdf',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  vtt: 'text/vtt',
};

export const uploadsDir = (dataDir: string): string => path.join(dataDir, 'uploads');

/** Keeps the name a person gave the file, without path parts or control characters. */
const cleanName = (name: string): string =>
  [...path.basename(name)]
    .filter((c) => c.charCodeAt(0) > 0x1f && c.charCodeAt(0) !== 0x7f)
    .join('')
    .slice(0, 120) || 'file';

export const uploadHandlers = [
  implement(upload, async ({ request, caller, services }) => {
    if (!request.isMultipart()) throw badInput('input.fileRequired');
    const part = await request.file();
    if (!part || part.fieldname !== 'file') throw badInput('input.fileRequired');
    const bytes = await part.toBuffer().catch(() => {
      throw badInput('input.fileTooLargeAny');
    });
    const mime = sniffMime(bytes.subarray(0, 16));
    const limit = mime ? MAX_BYTES.get(mime) : undefined;
    if (!mime || limit === undefined) throw badInput('input.fileType');
    if (bytes.length > limit)
      throw badInput('input.fileTooLarge', { mb: limit / 1024 / 1024, mime });
    if (bytes.length === 0) throw badInput('input.fileEmpty');
    const id = randomBytes(16).toString('hex');
    const relative = path.join(id.slice(0, 2), `${id}.${EXTENSION[mime]}`);
    const target = path.join(uploadsDir(services.config.dataDir), relative);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, bytes);
    const name = cleanName(part.filename);
    services.db
      .prepare(
        'INSERT INTO uploads (id, user_id, original_name, mime, size, storage_path, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      )
      .run(id, caller.user.id, name, mime, bytes.length, relative, nowSeconds());
    return { id, url: `/api/files/${id}`, name, mime, size: bytes.length };
  }),

  implement(download, ({ params, query, services }) => {
    const row = services.db
      .prepare<[string], UploadRow>('SELECT * FROM uploads WHERE id = ?')
      .get(params.id);
    if (!row) throw notFound('file');
    return {
      filePath: path.join(uploadsDir(services.config.dataDir), row.storage_path),
      mime: row.mime,
      fileName: row.original_name,
      download: query.download === '1',
    };
  }),

  implement(media, ({ params, query, services }) => {
    // Generated media (covers) live in the data directory; shipped media in the repo.
    const candidates = [
      path.join(services.config.dataDir, 'media', params.name),
      path.join(shippedMediaDir, params.name),
    ];
    const filePath = candidates.find((p) => fs.existsSync(p));
    const mime = MEDIA_MIME[path.extname(params.name).slice(1)];
    if (!filePath || !mime) throw notFound('media');
    return { filePath, mime, fileName: params.name, download: query.download === '1' };
  }),
];
