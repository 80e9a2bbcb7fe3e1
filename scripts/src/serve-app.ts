import fs from 'node:fs';
import path from 'node:path';
import fastifyCors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { distDir, type AppDefinition } from './apps';
import { CACHE_CONTROL, cacheControlOf } from './caching-rules';

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

/**
 * Serves an app's built files the way production (nginx, docker/nginx) does: the precompressed
 * `.br` / `.gz` variant the build wrote when the request accepts it, the caching rules of
 * caching-rules.ts, CORS, history fallback. The JSON documents are a few hundred bytes: sent as
 * they are.
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
  for (const [name, produce] of Object.entries(options.documents ?? {})) {
    server.get(`/${name}`, async (_request, reply) =>
      reply.header('cache-control', CACHE_CONTROL.alwaysFresh).send(produce()),
    );
  }
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
  // History routes (/pages/news/list?id=1) are pages of the single-page app.
  server.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' && (request.headers.accept ?? '').includes('text/html')) {
      return reply.header('cache-control', CACHE_CONTROL.alwaysFresh).sendFile('index.html');
    }
    return reply.code(404).send({ status_code: 404, message: `Not found: ${request.url}` });
  });
  await server.listen({ port: options.port, host: options.host ?? '127.0.0.1' });
  return server;
}
