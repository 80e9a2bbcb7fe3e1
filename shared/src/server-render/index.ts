import type { i18n as I18n } from 'i18next';

/**
 * One page render on the shell's server (shell/src/server): who reads the page and in which
 * browser, and the replies its route's loaders started. The server renders many readers at
 * once with one copy of `shared`, so the parts that hold the reader's state in the browser
 * (the session store, the i18n instance, the request client's replies) read the current
 * render's instead while one is under way. In the browser there is never one.
 */
export type ServerRender = {
  /**
   * The reader's session: shared/session's `SessionState` (typed there: this module imports
   * nothing of `shared`, so the build tooling can read it without the rest).
   */
  session: unknown;
  i18n: I18n;
  userAgent: string;
  /** The page's address as the browser asked for it. */
  pageUrl: string;
  /** What relative URLs are resolved against: the API's origin as the server calls it. */
  baseUrl: string;
  /** The API's origin as browsers reach it (app-config.json), for the URLs a page shows. */
  publicApiUrl: string;
  /** The request client's prefetched replies (early-replies.ts), this render's own. */
  prefetched: Map<string, unknown>;
};

let read: () => ServerRender | undefined = () => undefined;

/**
 * The shell's server says how to find the render under way (an AsyncLocalStorage's store):
 * `shared` itself runs in browsers too, so it imports nothing of Node.
 */
export function setServerRenderReader(reader: () => ServerRender | undefined): void {
  read = reader;
}

/** The render under way on the server, if any. */
export const currentServerRender = (): ServerRender | undefined => read();
