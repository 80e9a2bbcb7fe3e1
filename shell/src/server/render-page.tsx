import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import {
  StaticRouterProvider,
  createStaticHandler,
  createStaticRouter,
  type LoaderFunctionArgs,
} from 'react-router';
import { checkAccess } from 'shared/access';
import { REMOTE_AREAS, type RemoteArea, type RemotesManifest } from 'shared/federation';
import { createI18n, loadMessages, type I18n, type Language } from 'shared/i18n';
import { isHomePath, normalizePath } from 'shared/paths';
import { configureRequest } from 'shared/request';
import { setServerRenderReader, type ServerRender } from 'shared/server-render';
import { accessSessionOf, initialSessionState, type SessionState } from 'shared/session';
import { RenderDataProvider, ServerCalls } from 'shared/standalone';
import { SharedProviders } from 'shared/ui';
import { loadAreaRoutes } from '../federation/area-routes';
import { preloadHomeWidgets } from '../federation/preload-home-widgets';
import { loadRemoteModule } from '../federation/load-remote-module';
import { applyRemotesManifest, remotesManifest } from '../federation/remotes-manifest';
import { homeWidgetsFor } from '../pages/home/home-widgets';
import { appRoutes } from '../router/app-routes';
import { redirectTarget, type GuardData } from '../router/guard-loader';
import type { PageRequest, RenderedPage, RenderedState, RenderOutcome } from './render-contract';

const renders = new AsyncLocalStorage<ServerRender>();

/** The guard decided before the render (below); the root's loader only answers as the browser's. */
const ALLOWED: GuardData = { blocked: false };

/**
 * A remote page's loader on the server: the page waits for its area's route table, its code and
 * the data its route starts (`prefetch`, into this render's replies), so it renders complete.
 * A remote that cannot be loaded fails the render: the page is then rendered in the browser.
 */
const serverRouteData =
  (area: RemoteArea) =>
  async ({ request }: LoaderFunctionArgs): Promise<null> => {
    const url = new URL(request.url);
    const routes = await loadAreaRoutes(area);
    const route = routes.find((r) => r.path === normalizePath(url.pathname));
    if (route) {
      route.prefetch?.(url.searchParams);
      await route.load();
    }
    return null;
  };

const handler = createStaticHandler(appRoutes(() => ALLOWED, serverRouteData));

function sessionOf(request: PageRequest): SessionState {
  if (!request.session) return initialSessionState();
  return { ...request.session, isLoggedIn: true, lastRefreshAt: Date.now() };
}

/** Renders the tree to HTML once every suspended part (code, data) is in, or fails. */
function renderToHtml(tree: React.ReactNode, signal: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    let failed: unknown;
    const stream = renderToPipeableStream(tree, {
      // Everything is written in place once ready: no part is sent later with an inline script
      // to move it (the pages' Content-Security-Policy allows no inline scripts).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        if (failed) return;
        const sink = new PassThrough();
        const chunks: Buffer[] = [];
        sink.on('data', (chunk: Buffer) => chunks.push(chunk));
        sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        stream.pipe(sink);
      },
      onShellError: reject,
      // A part that threw would be left for the browser to render: the whole page is, instead.
      onError(error) {
        failed ??= error;
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    });
    signal.addEventListener('abort', () => {
      stream.abort(signal.reason);
      reject(signal.reason instanceof Error ? signal.reason : new Error('The render was aborted'));
    });
  });
}

export type PageRenderer = {
  render: (request: PageRequest) => Promise<RenderOutcome>;
  /**
   * Loads each area's route table and home's widgets from these releases ahead of the pages that
   * need them (at start, and when remotes.json names new releases), so a first render is not the
   * one that waits for a release's code. Never fails: answers whether all of it loaded (what did
   * not is loaded by a render).
   */
  warm: (remotes: RemotesManifest) => Promise<boolean>;
  /** The releases renders use now (each remote's server half, compatible with this shell). */
  releasesInUse: () => RemotesManifest;
};

