/** What an app's `federation.config.ts` says; the factory turns it into a webpack config. */
export type FederationDefinition = {
  /** The workspace folder, e.g. 'mf-exam'. */
  app: string;
  /** Module path → file, relative to the app folder; remotes expose only files in src/expose/. */
  exposes?: Record<string, string>;
  /** Runtime plugins (files relative to the app folder), e.g. the host's remote-failure fallback. */
  runtimePlugins?: string[];
};

export const defineFederation = (definition: FederationDefinition): FederationDefinition =>
  definition;
