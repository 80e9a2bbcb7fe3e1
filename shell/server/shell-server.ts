import fs from 'node:fs';
import { setMaxListeners } from 'node:events';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { REMOTE_OF_AREA, isRemoteArea, type RemotesManifest } from 'shared/federation';
import { CACHE_CONTROL } from '../../scripts/src/caching-rules';
import { chooseEncoding, registerBuiltFiles } from '../../scripts/src/serve-app';
import { startConfigOf, textsFilesFor } from '../../scripts/src/shell-page';
import { areaOfPath, normalizePath } from '../../shared/src/paths';
import { checkAccess } from '../../shared/src/access/check-access';
import { SUPPORTED_LANGUAGES } from '../../shared/src/i18n/language';
import { detectPlatform } from '../../shared/src/platform/detect-platform';
import {
  RENDER_COOKIE,
  SESSION_COOKIE,
  TOAST_COOKIE,
  type PageRequest,
  type RenderOutcome,
} from '../src/server/render-contract';
import { fallbackDocument, renderedDocument, type Documents } from './page-document';
import {
  createVisitorPageCache,
  encodedPage,
  visitorPageKey,
  type EncodedPage,
  type PageAnswer,
} from './page-cache';
import { loadPageRenderer } from './page-renderer';
import { createSessionReader, languageOf } from './reader';
import type { FallbackReason } from '../src/server/render-reasons';
import { createRenderSlots } from './render-slots';
import { createRenderStats } from './render-stats';
import { createPageStyles } from './page-styles';
import { createServerTiming, type ServerTiming } from './server-timing';

export type ShellServerOptions = {
  port: number;
  host?: string;
  /** The shell's build: its page, its style index and its server half (`server/`). */
  buildDir: string;
  /** The API as this server calls it, server to server. */
  apiUrl: string;
  /** remotes.json (read at each request: a deploy needs no restart) and app-config.json. */
  documents: Documents & { 'remotes.json': () => RemotesManifest };
  /** How long a render may take before the page goes to the browser to render. */
  budgetMs: number;
  /** How long a visitor's page is sent again before it is rendered again (0: every time). */
  visitorPageCacheMs: number;
  /** How long after a visitor is sent a page no longer fresh its new render starts. */
  stalePageRenderDelayMs: number;
  /** Serve the build's own files too (npm start, the tests); behind nginx it serves pages only. */
  serveFiles: boolean;
  /** Origins allowed to fetch the shell's files (CORS), when it serves them. */
  allowedOrigins?: string[];
  /** Whether the page is served over HTTPS (the session cookie is then Secure). */
  secureCookies?: boolean;
  /** Behind nginx: the page's address is the one nginx was asked for (X-Forwarded-*). */
  trustProxy?: boolean;
  log?: (line: string) => void;
};

const TOAST_COOKIE_SECONDS = 10;
/**
 * How long after its render a visitor's page is still sent at once, no longer fresh, while a new
 * render runs behind it (page-cache.ts): public content up to a minute old, and no visitor waits
 * for a render, busy server or quiet one.
 */
const STALE_VISITOR_PAGE_MS = 60_000;
/** Enough for every public page in both languages and channels, bounded against made-up URLs. */
const MOST_VISITOR_PAGES = 200;
/**
 * Renders under way at once (render-slots.ts): a render waits on the API part of its time, so
 * a few overlap that wait with another's work; more only slow each other down.
 */
const RENDERS_AT_ONCE = 4;
/** How long the renders at start may take: a cold one takes several times a warm one. */
const WARM_RENDER_MS = 10_000;
/** More than any page makes, so Node does not take a page's many calls for a leak. */
const CALLS_PER_PAGE = 50;
/** A file's name, not a page's (docker/nginx/shell.conf.template's @page rule). */
const FILE_NAME = /\.(js|css|json|map|png|jpe?g|gif|svg|webp|ico|woff2?)$/;

/** The remotes.json entries the server renders with: each remote's stable server half. */
function serverReleases(remotes: RemotesManifest): RemotesManifest {
  const listed: RemotesManifest = {};
  for (const [name, release] of Object.entries(remotes)) {
    if (!release.serverEntry) continue;
    const { canary: _canary, serverEntry, ...stable } = release;
    listed[name] = { ...stable, entry: serverEntry };
  }
  return listed;
}

/** The API's origin as browsers reach it, from app-config.json ('' is the page's own origin). */
function publicApiUrlOf(appConfig: unknown): string {
  const url = (appConfig as { apiBaseUrl?: unknown } | undefined)?.apiBaseUrl;
  return typeof url === 'string' ? url : '';
}

/** What a render takes from the run-time documents: the releases and the API's public origin. */
function renderDocumentsOf(values: Record<string, unknown>) {
  return {
    publicApiUrl: publicApiUrlOf(values['app-config.json']),
    remotes: serverReleases(values['remotes.json'] as RemotesManifest),
  };
}

