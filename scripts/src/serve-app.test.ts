import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { APPS } from './apps';
import { chooseEncoding, serveApp } from './serve-app';

const PAGE = '<!doctype html><div id="root"></div>';
let server: FastifyInstance;
let base: string;
const shell = APPS[0]!;

let root: string;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-'));
  fs.writeFileSync(path.join(root, 'index.html'), PAGE);
  fs.writeFileSync(path.join(root, 'remoteEntry.js'), 'entry');
  fs.writeFileSync(path.join(root, 'runtime-core.js'), 'runtime');
  fs.writeFileSync(path.join(root, 'mf-manifest.json'), '{}');
  fs.writeFileSync(path.join(root, '123.0a1b2c3d.js'), 'chunk');
  fs.writeFileSync(path.join(root, 'notes.txt'), 'unhashed');
  // What the build writes beside a text file (precompression.ts): the same bytes, compressed.
  for (const file of ['index.html', 'remoteEntry.js', '456.0a1b2c3d.js', '456.0a1b2c3d.css']) {
    const body = file === 'index.html' ? PAGE : `${file}: ${'x'.repeat(2000)}`;
    if (file !== 'index.html') fs.writeFileSync(path.join(root, file), body);
    fs.writeFileSync(path.join(root, `${file}.br`), zlib.brotliCompressSync(body));
    fs.writeFileSync(path.join(root, `${file}.gz`), zlib.gzipSync(body));
  }
  server = await serveApp(shell, {
    port: 0,
    root,
    allowedOrigins: ['http://localhost:3000'],
    documents: {
      'remotes.json': () => ({
        mf_exam: { entry: 'http://localhost:3002/mf-manifest.json', version: '1.0.0' },
      }),
    },
  });
  const address = server.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => server.close());

describe('serving a built app', () => {
  it.each([
    '/index.html',
    '/remoteEntry.js',
    '/runtime-core.js',
    '/mf-manifest.json',
    '/remotes.json',
  ])('never caches %s', async (file) => {
    const res = await fetch(`${base}${file}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('caches content-hashed files for a year, immutable, and revalidates anything else', async () => {
    const res = await fetch(`${base}/123.0a1b2c3d.js`);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${base}/notes.txt`)).headers.get('cache-control')).toBe('no-cache');
  });

  it('answers history routes with the app page, and missing files with 404', async () => {
    const page = await fetch(`${base}/pages/news/list?id=3`, { headers: { accept: 'text/html' } });
    expect(await page.text()).toContain('<div id="root">');
    expect((await fetch(`${base}/missing.js`)).status).toBe(404);
  });

  it('allows the configured origins only (CORS)', async () => {
    const allowed = await fetch(`${base}/mf-manifest.json`, {
      headers: { origin: 'http://localhost:3000' },
    });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    const other = await fetch(`${base}/mf-manifest.json`, {
      headers: { origin: 'http://evil.example' },
    });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});

/** A raw HTTP GET (fetch would decode the body and hide the encoding it came in). */
function get(url: string, acceptEncoding?: string, accept?: string) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const headers: Record<string, string> = {};
    if (acceptEncoding !== undefined) headers['accept-encoding'] = acceptEncoding;
    if (accept) headers.accept = accept;
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('precompressed files', () => {
  const chunk = '/456.0a1b2c3d.js';
  const original = () => fs.readFileSync(path.join(root, chunk));

  it('sends the brotli file when the browser accepts br', async () => {
    const res = await get(`${base}${chunk}`, 'gzip, deflate, br, zstd');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(zlib.brotliDecompressSync(res.body)).toEqual(original());
    expect(res.body.length).toBeLessThan(original().length / 10);
  });

  it('sends the gzip file when only gzip is accepted, and the file itself otherwise', async () => {
    const gzip = await get(`${base}${chunk}`, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body)).toEqual(original());
    for (const acceptEncoding of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const plain = await get(`${base}${chunk}`, acceptEncoding);
      expect([acceptEncoding, plain.headers['content-encoding']]).toEqual([
        acceptEncoding,
        undefined,
      ]);
      expect(plain.body).toEqual(original());
    }
  });

  it('keeps the caching rules and content type of the file it encodes', async () => {
    const css = await get(`${base}/456.0a1b2c3d.css`, 'br');
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const entry = await get(`${base}/remoteEntry.js`, 'br');
    expect([entry.headers['content-encoding'], entry.headers['cache-control']]).toEqual([
      'br',
      'no-store',
    ]);
  });

  it('answers history routes with the compressed page, never cached', async () => {
    const page = await get(`${base}/pages/news/list?id=3`, 'br', 'text/html');
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(zlib.brotliDecompressSync(page.body).toString()).toBe(PAGE);
  });

  it('falls back to the file itself when the build wrote no variant (small files)', async () => {
    const res = await get(`${base}/123.0a1b2c3d.js`, 'br, gzip');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toBe('chunk');
  });

  it('tells caches the response depends on Accept-Encoding (and on Origin, for CORS)', async () => {
    for (const acceptEncoding of ['br', 'gzip', undefined]) {
      const res = await get(`${base}${chunk}`, acceptEncoding);
      expect(res.headers.vary?.toLowerCase().split(/\s*,\s*/)).toEqual(
        expect.arrayContaining(['origin', 'accept-encoding']),
      );
    }
  });
});

