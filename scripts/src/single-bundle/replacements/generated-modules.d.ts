// The module build-single-bundle.ts writes before compiling (exposed-modules.ts), resolved by
// the single-bundle webpack config's alias.
declare module '@single-bundle/generated' {
  /** `remote/expose` (e.g. `mf_exam/routes`) → the exposed file, imported lazily. */
  export const EXPOSED_MODULES: Readonly<Record<string, () => Promise<unknown>>>;
  /** Every remote, as remotes.json would list it. */
  export const BUNDLED_REMOTES: Readonly<
    Record<string, { entry: string; version: string; contract?: number }>
  >;
}
