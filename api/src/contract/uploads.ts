import { Type } from '@sinclair/typebox';
import { defineOperation } from './define-operation';

export const UPLOAD_RULES = {
  image: {
    mimes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
    maxBytes: 5 * 1024 * 1024,
  },
  video: { mimes: ['video/mp4', 'video/webm'], maxBytes: 50 * 1024 * 1024 },
  document: { mimes: ['application/pdf'], maxBytes: 20 * 1024 * 1024 },
} as const;

export const Upload = Type.Object(
  {
    id: Type.String(),
    url: Type.String({ description: 'path on the API origin, e.g. /api/files/<id>' }),
    name: Type.String(),
    mime: Type.String(),
    size: Type.Integer(),
  },
  { $id: 'Upload' },
);

export const upload = defineOperation({
  operationId: 'upload',
  method: 'post',
  path: '/api/upload',
  tier: 'member',
  tag: 'files',
  summary: 'Upload one file (multipart field "file")',
  description:
    'Images (JPEG, PNG, GIF, WebP) up to 5 MB, videos (MP4, WebM) up to 50 MB, PDF up to 20 MB. Anything else is refused with 422.',
  multipart: { fields: { file: { description: 'the file', binary: true } } },
  data: Upload,
});

export const FileIdParams = Type.Object(
  { id: Type.String({ pattern: '^[0-9a-f]{32}$', description: 'an upload id' }) },
  { additionalProperties: false },
);

export const download = defineOperation({
  operationId: 'downloadFile',
  method: 'get',
  path: '/api/files/{id}',
  tier: 'public',
  tag: 'files',
  summary:
    'Download an uploaded file (ids are unguessable); ?download=1 asks the browser to save it',
  params: FileIdParams,
  query: Type.Object(
    { download: Type.Optional(Type.Literal('1')) },
    { additionalProperties: false },
  ),
  data: Type.Unknown({ description: 'the file bytes (not enveloped)' }),
  binary: true,
});

export const MediaParams = Type.Object(
  {
    name: Type.String({ pattern: '^[a-z0-9][a-z0-9._-]{0,80}$', description: 'a media file name' }),
  },
  { additionalProperties: false },
);

export const media = defineOperation({
  operationId: 'getMedia',
  method: 'get',
  path: '/api/media/{name}',
  tier: 'public',
  tag: 'files',
  summary: 'Seeded media (covers, lesson video and audio, documents); supports Range requests',
  params: MediaParams,
  query: Type.Object(
    { download: Type.Optional(Type.Literal('1')) },
    { additionalProperties: false },
  ),
  data: Type.Unknown({ description: 'the file bytes (not enveloped)' }),
  binary: true,
});

export const uploadOperations = [upload, download, media] as const;