/** A render's failure for the log: its message and where it was thrown. */
function failureOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const at = error.stack?.split('\n').find((line) => line.trim().startsWith('at '));
  return at ? `${error.message} (${at.trim()})` : error.message;
}

/** Whether a visitor may open the page (spec 6): a members' page needs the reader's session. */
const isPublicPage = (pathname: string): boolean =>
  checkAccess(pathname, { token: undefined, isCheck: undefined, now: Date.now() }).kind === 'allow';

/** Whether the page's own remote has a canary live: its release is the browser's choice. */
function pageHasCanary(pathname: string, remotes: RemotesManifest): boolean {
  const area = areaOfPath(normalizePath(pathname));
  return isRemoteArea(area) && remotes[REMOTE_OF_AREA[area]]?.canary !== undefined;
}

function send(
  request: FastifyRequest,
  reply: FastifyReply,
  page: EncodedPage,
  timing: ServerTiming,
) {
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  const body = page.body(encoding);
  timing.mark('encode');
  reply
    .code(page.status)
    .header('server-timing', timing.header())
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', CACHE_CONTROL.alwaysFresh)
    // The page is the reader's own: their session and language.
    .header('vary', 'Cookie, Accept-Language, Accept-Encoding');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(body);
}

/** The run-time documents as they are now: one read per request, for its key and its page. */
function readDocuments(documents: Documents): {
  values: Record<string, unknown>;
  producers: Documents;
} {
  const values = Object.fromEntries(
    Object.entries(documents).map(([name, produce]) => [name, produce()]),
  );
  const producers = Object.fromEntries(
    Object.keys(values).map((name) => [name, () => values[name]]),
  );
  return { values, producers };
}

/**
 * The shell's server: each page is rendered here from the same route tables, widgets and pages
 * the browser runs (the shell's server build, through the federation's Node runtime, with each
 * remote's server half as the live remotes.json names it), sent as HTML with its stylesheets
 * and the state the browser hydrates with. A render that fails or runs past its budget sends
 * the page to render in the browser instead, as before, logged and counted. Stateless: several
 * can run behind nginx.
 */
