import type { HydrationState } from 'react-router';
import type { GuardToast } from 'shared/access';
import type { RemotesManifest } from 'shared/federation';
import type { Language } from 'shared/i18n';
import type { SessionUser } from 'shared/session';

/**
 * The cookies the shell's browser code writes for its server, which only that server reads:
 * the session's token (API calls still carry the Authorization header), the language chosen,
 * and the guard's toast to show after the server redirected.
 */
export const SESSION_COOKIE = 'shell.session';
export const LANGUAGE_COOKIE = 'shell.language';
export const TOAST_COOKIE = 'shell.toast';
/**
 * `client` asks the server to send pages to be rendered in the browser, as before the server
 * rendered them: the bench's yardstick of client rendering, tests of that path, debugging.
 */
export const RENDER_COOKIE = 'shell.render';

/**
 * The User Timing mark the browser sets once what the reader typed before the page hydrated is
 * in the page's state (rendering/replay-early-input.tsx); its detail is how many fields.
 */
export const EARLY_INPUT_MARK = 'shell:early-input-replayed';

/** What the browser logs when the page it hydrates differs from the server's (a bug to fix). */
export const HYDRATION_MISMATCH = 'The page the server rendered did not match its hydration';

/** The ids of the page's blocks: the rendered page's state, and why a page was not rendered. */
export const RENDERED_STATE_ID = 'rendered-state';
export const RENDER_FALLBACK_ID = 'render-fallback';

/**
 * What the shell's Node server (shell/server) and its server build (this folder) say to each
 * other: a page request with what the server knows of its reader, and the outcome.
 */
export type PageRequest = {
  /** The page's absolute URL, as the browser asked for it. */
  url: string;
  language: Language;
  userAgent: string;
  /** The reader's live session (the token from the session cookie, the user from /api/me). */
  session: { token: string; exp: number; user: SessionUser } | null;
  /** The API's origin as browsers reach it (app-config.json's apiBaseUrl; '' for this origin). */
  publicApiUrl: string;
  /** The live remotes.json with each remote's server half as its entry (stable releases only). */
  remotes: RemotesManifest;
  /** Ends the render when its time is up (the server then sends the page to render in the browser). */
  signal: AbortSignal;
};

/** What the page carries for the browser to hydrate with (`#rendered-state`). */
export type RenderedState = {
  path: string;
  language: Language;
  /** The reader the page was rendered for (null: a visitor); the browser's session takes it. */
  user: SessionUser | null;
  /** The route loaders' data (React Router's hydrationData). */
  router: HydrationState;
  /** The page's calls' data, by their place in the page (shared/standalone render-data). */
  calls: Record<string, unknown>;
  /** When it was rendered (ms): what its times were counted from (shared/standalone useRenderClock). */
  renderedAt: number;
};

export type RenderedPage = {
  kind: 'page';
  status: number;
  /** What the page asks the head for (React's preloads: its largest image). */
  head: string;
  /** The page's HTML, the root's content. */
  html: string;
  state: RenderedState;
};

export type RenderOutcome =
  RenderedPage | { kind: 'redirect'; location: string; toast?: GuardToast['key'] };
