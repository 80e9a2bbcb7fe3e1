import { startTestServer, type TestServer } from './helpers/test-server';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await server.login('13800000001');
});
afterAll(() => server.close());

// The smallest valid PNG: 1×1 transparent pixel.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

function upload(
  bytes: Buffer,
  name: string,
  type: string,
  auth: string | null = token,
  language = 'en',
) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return fetch(`${server.base}/api/upload`, {
    method: 'POST',
    body: form,
    headers: { 'accept-language': language, ...(auth ? { authorization: auth } : {}) },
  });
}

describe('uploads and downloads', () => {
  it('stores an image under the data directory and serves the same bytes back', async () => {
    const res = await upload(PNG, 'avatar.png', 'image/png');
    const body = (await res.json()) as {
      code: number;
      data: { id: string; url: string; mime: string; size: number; name: string };
    };
    expect(body).toMatchObject({
      code: 0,
      data: { mime: 'image/png', size: PNG.length, name: 'avatar.png' },
    });
    const file = await fetch(`${server.base}${body.data.url}`);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await file.arrayBuffer())).toEqual(PNG);
    const download = await fetch(`${server.base}${body.data.url}?download=1`);
    expect(download.headers.get('content-disposition')).toBe(
      "attachment; filename*=UTF-8''avatar.png",
    );
  });

  it('judges the type by content, not by the name or the declared type', async () => {
    const res = await upload(Buffer.from('<script>alert(1)</script>'), 'evil.png', 'image/png');
    expect(res.status).toBe(422);
    expect(((await res.json()) as { message: string }).message).toBe(
      'file must be an image (JPEG, PNG, GIF, WebP), a PDF or a video (MP4, WebM)',
    );
  });

  it('refuses an image over 5 MB', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload(big, 'big.png', 'image/png');
    expect(res.status).toBe(422);
    expect(((await res.json()) as { message: string }).message).toBe(
      'file is too large: at most 5 MB for image/png',
    );
    const zh = await upload(big, 'big.png', 'image/png', token, 'zh-CN');
    expect(((await zh.json()) as { message: string }).message).toBe(
      '文件过大：image/png 最大 5 MB',
    );
  });

  it('refuses a request without a file', async () => {
    const res = await fetch(`${server.base}/api/upload`, {
      method: 'POST',
      headers: { authorization: token, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(422);
  });

  it('refuses visitors', async () => {
    const res = await upload(PNG, 'a.png', 'image/png', null);
    expect(await res.json()).toEqual({ code: 401, message: 'Please log in first', data: null });
  });

  it('answers 404 for an unknown file', async () => {
    const res = await fetch(`${server.base}/api/files/${'0'.repeat(32)}`);
    expect(res.status).toBe(404);
  });

  it('serves seeded media with Range support, so players can seek', async () => {
    const lesson = server.db
      .prepare("SELECT media_url FROM lessons WHERE kind = 'video' LIMIT 1")
      .get() as { media_url: string };
    const res = await fetch(`${server.base}${lesson.media_url}`, {
      headers: { range: 'bytes=0-99' },
    });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toMatch(/^bytes 0-99\/\d+$/);
    expect((await res.arrayBuffer()).byteLength).toBe(100);
  });
});
