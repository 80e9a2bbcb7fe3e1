import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { APPS } from './apps';
import { serveApp } from './serve-app';

let server: FastifyInstance;
let base: string;
const shell = APPS[0]!;

beforeAll(async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-'));
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(root, 'remoteEntry.js'), 'entry');
  fs.writeFileSync(path.join(root, 'runtime-core.js'), 'runtime');
  fs.writeFileSync(path.join(root, 'mf-manifest.json'), '{}');
  fs.writeFileSync(path.join(root, '123.0a1b2c3d.js'), 'chunk');
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

  it('caches content-hashed files for a year, immutable', async () => {
    const res = await fetch(`${base}/123.0a1b2c3d.js`);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
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