describe("the shell's page, with its run-time documents written in at each request", () => {
  const SHELL_PAGE =
    '<!doctype html><head><script type=application/json id=app-config.json><!--# include virtual="/app-config.json" --></script>' +
    '<script type=application/json id=remotes.json><!--# include virtual="/remotes.json" --></script>' +
    '<script type=application/json id=other.json><!--# include virtual="/other.json" --></script></head><div id="root"></div>';
  let shellServer: FastifyInstance;
  let shellBase: string;
  let remotes: Record<string, unknown>;

  beforeAll(async () => {
    const shellRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-shell-'));
    fs.writeFileSync(path.join(shellRoot, 'index.html'), SHELL_PAGE);
    // What the build writes beside the page: not sent, since it lacks the documents.
    fs.writeFileSync(path.join(shellRoot, 'index.html.br'), zlib.brotliCompressSync(SHELL_PAGE));
    remotes = { mf_exam: { entry: 'http://localhost:3002/mf-manifest.json', version: '1.0.0' } };
    shellServer = await serveApp(shell, {
      port: 0,
      root: shellRoot,
      allowedOrigins: [],
      documents: {
        'remotes.json': () => remotes,
        'app-config.json': () => ({
          apiBaseUrl: 'http://localhost:3100',
          brand: { name: '</script><!--' },
        }),
      },
    });
    const address = shellServer.server.address();
    shellBase = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => shellServer.close());

  /** The JSON blocks of a page, by id, as the shell reads them (their text parsed). */
  const blocks = (html: string) =>
    Object.fromEntries(
      [...html.matchAll(/<script type=application\/json id=([\w.-]+)>(.*?)<\/script>/g)].map(
        ([, id, text]) => [id, text ? (JSON.parse(text) as unknown) : ''],
      ),
    );

  it.each(['/', '/index.html', '/pages/news/list?id=3'])('writes them into %s', async (url) => {
    const res = await fetch(`${shellBase}${url}`, { headers: { accept: 'text/html' } });
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(blocks(await res.text())).toEqual({
      'app-config.json': { apiBaseUrl: 'http://localhost:3100', brand: { name: '</script><!--' } },
      'remotes.json': remotes,
      // A document this server does not have: left empty, the shell fetches it.
      'other.json': '',
    });
  });

  it('escapes what would end the script element or open a comment', async () => {
    const html = await (await fetch(`${shellBase}/`)).text();
    expect(html).toContain('"name":"\\u003c/script>\\u003c!--"');
    expect(html.match(/<\/script>/g)).toHaveLength(3);
  });

  it('writes the current documents: a deploy is seen on the next load, without a restart', async () => {
    remotes = {
      mf_exam: {
        entry: 'https://cdn.example.com/mf-exam/2.0.0/mf-manifest.json',
        version: '2.0.0',
      },
    };
    expect(blocks(await (await fetch(`${shellBase}/`)).text())['remotes.json']).toEqual(remotes);
    // …and /remotes.json itself still answers, for running tabs and tools.
    expect(await (await fetch(`${shellBase}/remotes.json`)).json()).toEqual(remotes);
  });

  it('compresses the page on the fly in the encoding the browser accepts', async () => {
    const br = await get(`${shellBase}/`, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary?.toLowerCase()).toContain('accept-encoding');
    expect(blocks(zlib.brotliDecompressSync(br.body).toString())['remotes.json']).toEqual(remotes);
    const gzip = await get(`${shellBase}/pages/news/list`, 'gzip', 'text/html');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toContain('"apiBaseUrl"');
    const plain = await get(`${shellBase}/`, 'br;q=0, gzip;q=0');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toContain('"apiBaseUrl"');
  });
});

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['*;q=0', undefined],
    ['identity', undefined],
    [undefined, undefined],
  ])('%j → %j', (header, encoding) => {
    expect(chooseEncoding(header)).toBe(encoding);
  });
});