export async function startShellServer(options: ShellServerOptions): Promise<FastifyInstance> {
  const log = options.log ?? ((line: string) => console.log(`shell server: ${line}`));
  const template = fs.readFileSync(path.join(options.buildDir, 'index.html'), 'utf8');
  const startConfig = startConfigOf(template);
  const renderer = await loadPageRenderer(options.buildDir, options.apiUrl);
  const readSession = createSessionReader(options.apiUrl);
  const stylesheetsFor = createPageStyles(options.buildDir);
  const stats = createRenderStats(log);
  const slots = createRenderSlots(RENDERS_AT_ONCE);

  const server = Fastify({ logger: false, trustProxy: options.trustProxy === true });
  await server.register(fastifyCookie);
  if (options.serveFiles) {
    await server.register(fastifyCors, { origin: options.allowedOrigins ?? [] });
    await registerBuiltFiles(server, options.buildDir);
  }
  for (const [name, produce] of Object.entries(options.documents)) {
    server.get(`/${name}`, async (_request, reply) =>
      reply.header('cache-control', CACHE_CONTROL.alwaysFresh).send(produce()),
    );
  }
  server.get('/__shell/render-stats', async () => stats.snapshot());

  const visitorPages =
    options.visitorPageCacheMs > 0
      ? createVisitorPageCache({
          ttlMs: options.visitorPageCacheMs,
          staleMs: STALE_VISITOR_PAGE_MS,
          maxPages: MOST_VISITOR_PAGES,
          revalidateAfterMs: options.stalePageRenderDelayMs,
        })
      : undefined;

  // Each release's code is loaded before a page needs it: now, and when remotes.json changes.
  let warmed = '';
  const warmUp = (remotes: RemotesManifest): Promise<void> => {
    const releases = serverReleases(remotes);
    const listed = JSON.stringify(releases);
    if (listed === warmed) return Promise.resolve();
    warmed = listed;
    return renderer.warm(releases).then((complete) => {
      // Tried again at the next page when a remote was not reachable.
      if (!complete && warmed === listed) warmed = '';
    });
  };
  await warmUp(options.documents['remotes.json']());

  /** The page rendered on the server, or why the browser renders it. */
  async function renderAnswer(
    url: URL,
    request: FastifyRequest,
    session: PageRequest['session'],
    documents: ReturnType<typeof readDocuments>,
    timing: ServerTiming,
  ): Promise<PageAnswer> {
    const signal = AbortSignal.timeout(options.budgetMs);
    // Each of the page's calls listens for the end of its budget.
    setMaxListeners(CALLS_PER_PAGE, signal);
    let outcome: RenderOutcome;
    let release = () => {};
    try {
      release = await slots.take(signal);
      timing.mark('wait');
      outcome = await renderer.render({
        url: url.href,
        language: languageOf(request),
        userAgent: request.headers['user-agent'] ?? '',
        session,
        ...renderDocumentsOf(documents.values),
        signal,
      });
    } catch (error) {
      return signal.aborted
        ? { kind: 'fallback', reason: 'timeout', detail: `over ${options.budgetMs} ms` }
        : { kind: 'fallback', reason: 'error', detail: failureOf(error) };
    } finally {
      release();
    }
    timing.mark('render');
    if (outcome.kind === 'redirect') return outcome;
    const stylesheets = await stylesheetsFor(outcome.html, renderer.releasesInUse());
    stats.rendered();
    const texts = textsFilesFor(startConfig, outcome.state.language, url.pathname);
    const html = renderedDocument(template, documents.producers, outcome, stylesheets, texts);
    timing.mark('document');
    return { kind: 'page', page: encodedPage(outcome.status, html) };
  }

  function sendAnswer(
    request: FastifyRequest,
    reply: FastifyReply,
    answer: PageAnswer,
    documents: Documents,
    timing: ServerTiming,
  ) {
    if (answer.kind === 'page') return send(request, reply, answer.page, timing);
    if (answer.kind === 'fallback') {
      stats.fellBack(answer.reason, request.url, answer.detail);
      timing.note('fallback', answer.reason);
      const html = fallbackDocument(template, documents, answer.reason);
      return send(request, reply, encodedPage(200, html), timing);
    }
    stats.redirected();
    if (answer.toast) {
      reply.setCookie(TOAST_COOKIE, answer.toast, {
        path: '/',
        maxAge: TOAST_COOKIE_SECONDS,
        sameSite: 'lax',
        secure: options.secureCookies === true,
      });
    }
    return reply
      .code(302)
      .header('server-timing', timing.header())
      .header('cache-control', CACHE_CONTROL.alwaysFresh)
      .redirect(answer.location);
  }

  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const timing = createServerTiming();
    const url = new URL(request.url, `${request.protocol}://${request.host}`);
    const documents = readDocuments(options.documents);
    const remotes = documents.values['remotes.json'] as RemotesManifest;
    void warmUp(remotes);
    const browserRenders = (reason: FallbackReason, detail: string) =>
      sendAnswer(request, reply, { kind: 'fallback', reason, detail }, documents.producers, timing);
    if (request.cookies[RENDER_COOKIE] === 'client') {
      return browserRenders('asked', `${RENDER_COOKIE}=client`);
    }
    if (pageHasCanary(url.pathname, remotes)) {
      return browserRenders('canary', 'its remote has a canary release live');
    }
    if (!request.cookies[SESSION_COOKIE] && !isPublicPage(url.pathname)) {
      // Maybe a session only the browser holds (from before it wrote the cookie): it decides.
      return browserRenders('session', 'no session cookie on a members page');
    }
    let session: PageRequest['session'];
    try {
      session = await readSession(request);
    } catch (error) {
      return browserRenders('session', String(error));
    }
    timing.mark('session');
    const render = () => renderAnswer(url, request, session, documents, timing);
    if (session || !visitorPages) {
      return sendAnswer(request, reply, await render(), documents.producers, timing);
    }
    const key = visitorPageKey({
      url: url.href,
      language: languageOf(request),
      channel: detectPlatform(request.headers['user-agent'] ?? '').channel,
      documents: documents.values,
    });
    const { answer, rendered, stale } = await visitorPages.answer(key, render);
    if (stale) {
      stats.sentStale();
      timing.note('cache', 'stale');
    } else if (!rendered && answer.kind === 'page') {
      stats.sentAgain();
      // A page another request rendered: this one only waited for it, or took it as kept.
      timing.mark('cache');
    }
    return sendAnswer(request, reply, answer, documents.producers, timing);
  }

  /**
   * Home rendered once in each language before the server takes a request: a first render runs
   * the code for the first time and takes several times a warm one, past its budget for the
   * first reader. Whatever fails here, the first page does the same work.
   */
  async function warmRender(): Promise<void> {
    const documents = readDocuments(options.documents);
    for (const language of SUPPORTED_LANGUAGES) {
      try {
        const outcome = await renderer.render({
          url: `http://localhost:${options.port}/`,
          language,
          userAgent: '',
          session: null,
          ...renderDocumentsOf(documents.values),
          signal: AbortSignal.timeout(WARM_RENDER_MS),
        });
        if (outcome.kind === 'page') await stylesheetsFor(outcome.html, renderer.releasesInUse());
      } catch (error) {
        log(`home could not be rendered at start (${failureOf(error)}); the first page warms up`);
        return;
      }
    }
  }
  await warmRender();

  for (const url of ['/', '/index.html']) server.get(url, sendPage);
  // History routes (/pages/news/list?id=1) are pages; a missing script or image is a 404 (the
  // rule nginx applies in front of these servers).
  server.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' && !FILE_NAME.test(new URL(request.url, 'http://x').pathname)) {
      return sendPage(request, reply);
    }
    return reply.code(404).send({ status_code: 404, message: `Not found: ${request.url}` });
  });
  await server.listen({ port: options.port, host: options.host ?? '127.0.0.1' });
  return server;
}
