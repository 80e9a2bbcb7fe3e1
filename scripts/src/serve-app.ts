import fs from 'node:fs';
import path from 'node:path';
import fastifyCors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { distDir, type AppDefinition } from './apps';

/** Files that say where everything else is: never cached (WeChat's browser caches hard). */
const ALWAYS_FRESH =
  /(^|\/)(index\.html|main\.js|remoteEntry\.js|runtime-core\.js|mf-manifest\.json|mf-stats\.json)$/;
const HASHED = /\.[0-9a-f]{8}\.(js|css|png|jpe?g|gif|svg|webp)$/;

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

/** Serves an app's built files the way production does: caching rules, CORS, history fallback. */
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
      reply.header('cache-control', 'no-store').send(produce()),
    );
  }
  await server.register(fastifyStatic, {
    root,
    // The caching rules are ours (below), not the plugin's default max-age=0.
    cacheControl: false,
    setHeaders(res, filePath) {
      if (ALWAYS_FRESH.test(filePath)) res.setHeader('cache-control', 'no-store');
      else if (HASHED.test(filePath))
        res.setHeader('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  // History routes (/pages/news/list?id=1) are pages of the single-page app.
  server.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' && (request.headers.accept ?? '').includes('text/html')) {
      return reply.header('cache-control', 'no-store').sendFile('index.html');
    }
    return reply.code(404).send({ status_code: 404, message: `Not found: ${request.url}` });
  });
  await server.listen({ port: options.port, host: options.host ?? '127.0.0.1' });
  return server;
}