/**
 * The shell's page renderer (its server build's entry): the guard, then the route's loaders
 * and the page with its data through the federation's Node runtime, each remote's server half
 * as the live remotes.json names it. Renders for many readers run at once: each runs with its
 * reader's session, language and replies (`shared/server-render`, an AsyncLocalStorage).
 */
let created = false;

export async function createPageRenderer(options: { apiBaseUrl: string }): Promise<PageRenderer> {
  // The federation runtime, the remotes' code and the request client are this process's: two
  // renderers would switch each other's releases. Several servers are several processes.
  if (created) throw new Error('One shell server per process: start another process instead.');
  created = true;
  setServerRenderReader(() => renders.getStore());
  // No screen here: the request client only calls the API, server to server.
  const noop = () => undefined;
  configureRequest({
    baseURL: options.apiBaseUrl,
    notify: noop,
    showLoading: noop,
    hideLoading: noop,
    onForcedLogout: noop,
  });
  const languages: Language[] = ['en', 'zh-CN'];
  await Promise.all(languages.map((language) => loadMessages(language)));
  const i18n = Object.fromEntries(
    languages.map((language) => [language, createI18n(language)]),
  ) as Record<Language, I18n>;

  async function renderPage(request: PageRequest, session: SessionState): Promise<RenderOutcome> {
    const url = new URL(request.url);
    const path = normalizePath(url.pathname);
    const decision = checkAccess(path, accessSessionOf(session, Date.now()));
    if (decision.kind === 'redirect') {
      return {
        kind: 'redirect',
        location: redirectTarget(decision.to, url),
        ...(decision.toast ? { toast: decision.toast.key } : {}),
      };
    }
    await applyRemotesManifest(request.remotes);
    if (isHomePath(path)) await preloadHomeWidgets(path);
    const context = await handler.query(new Request(url, { signal: request.signal }));
    if (context instanceof Response) {
      throw new Error(`A loader answered ${context.status} for ${path}`);
    }
    if (context.errors) {
      const [first] = Object.values(context.errors as Record<string, unknown>);
      throw first instanceof Error ? first : new Error(`The loaders of ${path} failed`);
    }
    const router = createStaticRouter(handler.dataRoutes, context);
    const calls = new ServerCalls();
    const html = await renderToHtml(
      <SharedProviders i18n={i18n[request.language]}>
        <RenderDataProvider calls={calls}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </RenderDataProvider>
      </SharedProviders>,
      request.signal,
    );
    const state: RenderedState = {
      path,
      language: request.language,
      user: request.session?.user ?? null,
      router: { loaderData: context.loaderData, actionData: null, errors: null },
      calls: calls.results(),
      renderedAt: calls.renderedAt,
    };
    // React writes what the page asks to preload (its largest image) before the page, as it
    // would in a document's head; it goes in the page's head, not inside its root.
    const [, head = '', body = html] = /^((?:<link [^>]*>)*)([\s\S]*)$/.exec(html) ?? [];
    const page: RenderedPage = {
      kind: 'page',
      status: context.statusCode,
      head,
      html: body,
      state,
    };
    return page;
  }

  async function warm(remotes: RemotesManifest): Promise<boolean> {
    await applyRemotesManifest(remotes);
    const loads: Promise<unknown>[] = REMOTE_AREAS.map((area) => loadAreaRoutes(area));
    for (const widget of homeWidgetsFor({ loggedIn: true, joined: true })) {
      if (remotes[widget.remote]) loads.push(loadRemoteModule(widget.remote, widget.expose));
    }
    const outcomes = await Promise.allSettled(loads);
    return outcomes.every((outcome) => outcome.status === 'fulfilled');
  }

  return {
    warm,
    releasesInUse: remotesManifest,
    render(request) {
      const session = sessionOf(request);
      const render: ServerRender = {
        session,
        i18n: i18n[request.language],
        userAgent: request.userAgent,
        pageUrl: request.url,
        baseUrl: options.apiBaseUrl,
        publicApiUrl: request.publicApiUrl,
        prefetched: new Map(),
      };
      return renders.run(render, () => renderPage(request, session));
    },
  };
}
