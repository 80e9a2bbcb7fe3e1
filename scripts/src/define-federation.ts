/** What an app's `federation.config.ts` says; the factory turns it into a webpack config. */
export type FederationDefinition = {
  /** The workspace folder, e.g. 'mf-exam'. */
  app: string;
  /** Module path → file, relative to the app folder; remotes expose only files in src/expose/. */
  exposes?: Record<string, string>;
  /** Runtime plugins (files relative to the app folder), e.g. the host's remote-failure fallback. */
  runtimePlugins?: string[];
  /** Runtime plugins of the server build (Node), beside the federation's own Node plugin. */
  serverRuntimePlugins?: string[];
  /**
   * The shell only: the remote modules a first load of a path shows, which its page starts
   * fetching before any script runs (shell-page.ts); `signedIn` ones only with a live session.
   */
  startModules?: Record<string, StartModule[]>;
};

/** A remote module (`expose` as the remote's manifest names it, e.g. 'widgets/latest-news'). */
export type StartModule = { remote: string; expose: string; signedIn?: true };

export const defineFederation = (definition: FederationDefinition): FederationDefinition =>
  definition;
