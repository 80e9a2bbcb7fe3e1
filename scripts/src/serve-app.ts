import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyCors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { distDir, type AppDefinition } from './apps';
import { CACHE_CONTROL, cacheControlOf } from './caching-rules';
import { hasIncludes, renderShellPage } from './shell-page';

/** Types a response may be compressed in (as nginx's gzip_types): their caches key on encoding. */
const COMPRESSIBLE_TYPE = /^(text\/|application\/(javascript|json)|image\/svg\+xml)/;

export type ServeOptions = {
  port: number;
  host?: string;
  /** Origins allowed to fetch this app's files (the shell fetches the remotes' manifests). */
  allowedOrigins: string[];
  /** Extra JSON documents served at the root, e.g. remotes.json for the shell. */
  documents?: Record<string, () => unknown>;
  /** The built files (default: the app's dist/). */
  root?: string;
};

export type PageEncoding = 'br' | 'gzip';

/** The encoding to send a response in: brotli, else gzip, when the request accepts it. */
export function chooseEncoding(acceptEncoding: string | undefined): PageEncoding | undefined {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => accepted.get(name) ?? (accepted.get('*') || 0);
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return undefined;
}

/** A page compressed as it is sent (brotli at a quality fast enough to run at each request). */
export function encodePage(page: Buffer, encoding: PageEncoding): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(page, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
    : zlib.gzipSync(page);
}

/**
 * Sends the app's page. The shell's is written at each request with the current run-time
 * documents (shell-page.ts: remotes.json and app-config.json inline, as nginx's SSI does in
 * production), so a deploy is seen on the next load without a restart; it is a few KB,
 * compressed on the fly. Any other page is the built file (and its precompressed variant).
 */
async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  root: string,
  documents: Record<string, () => unknown>,
) {
  reply.header('cache-control', CACHE_CONTROL.alwaysFresh);
  const html = await fs.promises.readFile(path.join(root, 'index.html'), 'utf8');
  if (!hasIncludes(html)) return reply.sendFile('index.html');
  const page = Buffer.from(renderShellPage(html, documents));
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  reply.header('content-type', 'text/html; charset=utf-8');
  if (!encoding) return reply.send(page);
  return reply.header('content-encoding', encoding).send(encodePage(page, encoding));
}

/**
 * Built files as production serves them: the precompressed `.br` / `.gz` variant the request
 * accepts, the caching rules of caching-rules.ts, `Vary: Accept-Encoding` on compressible types.
 */
export async function registerBuiltFiles(server: FastifyInstance, root: string): Promise<void> {
  // A cache must not hand a brotli body to a browser that did not ask for one.
  server.addHook('onSend', async (_request, reply, payload) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && COMPRESSIBLE_TYPE.test(type)) {
      const listed = String(reply.getHeader('vary') ?? '')
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean);
      if (!listed.some((v) => v === '*' || v.toLowerCase() === 'accept-encoding'))
        reply.header('vary', [...listed, 'Accept-Encoding'].join(', '));
    }
    return payload;
  });
  await server.register(fastifyStatic, {
    root,
    // main.js.br for `Accept-Encoding: br`, main.js.gz for gzip, else main.js (content-type and
    // content-encoding set by the plugin).
    preCompressed: true,
    // The caching rules are ours (below), not the plugin's default max-age=0.
    cacheControl: false,
    setHeaders(res, filePath) {
      res.setHeader('cache-control', cacheControlOf(filePath));
    },
  });
}

/**
 * Serves an app's built files the way production (nginx, docker/nginx) does: the precompressed
 * `.br` / `.gz` variant the build wrote when the request accepts it, the caching rules of
 * caching-rules.ts, CORS, history fallback, the shell's page with its run-time documents
 * written in. The JSON documents are a few hundred bytes: sent as they are.
 */
export async function serveApp(
  app: AppDefinition,
  options: ServeOptions,
): Promise<FastifyInstance> {
  const root = options.root ?? distDir(app);
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    throw new Error(`${app.dir} is not built: run npm run build -w ${app.dir}`);
  }
  const server = Fastify({ logger: false });
  await server.register(fastifyCors, { origin: options.allowedOrigins });
  const documents = options.documents ?? {};
  for (const [name, produce] of Object.entries(documents)) {
    server.get(`/${name}`, async (_request, reply) =>
      reply.header('cache-control', CACHE_CONTROL.alwaysFresh).send(produce()),
    );
  }
  await registerBuiltFiles(server, root);
  for (const url of ['/', '/index.html'])
    server.get(url, (request, reply) => sendPage(request, reply, root, documents));
  // History routes (/pages/news/list?id=1) are pages of the single-page app.
  server.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' && (request.headers.accept ?? '').includes('text/html')) {
      return sendPage(request, reply, root, documents);
    }
    return reply.code(404).send({ status_code: 404, message: `Not found: ${request.url}` });
  });
  await server.listen({ port: options.port, host: options.host ?? '127.0.0.1' });
  return server;
}

/**
 * Serves a folder of built files alone, as a CDN bucket does (the deploy root for `npm start`):
 * the rules of `registerBuiltFiles`, CORS for the app's origins, a JSON 404 for anything missing.
 */
export async function serveFolder(options: {
  port: number;
  root: string;
  allowedOrigins: string[];
  host?: string;
}): Promise<FastifyInstance> {
  const server = Fastify({ logger: false });
  await server.register(fastifyCors, { origin: options.allowedOrigins });
  await registerBuiltFiles(server, options.root);
  server.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ status_code: 404, message: `Not found: ${request.url}` }),
  );
  await server.listen({ port: options.port, host: options.host ?? '127.0.0.1' });
  return server;
}
